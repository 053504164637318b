import { describe, expect, it } from 'vitest';
import { type LiveGame, MarshalError, playCommand, scriptedDice, startGame } from '@marshal/core';
import { m42Module } from './module';
import type { M42Event } from './commands';
import type { M42State } from './state';
import { battle, unitsOf } from './test-builders';

const officers = [
  { id: 'cpt', name: 'Captain', ld: 9, status: 'on-table' as const },
  { id: 'sgt', name: 'Sergeant', ld: 7, status: 'on-table' as const },
  { id: 'lt', name: 'Lieutenant', ld: 10, status: 'reserve' as const, unit: 'u8' },
];

function morale(setup: unknown, faces: number[], command: object = {}, ruleset: string[] = []) {
  const game: LiveGame = startGame(m42Module, { setup, dice: { kind: 'scripted' }, ruleset });
  const dice = scriptedDice(...faces);
  const r = playCommand(game, { type: 'checkMorale', ...command }, dice);
  if (!r.ok) return { rejection: r.rejection, events: [] as M42Event[], state: game.state as M42State, left: dice.remaining };
  return { events: r.events as M42Event[], state: r.game.state as M42State, left: dice.remaining, rejection: null };
}

const moraleEvent = (events: M42Event[]) => events.find((e) => e.type === 'moraleChecked') as Extract<M42Event, { type: 'moraleChecked' }>;

describe('Task Force Morale (seed 002 §1)', () => {
  it('is not needed while at least half the starting units are alive or in reserve', () => {
    // 3 alive + 1 reserve of 8 = exactly half: no check, and no dice are asked for.
    const r = morale(battle({ units: unitsOf(3, 4, 1), officers }), []);
    const m = moraleEvent(r.events);
    expect(m).toMatchObject({ needed: false, result: 'not-needed', remaining: 4, starting: 8, tests: [] });
    expect(r.state.step).toBe('victory');
  });

  it('counts units in reserve and honours an explicit starting count', () => {
    const r = morale(battle({ units: unitsOf(2, 1, 1), startingUnits: 9, officers: [officers[0]!] }), [1, 1]);
    expect(moraleEvent(r.events)).toMatchObject({ needed: true, remaining: 3, starting: 9 });
  });

  it('passes with the best officer by default (2D6 ≤ Ld, exact odds shown)', () => {
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers }), [4, 5]);
    const m = moraleEvent(r.events);
    expect(m.result).toBe('fight-on');
    expect(m.tests).toHaveLength(1);
    expect(m.tests[0]!.tester).toMatchObject({ id: 'cpt' });
    expect(m.tests[0]!.ruling).toMatchObject({ target: 9, comparison: 'at-most', odds: { successes: '30', outcomes: '36' } });
    expect(m.tests[0]!.ruling.modifiers[0]!.source).toMatchObject({ kind: 'default' });
    expect(m.tests[0]!.roll).toMatchObject({ faces: [4, 5], total: 9 });
    expect(r.state.outcome).toBeNull();
    expect(r.state.step).toBe('victory');
  });

  it('fails: the task force retreats and the opponent wins', () => {
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers }), [5, 5]);
    expect(moraleEvent(r.events).result).toBe('retreat');
    expect(r.events.at(-1)).toMatchObject({ type: 'gameWon', winner: 'blue', loser: 'red' });
    expect(r.state.outcome).toMatchObject({ winner: 'blue' });
  });

  it('lets the player choose which officer tests', () => {
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers }), [4, 4], { officer: 'sgt' });
    const m = moraleEvent(r.events);
    expect(m.tests[0]!.tester).toMatchObject({ id: 'sgt' });
    expect(m.tests[0]!.ruling.odds).toMatchObject({ successes: '21', outcomes: '36' });
    expect(m.result).toBe('retreat');
  });

  it('refuses an officer who is in reserve, naming the field', () => {
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers }), [1, 1], { officer: 'lt' });
    expect(r.rejection).toMatchObject({ field: 'officer' });
    expect(r.rejection!.reason).toMatch(/not alive on the table/);
  });

  it('fails automatically with no officer alive on the table, without rolling', () => {
    const noneOnTable = [{ ...officers[0]!, status: 'dead' as const }, officers[2]!];
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers: noneOnTable }), []);
    const m = moraleEvent(r.events);
    expect(m.result).toBe('retreat');
    expect(m.tests[0]).toMatchObject({ roll: null, success: false, ruling: { automatic: { outcome: 'failure' }, odds: { successes: '0' } } });
    expect(r.state.outcome).toMatchObject({ winner: 'blue' });
  });
});

