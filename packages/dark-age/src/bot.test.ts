import { describe, expect, it } from 'vitest';
import { daBotCommand, daBotRecord } from './bot';
import { baseRules } from './rules';
import { sampleSkirmish } from './sample';
import type { DaState } from './state';
import { begin, must, unit, world } from './test-world';

const squad = (id: string, side: string, at: { x: number; y: number }, extra = {}) => unit('rifle-squad', id, side, side, at, extra);
const next = (state: unknown) => daBotCommand(state as DaState, baseRules);

describe('the Dark Age bot', () => {
  it('fights what it touches, fires at what it can hit, otherwise closes in', () => {
    expect(next(begin(world([squad('a', 'blue', { x: 10, y: 10 }), squad('r', 'red', { x: 11.25, y: 10 })])).state)).toEqual({
      type: 'closeCombat',
      unit: 'a',
      target: 'r',
    });
    expect(next(begin(world([squad('a', 'blue', { x: 10, y: 10 }), squad('r', 'red', { x: 15, y: 10 })])).state)).toEqual({
      type: 'rangedAttack',
      unit: 'a',
      targets: ['r'],
    });
    const far = next(begin(world([squad('a', 'blue', { x: 10, y: 2 }), squad('r', 'red', { x: 10, y: 30 })])).state);
    expect(far).toEqual({ type: 'move', unit: 'a', to: { x: 10, y: 10 } });
  });

  it('lets a unit carrying a token rest rather than push it, and ends the turn', () => {
    expect(next(begin(world([squad('a', 'blue', { x: 10, y: 2 }, { orderTokens: 1 }), squad('r', 'red', { x: 10, y: 30 })])).state)).toEqual({
      type: 'endTurn',
    });
  });

  it('splits a pending multi-target hit before anything else', () => {
    const g = begin(
      world([
        unit('strike-mech', 'm', 'blue', 'Blue', { x: 10, y: 10 }, { attacks: 2 }),
        squad('r1', 'red', { x: 16, y: 10 }),
        squad('r2', 'red', { x: 10, y: 16 }),
      ]),
    );
    const hit = must(g, { type: 'rangedAttack', unit: 'm', targets: ['r1', 'r2'] }, [4, 4]);
    expect(next(hit.state)).toEqual({ type: 'assignDamage', split: [{ unit: 'r1', clicks: 3 }] });
  });

  it('plays the hill-farm skirmish to a decided end with seeded dice', () => {
    const { state } = daBotRecord(sampleSkirmish, 'bot-test-seed');
    expect(state.outcome?.reason).toMatch(/no unit left|time limit/);
  });
});
