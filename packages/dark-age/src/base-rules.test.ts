import { describe, expect, it } from 'vitest';
import { formatSource } from '@marshal/core';
import type { DaEvent } from './commands';
import { begin, find, must, play, unit, world } from './test-world';

// Worked examples for the MechWarrior: Dark Age base rules. Rifle Squad: speed 8, attack 8, defense 15, damage 1, range 0–6,
// base 0.625". Strike Mech: speed 10, attack 10, defense 17, damage 3, range 0–10, base 1.25". Scout Buggy: speed 14,
// attack 7, defense 15, damage 1, range 6, base 1, salvage from its third click.
const squad = (id: string, side: 'blue' | 'red', at: { x: number; y: number } | null, extra = {}) => unit('rifle-squad', id, side, side, at, extra);
const mech = (id: string, side: 'blue' | 'red', at: { x: number; y: number } | null, extra = {}) => unit('strike-mech', id, side, side, at, extra);
const buggy = (id: string, side: 'blue' | 'red', at: { x: number; y: number } | null, extra = {}) => unit('scout-buggy', id, side, side, at, extra);
const rect = (id: string, kind: 'blocking' | 'hindering' | 'water' | 'elevated', x: number, y: number, w: number, h: number) => ({
  id,
  kind,
  rect: { x, y, w, h },
});
const table = (terrain: ReturnType<typeof rect>[]) => ({ battlefield: { width: 36, height: 36, terrain } });
const ofType = <T extends DaEvent['type']>(events: DaEvent[], type: T) => events.filter((e): e is Extract<DaEvent, { type: T }> => e.type === type);
const reason = (r: ReturnType<typeof play>) => (r.ok ? '' : r.reason);

