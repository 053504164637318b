import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Facing, parseHexLabel } from '@marshal/core';
import { lineOfSight, sightFacts } from './los';
import { losRules } from './los-rules';
import type { LosUnit } from './los-types';
import { testMap } from './test-boards';

const mech = (label: string, extra: Partial<LosUnit> = {}): LosUnit => ({ hex: parseHexLabel(label), height: 1, ...extra });
const ids = (r: { modifiers: readonly { id: string; value: number }[] }) => r.modifiers.map((m) => `${m.id}:${m.value}`);

describe('line of sight (Total Warfare)', () => {
  it('is clear across open ground, with the hexes of the line', () => {
    const r = lineOfSight(testMap([]), mech('0505'), mech('0508'));
    expect(r).toMatchObject({ blocked: false, hexes: ['0505', '0506', '0507', '0508'], distance: 3, partialCover: null, divided: false });
    expect(r.modifiers).toEqual([]);
  });
  it('a level 2 hill between two level 0 Mechs blocks, naming the hex', () => {
    const r = lineOfSight(testMap(['0506 2']), mech('0505'), mech('0508'));
    expect(r.blocked).toBe(true);
    expect(r.blockedAt).toBe('0506');
    expect(r.reason).toBe('blocked at 0506: ground at level 2 is higher than the line of sight');
  });
  it('a level 2 hill does not block two Mechs standing on level 2 hills', () => {
    expect(lineOfSight(testMap(['0505 2', '0506 2', '0508 2']), mech('0505'), mech('0508')).blocked).toBe(false);
  });
  it('a higher hex next to the lower unit blocks even if the other unit is higher still', () => {
    const r = lineOfSight(testMap(['0505 4', '0507 2']), mech('0505'), mech('0508'));
    expect(r.blockedAt).toBe('0507');
  });
  it('a building blocks by its height', () => {
    const r = lineOfSight(testMap(['0506 0 building:2;bldg_elev:3;bldg_cf:40']), mech('0505'), mech('0508'));
    expect(r.reason).toBe('blocked at 0506: a building 3 levels high (top level 3) is higher than the line of sight');
  });
  it('intervening woods: light +1 each, heavy +2; more than 2 points blocks', () => {
    const light = lineOfSight(testMap(['0506 0 woods:1']), mech('0505'), mech('0509'));
    expect(ids(light)).toEqual(['intervening-light-woods:1']);
    const two = lineOfSight(testMap(['0506 0 woods:1', '0507 0 woods:1']), mech('0505'), mech('0509'));
    expect(ids(two)).toEqual(['intervening-light-woods:2']);
    expect(two.modifiers[0]!.label).toBe('2 intervening light woods hexes');
    const heavy = lineOfSight(testMap(['0506 0 woods:2']), mech('0505'), mech('0509'));
    expect(ids(heavy)).toEqual(['intervening-heavy-woods:2']);
    const three = lineOfSight(testMap(['0506 0 woods:2', '0507 0 woods:1']), mech('0505'), mech('0509'));
    expect(three.blocked).toBe(true);
    expect(three.reason).toBe('blocked at 0507: more than 2 points of woods and smoke intervene');
    expect(lineOfSight(testMap(['0506 0 woods:3']), mech('0505'), mech('0509')).reason).toMatch(/ultra-heavy woods blocks/);
  });
  it('woods below both units (a Mech on a level 3 hill each side) do not count', () => {
    expect(ids(lineOfSight(testMap(['0505 3', '0509 3', '0507 0 woods:2']), mech('0505'), mech('0509')))).toEqual([]);
  });
  it('smoke intervenes like woods', () => {
    expect(ids(lineOfSight(testMap(['0506 0 smoke:2']), mech('0505'), mech('0509')))).toEqual(['intervening-heavy-smoke:2']);
  });
  it("woods and smoke in the target's own hex are target modifiers, not intervening terrain", () => {
    const r = lineOfSight(testMap(['0509 0 woods:2', '0506 0 woods:1']), mech('0505'), mech('0509'));
    expect(ids(r)).toEqual(['intervening-light-woods:1', 'target-hex-woods:2']);
    expect(r.blocked).toBe(false);
  });
  it('a level 1 hex next to the target gives partial cover (+1, legs) unless the attacker is higher', () => {
    const r = lineOfSight(testMap(['0508 1']), mech('0505'), mech('0509'));
    expect(r.partialCover).toMatchObject({ kind: 'horizontal', locations: ['legs'], by: '0508' });
    expect(ids(r)).toEqual(['partial-cover-horizontal:1']);
    expect(lineOfSight(testMap(['0508 1', '0505 2']), mech('0505'), mech('0509')).partialCover).toBeNull();
    expect(lineOfSight(testMap(['0507 1']), mech('0505'), mech('0509')).partialCover).toBeNull();
  });
  it('a vehicle (height 0) gets no partial cover; a level 1 hex next to it blocks', () => {
    expect(lineOfSight(testMap(['0508 1']), mech('0505'), mech('0509', { height: 0 })).blocked).toBe(true);
  });
  it("a 'Mech in depth 1 water has partial cover; in depth 2 it is under water and cannot be targeted", () => {
    expect(lineOfSight(testMap(['0509 0 water:1']), mech('0505'), mech('0509')).partialCover).toMatchObject({ kind: 'water', locations: ['legs'] });
    const deep = lineOfSight(testMap(['0509 0 water:2']), mech('0505'), mech('0509'));
    expect(deep).toMatchObject({ blocked: true, reason: 'the target is wholly under water' });
  });
  it('along a hexside the defender chooses the worse side for the attacker', () => {
    const r = lineOfSight(testMap(['0604 0 woods:1']), mech('0505'), mech('0905'));
    expect(r.divided).toBe(true);
    expect(r.side).toBe('left');
    expect(r.hexes).toEqual(['0505', '0604', '0705', '0804', '0905']);
    expect(r.otherSide).toEqual(['0505', '0605', '0705', '0805', '0905']);
    expect(ids(r)).toEqual(['intervening-light-woods:1']);
    const blockedOneSide = lineOfSight(testMap(['0605 3']), mech('0505'), mech('0905'));
    expect(blockedOneSide).toMatchObject({ blocked: true, blockedAt: '0605', side: 'right' });
  });
  it('never fails for any two hexes of a map with random terrain', () => {
    const terrains = ['', 'woods:1', 'woods:2', 'water:1', 'rough:1', 'building:2;bldg_elev:2;bldg_cf:40', 'smoke:1'];
    const cell = fc.record({ level: fc.integer({ min: -1, max: 3 }), terrain: fc.constantFrom(...terrains) });
    const at = fc.record({ col: fc.integer({ min: 0, max: 7 }), row: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(fc.array(cell, { minLength: 56, maxLength: 56 }), at, at, (cells, a, b) => {
        const map = testMap(
          cells.map((c, i) => `${String((i % 8) + 1).padStart(2, '0')}${String(Math.floor(i / 8) + 1).padStart(2, '0')} ${c.level} ${c.terrain}`),
          8,
          7,
        );
        const ab = lineOfSight(map, { hex: a, height: 1 }, { hex: b, height: 1 });
        expect(ab.hexes.length).toBeGreaterThanOrEqual(ab.distance + 1);
        if (ab.blocked) expect(ab.reason).toBeTruthy();
      }),
      { numRuns: 300 },
    );
  });
  it('sightFacts equals the full result (blocked, modifier total, cover) on random boards, units and cover rules', () => {
    const terrains = ['', 'woods:1', 'woods:2', 'woods:3', 'water:1', 'water:2', 'building:2;bldg_elev:2;bldg_cf:40', 'smoke:1', 'smoke:2'];
    const cell = fc.record({ level: fc.integer({ min: -1, max: 3 }), terrain: fc.constantFrom(...terrains) });
    const unit = fc.record({
      hex: fc.record({ col: fc.integer({ min: 0, max: 7 }), row: fc.integer({ min: 0, max: 6 }) }),
      height: fc.integer({ min: 0, max: 2 }),
      elevation: fc.integer({ min: 0, max: 2 }),
      takingCover: fc.option(fc.constantFrom(0, 1, 2, 3, 4, 5) as fc.Arbitrary<Facing>, { nil: undefined }),
    });
    const options = fc.constantFrom(
      [],
      ['tacops-expanded-partial-cover'],
      ['tacops-expanded-partial-cover', 'tacops-taking-cover'],
      ['tacops-taking-cover'],
      ['tacops-expanded-partial-cover', 'vertical-cover-rule-example'],
    );
    let blocked = 0;
    let covered = 0;
    fc.assert(
      fc.property(fc.array(cell, { minLength: 56, maxLength: 56 }), unit, unit, options, (cells, a, b, opts) => {
        const map = testMap(
          cells.map((c, i) => `${String((i % 8) + 1).padStart(2, '0')}${String(Math.floor(i / 8) + 1).padStart(2, '0')} ${c.level} ${c.terrain}`),
          8,
          7,
        );
        const rules = losRules(opts);
        const full = lineOfSight(map, a, b, rules);
        const facts = sightFacts(map, a, b, rules);
        blocked += +full.blocked;
        covered += +!!full.partialCover;
        expect(facts).toEqual({ blocked: full.blocked, total: full.modifiers.reduce((t, m) => t + m.value, 0), partialCover: full.partialCover });
      }),
      { numRuns: 600 },
    );
    expect(blocked).toBeGreaterThan(20);
    expect(covered).toBeGreaterThan(5);
  });
  it('an attacker on a hill sees over intervening woods; a higher target is seen over a lower hill', () => {
    expect(ids(lineOfSight(testMap(['0505 3', '0507 0 woods:2']), mech('0505'), mech('0509')))).toEqual([]);
    expect(lineOfSight(testMap(['0509 3', '0507 2']), mech('0505'), mech('0509')).blocked).toBe(false);
    expect(lineOfSight(testMap(['0509 3', '0507 5']), mech('0505'), mech('0509')).blocked).toBe(true);
    expect(lineOfSight(testMap(['0509 3', '0508 4']), mech('0505'), mech('0509')).blocked).toBe(false);
  });
  it('woods and smoke add up towards blocking (light woods + heavy smoke = 3 points)', () => {
    const r = lineOfSight(testMap(['0506 0 woods:1', '0507 0 smoke:2']), mech('0505'), mech('0509'));
    expect(r).toMatchObject({ blocked: true, blockedAt: '0507' });
  });
  it('a divided line takes the side that gives the target cover when nothing else differs', () => {
    const r = lineOfSight(testMap(['0804 1']), mech('0505'), mech('0905'));
    expect(r).toMatchObject({ side: 'left', partialCover: { kind: 'horizontal', by: '0804' } });
  });
  it('refuses hexes off the map', () => {
    expect(() => lineOfSight(testMap([]), mech('0505'), mech('2020'))).toThrow(/target hex 2020 is not on the 16×17 map/);
  });
  it('every modifier cites a source', () => {
    const r = lineOfSight(testMap(['0506 0 woods:1', '0508 1', '0509 0 smoke:1']), mech('0505'), mech('0509'));
    expect(r.modifiers.length).toBe(3);
    for (const m of r.modifiers) expect(m.source.kind).toBe('book');
  });
});

describe('expanded partial cover (Tactical Operations, seed 003 §8.4.1)', () => {
  const expanded = losRules(['tacops-expanded-partial-cover']);
  // 0505 → 0905 runs along hexsides; the hexes beside the target are 0804 (left) and 0805 (right).
  const los = (entries: string[], attacker = mech('0505'), rules = expanded) => lineOfSight(testMap(entries), attacker, mech('0905'), rules);
  it('one hex level with the ground and one a level higher: 1/4 cover, no modifier, the leg on that side', () => {
    const r = los(['0805 1']);
    expect(r.partialCover).toMatchObject({ kind: 'quarter', side: 'right', locations: ['covered-side-leg'] });
    expect(ids(r)).toEqual(['partial-cover-quarter:0']);
  });
  it('both a level higher: standard (horizontal) partial cover', () => {
    expect(los(['0805 1', '0804 1']).partialCover).toMatchObject({ kind: 'horizontal', locations: ['legs'] });
  });
  it('one level with the ground, one as tall as the target: vertical cover +1 instead of blocking', () => {
    const r = los(['0804 2']);
    expect(r.blocked).toBe(false);
    expect(r.partialCover).toMatchObject({ kind: 'vertical', side: 'left' });
    expect(ids(r)).toEqual(['partial-cover-vertical:1']);
    expect(lineOfSight(testMap(['0804 2']), mech('0505'), mech('0905')).blocked).toBe(true);
  });
  it('one a level higher, one as tall as the target: 3/4 cover +1, legs and the covered side', () => {
    expect(los(['0804 2', '0805 1']).partialCover).toMatchObject({
      kind: 'three-quarter',
      side: 'left',
      locations: ['legs', 'covered-side-arm', 'covered-side-torso'],
    });
  });
  it('an attacker higher than the target: 1/4 and horizontal cover do not apply, 3/4 counts as vertical', () => {
    const high = mech('0505', { elevation: 3 });
    expect(los(['0805 1'], high).partialCover).toBeNull();
    expect(los(['0805 1', '0804 5'], high).partialCover).toMatchObject({ kind: 'vertical', side: 'left' });
  });
  it('an attacker higher than the covering hex: no vertical cover by the text; the example option keeps it', () => {
    const high = mech('0505', { elevation: 4 });
    const text = los(['0804 2'], high);
    expect(text.partialCover).toBeNull();
    expect(text.notes).toContain('expanded cover: the attacker is higher than the covering hex');
    const example = los(['0804 2'], high, losRules(['tacops-expanded-partial-cover', 'vertical-cover-rule-example']));
    expect(example.partialCover).toMatchObject({ kind: 'vertical' });
  });
});

describe('seed 003 §8.4.1 diagram, rebuilt on a test map (target A in 0905; C and D, F beside it)', () => {
  // Attackers along hexside lines into 0905: from the west the corner hexes are 0804 (left) and 0805 (right).
  const rules = losRules(['tacops-expanded-partial-cover']);
  it('B: building C is level 1 and D level 0 — 1/4 cover, right-leg hits strike the building', () => {
    const r = lineOfSight(testMap(['0805 0 building:1;bldg_elev:1;bldg_cf:15']), mech('0505'), mech('0905'), rules);
    expect(r.partialCover).toMatchObject({ kind: 'quarter', side: 'right', locations: ['covered-side-leg'] });
    expect(r.modifiers.find((m) => m.id.startsWith('partial-cover'))!.value).toBe(0);
  });
  it('E: building F as tall as the Mech and C level 1 — 3/4 cover', () => {
    const r = lineOfSight(testMap(['0804 0 building:2;bldg_elev:2;bldg_cf:40', '0805 0 building:1;bldg_elev:1;bldg_cf:15']), mech('0505'), mech('0905'), rules);
    expect(r.partialCover).toMatchObject({ kind: 'three-quarter', side: 'left' });
  });
  it('G: a Mech on a level 3 building (level 5) is higher than F — vertical cover per the example option, none per the text', () => {
    const map = testMap(['0505 0 building:3;bldg_elev:3;bldg_cf:90', '0804 0 building:2;bldg_elev:2;bldg_cf:40', '0805 0 building:1;bldg_elev:1;bldg_cf:15']);
    const g = mech('0505', { elevation: 3 });
    expect(lineOfSight(map, g, mech('0905'), losRules(['tacops-expanded-partial-cover', 'vertical-cover-rule-example'])).partialCover).toMatchObject({
      kind: 'vertical',
      side: 'left',
    });
    expect(lineOfSight(map, g, mech('0905'), rules).partialCover).toBeNull();
  });
});

describe('taking cover (seed 003 §8.4.2)', () => {
  const rules = losRules(['tacops-taking-cover']);
  it('gives partial cover through the chosen hexside even against a higher attacker', () => {
    const target = mech('0509', { takingCover: 0 });
    const high = mech('0505', { elevation: 3 });
    expect(lineOfSight(testMap(['0508 1']), high, target).partialCover).toBeNull();
    const r = lineOfSight(testMap(['0508 1']), high, target, rules);
    expect(r).toMatchObject({ takingCover: true, partialCover: { kind: 'horizontal', by: '0508' } });
    expect(r.modifiers.map((m) => `${m.id}:${m.value}`)).toEqual(['partial-cover-taking-cover:1']);
    expect(lineOfSight(testMap(['0508 1']), high, mech('0509', { takingCover: 3 }), rules).partialCover).toBeNull();
  });
});
