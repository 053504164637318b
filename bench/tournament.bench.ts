import { SeededDice } from '@marshal/core';
import { pairByMatching, type PairingEntrant } from '@marshal/tournament';
import type { Bench } from './registry';

/** A field of `n` players after `rounds` rounds: seeded points and opponent histories (rematches are forbidden edges). */
function field(n: number, rounds: number): PairingEntrant[] {
  const dice = SeededDice.fromSeed(`bench-field-${n}`);
  const roll = (sides: number) => dice.draw({ count: 1, sides, purpose: 'bench' })[0]!;
  const ids = Array.from({ length: n }, (_, i) => `p${i}`);
  const opponents = new Map(ids.map((id) => [id, [] as string[]]));
  for (let r = 0; r < rounds; r++)
    for (let i = 0; i + 1 < n; i += 2) {
      const a = ids[(i + r * 7) % n]!;
      const b = ids[(i + 1 + r * 13) % n]!;
      if (a === b) continue;
      opponents.get(a)!.push(b);
      opponents.get(b)!.push(a);
    }
  return ids
    .map((id) => ({ id, points: Array.from({ length: rounds }, () => roll(7) - 1).reduce((s, x) => s + x, 0), opponents: opponents.get(id)!, hadBye: false }))
    .sort((x, y) => y.points - x.points);
}

export const benches: readonly Bench[] = [
  {
    id: 'tournament-pair-256',
    title: 'pair a 256-player round by maximum-weight matching (after 5 rounds; goal ≤ 1 s)',
    unit: 'round',
    setup: () => {
      const players = field(256, 5);
      return () => pairByMatching(players);
    },
  },
  {
    id: 'tournament-pair-16',
    title: 'pair a 16-player round by maximum-weight matching (the seed-sized event)',
    unit: 'round',
    setup: () => {
      const players = field(16, 3);
      return () => pairByMatching(players);
    },
  },
];
