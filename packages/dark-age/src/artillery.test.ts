import { describe, expect, it } from 'vitest';
import { parseRecord, serializeRecord, verifyRecord, type LiveGame } from '@marshal/core';
import type { DaEvent } from './commands';
import { darkAgeModule } from './module';
import type { DaSetupInput } from './schema';
import { begin, find, must, play, unit, world } from './test-world';

// Long Tom at (5, 5) facing +x: max range 10", artillery range 30", attack 9, damage 2; marker target 20, blast 2".
const gun = (extra = {}) => unit('long-tom', 'gun', 'blue', 'Blue', { x: 5, y: 5 }, { facing: 0, ...extra });
const foe = (id: string, at: { x: number; y: number }) => unit('rifle-squad', id, 'red', 'Red', at);
const friend = (id: string, at: { x: number; y: number }) => unit('rifle-squad', id, 'blue', 'Blue', at);

function fired(units: DaSetupInput['units'], target = { x: 20, y: 5 }, extra: Partial<DaSetupInput> = {}, ruleset: string[] = []): LiveGame {
  let g = begin(world(units, extra), ruleset);
  g = must(g, { type: 'placeArtillery', firer: 'gun', targets: [target] }).game;
  g = must(g, { type: 'endTurn' }).game;
  return must(g, { type: 'endTurn' }).game;
}
const resolved = (events: DaEvent[]) => events.find((e) => e.type === 'artilleryResolved') as Extract<DaEvent, { type: 'artilleryResolved' }>;