describe('Fanatical (seed 002 §1, special rule)', () => {
  const fanatical = (faces: number[], command: object = {}) =>
    morale(battle({ units: unitsOf(2, 5, 1), officers, specialRules: ['fanatical'] }), faces, command);

  it('re-rolls a failed check once and the re-roll passes', () => {
    const r = fanatical([6, 6, 2, 3]);
    const m = moraleEvent(r.events);
    expect(m.tests.map((t) => [t.attempt, t.success])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(m.result).toBe('fight-on');
    expect(r.left).toBe(0);
  });

  it('must abide by a failed re-roll', () => {
    const r = fanatical([6, 6, 5, 6]);
    expect(moraleEvent(r.events).result).toBe('retreat');
    expect(r.state.outcome).toMatchObject({ winner: 'blue' });
  });

  it('does not re-roll a pass', () => {
    const r = fanatical([1, 2, 6, 6]);
    expect(moraleEvent(r.events).tests).toHaveLength(1);
    expect(r.left).toBe(2);
  });

  it('may decline the re-roll', () => {
    const r = fanatical([6, 6, 1, 1], { useReroll: false });
    expect(moraleEvent(r.events).result).toBe('retreat');
    expect(r.left).toBe(2);
  });

  it('cannot re-roll the automatic failure for having no officer on the table', () => {
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers: [], specialRules: ['fanatical'] }), []);
    expect(moraleEvent(r.events).tests).toHaveLength(1);
    expect(moraleEvent(r.events).result).toBe('retreat');
  });
});

describe('Hive Mind (seed 002 §1, special rule)', () => {
  const hive = (alive: number, faces: number[], specialRules: ('hive-mind' | 'fanatical')[] = ['hive-mind'], ruleset: string[] = []) =>
    morale(battle({ units: unitsOf(alive, 10 - alive, 1, 7), specialRules }), faces, {}, ruleset);

  it('withdraws when more units fail than pass', () => {
    const r = hive(3, [6, 6, 1, 1, 5, 5]);
    const m = moraleEvent(r.events);
    expect(m.procedure).toBe('hive-mind');
    expect(m.tests.map((t) => t.tester!.id)).toEqual(['u1', 'u2', 'u3']);
    expect(m.votes).toEqual({ passes: 1, failures: 2 });
    expect(m.result).toBe('retreat');
    expect(r.state.outcome).toMatchObject({ winner: 'blue' });
  });

  it('fights on when passes and failures tie, and failing units stay on the table', () => {
    const r = hive(4, [6, 6, 1, 1, 5, 5, 2, 2]);
    const m = moraleEvent(r.events);
    expect(m.votes).toEqual({ passes: 2, failures: 2 });
    expect(m.result).toBe('fight-on');
    const red = r.state.players[0]!.taskForce.units;
    expect(red.filter((u) => u.status === 'alive').map((u) => u.id)).toEqual(['u1', 'u2', 'u3', 'u4']);
  });

  it('only units on the table vote by default; a manifest option lets reserves vote', () => {
    expect(moraleEvent(hive(3, [1, 1, 1, 1, 1, 1]).events).tests).toHaveLength(3);
    const r = hive(3, [1, 1, 1, 1, 1, 1, 6, 6], ['hive-mind'], ['m42-hive-mind-reserves-vote']);
    expect(moraleEvent(r.events).tests.map((t) => t.tester!.id)).toEqual(['u1', 'u2', 'u3', 'u11']);
  });

  it('a Fanatical hive re-runs a losing vote once', () => {
    const r = hive(3, [6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 1, 1], ['hive-mind', 'fanatical']);
    const m = moraleEvent(r.events);
    expect(m.tests.map((t) => t.attempt)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(m.votes).toEqual({ passes: 2, failures: 1 });
    expect(m.result).toBe('fight-on');
  });
});

describe('the Ld test rule is chosen by manifest', () => {
  const setup = battle({ units: unitsOf(2, 5, 1), officers });

  it('2D6 ≥ Ld makes the lowest Ld the best officer', () => {
    const r = morale(setup, [3, 4], {}, ['m42-ld-2d6-at-least']);
    const t = moraleEvent(r.events).tests[0]!;
    expect(t.tester).toMatchObject({ id: 'sgt' });
    expect(t.ruling).toMatchObject({ comparison: 'at-least', target: 7, odds: { successes: '21' } });
    expect(t.success).toBe(true);
  });

  it('1D6 ≥ Ld rolls one die', () => {
    const r = morale(battle({ units: unitsOf(2, 5, 1), officers: [{ id: 'cpt', name: 'Captain', ld: 4, status: 'on-table' }] }), [4], {}, [
      'm42-ld-1d6-at-least',
    ]);
    const t = moraleEvent(r.events).tests[0]!;
    expect(t.ruling).toMatchObject({ roll: '1d6', odds: { successes: '3', outcomes: '6' } });
    expect(t.success).toBe(true);
  });

  it('two Ld rules at once are refused', () => {
    expect(() => startGame(m42Module, { setup, dice: { kind: 'scripted' }, ruleset: ['m42-ld-2d6-at-least', 'm42-ld-1d6-at-least'] })).toThrow(MarshalError);
  });
});
