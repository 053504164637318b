import { RecordingDice, SeededDice, hexDistance, isRejection, parseHexLabel } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { DEFAULT_BOT, QUICK_BOT, type BotPolicy, botCommand } from './bot';
import { jumpSpots } from './spots';
import { battleModule } from '../battle/module';
import { moverFor } from '../battle/movement';
import type { BattleState } from '../battle/state';
import { duelSetup, duelist } from '../battle/test/setup';

// The full bot jumps as an ordinary move (docs/battle.md "The bot"); the quick bot walks and runs only (ADR 0045).
const rules = combatRuleset(['solaris-vii']).rules;
const jumper = (name: string) => ({ ...duelist(name), movement: { walk: 4, run: 6, jump: 4 } });
const WOODS = ['0707', '0708', '0808', '0909', '0910', '0611', '1011', '0806', '0605', '1005'];
const board = ['size 16 17', ...WOODS.map((h, i) => `hex ${h} 0 "woods:${1 + (i % 2)}" ""`), 'end'].join('\n');

function setup() {
  const s = duelSetup('simultaneous');
  return battleModule.parseSetup({
    ...s,
    map: { boards: [{ name: 'test', text: board, rotated: false }] },
    units: s.units.map((u) => ({ ...u, unit: jumper(u.id === 'red' ? 'Red' : 'Blue') as never })),
  });
}

/** Plays a seeded duel with the policy on both sides; returns each move's orders, whether it was carried out, and whether the unit was prone. */
function moves(policy: BotPolicy, seed: string) {
  let s: BattleState = battleModule.init(setup(), rules);
  const source = SeededDice.fromSeed('jumps', seed);
  const out: { orders: string; stopped: boolean; prone: boolean; mode: string }[] = [];
  for (let i = 0; i < 3000; i++) {
    const c = botCommand(s, rules, policy);
    if (!c) break;
    const before = s;
    const events = battleModule.resolve(s, c, { dice: new RecordingDice(source), rules });
    if (isRejection(events)) throw new Error(events.reason);
    for (const e of events) {
      if (e.type === 'unitMoved')
        out.push({ orders: e.report.orders, stopped: !!e.report.stopped, prone: !!before.units[e.report.unit]!.prone, mode: e.report.summary.mode });
      s = battleModule.apply(s, e);
    }
  }
  return out;
}

describe('jumping as an ordinary move', () => {
  it('offers a landing in every hex within jumping MP, facing the nearest enemy', () => {
    const s = battleModule.init(setup(), rules);
    const spots = jumpSpots(s, 'red', moverFor(s.units.red!), [parseHexLabel('0803')]);
    const from = parseHexLabel('0815');
    let onBoard = 0; // every hex of the 16 × 17 board 1–4 hexes away, counted the slow way
    for (let col = 0; col < 16; col++) for (let row = 0; row < 17; row++) if ([1, 2, 3, 4].includes(hexDistance(from, { col, row }))) onBoard++;
    expect(onBoard).toBe(50);
    expect(new Set(spots.map((o) => o.end.hex)).size).toBe(onBoard);
    for (const o of spots) {
      expect(o.orders).toMatch(/^J \d{4} Face (N|NE|SE|S|SW|NW)$/);
      expect(o.moved).toEqual({ mode: 'jump', hexes: hexDistance(from, parseHexLabel(o.end.hex)) });
    }
    expect(spots.find((o) => o.end.hex === '0812')!.orders).toBe('J 0812 Face N');
    expect(jumpSpots(s, 'red', { ...moverFor(s.units.red!), jump: 0 }, [])).toEqual([]);
  });

  it('the full bot jumps when that scores best, and every jump it writes is carried out; a prone unit never jumps', () => {
    const all = ['1', '2', '3', '4', '5', '6'].flatMap((seed) => moves(DEFAULT_BOT, seed));
    const jumps = all.filter((m) => m.orders.startsWith('J '));
    expect(jumps.length).toBeGreaterThan(0);
    for (const m of jumps) expect(m).toMatchObject({ stopped: false, prone: false, mode: 'jump' });
  });

  it('the quick bot and a policy without jumps never jump except onto an enemy', () => {
    for (const policy of [QUICK_BOT, { ...DEFAULT_BOT, jumps: false }])
      for (const seed of ['1', '2', '3']) expect(moves(policy, seed).filter((m) => m.orders.startsWith('J '))).toEqual([]);
  });
});
