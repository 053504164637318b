import { describe, expect, it } from 'vitest';
import { formatSource } from '@marshal/core';
import type { DaEvent } from './commands';
import { daBotCommand } from './bot';
import { describeDaEvent } from './describe';
import { baseRules } from './rules';
import { begin, find, must, play, unit, world } from './test-world';

// Rifle Squad: attack 8, defense 15, damage 1, range 0–6, base 0.625". Strike Mech: speed 10, attack 10, defense 17, damage 3,
// range 0–10, base 1.25". Long Tom Battery: attack 9, range 0–10, artillery range 30, base 1.
const squad = (id: string, side: 'blue' | 'red', at: { x: number; y: number }, extra = {}) => unit('rifle-squad', id, side, side, at, extra);
const mech = (id: string, side: 'blue' | 'red', at: { x: number; y: number }, extra = {}) => unit('strike-mech', id, side, side, at, extra);
const ofType = <T extends DaEvent['type']>(events: DaEvent[], type: T) => events.filter((e): e is Extract<DaEvent, { type: T }> => e.type === type);
const reason = (r: ReturnType<typeof play>) => (r.ok ? '' : r.reason);
const attack = (events: DaEvent[]) => ofType(events, 'attackResolved')[0]!;

describe('ranged and close combat formations (labelled defaults)', () => {
  // Three blue squads in a chain of base contact (1.25″ apart), a red squad 5″ in front of them.
  const line = (extra: Record<string, unknown> = {}) =>
    world(
      [
        squad('a', 'blue', { x: 10, y: 10 }),
        squad('b', 'blue', { x: 11.25, y: 10 }, extra),
        squad('c', 'blue', { x: 12.5, y: 10 }),
        squad('r', 'red', { x: 11.25, y: 15 }),
      ],
      { buildTotal: 300 },
    );

  it('one order for all members: the primary attacker gets +1 attack per other member, itemised with its source, and only its damage is dealt', () => {
    const r = must(begin(line()), { type: 'rangedAttack', unit: 'a', targets: ['r'], formation: ['b', 'c'] }, [3, 3]);
    const hit = attack(r.events);
    // defense 15 − attack 8 − formation 2 = 5: a 6 hits (without the formation it would need 7).
    expect(hit.results[0]!.ruling.target).toBe(5);
    const mod = hit.results[0]!.ruling.modifiers.find((m) => m.id === 'formation')!;
    expect(mod).toMatchObject({ value: -2, label: 'ranged combat formation: +2 attack (b, c)' });
    expect(formatSource(mod.source)).toMatch(/default — source table not available/);
    expect(hit).toMatchObject({ formation: ['b', 'c'], damage: 1 });
    expect(describeDaEvent(hit)[0]).toBe('a (formation with b, c) ranged attack: rolled 3+3 = 6');
    expect(ofType(r.events, 'orderGiven')[0]!.units).toEqual(['a', 'b', 'c']);
    expect(['a', 'b', 'c'].map((id) => find(r.state, id).ordered)).toEqual([true, true, true]);
    expect(r.state.ordersUsed).toBe(1);
    expect(find(r.state, 'r').click).toBe(1);
  });

  it('every member must be able to make the attack itself, share the faction and stand in base contact', () => {
    const far = world([squad('a', 'blue', { x: 10, y: 10 }), squad('b', 'blue', { x: 11.25, y: 10 }), squad('r', 'red', { x: 10, y: 15.9 })]);
    // 'b' is just over 6″ from the target, beyond its 6″ range.
    expect(play(begin(far), { type: 'rangedAttack', unit: 'a', targets: ['r'], formation: ['b'] })).toMatchObject({
      ok: false,
      field: 'formation.0',
      reason: expect.stringMatching(/formation member Rifle Squad: .* beyond the maximum range of 6"/),
    });
    expect(reason(play(begin(line({ faction: 'green' })), { type: 'rangedAttack', unit: 'a', targets: ['r'], formation: ['b'] }))).toMatch(
      /does not share the formation's faction/,
    );
    const apart = world([squad('a', 'blue', { x: 10, y: 10 }), squad('b', 'blue', { x: 14, y: 10 }), squad('r', 'red', { x: 12, y: 14 })]);
    expect(reason(play(begin(apart), { type: 'rangedAttack', unit: 'a', targets: ['r'], formation: ['b'] }))).toMatch(/not in base contact with the rest/);
    expect(reason(play(begin(line({ ordered: true })), { type: 'rangedAttack', unit: 'a', targets: ['r'], formation: ['b'] }))).toMatch(
      /formation member Rifle Squad has already been given an order/,
    );
  });

  it('close combat formation: each member in base contact with the target; a member with a token is pushed', () => {
    const g = begin(
      world([squad('a', 'blue', { x: 10, y: 10 }), squad('b', 'blue', { x: 11.25, y: 10 }, { orderTokens: 1 }), squad('r', 'red', { x: 10.625, y: 11.08 })]),
    );
    const r = must(g, { type: 'closeCombat', unit: 'a', target: 'r', formation: ['b'] }, [2, 4]);
    expect(attack(r.events).results[0]).toMatchObject({ hit: true });
    expect(attack(r.events).results[0]!.ruling.target).toBe(6);
    expect(ofType(r.events, 'dialTurned').map((e) => [e.unit, e.reason])).toEqual([
      ['r', 'close combat by Rifle Squad'],
      ['b', 'pushing'],
    ]);
    const off = begin(world([squad('a', 'blue', { x: 10, y: 10 }), squad('b', 'blue', { x: 8.75, y: 10 }), squad('r', 'red', { x: 11.25, y: 10 })]));
    expect(reason(play(off, { type: 'closeCombat', unit: 'a', target: 'r', formation: ['b'] }))).toMatch(
      /formation member Rifle Squad is not in base contact with Rifle Squad/,
    );
  });
});

describe('heat dial effects', () => {
  const heatDial = [
    { primary: 0, secondary: 0, speed: 0 },
    { primary: -1, secondary: 0, speed: -2 },
    { primary: -2, secondary: -1, speed: -4, shutdown: true },
  ];

  it('the row at the current heat lowers damage and speed; the ruling names the heat dial', () => {
    const g = begin(world([mech('m', 'blue', { x: 10, y: 10 }, { heat: 1, heatDial }), squad('r', 'red', { x: 10, y: 18 })]));
    const r = must(g, { type: 'rangedAttack', unit: 'm', targets: ['r'] }, [4, 4]);
    expect(attack(r.events).damage).toBe(2);
    expect(attack(r.events).sources.map(formatSource).join(' ')).toMatch(/Questions & Answers.*heat dials/);
    expect(find(r.state, 'r').click).toBe(2);
    // Speed 10 − 2 at heat 1.
    expect(reason(play(g, { type: 'move', unit: 'm', to: { x: 10, y: 1.9 } }))).toMatch(/can move 8" here/);
  });

  it('a pushed ’Mech climbs its heat dial; on a shutdown row it may only vent, and venting starts it again', () => {
    const g = begin(world([mech('m', 'blue', { x: 10, y: 10 }, { heat: 1, orderTokens: 1, heatDial, vent: 1 }), squad('r', 'red', { x: 30, y: 30 })]));
    expect(find(must(g, { type: 'move', unit: 'm', to: { x: 10, y: 12 } }).state, 'm').heat).toBe(2);
    const hot = begin(world([mech('m', 'blue', { x: 10, y: 10 }, { heat: 2, heatDial, vent: 1 }), squad('r', 'red', { x: 30, y: 30 })]));
    const refused = play(hot, { type: 'move', unit: 'm', to: { x: 10, y: 13 } });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/shut down by heat \(heat 2\) and may only be given a vent order/) });
    expect(daBotCommand(hot.state as never, baseRules)).toEqual({ type: 'vent', unit: 'm' });
    const vented = must(hot, { type: 'vent', unit: 'm' });
    expect(find(vented.state, 'm').heat).toBe(1);
  });

  it('without a heat dial heat has no effect (as before)', () => {
    const g = begin(world([mech('m', 'blue', { x: 10, y: 10 }, { heat: 5 }), squad('r', 'red', { x: 10, y: 18 })]));
    expect(attack(must(g, { type: 'rangedAttack', unit: 'm', targets: ['r'] }, [4, 4]).events).damage).toBe(3);
  });
});