describe('placing an artillery attack (seed 001, Artillery Units)', () => {
  const place = (units: DaSetupInput['units'], targets: { x: number; y: number }[], formation: string[] = []) =>
    play(begin(world(units)), { type: 'placeArtillery', firer: 'gun', targets, formation });

  it('must be beyond maximum range and within artillery range: 10″ is refused, 10.01″ and 30″ are accepted', () => {
    expect(place([gun()], [{ x: 15, y: 5 }])).toMatchObject({ ok: false, field: 'targets.0' });
    expect(place([gun()], [{ x: 15.01, y: 5 }]).ok).toBe(true);
    expect(place([gun()], [{ x: 35, y: 5 }]).ok).toBe(true);
    expect(place([gun({ position: { x: 4, y: 5 } })], [{ x: 34.01, y: 5 }])).toMatchObject({ ok: false, field: 'targets.0' });
  });

  it('must pass through the front arc (90° default: 45° either side)', () => {
    const at = (deg: number) => ({ x: 5 + Math.cos((deg * Math.PI) / 180) * 20, y: 5 + Math.sin((deg * Math.PI) / 180) * 20 });
    expect(place([gun({ position: { x: 5, y: 15 } })], [{ x: 5 + 20 * Math.cos(Math.PI / 4), y: 15 + 20 * Math.sin(Math.PI / 4) }]).ok).toBe(true);
    const wide = place([gun({ position: { x: 5, y: 5 } })], [at(50)]);
    expect(wide.ok ? '' : wide.reason).toMatch(/front arc/);
  });

  it('not while in base contact with an opposing unit, nor by a non-artillery unit', () => {
    expect(place([gun(), foe('e', { x: 5, y: 6.625 })], [{ x: 20, y: 5 }])).toMatchObject({ ok: false, field: 'firer' });
    const r = play(begin(world([unit('strike-mech', 'gun', 'blue', 'Blue', { x: 5, y: 5 })])), {
      type: 'placeArtillery',
      firer: 'gun',
      targets: [{ x: 20, y: 5 }],
    });
    expect(r.ok ? '' : r.reason).toMatch(/not an artillery unit/);
  });

  it('places one marker per target the unit can attack, arrow along the line of fire', () => {
    const mortar = unit('twin-mortar', 'gun', 'blue', 'Blue', { x: 5, y: 5 }, { facing: 0 });
    const r = must(begin(world([mortar])), {
      type: 'placeArtillery',
      firer: 'gun',
      targets: [
        { x: 20, y: 5 },
        { x: 5 + 15 / Math.SQRT2, y: 5 + 15 / Math.SQRT2 },
      ],
    });
    const placed = r.events.find((e) => e.type === 'artilleryPlaced')!;
    expect(placed.type === 'artilleryPlaced' && placed.markers.map((m) => m.arrow)).toEqual([0, 45]);
    expect(
      play(begin(world([gun()])), {
        type: 'placeArtillery',
        firer: 'gun',
        targets: [
          { x: 20, y: 5 },
          { x: 21, y: 5 },
        ],
      }),
    ).toMatchObject({ ok: false, field: 'targets' });
  });

  it('artillery formations: all artillery, same faction, target in every band; a mercenary cannot join', () => {
    const g2 = unit('long-tom', 'g2', 'blue', 'Blue', { x: 5, y: 7 }, { facing: 0 });
    const ok = must(begin(world([gun(), g2])), { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }], formation: ['g2'] });
    const placed = ok.events.find((e) => e.type === 'artilleryPlaced')!;
    expect(placed).toMatchObject({ formation: ['g2'], markers: [{ members: ['g2'], formationBonus: 1 }] });
    expect(find(ok.state, 'g2').ordered).toBe(true);
    const merc = unit('long-tom', 'g2', 'blue', null, { x: 5, y: 7 }, { facing: 0 });
    const r = play(begin(world([gun(), merc])), { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }], formation: ['g2'] });
    expect(r.ok ? '' : r.reason).toMatch(/mercenary/);
    const notArty = play(begin(world([gun(), friend('g2', { x: 5, y: 6.625 })])), {
      type: 'placeArtillery',
      firer: 'gun',
      targets: [{ x: 20, y: 5 }],
      formation: ['g2'],
    });
    expect(notArty.ok ? '' : notArty.reason).toMatch(/not an artillery unit/);
  });

  it('a mercenary cannot be used in any formation', () => {
    const r = play(begin(world([friend('a', { x: 5, y: 5 }), unit('rifle-squad', 'm', 'blue', null, { x: 6.25, y: 5 })])), {
      type: 'checkFormation',
      members: ['a', 'm'],
    });
    expect(r).toMatchObject({ ok: false, field: 'members.1' });
    expect(
      must(begin(world([friend('a', { x: 5, y: 5 }), friend('b', { x: 6.25, y: 5 })])), { type: 'checkFormation', members: ['a', 'b'] }).events[0],
    ).toMatchObject({ type: 'formationChecked' });
  });
});

