import { RecordingDice, isRejection, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { botCommand } from '../bot/bot';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { viewFor } from './view';

const rules = combatRuleset(['solaris-vii']).rules;

function play(s: BattleState, command: unknown, dice = scriptedDice()) {
  const out = battleModule.resolve(s, battleModule.parseCommand(command), { dice: new RecordingDice(dice), rules });
  if (isRejection(out)) throw new Error(out.reason);
  return { state: out.reduce((st, e) => battleModule.apply(st, e), s), events: out };
}

function proneRed(): BattleState {
  const s = battleModule.init(battleModule.parseSetup(duelSetup('simultaneous')), rules);
  const withProne = { ...s, units: { ...s.units, red: { ...s.units.red!, prone: true } } };
  return play(withProne, { type: 'initiative' }, scriptedDice(1, 1, 6, 6)).state;
}

describe('written orders: piloting rolls before the reveal (seed 003 §1.2.1)', () => {
  it('a failed getting-up roll is made before the reveal, hidden from the other side, and the orders may be changed once', () => {
    // getting up fails (2), falls: facing 1, location 7, pilot keeps consciousness (12)
    let s = play(proneRed(), { type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 1, 3, 4, 6, 6)).state;
    expect(s.revisable).toEqual(['red']);
    expect(s.prepared.red!.map((a) => a.success)).toEqual([false]);
    expect(viewFor(s, 'b').prepared).toEqual({});
    expect(viewFor(s, 'b').revisable).toEqual([]);
    expect(s.units.red!.prone).toBe(true);
    expect(viewFor(s, 'b').units.red).toEqual(proneRed().units.red);
    expect(viewFor(s, 'a').units.red).toEqual(s.units.red);
    expect(viewFor(s, 'b').units.red!.locations).not.toEqual(s.units.red!.locations);
    const blue = play(s, { type: 'writeOrders', side: 'b', orders: { blue: 'F' } });
    expect(blue.events.map((e) => e.type)).toEqual(['ordersWritten']);
    expect(viewFor(blue.state, 'b').written.a!.red).toMatch(/hidden/u);
    s = blue.state;
    expect(
      battleModule.resolve(s, { type: 'reviseOrders', side: 'b', unit: 'red', orders: 'F' }, { dice: new RecordingDice(scriptedDice()), rules }),
    ).toMatchObject({ rejected: true, field: 'unit' });
    // the second attempt succeeds (12): 4 MP spent getting up leaves 2 running MP, one hex forward
    const revised = play(s, { type: 'reviseOrders', side: 'a', unit: 'red', orders: 'F' }, scriptedDice(6, 6));
    expect(revised.events.map((e) => e.type)).toEqual(['ordersRevised', 'ordersRevealed', 'unitMoved', 'unitMoved']);
    expect(revised.state.positions.red).toEqual({ hex: '0814', facing: 0 });
    expect(revised.state.units.red!.prone).toBe(false);
    expect(revised.state.phase).toBe('fire');
    expect(
      battleModule.resolve(revised.state, { type: 'reviseOrders', side: 'a', unit: 'red', orders: 'F' }, { dice: new RecordingDice(scriptedDice()), rules }),
    ).toMatchObject({ rejected: true });
  });

  it('keeping the written orders after a failure: the unit stays down, turned as it fell, and does not move', () => {
    let s = play(proneRed(), { type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 4, 3, 4, 6, 6)).state;
    expect(s.prepared.red![0]!.fall).toMatchObject({ damage: 5, facing: { side: 'rear', turn: 3 } });
    s = play(s, { type: 'writeOrders', side: 'b', orders: { blue: '' } }).state;
    const kept = play(s, { type: 'reviseOrders', side: 'a', unit: 'red', orders: null });
    const moved = kept.events.find((e) => e.type === 'unitMoved' && e.report.unit === 'red');
    expect(moved).toMatchObject({ report: { to: { hex: '0815', facing: 3 }, stopped: { reason: 'the unit is prone' } } });
  });

  it('the bot changes its orders after a failed roll', () => {
    const s = play(proneRed(), { type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 1, 3, 4, 6, 6)).state;
    expect(botCommand(s, rules)).toMatchObject({ type: 'reviseOrders', side: 'a', unit: 'red' });
  });

  it("a bot seeing the other side's view waits while that side revises (nothing of its own to do)", () => {
    let s = play(proneRed(), { type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 1, 3, 4, 6, 6)).state;
    s = play(s, { type: 'writeOrders', side: 'b', orders: { blue: '' } }).state;
    expect(s.revisable).toEqual(['red']);
    expect(botCommand(viewFor(s, 'b'), rules)).toBeNull();
    expect(botCommand(viewFor(s, 'a'), rules)).toMatchObject({ type: 'reviseOrders', side: 'a', unit: 'red' });
  });
});