describe('orders per turn, tokens and pushing', () => {
  it('a 200-point build total gives 2 orders a turn; the third is refused and the count starts again next turn', () => {
    let g = begin(
      world([squad('a', 'blue', { x: 2, y: 2 }), squad('b', 'blue', { x: 5, y: 2 }), squad('c', 'blue', { x: 8, y: 2 }), squad('r', 'red', { x: 30, y: 30 })], {
        buildTotal: 200,
      }),
    );
    g = must(g, { type: 'move', unit: 'a', to: { x: 2, y: 6 } }).game;
    g = must(g, { type: 'move', unit: 'b', to: { x: 5, y: 6 } }).game;
    const third = play(g, { type: 'move', unit: 'c', to: { x: 8, y: 6 } });
    expect(reason(third)).toMatch(/blue has given all 2 orders this turn/);
    g = must(must(g, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    expect(must(g, { type: 'move', unit: 'c', to: { x: 8, y: 6 } }).state.ordersUsed).toBe(1);
  });

  it('an infantry unit ordered on two turns running takes 1 click of pushing damage; a ’Mech takes 1 heat instead', () => {
    const g = begin(
      world([
        squad('a', 'blue', { x: 2, y: 2 }, { orderTokens: 1 }),
        mech('m', 'blue', { x: 10, y: 2 }, { orderTokens: 1 }),
        squad('r', 'red', { x: 30, y: 30 }),
      ]),
    );
    const a = must(g, { type: 'move', unit: 'a', to: { x: 2, y: 6 } });
    expect(ofType(a.events, 'dialTurned')[0]).toMatchObject({ unit: 'a', clicks: 1, reason: 'pushing', from: 0, to: 1 });
    const m = must(a.game, { type: 'move', unit: 'm', to: { x: 10, y: 8 } });
    expect(ofType(m.events, 'heatChanged')[0]).toMatchObject({ unit: 'm', from: 0, to: 1, reason: 'pushing' });
    expect(find(m.state, 'm').click).toBe(0);
    expect(find(m.state, 'm').orderTokens).toBe(2);
  });

  it('a unit with two tokens must rest; after a turn without an order its tokens clear', () => {
    let g = begin(world([squad('a', 'blue', { x: 2, y: 2 }, { orderTokens: 2 }), squad('b', 'blue', { x: 6, y: 2 }), squad('r', 'red', { x: 30, y: 30 })]));
    expect(reason(play(g, { type: 'move', unit: 'a', to: { x: 2, y: 4 } }))).toMatch(/carries 2 order tokens and must rest/);
    g = must(must(g, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    expect(find(g.state as never, 'a').orderTokens).toBe(0);
    expect(play(g, { type: 'move', unit: 'a', to: { x: 2, y: 4 } }).ok).toBe(true);
  });

  it('a vent order takes the vent rating off a ’Mech’s heat', () => {
    const g = begin(world([mech('m', 'blue', { x: 10, y: 2 }, { heat: 3, vent: 2 }), squad('r', 'red', { x: 30, y: 30 })]));
    expect(ofType(must(g, { type: 'vent', unit: 'm' }).events, 'heatChanged')[0]).toMatchObject({ from: 3, to: 1 });
    expect(reason(play(begin(world([squad('a', 'blue', { x: 2, y: 2 })])), { type: 'vent', unit: 'a' }))).toMatch(/no heat dial/);
  });
});

describe('movement over terrain', () => {
  it('moves up to the speed value in a straight line', () => {
    const g = begin(world([squad('a', 'blue', { x: 2, y: 2 })]));
    expect(must(g, { type: 'move', unit: 'a', to: { x: 2, y: 10 } }).events[1]).toMatchObject({ type: 'moved', inches: 8 });
    expect(reason(play(g, { type: 'move', unit: 'a', to: { x: 2, y: 10.1 } }))).toMatch(/can move 8" here, not 8.1"/);
  });

  it('the centre may not cross blocking terrain (the Q&A’s reading of Blocking Terrain)', () => {
    const g = begin(world([squad('a', 'blue', { x: 2, y: 5 })], table([rect('wall', 'blocking', 4, 0, 1, 10)])));
    const r = play(g, { type: 'move', unit: 'a', to: { x: 8, y: 5 } });
    expect(r).toMatchObject({ ok: false, field: 'to' });
    expect(reason(r)).toMatch(/cross blocking terrain wall/);
  });

  it('entering hindering terrain ends the move; a move starting in it has half speed', () => {
    const g = begin(world([squad('a', 'blue', { x: 2, y: 5 })], table([rect('woods', 'hindering', 4, 0, 2, 10)])));
    expect(reason(play(g, { type: 'move', unit: 'a', to: { x: 8, y: 5 } }))).toMatch(/must stop on entering hindering terrain woods/);
    const inWoods = must(g, { type: 'move', unit: 'a', to: { x: 5, y: 5 } });
    const next = must(must(inWoods.game, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    expect(reason(play(next, { type: 'move', unit: 'a', to: { x: 10, y: 5 } }))).toMatch(/can move 4" here.*half speed: it starts in woods/);
    expect(play(next, { type: 'move', unit: 'a', to: { x: 9, y: 5 } }).ok).toBe(true);
  });

  it('water stops infantry altogether; a ’Mech wades in and stops there', () => {
    const t = table([rect('river', 'water', 0, 8, 36, 2)]);
    expect(reason(play(begin(world([squad('a', 'blue', { x: 2, y: 5 })], t)), { type: 'move', unit: 'a', to: { x: 2, y: 12 } }))).toMatch(
      /may not enter water/,
    );
    const g = begin(world([mech('m', 'blue', { x: 2, y: 5 })], t));
    expect(reason(play(g, { type: 'move', unit: 'm', to: { x: 2, y: 13 } }))).toMatch(/must stop on entering water/);
    expect(play(g, { type: 'move', unit: 'm', to: { x: 2, y: 9 } }).ok).toBe(true);
  });

  it('a move may not pass through an opposing base, but may end in base contact with it', () => {
    const g = begin(world([squad('a', 'blue', { x: 2, y: 5 }), squad('r', 'red', { x: 5, y: 5 })]));
    expect(reason(play(g, { type: 'move', unit: 'a', to: { x: 8, y: 5 } }))).toMatch(/pass through opposing unit r/);
    expect(play(g, { type: 'move', unit: 'a', to: { x: 3.75, y: 5 } }).ok).toBe(true);
  });
});

describe('breaking away', () => {
  const engaged = (extraBlue = {}, extraRed = {}, blue = squad) =>
    begin(world([blue('a', 'blue', { x: 5, y: 5 }, extraBlue), squad('r', 'red', { x: 5 + (blue === mech ? 1.875 : 1.25), y: 5 }, extraRed)]));

  it('a unit in contact must roll 4–6 on 1d6 to move away: a 3 spends the order, a 4 moves', () => {
    const fail = must(engaged(), { type: 'move', unit: 'a', to: { x: 2, y: 5 } }, [3]);
    expect(ofType(fail.events, 'breakAway')[0]).toMatchObject({ success: false, ruling: { target: 4, roll: '1d6' } });
    expect(find(fail.state, 'a')).toMatchObject({ position: { x: 5, y: 5 }, ordered: true });
    const ok = must(engaged(), { type: 'move', unit: 'a', to: { x: 2, y: 5 } }, [4]);
    expect(ofType(ok.events, 'breakAway')[0]!.success).toBe(true);
    expect(find(ok.state, 'a').position).toEqual({ x: 2, y: 5 });
  });

  it('a ’Mech held by a unit with Grapple needs 5–6 (Special Equipment Card)', () => {
    const grappler = { dial: [{ speed: 8, attack: 8, defense: 15, damage: 1, maxRange: 6, abilities: ['grapple'] }] };
    const r = must(engaged({}, grappler, mech), { type: 'move', unit: 'a', to: { x: 2, y: 5 } }, [4]);
    const b = ofType(r.events, 'breakAway')[0]!;
    expect(b).toMatchObject({ success: false, ruling: { target: 5 } });
    expect(formatSource(b.source)).toMatch(/Special Equipment Card.*Grapple/);
  });

  it('Evade breaks away without a roll', () => {
    const evade = { dial: [{ speed: 8, attack: 8, defense: 15, damage: 1, maxRange: 6, abilities: ['evade'] }] };
    const r = must(engaged(evade), { type: 'move', unit: 'a', to: { x: 2, y: 5 } });
    expect(ofType(r.events, 'breakAway')[0]).toMatchObject({ success: true, roll: null });
  });
});

describe('ranged combat', () => {
  const duel = (terrain: ReturnType<typeof rect>[] = [], redAt = { x: 15, y: 10 }, blueExtra = {}) =>
    begin(world([squad('a', 'blue', { x: 10, y: 10 }, blueExtra), squad('r', 'red', redAt)], table(terrain)));

  it('2d6 + attack 8 against defense 15: a 7 hits for the damage value, a 6 misses; the ruling itemises both values', () => {
    const hit = must(duel(), { type: 'rangedAttack', unit: 'a', targets: ['r'] }, [3, 4]);
    const res = ofType(hit.events, 'attackResolved')[0]!;
    expect(res.results[0]).toMatchObject({ target: 'r', hit: true, range: 5, ruling: { target: 7 } });
    expect(res.results[0]!.ruling.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['defense', 15],
      ['attack', -8],
    ]);
    expect(find(hit.state, 'r').click).toBe(1);
    const miss = must(duel(), { type: 'rangedAttack', unit: 'a', targets: ['r'] }, [3, 3]);
    expect(ofType(miss.events, 'attackResolved')[0]!.results[0]!.hit).toBe(false);
    expect(find(miss.state, 'r').click).toBe(0);
  });

  it('range: beyond the maximum range is refused, naming the target field', () => {
    const r = play(duel([], { x: 16.5, y: 10 }), { type: 'rangedAttack', unit: 'a', targets: ['r'] }, [6, 6]);
    expect(r).toMatchObject({ ok: false, field: 'targets.0' });
    expect(reason(r)).toMatch(/6.5" away, beyond the maximum range of 6"/);
  });

  it('line of fire: blocking terrain blocks; hindering terrain on the line gives +1 defense', () => {
    expect(reason(play(duel([rect('bunker', 'blocking', 12, 9, 1, 2)]), { type: 'rangedAttack', unit: 'a', targets: ['r'] }))).toMatch(/blocked by bunker/);
    const r = must(duel([rect('brush', 'hindering', 12, 9, 1, 2)]), { type: 'rangedAttack', unit: 'a', targets: ['r'] }, [3, 4]);
    const t = ofType(r.events, 'attackResolved')[0]!.results[0]!;
    expect(t).toMatchObject({ hit: false, ruling: { target: 8 } });
    expect(formatSource(t.ruling.modifiers[2]!.source)).toMatch(/default — source table not available \(MWDA hindering terrain and fire\)/);
  });

  it('elevated terrain blocks a line between two units off it', () => {
    expect(reason(play(duel([rect('ridge', 'elevated', 12, 9, 1, 2)]), { type: 'rangedAttack', unit: 'a', targets: ['r'] }))).toMatch(/blocked by ridge/);
  });

  it('double 6 always hits with +1 damage; double 1 always misses and the attacker takes a click', () => {
    const tough = begin(world([squad('a', 'blue', { x: 10, y: 10 }), mech('m', 'red', { x: 15, y: 10 })]));
    const crit = must(tough, { type: 'rangedAttack', unit: 'a', targets: ['m'] }, [6, 6]);
    expect(ofType(crit.events, 'attackResolved')[0]).toMatchObject({ critical: 'hit', damage: 2 });
    expect(find(crit.state, 'm').click).toBe(2);
    const fumble = must(duel(), { type: 'rangedAttack', unit: 'a', targets: ['r'] }, [1, 1]);
    expect(ofType(fumble.events, 'attackResolved')[0]!.critical).toBe('miss');
    expect(find(fumble.state, 'a').click).toBe(1);
    expect(find(fumble.state, 'r').click).toBe(0);
  });

  it('a unit in base contact with an opponent may not fire', () => {
    expect(reason(play(duel([], { x: 11.25, y: 10 }), { type: 'rangedAttack', unit: 'a', targets: ['r'] }))).toMatch(/in base contact/);
  });

  it('several targets from one roll: the attacker then splits the damage; nothing else happens until it does', () => {
    const g = begin(world([mech('m', 'blue', { x: 10, y: 10 }, { attacks: 2 }), squad('r1', 'red', { x: 16, y: 10 }), squad('r2', 'red', { x: 10, y: 16 })]));
    const three = play(g, { type: 'rangedAttack', unit: 'm', targets: ['r1', 'r2', 'r1'] });
    expect(reason(three)).toMatch(/may attack 2 targets/);
    const r = must(g, { type: 'rangedAttack', unit: 'm', targets: ['r1', 'r2'] }, [2, 4]);
    expect(ofType(r.events, 'attackResolved')[0]!.results.map((x) => [x.target, x.hit, x.ruling.target])).toEqual([
      ['r1', true, 5],
      ['r2', true, 5],
    ]);
    expect(r.state.pendingDamage).toMatchObject({ targets: ['r1', 'r2'], damage: 3 });
    expect(reason(play(r.game, { type: 'endTurn' }))).toMatch(/must first split 3 damage/);
    expect(reason(play(r.game, { type: 'assignDamage', split: [{ unit: 'r1', clicks: 1 }] }))).toMatch(/gives 1 clicks, but the damage value is 3/);
    const done = must(r.game, {
      type: 'assignDamage',
      split: [
        { unit: 'r1', clicks: 2 },
        { unit: 'r2', clicks: 1 },
      ],
    });
    expect([find(done.state, 'r1').click, find(done.state, 'r2').click]).toEqual([2, 1]);
    expect(done.state.pendingDamage).toBeNull();
  });
});

describe('special equipment', () => {
  const withAbility = (a: string[], extra = {}) => ({
    dial: Array(4).fill({ speed: 8, attack: 8, defense: 15, damage: 2, maxRange: 8, abilities: a }),
    ...extra,
  });

  it('Streak Missiles ignore blocking terrain on the line and do 1 less damage', () => {
    const g = begin(
      world(
        [squad('a', 'blue', { x: 10, y: 10 }, withAbility(['streak-missiles'])), mech('m', 'red', { x: 15, y: 10 })],
        table([rect('wall', 'blocking', 12, 8, 1, 4)]),
      ),
    );
    const r = must(g, { type: 'rangedAttack', unit: 'a', targets: ['m'] }, [5, 5]);
    expect(find(r.state, 'm').click).toBe(1);
  });

  it('Heavy Armor takes 1 off the damage; Armor Piercing ignores it', () => {
    const target = () => squad('r', 'red', { x: 15, y: 10 }, withAbility(['heavy-armor']));
    const plain = must(
      begin(world([squad('a', 'blue', { x: 10, y: 10 }, withAbility([])), target()])),
      { type: 'rangedAttack', unit: 'a', targets: ['r'] },
      [5, 5],
    );
    expect(find(plain.state, 'r').click).toBe(1);
    const ap = must(
      begin(world([squad('a', 'blue', { x: 10, y: 10 }, withAbility(['armor-piercing'])), target()])),
      { type: 'rangedAttack', unit: 'a', targets: ['r'] },
      [5, 5],
    );
    expect(find(ap.state, 'r').click).toBe(2);
  });

  it('Anti-Personnel: the same roll counts against infantry in contact with the target, each hit taking full damage', () => {
    const g = begin(
      world([
        squad('a', 'blue', { x: 10, y: 10 }, withAbility(['anti-personnel'])),
        buggy('b', 'red', { x: 15, y: 10 }),
        squad('r', 'red', { x: 16.625, y: 10 }),
      ]),
    );
    const r = must(g, { type: 'rangedAttack', unit: 'a', targets: ['b'] }, [4, 4]);
    expect(ofType(r.events, 'attackResolved')[0]!.results.map((x) => [x.target, x.hit, !!x.splash])).toEqual([
      ['b', true, false],
      ['r', true, true],
    ]);
    expect([find(r.state, 'b').click, find(r.state, 'r').click]).toEqual([2, 2]);
  });
});

describe('close combat, capture, salvage', () => {
  it('close combat needs base contact and uses the same roll against defense', () => {
    const apart = begin(world([mech('m', 'blue', { x: 10, y: 10 }), squad('r', 'red', { x: 14, y: 10 })]));
    expect(reason(play(apart, { type: 'closeCombat', unit: 'm', target: 'r' }))).toMatch(/not in base contact/);
    const g = begin(world([mech('m', 'blue', { x: 10, y: 10 }), squad('r', 'red', { x: 11.875, y: 10 })]));
    const r = must(g, { type: 'closeCombat', unit: 'm', target: 'r' }, [2, 3]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ kind: 'close', results: [{ hit: true, ruling: { target: 5 } }], damage: 3 });
    expect(find(r.state, 'r').click).toBe(3);
  });

  it('foot infantry captures a vehicle in contact on a hit; the captive then moves with its captor', () => {
    const g = begin(world([squad('a', 'blue', { x: 10, y: 10 }), buggy('b', 'red', { x: 11.625, y: 10 })]));
    const r = must(g, { type: 'captureAttack', unit: 'a', target: 'b' }, [3, 4]);
    expect(ofType(r.events, 'captured')[0]).toMatchObject({ unit: 'b', captor: 'a' });
    const next = must(must(r.game, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    const moved = must(next, { type: 'move', unit: 'a', to: { x: 10, y: 14 } });
    expect(find(moved.state, 'b').position).toEqual({ x: 11.625, y: 14 });
  });

  it('only foot infantry capture, and ’Mechs are never taken captive', () => {
    const hover = begin(world([squad('a', 'blue', { x: 10, y: 10 }, { speedMode: 'hover' }), buggy('b', 'red', { x: 11.625, y: 10 })]));
    const r = play(hover, { type: 'captureAttack', unit: 'a', target: 'b' });
    expect(reason(r)).toMatch(/only foot infantry may capture/);
    const m = begin(world([squad('a', 'blue', { x: 10, y: 10 }), mech('m', 'red', { x: 11.875, y: 10 })]));
    expect(reason(play(m, { type: 'captureAttack', unit: 'a', target: 'm' }))).toMatch(/only infantry and vehicles/);
  });

  it('a unit whose dial reaches a salvage click takes no more orders', () => {
    const g = begin(world([buggy('b', 'blue', { x: 10, y: 10 }, { click: 1 }), squad('r', 'red', { x: 30, y: 30 })]));
    const hurt = must(g, { type: 'damage', unit: 'b', clicks: 1 });
    expect(find(hurt.state, 'b').status).toBe('salvage');
    expect(reason(play(hurt.game, { type: 'move', unit: 'b', to: { x: 10, y: 12 } }))).toMatch(/no unit "b" able to move|salvage/);
  });
});

describe('victory', () => {
  it('with victory conditions, the game ends when one side has nothing left; later commands are refused', () => {
    const g = begin(
      world([mech('m', 'blue', { x: 10, y: 10 }, { points: 120 }), squad('r', 'red', { x: 11.875, y: 10 }, { points: 40, click: 3 })], { victory: {} }),
    );
    const r = must(g, { type: 'closeCombat', unit: 'm', target: 'r' }, [3, 3]);
    expect(ofType(r.events, 'gameEnded')[0]).toMatchObject({ winner: 'blue', scores: { blue: 40, red: 0 } });
    expect(reason(play(r.game, { type: 'endTurn' }))).toMatch(/the game is over/);
  });

  it('at the turn limit the side that defeated more points wins; salvage and captives count as defeated', () => {
    let g = begin(
      world(
        [
          squad('a', 'blue', { x: 10, y: 10 }, { points: 30 }),
          buggy('b', 'red', { x: 11.625, y: 10 }, { points: 50 }),
          squad('r', 'red', { x: 30, y: 30 }, { points: 30 }),
        ],
        {
          victory: { turnLimit: 2 },
        },
      ),
    );
    g = must(g, { type: 'captureAttack', unit: 'a', target: 'b' }, [4, 4]).game;
    g = must(g, { type: 'endTurn' }).game;
    const end = must(g, { type: 'endTurn' });
    expect(ofType(end.events, 'gameEnded')[0]).toMatchObject({ winner: 'blue', scores: { blue: 50, red: 0 } });
    expect(end.state.outcome?.reason).toMatch(/time limit of 2 turns/);
  });

  it('a scenario score wins at once', () => {
    const g = begin(
      world([mech('m', 'blue', { x: 10, y: 10 }), buggy('b', 'red', { x: 12.25, y: 10 }, { points: 60 }), squad('r', 'red', { x: 30, y: 30 })], {
        victory: { pointsToWin: 50 },
      }),
    );
    const r = must(g, { type: 'closeCombat', unit: 'm', target: 'b' }, [4, 4]);
    expect(ofType(r.events, 'gameEnded')[0]).toMatchObject({ winner: 'blue', reason: expect.stringMatching(/defeated 60 points \(scenario: 50\)/) });
  });
});

describe('Fire for Effect on top of the base game', () => {
  it('a transport carrying passengers may not drive through blocking terrain after loading', () => {
    const apc = unit('hover-apc', 'apc', 'blue', 'Blue', { x: 10, y: 10 }, { facing: 90 });
    const inf = squad('i1', 'blue', { x: 10, y: 8.375 });
    const g = begin(world([apc, inf], table([rect('wall', 'blocking', 8, 12, 4, 1)])));
    const r = play(g, { type: 'board', transport: 'apc', passengers: ['i1'], moveAfter: { to: { x: 10, y: 15 } } });
    expect(r).toMatchObject({ ok: false, field: 'moveAfter.to' });
    expect(reason(r)).toMatch(/blocking terrain wall/);
  });

  it('passengers do not count: a side whose only free unit is destroyed with its passengers aboard loses', () => {
    const apc = unit('hover-apc', 'apc', 'blue', 'Blue', { x: 10, y: 10 }, { facing: 90, click: 4 });
    const g = begin(world([apc, squad('i1', 'blue', null, { aboard: 'apc' }), mech('m', 'red', { x: 10, y: 12.25 })], { currentPlayer: 'red', victory: {} }));
    const r = must(g, { type: 'closeCombat', unit: 'm', target: 'apc' }, [5, 5]);
    expect(ofType(r.events, 'passengersEliminated')[0]).toMatchObject({ units: ['i1'] });
    expect(ofType(r.events, 'gameEnded')[0]).toMatchObject({ winner: 'red' });
  });
});