describe('resolving artillery (seed 001)', () => {
  it('waits for the start of the firer’s next turn, then must be resolved first', () => {
    const g = must(begin(world([gun()])), { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }] }).game;
    expect(play(g, { type: 'resolveArtillery', firer: 'gun' }, [3, 3, 3])).toMatchObject({ ok: false });
    const next = must(must(g, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    expect(play(next, { type: 'move', unit: 'gun', to: { x: 6, y: 5 } })).toMatchObject({ ok: false, field: 'type' });
  });

  it('hits on 3 dice + attack + 4 (clear line) ≥ target value, damaging friend and foe within the blast', () => {
    const g = fired([gun(), foe('e1', { x: 21, y: 5 }), friend('f1', { x: 20, y: 7 }), foe('far', { x: 20, y: 7.01 })]);
    const r = must(g, { type: 'resolveArtillery', firer: 'gun' }, [2, 2, 3]);
    const a = resolved(r.events);
    expect(a.markers[0]!.ruling).toMatchObject({ target: 7, roll: '3d6', odds: { successes: '196', outcomes: '216' } });
    expect(a.markers[0]!.ruling.modifiers.map((m) => m.value)).toEqual([20, -9, -4]);
    expect(a.markers[0]).toMatchObject({ hit: true, drift: null, at: { x: 20, y: 5 } });
    // The blast reaches centres within 2″ (7.0 is in; 7.01 is out even though its base overlaps the circle).
    expect(a.markers[0]!.affected.map((x) => x.unit)).toEqual(['e1', 'f1']);
    expect(find(r.state, 'e1').click).toBe(2);
    expect(find(r.state, 'far').click).toBe(0);
    expect(r.state.markers).toEqual([]);
  });

  it('a blocked line of fire loses the +4', () => {
    const wall = { battlefield: { width: 36, height: 36, terrain: [{ id: 'wall', kind: 'blocking' as const, rect: { x: 12, y: 4, w: 1, h: 2 } }] } };
    const r = must(fired([gun(), foe('e1', { x: 21, y: 5 })], { x: 20, y: 5 }, wall), { type: 'resolveArtillery', firer: 'gun' }, [2, 2, 3]);
    const a = resolved(r.events);
    expect(a.markers[0]!.lineOfFire).toMatchObject({ blocked: true, terrain: ['wall'] });
    expect(a.markers[0]!.ruling.target).toBe(11);
    expect(a.markers[0]!.hit).toBe(false);
  });

  it('a unit’s base in the way blocks the line too (option: units do not block)', () => {
    const units = [gun(), foe('e1', { x: 12, y: 5 })];
    expect(resolved(must(fired(units), { type: 'resolveArtillery', firer: 'gun' }, [2, 2, 3]).events).markers[0]!.lineOfFire.units).toEqual(['e1']);
    expect(
      resolved(must(fired(units, undefined, {}, ['da-units-do-not-block']), { type: 'resolveArtillery', firer: 'gun' }, [2, 2, 3]).events).markers[0]!
        .lineOfFire.blocked,
    ).toBe(false);
  });

  it('a miss drifts: direction from the black (first) die, distance from the shortfall', () => {
    const g = fired([gun(), foe('e1', { x: 18.5, y: 7.5 })]);
    // Roll 2+1+2 = 5 against 7: short by 2 → 2″; black die 2 → 60° from the arrow (arrow 0°).
    const m = resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [2, 1, 2]).events).markers[0]!;
    expect(m.hit).toBe(false);
    expect(m.drift).toMatchObject({ face: 2, bearing: 60, inches: 2, to: { x: 21, y: 6.732 } });
    expect(m.affected).toEqual([]);
    // Black die 3 → 120°: the marker lands at (19, 6.732), within 2″ of e1, which the original spot was not.
    const r2 = must(g, { type: 'resolveArtillery', firer: 'gun' }, [3, 1, 1]);
    const m2 = resolved(r2.events).markers[0]!;
    expect(m2.drift).toMatchObject({ bearing: 120, inches: 2, to: { x: 19, y: 6.732 } });
    expect(m2.affected).toEqual([{ unit: 'e1', distance: 0.916, clicks: 2 }]);
    expect(find(r2.state, 'e1').click).toBe(2);
  });

  it('a marker printing its own drift chart replaces the default chart (directions and distances as data)', () => {
    const drift = { directions: [0, 90, 180, 270, 45, 135], distances: [{ shortfall: [1, 99], inches: 5 }] };
    const g = fired([gun({ marker: { attack: 8, damage: 2, drift } })]);
    // Roll 2+1+2 = 5 against 7: short by 2 → this marker's chart says 5″; black die 2 → 90° from the arrow.
    const m = resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [2, 1, 2]).events).markers[0]!;
    expect(m.drift).toMatchObject({ face: 2, bearing: 90, inches: 5, to: { x: 20, y: 10 } });
    expect(() => begin(world([gun({ marker: { attack: 8, damage: 2, drift: { directions: [0, 60] } } })]))).toThrow(/units\.0\.marker\.drift\.directions/);
  });

  it('a bigger shortfall drifts further (blocked line: target 11, roll 6 → 5 short → 4″)', () => {
    const wall = { battlefield: { width: 36, height: 36, terrain: [{ id: 'wall', kind: 'blocking' as const, rect: { x: 12, y: 4, w: 1, h: 2 } }] } };
    const m = resolved(must(fired([gun()], { x: 20, y: 5 }, wall), { type: 'resolveArtillery', firer: 'gun' }, [4, 1, 1]).events).markers[0]!;
    expect(m.drift).toMatchObject({ face: 4, bearing: 180, inches: 4, to: { x: 16, y: 5 } });
  });

  it('a marker drifting off the table does no damage', () => {
    const g = fired([gun(), foe('e1', { x: 33.5, y: 5 })], { x: 34, y: 5 });
    const m = resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [1, 2, 2]).events).markers[0]!;
    expect(m.drift).toMatchObject({ face: 1, bearing: 0, inches: 2, to: { x: 36 + 0, y: 5 } });
    expect(m.offTable).toBe(false);
    const m2 = resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [1, 1, 2]).events).markers[0]!;
    expect(m2.drift).toMatchObject({ inches: 4, to: { x: 38, y: 5 } });
    expect(m2).toMatchObject({ offTable: true, affected: [] });
  });

  it('blocking terrain between the marker and a unit shields it; water does not', () => {
    const terrain = [
      { id: 'bunker', kind: 'blocking' as const, rect: { x: 21, y: 3, w: 0.5, h: 1 } },
      { id: 'pond', kind: 'water' as const, rect: { x: 18.5, y: 4.8, w: 0.5, h: 0.4 } },
    ];
    const g = fired(
      [gun(), foe('behind', { x: 21.6, y: 3.9 }), foe('wet', { x: 18.2, y: 5 })],
      { x: 20, y: 5 },
      { battlefield: { width: 36, height: 36, terrain } },
    );
    const m = resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [4, 4, 4]).events).markers[0]!;
    expect(m.shielded).toEqual([{ unit: 'behind', terrain: ['bunker'] }]);
    expect(m.affected.map((a) => a.unit)).toEqual(['wet']);
  });

  it('critical hit (triple 6): hits where it lies even when the total falls short, one extra click each', () => {
    const g = fired([gun({ marker: { attack: 8, damage: 2, targetValue: 40 } }), foe('e1', { x: 21, y: 5 })]);
    const r = must(g, { type: 'resolveArtillery', firer: 'gun' }, [6, 6, 6]);
    const a = resolved(r.events);
    expect(a.critical).toBe('hit');
    expect(a.markers[0]).toMatchObject({ hit: true, drift: null, ruling: { target: 27 } });
    expect(a.markers[0]!.affected).toEqual([{ unit: 'e1', distance: 1, clicks: 3 }]);
    expect(find(r.state, 'e1').click).toBe(3);
  });

  it('critical miss (triple 1): the firer takes a click, the marker is removed, nothing else', () => {
    const r = must(fired([gun(), foe('e1', { x: 20, y: 5 })]), { type: 'resolveArtillery', firer: 'gun' }, [1, 1, 1]);
    expect(resolved(r.events)).toMatchObject({ critical: 'miss', markers: [] });
    expect(r.events.map((e) => e.type)).toEqual(['artilleryResolved', 'dialTurned']);
    expect(find(r.state, 'gun').click).toBe(1);
    expect(find(r.state, 'e1').click).toBe(0);
    expect(r.state.markers).toEqual([]);
  });

  it('the pairs option makes two 6s a critical hit', () => {
    const g = fired([gun({ marker: { attack: 8, damage: 2, targetValue: 40 } }), foe('e1', { x: 21, y: 5 })], undefined, {}, ['da-criticals-pairs']);
    expect(resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [6, 2, 6]).events).critical).toBe('hit');
    const plain = fired([gun({ marker: { attack: 8, damage: 2, targetValue: 40 } }), foe('e1', { x: 21, y: 5 })]);
    expect(resolved(must(plain, { type: 'resolveArtillery', firer: 'gun' }, [6, 2, 6]).events).critical).toBeNull();
  });

  it('a firer eliminated before resolution uses the values printed on its marker', () => {
    let g = begin(world([gun(), foe('e1', { x: 21, y: 5 })]));
    g = must(g, { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }] }).game;
    g = must(g, { type: 'endTurn' }).game;
    g = must(g, { type: 'damage', unit: 'gun', clicks: 5 }).game;
    g = must(g, { type: 'endTurn' }).game;
    const r = must(g, { type: 'resolveArtillery', firer: 'gun' }, [3, 3, 3]);
    const a = resolved(r.events);
    expect(a.values).toEqual({ attack: 8, damage: 2, from: 'marker' });
    expect(a.markers[0]!.ruling.modifiers[1]).toMatchObject({ value: -8, label: 'attack value printed on the marker' });
    expect(find(r.state, 'e1').click).toBe(2);
  });

  it('a firer eliminated with no marker values entered: its marker is removed without effect and play goes on', () => {
    const bare = () => {
      const { marker: _m, ...u } = gun();
      return u;
    };
    let g = begin(world([bare(), foe('e1', { x: 21, y: 5 })]));
    g = must(g, { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }] }).game;
    g = must(g, { type: 'endTurn' }).game;
    g = must(g, { type: 'damage', unit: 'gun', clicks: 5 }).game;
    g = must(g, { type: 'endTurn' }).game;
    const r = must(g, { type: 'resolveArtillery', firer: 'gun' });
    expect(r.events[0]).toMatchObject({ type: 'artilleryCancelled', firer: 'gun', removed: ['gun-t1-1'] });
    expect(r.state.markers).toEqual([]);
    expect(find(r.state, 'e1').click).toBe(0);
    expect(must(r.game, { type: 'endTurn' }).state.currentPlayer).toBe('red');
  });

  it("house rule: with no marker values, an eliminated firer's starting dial values resolve the attack", () => {
    const bare = () => {
      const { marker: _m, ...u } = gun();
      return u;
    };
    let g = begin(world([bare(), foe('e1', { x: 21, y: 5 })]), ['da-missing-marker-starting-click']);
    g = must(g, { type: 'placeArtillery', firer: 'gun', targets: [{ x: 20, y: 5 }] }).game;
    g = must(g, { type: 'endTurn' }).game;
    g = must(g, { type: 'damage', unit: 'gun', clicks: 5 }).game;
    g = must(g, { type: 'endTurn' }).game;
    const a = resolved(must(g, { type: 'resolveArtillery', firer: 'gun' }, [3, 3, 3]).events);
    expect(a.values).toEqual({ attack: 9, damage: 2, from: 'starting-click' });
  });

  it('several markers share one attack roll, each drifting and blasting on its own', () => {
    const mortar = unit('twin-mortar', 'gun', 'blue', 'Blue', { x: 5, y: 5 }, { facing: 0 });
    let g = begin(world([mortar, foe('a', { x: 20, y: 5 }), foe('b', { x: 20, y: 12 })]));
    g = must(g, {
      type: 'placeArtillery',
      firer: 'gun',
      targets: [
        { x: 20, y: 5 },
        { x: 20, y: 12 },
      ],
    }).game;
    g = must(must(g, { type: 'endTurn' }).game, { type: 'endTurn' }).game;
    // One roll 1+2+3 = 6 against 20 − 8 (attack) − 4 (clear) = 8: both markers miss by 2 and drift 2″ along their own arrows.
    const r = must(g, { type: 'resolveArtillery', firer: 'gun' }, [1, 2, 3]);
    expect(r.game.record.entries.at(-1)!.rolls).toHaveLength(1);
    const a = resolved(r.events);
    expect(a.markers.map((m) => [m.hit, m.drift?.inches, m.drift?.bearing])).toEqual([
      [false, 2, 0],
      [false, 2, 25.017],
    ]);
  });

  it('a game with artillery replays from its record', () => {
    const g = fired([gun(), foe('e1', { x: 21, y: 5 })]);
    const r = must(g, { type: 'resolveArtillery', firer: 'gun' }, [2, 2, 3]);
    expect(verifyRecord(darkAgeModule, parseRecord(serializeRecord(r.game.record))).ok).toBe(true);
  });
});
