import { RecordingDice, type SeatEntry, isRejection, playCommand, scriptedDice, startGame, verifyRecord } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import type { BattleCommand } from './schema';
import { battleSeats, battleTimer, timeOutCommand } from './seats';
import { SOLARIS_TIMERS } from './sources';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const timed = (movement: 'alternating' | 'simultaneous' = 'simultaneous') => battleModule.parseSetup({ ...duelSetup(movement), timers: SOLARIS_TIMERS });

/** A tiny record: each accepted command becomes an entry with its rolls and events. */
class Table {
  entries: SeatEntry[] = [];
  constructor(public state: BattleState) {}
  play(command: unknown, dice = scriptedDice()) {
    const recording = new RecordingDice(dice);
    const c = battleModule.parseCommand(command);
    const out = battleModule.resolve(this.state, c, { dice: recording, rules });
    if (isRejection(out)) throw new Error(out.reason);
    this.state = out.reduce((st, e) => battleModule.apply(st, e), this.state);
    this.entries.push({ seq: this.entries.length + 1, command: c, rolls: [...recording.rolls], events: out });
    return out;
  }
  seen(seats: string[]) {
    return battleSeats.redact(this.entries, seats, this.state);
  }
}

function started(movement: 'alternating' | 'simultaneous' = 'simultaneous', prone = false): Table {
  const s = battleModule.init(timed(movement), rules);
  const t = new Table(prone ? { ...s, units: { ...s.units, red: { ...s.units.red!, prone: true } } } : s);
  t.play({ type: 'initiative' }, scriptedDice(1, 1, 6, 6));
  return t;
}

describe('battle seats: who sends what', () => {
  it('lists the two sides and names the side of each command', () => {
    const t = started();
    expect(battleSeats.list(t.state)).toEqual([
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
    ]);
    const side = (c: unknown) => battleSeats.seatOf(t.state, battleModule.parseCommand(c));
    expect(side({ type: 'writeOrders', side: 'b', orders: {} })).toBe('b');
    expect(side({ type: 'fire', unit: 'red', attacks: [] })).toBe('a');
    expect(side({ type: 'timeOut', side: 'a', choice: 'nothing' })).toBe('a');
    expect(side({ type: 'initiative' })).toBeNull();
  });
});

describe('battle seats: hidden information (seed 003 §1.2, §2.1)', () => {
  it('written orders and the pre-reveal roll stay with their side until both have written; then everyone sees all', () => {
    const t = started('simultaneous', true);
    // red's getting-up roll fails (1+1), it falls: facing 3, location 4, consciousness 6+6
    t.play({ type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 1, 3, 4, 6, 6));
    const [forA, forB, forNobody] = [t.seen(['a']), t.seen(['b']), t.seen([])];
    expect(forA[1]).toEqual(t.entries[1]);
    expect(forB[1]).toEqual({
      seq: 2,
      command: { type: 'writeOrders', side: 'a' },
      rolls: [],
      events: [{ type: 'ordersWritten', side: 'a', hidden: true }],
      hidden: true,
    });
    expect(forNobody[1]).toEqual(forB[1]);
    expect(JSON.stringify(forB)).not.toContain('2xF');
    expect(JSON.stringify(forB)).not.toContain('getting up');
    expect(forB[0]).toEqual(t.entries[0]);
    expect(battleSeats.view(t.state, ['b']).written.a!.red).toMatch(/hidden/u);
    expect(battleSeats.view(t.state, []).prepared).toEqual({});
    expect(battleSeats.view(t.state, ['a', 'b']).written.a!.red).toBe('2xF');

    t.play({ type: 'writeOrders', side: 'b', orders: { blue: 'F' } });
    expect(t.seen(['a'])[2]).toMatchObject({ hidden: true, command: { type: 'writeOrders', side: 'b' } });
    expect(t.seen(['b'])[1]).toMatchObject({ hidden: true });
    t.play({ type: 'reviseOrders', side: 'a', unit: 'red', orders: null });
    expect(t.state.phase).toBe('fire');
    expect(t.seen(['b'])).toEqual(t.entries);
    expect(t.seen([])).toEqual(t.entries);
  });

  it('declared fire stays with its side until every unit has declared', () => {
    const t = started('alternating');
    t.play({ type: 'move', unit: 'red', orders: '5xF' });
    t.play({ type: 'move', unit: 'blue', orders: '5xF' });
    t.play({ type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'blue' }], twist: 1 });
    expect(t.seen(['b'])[3]).toEqual({
      seq: 4,
      command: { type: 'fire', unit: 'red' },
      rolls: [],
      events: [{ type: 'fireDeclared', unit: 'red', hidden: true }],
      hidden: true,
    });
    expect(t.seen(['a'])[3]).toEqual(t.entries[3]);
    expect(t.seen(['b']).slice(0, 3)).toEqual(t.entries.slice(0, 3));
    expect(battleSeats.view(t.state, ['b']).fire.red).toEqual([]);
    expect(battleSeats.view(t.state, ['b']).twists.red).toBeUndefined();
    t.play({ type: 'fire', unit: 'blue', attacks: [] }, scriptedDice(6, 6, 3, 4));
    expect(t.state.phase).toBe('physical');
    expect(t.seen(['b'])).toEqual(t.entries);
  });
});