describe('indirect fire (labelled default)', () => {
  const wall = { id: 'wall', kind: 'blocking' as const, rect: { x: 8, y: 14, w: 6, h: 1 } };
  const setup = (spotter: boolean) =>
    world(
      [
        unit('long-tom', 'art', 'blue', 'blue', { x: 10, y: 10 }),
        ...(spotter ? [squad('s', 'blue', { x: 16, y: 18 })] : []),
        squad('r', 'red', { x: 10, y: 18 }),
      ],
      { battlefield: { width: 36, height: 36, terrain: [wall] } },
    );

  it('an artillery unit fires over blocking terrain when a friendly spotter sees the target; the target gets +2 defense', () => {
    const g = begin(setup(true));
    expect(reason(play(g, { type: 'rangedAttack', unit: 'art', targets: ['r'] }))).toMatch(/line of fire to Rifle Squad is blocked by wall/);
    const r = must(g, { type: 'rangedAttack', unit: 'art', targets: ['r'], indirect: true }, [4, 4]);
    const mod = attack(r.events).results[0]!.ruling.modifiers.find((m) => m.id === 'indirect')!;
    expect(mod).toMatchObject({ value: 2, label: 'indirect fire (spotted by Rifle Squad)' });
    expect(formatSource(mod.source)).toMatch(/default — source table not available/);
    expect(attack(r.events).results[0]!.ruling.target).toBe(15 - 9 + 2);
  });

  it('needs a spotter, an artillery unit and the target in range', () => {
    expect(reason(play(begin(setup(false)), { type: 'rangedAttack', unit: 'art', targets: ['r'], indirect: true }))).toMatch(
      /no friendly unit free of base contact has a clear line of fire/,
    );
    const g = begin(world([mech('m', 'blue', { x: 10, y: 10 }), squad('s', 'blue', { x: 16, y: 18 }), squad('r', 'red', { x: 10, y: 18 })]));
    expect(reason(play(g, { type: 'rangedAttack', unit: 'm', targets: ['r'], indirect: true }))).toMatch(/not an artillery unit/);
  });
});
