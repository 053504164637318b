import {
  RecordingDice,
  SeededDice,
  isRejection,
  parseRecord,
  playCommand,
  revealSeed,
  scriptedDice,
  serializeRecord,
  startGame,
  verifyRecord,
} from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { botCommand } from '../bot/bot';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { viewFor } from './view';

const rules = combatRuleset(['solaris-vii']).rules;
const init = (movement: 'alternating' | 'simultaneous' = 'alternating') => battleModule.init(battleModule.parseSetup(duelSetup(movement)), rules);

function play(s: BattleState, command: unknown, dice = scriptedDice()) {
  const out = battleModule.resolve(s, battleModule.parseCommand(command), { dice: new RecordingDice(dice), rules });
  if (isRejection(out)) throw new Error(out.reason);
  return { state: out.reduce((st, e) => battleModule.apply(st, e), s), events: out };
}

describe('battle module', () => {
  it('initiative re-rolls ties; the loser moves first', () => {
    const { state, events } = play(init(), { type: 'initiative' }, scriptedDice(3, 4, 2, 5, 6, 6, 1, 1));
    expect(events[0]).toMatchObject({ type: 'initiativeRolled', order: ['b', 'a'] });
    expect((events[0] as unknown as { rolls: unknown[] }).rolls).toHaveLength(2);
    expect(state.phase).toBe('movement');
    expect(state.moveQueue).toEqual(['blue', 'red']);
  });

  it('alternating movement refuses the wrong unit and moves the right one step by step', () => {
    let s = play(init(), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    expect(battleModule.resolve(s, { type: 'move', unit: 'blue', orders: 'F' }, { dice: new RecordingDice(scriptedDice()), rules })).toMatchObject({
      rejected: true,
    });
    s = play(s, { type: 'move', unit: 'red', orders: '3xF R' }).state;
    expect(s.positions.red).toEqual({ hex: '0812', facing: 1 });
    expect(s.moved.red).toEqual({ mode: 'walk', hexes: 3 });
    s = play(s, { type: 'move', unit: 'blue', orders: 'F F F F F F F F F F' }).state;
    expect(s.moved.blue).toEqual({ mode: 'run', hexes: 5 });
    expect(s.phase).toBe('fire');
  });

  it('an impossible step ends movement there with the reason', () => {
    let s = play(init(), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    const r = play(s, { type: 'move', unit: 'red', orders: 'F F F F F F F F' });
    expect(r.events[0]).toMatchObject({ type: 'unitMoved', report: { stopped: { index: 7 } } });
    s = r.state;
    expect(s.positions.red!.hex).toBe('0809');
  });

  it('fire is declared by both units, then resolved together with damage applied at the end', () => {
    let s = play(init(), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    s = play(s, { type: 'move', unit: 'red', orders: '5xF' }).state;
    s = play(s, { type: 'move', unit: 'blue', orders: '5xF' }).state;
    expect(s.positions.red!.hex).toBe('0810');
    expect(s.positions.blue!.hex).toBe('0808');
    const first = play(s, { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'blue' }] });
    expect(first.events.map((e) => e.type)).toEqual(['fireDeclared']);
    expect(first.state.units.blue).toEqual(s.units.blue);
    const both = play(first.state, { type: 'fire', unit: 'blue', attacks: [{ weapon: 2, target: 'red' }] }, scriptedDice(6, 6, 3, 4, 6, 6, 3, 4));
    expect(both.events.map((e) => e.type)).toEqual(['fireDeclared', 'fireResolved']);
    const ct = (st: BattleState, id: string) => st.units[id]!.locations.CT!.armor;
    expect(ct(both.state, 'blue')).toBe(ct(s, 'blue') - 5);
    expect(ct(both.state, 'red')).toBe(ct(s, 'red') - 5);
    expect(both.state.units.red!.heat).toBe(3);
    expect(both.state.phase).toBe('physical');
  });

  it('refuses fire out of arc or at a friend, naming the attack', () => {
    let s = play(init(), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    s = play(s, { type: 'move', unit: 'red', orders: 'L L L' }).state;
    s = play(s, { type: 'move', unit: 'blue', orders: '' }).state;
    const r = battleModule.resolve(
      s,
      { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'blue' }], twist: 0 },
      { dice: new RecordingDice(scriptedDice()), rules },
    );
    expect(r).toMatchObject({ rejected: true, field: 'attacks' });
    expect((r as { reason: string }).reason).toMatch(/attacks\.0/u);
  });

  it('written simultaneous movement hides the first orders until both are in, then executes them together', () => {
    let s = play(init('simultaneous'), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    expect(
      battleModule.resolve(s, { type: 'writeOrders', side: 'a', orders: { red: 'F Q' } }, { dice: new RecordingDice(scriptedDice()), rules }),
    ).toMatchObject({ rejected: true, field: 'orders.red' });
    s = play(s, { type: 'writeOrders', side: 'a', orders: { red: '2xF' } }).state;
    expect(viewFor(s, 'b').written.a!.red).toMatch(/hidden/u);
    expect(viewFor(s, 'a').written.a!.red).toBe('2xF');
    expect(s.positions.red!.hex).toBe('0815');
    const r = play(s, { type: 'writeOrders', side: 'b', orders: { blue: 'F L' } });
    expect(r.events.map((e) => e.type)).toEqual(['ordersWritten', 'ordersRevealed', 'unitMoved', 'unitMoved']);
    expect(r.state.positions).toEqual({ red: { hex: '0813', facing: 0 }, blue: { hex: '0804', facing: 2 } });
    expect(viewFor(r.state, 'b').written.a!.red).toBe('2xF');
    expect(r.state.phase).toBe('fire');
  });

  it('a bot-versus-bot duel ends and its record replays and verifies', () => {
    const seed = 'battle-test';
    const dice = SeededDice.fromSeed(seed);
    let game = startGame(battleModule, { ruleset: ['solaris-vii'], setup: duelSetup('simultaneous'), dice: { kind: 'seeded', seed } });
    for (let i = 0; i < 400; i++) {
      const c = botCommand(game.state as BattleState, game.ruleset.rules as typeof rules);
      if (!c) break;
      const r = playCommand(game, c, dice);
      if (!r.ok) throw new Error(r.rejection.reason);
      game = r.game;
    }
    const final = game.state as BattleState;
    expect(final.phase).toBe('over');
    expect(final.outcome).not.toBeNull();
    const text = serializeRecord(revealSeed(game.record, seed));
    expect(verifyRecord(battleModule, parseRecord(text)).ok).toBe(true);
  });
});

describe('occupied hexes', () => {
  it('a unit stops before a hex another unit stands in, with the reason', () => {
    let s = play(init(), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    s = play(s, { type: 'move', unit: 'red', orders: '6xF' }).state;
    expect(s.positions.red!.hex).toBe('0809');
    const r = play(s, { type: 'move', unit: 'blue', orders: '4xF' });
    expect(r.events[0]).toMatchObject({ type: 'unitMoved', report: { to: { hex: '0807' } } });
    const blocked = play({ ...s, positions: { ...s.positions, red: { hex: '0805', facing: 0 } } }, { type: 'move', unit: 'blue', orders: '4xF' });
    expect(blocked.events[0]).toMatchObject({ report: { to: { hex: '0804' }, stopped: { index: 1, reason: '0805 is occupied by Red' } } });
  });
});

describe('physical dice at the table', () => {
  it('asks for the initiative dice by purpose, then plays the faces typed in', async () => {
    const { DiceNeeded, PhysicalDice } = await import('@marshal/core');
    const game = startGame(battleModule, { ruleset: ['solaris-vii'], setup: duelSetup(), dice: { kind: 'physical' } });
    let asked: unknown = null;
    try {
      playCommand(game, { type: 'initiative' }, new PhysicalDice());
    } catch (e) {
      asked = e;
    }
    expect(asked).toBeInstanceOf(DiceNeeded);
    expect((asked as { request: { purpose: string } }).request.purpose).toMatch(/initiative/u);
    const r = playCommand(
      game,
      { type: 'initiative' },
      new PhysicalDice([
        [2, 3],
        [6, 4],
      ]),
    );
    expect(r.ok && (r.game.state as BattleState).initiativeOrder).toEqual(['a', 'b']);
  });
});

describe('simultaneous fire', () => {
  it('a unit destroyed by fire in the phase still makes its declared attacks', () => {
    let s = play(init(), { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
    s = play(s, { type: 'move', unit: 'red', orders: '5xF' }).state;
    s = play(s, { type: 'move', unit: 'blue', orders: '5xF' }).state;
    const blue = s.units.blue!;
    s = { ...s, units: { ...s.units, blue: { ...blue, locations: { ...blue.locations, CT: { ...blue.locations.CT!, armor: 0, rear: 0, structure: 1 } } } } };
    s = play(s, { type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'blue' }] }).state;
    // red hits blue's centre torso (12, then 7) and destroys it; blue's laser still fires (12) and hits (7)
    const r = play(s, { type: 'fire', unit: 'blue', attacks: [{ weapon: 2, target: 'red' }] }, scriptedDice(6, 6, 3, 4, 6, 6, 3, 4));
    const resolved = r.events.find((e) => e.type === 'fireResolved') as unknown as { reports: { attacker: string; report: { hit: boolean } }[] };
    expect(resolved.reports.map((x) => [x.attacker, x.report.hit])).toEqual([
      ['red', true],
      ['blue', true],
    ]);
    expect(r.state.units.blue!.destroyed).toBe(true);
    expect(r.state.units.red!.locations.CT!.armor).toBe(s.units.red!.locations.CT!.armor - 5);
  });
});
