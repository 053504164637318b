import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import type { StepRoll } from './movement-psrs';
import type { BattleSetup } from './schema';
import type { BattleState } from './state';
import { play } from './test/play';
import { duelSetup, duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const BOARD = ['size 16 17', 'hex 0410 0 "water:1" ""', 'hex 0610 0 "rubble:1" ""', 'end'].join('\n');

function start(movement: 'alternating' | 'simultaneous' = 'alternating', red = '0412'): BattleState {
  const base = duelSetup(movement, null);
  const jumper = { ...(duelist('Red') as object), movement: { walk: 4, run: 6, jump: 3 } };
  const setup: BattleSetup = {
    ...base,
    map: { boards: [{ name: 'test', text: BOARD, rotated: false }] },
    units: [
      { ...base.units[0]!, unit: jumper as never, hex: red, facing: 0 },
      { ...base.units[1]!, hex: '1203', facing: 3 },
    ],
  };
  return play(battleModule.init(battleModule.parseSetup(setup), rules), { type: 'initiative' }, [1, 1, 6, 6], rules).state;
}
const hit = (s: BattleState, system: string, loc?: string): BattleState => {
  const u = s.units.red!;
  let done = false;
  const slots = Object.fromEntries(
    Object.entries(u.slots).map(([l, list]) => [
      l,
      list.map((x) => {
        if (done || x.system !== system || (loc && l !== loc)) return x;
        done = true;
        return { ...x, hit: true };
      }),
    ]),
  );
  return { ...s, units: { ...s.units, red: { ...u, slots } } };
};
type Events = ReturnType<typeof play>['events'];
const report = (events: Events) => (events.find((e) => e.type === 'unitMoved') as Extract<Events[number], { type: 'unitMoved' }>).report;
const rollsOf = (events: Events) => (report(events).rolls ?? []) as readonly StepRoll[];

describe('piloting rolls caused by movement', () => {
  it('entering depth 1 water: piloting −1; a failure is a fall in that hex and the move ends there', () => {
    // roll 3 against 4 fails; fall: facing die 1 (front), 5 damage to the centre torso (7), pilot roll 12.
    const r = play(start(), { type: 'move', unit: 'red', orders: 'F F F' }, [2, 1, 1, 3, 4, 6, 6], rules);
    const [roll] = rollsOf(r.events);
    expect(roll).toMatchObject({ trigger: 'water-depth-1', step: 1, hex: '0410', roll: 3, success: false });
    expect(roll!.ruling.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['piloting', 5],
      ['trigger-water-depth-1', -1],
    ]);
    expect(report(r.events).to).toEqual({ hex: '0410', facing: 0 });
    expect(report(r.events).stopped).toEqual({ index: 3, order: 'F', reason: 'Red fell in 0410 (failed piloting roll: entered depth 1 water)' });
    expect(r.state.units.red!.prone).toBe(true);
    expect(r.state.units.red!.locations.CT!.armor).toBe(32 - 5);
  });

  it('running with a damaged gyro rolls once, at the step where the MP pass walking (gyro +3)', () => {
    const r = play(hit(start('alternating', '0816'), 'gyro'), { type: 'move', unit: 'red', orders: '5xF' }, [4, 4], rules);
    const [roll] = rollsOf(r.events);
    expect(roll).toMatchObject({ trigger: 'running-damaged', step: 4, hex: '0811', success: true });
    expect(roll!.ruling.target).toBe(8);
    expect(report(r.events)).toMatchObject({ to: { hex: '0811' }, summary: { mode: 'run', hexes: 5 }, stopped: null });
  });

  it('walking with a damaged gyro needs no roll; landing a jump with a foot actuator hit does (+1)', () => {
    expect(rollsOf(play(hit(start('alternating', '0816'), 'gyro'), { type: 'move', unit: 'red', orders: '4xF' }, [], rules).events)).toEqual([]);
    const r = play(hit(start('alternating', '0816'), 'foot', 'LL'), { type: 'move', unit: 'red', orders: 'J 0813' }, [3, 3], rules);
    expect(rollsOf(r.events)[0]).toMatchObject({ trigger: 'jumping-damaged', hex: '0813', success: true, ruling: { target: 6 } });
  });

  it('entering rubble rolls (no modifier)', () => {
    const r = play(start('alternating', '0612'), { type: 'move', unit: 'red', orders: 'F F' }, [5, 5], rules);
    expect(rollsOf(r.events)[0]).toMatchObject({ trigger: 'rubble', hex: '0610', success: true, ruling: { target: 5 } });
  });

  it('written movement rolls before the reveal; after a failure the side may keep or change the orders once', () => {
    let s = start('simultaneous');
    const w = play(s, { type: 'writeOrders', side: 'a', orders: { red: 'F F F' } }, [2, 1, 1, 3, 4, 6, 6], rules);
    s = w.state;
    expect(s.revisable).toEqual(['red']);
    expect(s.units.red!.prone).toBe(true);
    // Changed orders: the fallen unit gets up first (roll 7 against 5), turns and walks 1 hex with the 2 MP left (no water on the way).
    s = play(s, { type: 'reviseOrders', side: 'a', unit: 'red', orders: 'R F' }, [3, 4], rules).state;
    expect(s.prepared.red!.map((a) => ('trigger' in a ? a.trigger : 'getting-up'))).toEqual(['getting-up']);
    const r = play(s, { type: 'writeOrders', side: 'b', orders: { blue: '' } }, [], rules);
    expect(report(r.events)).toMatchObject({ unit: 'red', to: { hex: '0512', facing: 1 }, stopped: null });
  });

  it('kept orders after a failed roll: the reveal ends the move at the fall', () => {
    let s = play(start('simultaneous'), { type: 'writeOrders', side: 'a', orders: { red: 'F F F' } }, [2, 1, 1, 3, 4, 6, 6], rules).state;
    s = play(s, { type: 'reviseOrders', side: 'a', unit: 'red', orders: null }, [], rules).state;
    const r = play(s, { type: 'writeOrders', side: 'b', orders: { blue: '' } }, [], rules);
    expect(report(r.events)).toMatchObject({
      to: { hex: '0410' },
      stopped: { index: 3, reason: 'Red fell in 0410 (failed piloting roll: entered depth 1 water)' },
    });
  });
});
