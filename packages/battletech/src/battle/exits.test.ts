import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { botOrders } from '../bot/bot';
import { battleModule } from './module';
import type { BattleState } from './state';
import { play } from './test/play';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;

function start(exitEdges?: ('north' | 'south' | 'east' | 'west')[]): BattleState {
  const setup = duelSetup('alternating', null);
  return battleModule.init(battleModule.parseSetup({ ...setup, sides: [{ ...setup.sides[0]!, ...(exitEdges ? { exitEdges } : {}) }, setup.sides[1]!] }), rules);
}
const at = (s: BattleState, id: string, hex: string, facing: 0 | 1 | 2 | 3 | 4 | 5): BattleState => ({
  ...s,
  positions: { ...s.positions, [id]: { hex, facing } },
});
const legless = (s: BattleState, id: string): BattleState => {
  const u = s.units[id]!;
  return { ...s, units: { ...s.units, [id]: { ...u, locations: { ...u.locations, LL: { ...u.locations.LL!, armor: 0, structure: 0, destroyed: true } } } } };
};
const moveReport = (r: ReturnType<typeof play>) => (r.events[0] as Extract<(typeof r.events)[number], { type: 'unitMoved' }>).report;

describe('leaving the map in the turn loop', () => {
  it('a unit that steps off an edge is out of the battle, with the edge, round and walking MP recorded', () => {
    let s = play(at(start(), 'red', '0802', 0), { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const r = play(s, { type: 'move', unit: 'red', orders: 'F F L' }, [], rules);
    expect(moveReport(r).exited).toEqual({ edge: 'north', walkMp: 4, forced: false });
    expect(moveReport(r).stopped).toEqual({ index: 3, order: 'L', reason: 'the unit has left the map by the north edge' });
    s = r.state;
    expect(s.withdrawn).toEqual(['red']);
    expect(s.exits.red).toEqual({ edge: 'north', round: 1, phase: 'movement', walkMp: 4, forced: false });
    s = play(s, { type: 'move', unit: 'blue', orders: '' }, [], rules).state;
    expect(s.phase).toBe('fire');
    expect(() => play(s, { type: 'fire', unit: 'red', attacks: [] }, [], rules)).toThrow(/red cannot fire this turn/);
  });

  it('a side may leave only by its exit edges: the step off any other edge is refused with the reason', () => {
    const s = play(at(start(['south']), 'red', '0802', 0), { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const r = moveReport(play(s, { type: 'move', unit: 'red', orders: 'F F' }, [], rules));
    expect(r.exited).toBeUndefined();
    expect(r.to.hex).toBe('0801');
    expect(r.stopped).toEqual({ index: 2, order: 'F', reason: 'Red may leave the map only by the south edge, not the north' });
  });

  it('the bot takes a unit under forced withdrawal off its home edge (seed 000), and the battle ends', () => {
    let s = legless(at(start(), 'red', '0817', 3), 'red');
    s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const orders = botOrders(s, 'red', rules);
    expect(orders).toBe('F');
    s = play(s, { type: 'move', unit: 'red', orders }, [], rules).state;
    expect(s.exits.red).toEqual({ edge: 'south', round: 1, phase: 'movement', walkMp: 1, forced: true });
    s = play(s, { type: 'move', unit: 'blue', orders: '' }, [], rules).state;
    s = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], rules).state;
    s = play(s, { type: 'physical', unit: 'blue', attack: null }, [], rules).state;
    s = play(s, { type: 'heat' }, [], rules).state;
    const end = play(s, { type: 'end' }, [], rules).state;
    expect(end.outcome).toMatchObject({ result: 'victory', winner: 'b', reason: 'every unit of a is destroyed or withdrawn' });
  });

  it('a unit under forced withdrawal still standing on its home edge in the end phase leaves by it (recorded as such)', () => {
    let s = legless(at(start(), 'red', '0817', 0), 'red');
    s = play(s, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    for (const c of [
      { type: 'move', unit: 'red', orders: '' },
      { type: 'move', unit: 'blue', orders: '' },
      { type: 'fire', unit: 'red', attacks: [] },
      { type: 'fire', unit: 'blue', attacks: [] },
      { type: 'physical', unit: 'red', attack: null },
      { type: 'physical', unit: 'blue', attack: null },
      { type: 'heat' },
      { type: 'end' },
    ])
      s = play(s, c as Parameters<typeof play>[1], [], rules).state;
    expect(s.exits.red).toEqual({ edge: 'south', round: 1, phase: 'end', walkMp: 1, forced: true });
    expect(s.outcome).toMatchObject({ winner: 'b' });
  });
});
