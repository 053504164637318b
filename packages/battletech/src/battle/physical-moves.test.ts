import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { attackMoves } from '../bot/bot-attacks';
import { battleModule } from './module';
import { moverFor } from './movement';
import type { BattleSetup } from './schema';
import type { BattleState } from './state';
import { play, refusal } from './test/play';
import { duelSetup, duelist } from './test/setup';

const rules = combatRuleset([]).rules;

/** Red (a, moves first) and Blue (b) on the test board; Red can jump 3. */
function start(red: string, redFacing: number, blue: string, blueFacing: number): BattleState {
  const base = duelSetup('alternating', null);
  const jumper = { ...(duelist('Red') as object), movement: { walk: 4, run: 6, jump: 3 } };
  const setup: BattleSetup = {
    ...base,
    units: [
      { ...base.units[0]!, unit: jumper as never, hex: red, facing: redFacing },
      { ...base.units[1]!, hex: blue, facing: blueFacing },
    ],
  };
  return battleModule.init(battleModule.parseSetup(setup), rules);
}

type Events = ReturnType<typeof play>['events'];
const moved = (events: Events) => (events[0] as Extract<Events[number], { type: 'unitMoved' }>).report;
const resolved = (events: Events) => events.find((e) => e.type === 'physicalResolved') as Extract<Events[number], { type: 'physicalResolved' }>;

/** Initiative (a moves first), Red's orders, Blue's orders, both hold fire. */
function toPhysical(
  s0: BattleState,
  redOrders: string,
  blueOrders = '',
  fireDice: number[] = [],
): { s: BattleState; events: Events; move: ReturnType<typeof moved> } {
  let s = play(s0, { type: 'initiative' }, [1, 1, 6, 6], rules).state;
  const r = play(s, { type: 'move', unit: 'red', orders: redOrders }, [], rules);
  s = play(r.state, { type: 'move', unit: 'blue', orders: blueOrders }, [], rules).state;
  s = play(s, { type: 'fire', unit: 'red', attacks: [] }, [], rules).state;
  const f = play(s, { type: 'fire', unit: 'blue', attacks: [] }, fireDice, rules);
  return { s: f.state, events: f.events, move: moved(r.events) };
}