describe('battle seats: phase clocks (seed 003 §2.1)', () => {
  it('times movement, fire and the extra time after a failed roll; untimed battles have no clock', () => {
    const untimed = battleModule.init(battleModule.parseSetup(duelSetup('simultaneous')), rules);
    expect(battleTimer(untimed)).toBeNull();
    const t = started('simultaneous', true);
    expect(battleTimer(t.state)).toEqual({ key: 'round 1 movement', phase: 'movement', seconds: 120, waiting: ['a', 'b'] });
    t.play({ type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 1, 3, 4, 6, 6));
    expect(battleTimer(t.state)).toEqual({
      key: 'round 1 movement after failed rolls of red',
      phase: 'movement',
      seconds: 60,
      waiting: ['a', 'b'],
      extend: true,
    });
    t.play({ type: 'writeOrders', side: 'b', orders: { blue: '' } });
    expect(battleTimer(t.state)!.waiting).toEqual(['a']);
    t.play({ type: 'reviseOrders', side: 'a', unit: 'red', orders: null });
    expect(battleTimer(t.state)).toEqual({ key: 'round 1 fire', phase: 'fire', seconds: 60, waiting: ['a', 'b'] });
  });
});

describe('battle seats: time-out', () => {
  it('doing nothing: the side that wrote nothing stands still and the orders are revealed', () => {
    const t = started();
    t.play({ type: 'writeOrders', side: 'b', orders: { blue: '2xF' } });
    const command = timeOutCommand(t.state, 'a', { orders: { red: '3xF' }, onTimeOut: 'nothing' });
    expect(command).toEqual({ type: 'timeOut', side: 'a', choice: 'nothing' });
    const events = t.play(command);
    expect(events.map((e) => e.type)).toEqual(['ordersWritten', 'ordersRevealed', 'unitMoved', 'unitMoved']);
    expect(t.state.positions.red).toEqual({ hex: '0815', facing: 0 });
    expect(t.state.positions.blue!.hex).toBe('0805');
    expect(timeOutCommand(t.state, 'b', {})).toEqual({ type: 'timeOut', side: 'b', choice: 'as-written' });
  });

  it('as written: the draft orders are carried out, a bad draft order leaves its unit standing, and a side not waiting is refused', () => {
    const t = started();
    expect(timeOutCommand(t.state, 'a', { orders: { red: '2xF', blue: '5xF' } })).toEqual({
      type: 'timeOut',
      side: 'a',
      choice: 'as-written',
      orders: { red: '2xF' },
    });
    t.play({ type: 'timeOut', side: 'a', choice: 'as-written', orders: { red: '2xF' } });
    expect(battleModule.resolve(t.state, { type: 'timeOut', side: 'a', choice: 'nothing' }, { dice: new RecordingDice(scriptedDice()), rules })).toMatchObject({
      rejected: true,
      reason: expect.stringMatching(/owes no change/u),
    });
    t.play({ type: 'timeOut', side: 'b', choice: 'as-written', orders: { blue: 'F Q' } });
    expect(t.state.positions).toEqual({ red: { hex: '0813', facing: 0 }, blue: { hex: '0803', facing: 3 } });
    expect(t.state.phase).toBe('fire');
  });

  it('after a failed roll the clock keeps the written orders (as written) or stops the unit (nothing)', () => {
    for (const [choice, hex] of [
      ['as-written', '0815'],
      ['nothing', '0815'],
    ] as const) {
      const t = started('simultaneous', true);
      t.play({ type: 'writeOrders', side: 'a', orders: { red: '2xF' } }, scriptedDice(1, 1, 1, 3, 4, 6, 6));
      t.play({ type: 'writeOrders', side: 'b', orders: { blue: '' } });
      const events = t.play({ type: 'timeOut', side: 'a', choice });
      expect(events[0]).toMatchObject({ type: 'ordersRevised', unit: 'red', orders: choice === 'nothing' ? '' : null });
      expect(t.state.positions.red!.hex).toBe(hex);
      expect(t.state.phase).toBe('fire');
    }
  });

  it('fire: undeclared units hold their fire; doing nothing also withdraws what was declared', () => {
    for (const choice of ['as-written', 'nothing'] as const) {
      const t = started('alternating');
      t.play({ type: 'move', unit: 'red', orders: '5xF' });
      t.play({ type: 'move', unit: 'blue', orders: '5xF' });
      t.play({ type: 'fire', unit: 'blue', attacks: [{ weapon: 2, target: 'red' }] });
      const before = t.state.units.red!.locations.CT!.armor;
      // a time-out for blue's side is refused: it has declared everything
      expect(battleModule.resolve(t.state, { type: 'timeOut', side: 'b', choice }, { dice: new RecordingDice(scriptedDice()), rules })).toMatchObject({
        rejected: true,
      });
      t.play({ type: 'fire', unit: 'red', attacks: [] }, scriptedDice(6, 6, 3, 4));
      expect(t.state.units.red!.locations.CT!.armor).toBe(before - 5);
      const red = started('alternating');
      red.play({ type: 'move', unit: 'red', orders: '5xF' });
      red.play({ type: 'move', unit: 'blue', orders: '5xF' });
      red.play({ type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'blue' }] });
      const events = red.play({ type: 'timeOut', side: 'b', choice }, scriptedDice(6, 6, 3, 4));
      expect(events.at(-1)!.type).toBe('fireResolved');
      expect(red.state.fire.blue).toEqual([]);
    }
  });

  it('a fire time-out with "nothing" withdraws the fire its side had declared; "as written" keeps it', () => {
    for (const [choice, loss] of [
      ['nothing', 0],
      ['as-written', 5],
    ] as const) {
      const setup = duelSetup('alternating');
      const red2 = { ...setup.units[0]!, id: 'red2', hex: '0715' };
      const s = battleModule.init(battleModule.parseSetup({ ...setup, units: [...setup.units, red2], timers: SOLARIS_TIMERS }), rules);
      const t = new Table(s);
      t.play({ type: 'initiative' }, scriptedDice(1, 1, 6, 6));
      t.play({ type: 'move', unit: 'red', orders: '5xF' });
      t.play({ type: 'move', unit: 'blue', orders: '5xF' });
      t.play({ type: 'move', unit: 'red2', orders: '' });
      const armour = t.state.units.blue!.locations.CT!.armor;
      t.play({ type: 'fire', unit: 'red', attacks: [{ weapon: 2, target: 'blue' }] });
      t.play({ type: 'fire', unit: 'blue', attacks: [] });
      expect(battleTimer(t.state)!.waiting).toEqual(['a']);
      const events = t.play({ type: 'timeOut', side: 'a', choice }, scriptedDice(6, 6, 3, 4));
      expect(events.map((e) => e.type)).toEqual(choice === 'nothing' ? ['fireDeclared', 'fireDeclared', 'fireResolved'] : ['fireDeclared', 'fireResolved']);
      expect(t.state.units.blue!.locations.CT!.armor).toBe(armour - loss);
      expect(t.state.phase).toBe('physical');
    }
  });

  it('time-outs are ordinary record entries: the record replays and verifies', () => {
    let game = startGame(battleModule, { setup: { ...duelSetup('simultaneous'), timers: SOLARIS_TIMERS }, dice: { kind: 'scripted' } });
    const play = (c: BattleCommand | null, ...faces: number[]) => {
      const r = playCommand(game, c, scriptedDice(...faces));
      if (!r.ok) throw new Error(r.rejection.reason);
      game = r.game;
    };
    play({ type: 'initiative' }, 1, 1, 6, 6);
    play(timeOutCommand(game.state as BattleState, 'a', { orders: { red: '3xF' } }));
    play(timeOutCommand(game.state as BattleState, 'b', null));
    expect((game.state as BattleState).positions.red!.hex).toBe('0812');
    play(timeOutCommand(game.state as BattleState, 'a', null));
    play(timeOutCommand(game.state as BattleState, 'b', null));
    expect((game.state as BattleState).phase).toBe('physical');
    expect(verifyRecord(battleModule, game.record)).toMatchObject({ ok: true });
  });
});
