/** Pairing a round: maximum-weight matching on points with rematches impossible and a bye for an odd field; or round robin. */
import type { Dice } from '@marshal/core';
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';

export interface PairingEntrant {
  readonly id: string;
  readonly points: number;
  readonly opponents: readonly string[];
  readonly hadBye: boolean;
}

export interface Pairing {
  readonly table: number | null;
  readonly a: string;
  /** null is a bye. */
  readonly b: string | null;
}

export type PairingResult = { ok: true; pairings: Pairing[] } | { ok: false; reason: string };

/** Big enough that a larger matching always outweighs any gain in closeness. */
const CARDINALITY = 1_000_000;

function closeness(x: number, y: number): number {
  return CARDINALITY - (x - y) * (x - y);
}

/** Fisher–Yates with recorded dice, so round 1 is drawn at random yet replays exactly. */
export function shuffleWithDice<T>(items: readonly T[], dice: Dice, purpose: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(`1d${i + 1}`, `${purpose} (position ${i + 1})`).total - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function buildGraph(entrants: readonly PairingEntrant[], allowRepeatBye: boolean): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  const n = entrants.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = entrants[i]!;
      const b = entrants[j]!;
      if (a.opponents.includes(b.id)) continue;
      edges.push([i, j, closeness(a.points, b.points)]);
    }
  if (n % 2 === 1) {
    const floor = Math.min(...entrants.map((e) => e.points)) - 1;
    entrants.forEach((e, i) => {
      if (!e.hadBye || allowRepeatBye) edges.push([i, n, closeness(e.points, floor)]);
    });
  }
  return edges;
}

/** Number tables in ranked order: the pair with the higher top score sits at table 1; the bye has no table. */
export function numberTables(pairs: readonly { a: string; b: string | null }[], rank: (id: string) => number): Pairing[] {
  const real = pairs.filter((p) => p.b !== null).sort((x, y) => Math.min(rank(x.a), rank(x.b!)) - Math.min(rank(y.a), rank(y.b!)));
  const byes = pairs.filter((p) => p.b === null);
  return [...real.map((p, i) => ({ table: i + 1, a: p.a, b: p.b })), ...byes.map((p) => ({ table: null, a: p.a, b: null }))];
}

/** Swiss-style pairing: `entrants` in standings order (best first). */
export function pairByMatching(entrants: readonly PairingEntrant[]): PairingResult {
  const n = entrants.length;
  if (n < 2) return { ok: false, reason: 'at least two players are needed to pair a round' };
  const wanted = Math.ceil(n / 2);
  for (const allowRepeatBye of [false, true]) {
    const mate = maxWeightMatching(n + (n % 2), buildGraph(entrants, allowRepeatBye), true);
    const pairs: { a: string; b: string | null }[] = [];
    for (let i = 0; i < n; i++) {
      const m = mate[i]!;
      if (m === n) pairs.push({ a: entrants[i]!.id, b: null });
      else if (m > i) pairs.push({ a: entrants[i]!.id, b: entrants[m]!.id });
    }
    if (pairs.length === wanted) {
      const rank = new Map(entrants.map((e, i) => [e.id, i]));
      return { ok: true, pairings: numberTables(pairs, (id) => rank.get(id)!) };
    }
  }
  return { ok: false, reason: 'no pairing exists without a rematch; use round robin or fewer rounds' };
}

/** Round robin by the circle method; a dummy gives the bye in an odd field. Round numbers start at 1. */
export function pairRoundRobin(ids: readonly string[], round: number): PairingResult {
  if (ids.length < 2) return { ok: false, reason: 'at least two players are needed to pair a round' };
  const ring: (string | null)[] = [...ids, ...(ids.length % 2 ? [null] : [])];
  const m = ring.length;
  const r = (round - 1) % (m - 1);
  const rotated = [ring[0]!, ...Array.from({ length: m - 1 }, (_, k) => ring[1 + ((k + r) % (m - 1))]!)];
  const pairs: { a: string; b: string | null }[] = [];
  for (let i = 0; i < m / 2; i++) {
    const x = rotated[i]!;
    const y = rotated[m - 1 - i]!;
    if (x === null && y === null) continue;
    if (x === null) pairs.push({ a: y!, b: null });
    else pairs.push({ a: x, b: y });
  }
  const rank = new Map(ids.map((id, i) => [id, i]));
  return { ok: true, pairings: numberTables(pairs, (id) => rank.get(id)!) };
}