describe('charge, death from above and push in the turn loop', () => {
  it('a charge is declared with movement ("Ch"), resolved in the physical phase: damage both ways, displacement, +2 rolls for both', () => {
    const { s, move } = toPhysical(start('0412', 0, '0409', 3), 'F F Ch');
    expect(move.attack).toEqual({ kind: 'charge', target: 'blue' });
    expect(move.to).toEqual({ hex: '0410', facing: 0 });
    expect(move.summary).toEqual({ mode: 'walk', hexes: 3 });
    expect(s.phase).toBe('physical');
    expect(s.physical.red).toEqual({ kind: 'charge', target: 'blue' });
    expect(refusal(s, { type: 'physical', unit: 'red', attack: null }, rules)).toBe('red declared a charge with its movement');
    // to-hit 6 (piloting 5, walked +1); 15 damage in three groups (centre torso 7s); Red takes 5; both roll 8 against 7.
    const r = play(s, { type: 'physical', unit: 'blue', attack: null }, [3, 3, 3, 4, 3, 4, 3, 4, 3, 4, 4, 4, 4, 4], rules);
    const made = resolved(r.events).reports[0]!;
    const report = { report: made.report!, displacement: made.displacement! };
    expect(report.report.toHit.target).toBe(6);
    expect(report.report.toHit.modifiers.map((m) => m.id)).toEqual(['piloting', 'attacker-movement']);
    expect(report.report.damage).toMatchObject({ target: 15, attacker: 5, explanation: '⌈50/10 × 3 hexes⌉ = 15; attacker takes ⌈50/10⌉' });
    expect(report.displacement.displaced).toBe(true);
    expect(r.state.positions.blue!.hex).toBe('0408');
    expect(r.state.positions.red!.hex).toBe('0409');
    expect(r.state.units.blue!.locations.CT!.armor).toBe(32 - 15);
    expect(r.state.units.red!.locations.CT!.armor).toBe(32 - 5);
    const psrs = resolved(r.events).psrs;
    expect(psrs.map((p) => [p.unit, p.psrs[0]!.trigger, p.psrs[0]!.ruling.target])).toEqual([
      ['red', 'charging', 7],
      ['blue', 'charged', 7],
    ]);
  });

  it('a charge needs an enemy in the hex ahead, and its target moving away spoils it', () => {
    const s = play(start('0412', 0, '0409', 3), { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    expect(moved(play(s, { type: 'move', unit: 'red', orders: 'F Ch' }, [], rules).events).stopped).toEqual({
      index: 2,
      order: 'Ch',
      reason: 'no unit stands in 0410 for a charge',
    });
    const { s: later } = toPhysical(start('0412', 0, '0409', 3), 'F F Ch', 'L F');
    const r = play(later, { type: 'physical', unit: 'blue', attack: null }, [], rules);
    expect(resolved(r.events).reports).toEqual([
      { attacker: 'red', target: 'blue', kind: 'charge', report: null, reason: 'Blue is no longer where the charge was aimed' },
    ]);
  });

  it("death from above: a jump onto the target's hex; the attacker waits beside it; a hit displaces the target, a miss is a fall", () => {
    const { s, move } = toPhysical(start('0412', 0, '0409', 3), 'DFA 0409');
    expect(move).toMatchObject({ attack: { kind: 'dfa', target: 'blue' }, to: { hex: '0410', facing: 0 }, summary: { mode: 'jump', hexes: 3 } });
    // to-hit: piloting 5, jumped +3 = 8; roll 4 misses; the automatic fall from two levels onto its back (no facing roll):
    // ⌈50/10⌉ × 3 = 15 in three groups from behind (2+3 right leg, 4+5 left leg, 1+2 right arm), pilot roll 12 against 5 + 2.
    const r = play(s, { type: 'physical', unit: 'blue', attack: null }, [2, 2, 2, 3, 4, 5, 1, 2, 6, 6], rules);
    const report = resolved(r.events).reports[0] as { report: { toHit: { target: number }; hit: boolean } };
    expect(report.report).toMatchObject({ hit: false, toHit: { target: 8 } });
    const falls = resolved(r.events).psrs;
    const fall = falls.find((p) => p.unit === 'red')!.fall!;
    expect([fall.damage, fall.facing.side, fall.hits.map((h) => h.location)]).toEqual([15, 'rear', ['RL', 'LL', 'RA']]);
    expect(r.state.units.red!.prone).toBe(true);
    expect(r.state.positions.red!.facing).toBe(3);
    expect(r.state.positions.blue!.hex).toBe('0409');
  });

  it("a death from above that hits: 15 to the target on the punch table, 10 to the attacker's legs, the target displaced and the attacker in its hex", () => {
    const { s } = toPhysical(start('0412', 0, '0409', 3), 'DFA 0409');
    // to-hit 8: roll 8; target centre torso three times (punch table 3); attacker's right leg twice (kick table 1); rolls 10 (vs 9) and 8 (vs 7).
    const r = play(s, { type: 'physical', unit: 'blue', attack: null }, [4, 4, 3, 3, 3, 1, 1, 5, 5, 4, 4], rules);
    expect(r.state.positions.blue!.hex).toBe('0408');
    expect(r.state.positions.red!.hex).toBe('0409');
    expect(r.state.units.blue!.locations.CT!.armor).toBe(32 - 15);
    expect(r.state.units.red!.locations.RL!.armor).toBe(24 - 10);
    const psrs = resolved(r.events).psrs;
    expect(psrs.map((p) => [p.unit, p.psrs[0]!.trigger, p.psrs[0]!.ruling.target, p.psrs[0]!.success])).toEqual([
      ['red', 'dfa-attacker', 9, true],
      ['blue', 'dfa-target', 7, true],
    ]);
  });

  it('a push moves the target one hex straight ahead and the pusher follows; pushed off the map it has left by that edge', () => {
    let s = play(start('0403', 0, '0402', 3), { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    for (const c of [
      { type: 'move', unit: 'red', orders: '' },
      { type: 'move', unit: 'blue', orders: '' },
      { type: 'fire', unit: 'red', attacks: [] },
      { type: 'fire', unit: 'blue', attacks: [] },
    ])
      s = play(s, c as Parameters<typeof play>[1], [], rules).state;
    expect(refusal(s, { type: 'physical', unit: 'red', attack: { kind: 'charge', target: 'blue' } }, rules)).toBe(
      'a charge is declared with movement ("Ch" ends the orders)',
    );
    s = play(s, { type: 'physical', unit: 'red', attack: { kind: 'push', target: 'blue' } }, [], rules).state;
    // to-hit 4 (piloting 5, push −1): roll 4; Blue, one hex from the north edge, is pushed to 0401 and rolls 8 against 5.
    const r = play(s, { type: 'physical', unit: 'blue', attack: null }, [2, 2, 4, 4], rules);
    expect(r.state.positions.blue!.hex).toBe('0401');
    expect(r.state.positions.red!.hex).toBe('0402');
    let t = r.state;
    for (const c of [{ type: 'heat' }, { type: 'end' }, { type: 'initiative' }] as const)
      t = play(t, c, c.type === 'initiative' ? [1, 1, 6, 6] : [], rules).state;
    for (const c of [
      { type: 'move', unit: 'red', orders: '' },
      { type: 'move', unit: 'blue', orders: '' },
      { type: 'fire', unit: 'red', attacks: [] },
      { type: 'fire', unit: 'blue', attacks: [] },
      { type: 'physical', unit: 'red', attack: { kind: 'push', target: 'blue' } },
    ])
      t = play(t, c as Parameters<typeof play>[1], [], rules).state;
    const off = play(t, { type: 'physical', unit: 'blue', attack: null }, [2, 2], rules).state;
    expect(off.exits.blue).toEqual({ edge: 'north', round: 2, phase: 'physical', walkMp: 4, forced: false });
    expect(off.withdrawn).toContain('blue');
  });
});

describe('the bot and physical moves', () => {
  it('values a charge as the expected damage dealt less, by caution, the damage taken; a jump on the enemy with the fall risked', () => {
    const s = play(start('0412', 0, '0409', 3), { type: 'initiative' }, [1, 1, 6, 6], rules).state;
    const spots = [{ orders: 'F F', end: { hex: '0410', facing: 0 as const }, moved: { mode: 'walk' as const, hexes: 2 } }];
    const moves = attackMoves(s, 'red', moverFor(s.units.red!), spots, rules, 0.8, () => 0);
    const charge = moves.find((m) => m.orders === 'F F Ch')!;
    expect(charge.value).toBeCloseTo((26 / 36) * (15 - 0.8 * 5), 9);
    // death from above: to-hit 8 (jumped +3): 15 × p − 0.8 × (10 × p + 15 × (1 − p)), a two-level fall being 15 points.
    const p = 15 / 36;
    expect(moves.find((m) => m.orders === 'DFA 0409')!.value).toBeCloseTo(p * 15 - 0.8 * (p * 10 + (1 - p) * 15), 9);
  });
});
