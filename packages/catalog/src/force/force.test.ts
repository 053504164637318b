import { describe, expect, it } from 'vitest';
import { MarshalError, bookSource } from '@marshal/core';
import { testCatalog } from '../../test/force-samples';
import { adjustedBv } from '../bv/skill-multipliers';
import { forceInputProblems, forceSchema, parseForce, type Force } from './force';
import { forceLines, forceTotals, forceUnitFacts, skillAdjustedBv, type ForceUnitFacts } from './facts';
import { checkForce, type ForceRules } from './check-force';

const catalog = testCatalog();
const byName = (name: string) => catalog.find((e) => e.unit.name === name)!;
const facts: Record<string, ForceUnitFacts> = Object.fromEntries(catalog.map((e) => [e.unit.id, forceUnitFacts(e.unit, e.bv)]));
const unitOf = (name: string, gunnery = 4, piloting = 5, pilot?: string) => {
  const u = byName(name).unit;
  return { unitId: u.id, chassis: u.chassis, model: u.model, pilot: pilot ? { name: pilot, gunnery, piloting } : { gunnery, piloting } };
};
const src = bookSource('Test Rules', { page: 1 });

describe('force model', () => {
  it('fills in gunnery 4 and piloting 5 when a unit has no pilot', () => {
    const f = parseForce({ name: ' Lance ', units: [{ unitId: 'x', chassis: 'Atlas', model: 'AS7-D' }] });
    expect(f).toEqual({ name: 'Lance', units: [{ unitId: 'x', chassis: 'Atlas', model: 'AS7-D', pilot: { gunnery: 4, piloting: 5 } }] });
  });

  it('keeps special munitions by ammunition bin, and names a bin that is not a number', () => {
    const unit = { unitId: 'x', chassis: 'Atlas', model: 'AS7-D' };
    expect(parseForce({ name: 'L', units: [{ ...unit, munitions: { '2': 'precision' } }] }).units[0]!.munitions).toEqual({ '2': 'precision' });
    expect(() => parseForce({ name: 'L', units: [{ ...unit, munitions: { first: 'precision' } }] })).toThrow(/unit 1 \(Atlas AS7-D\).*ammunition bin/u);
    const atlas = byName('Atlas AS7-D');
    expect(forceUnitFacts(atlas.unit, atlas.bv).ammoBins).toEqual(atlas.unit.ammo.map((b) => b.equipmentId));
  });

  it('names the unit (1-based) and the field of every bad input', () => {
    const input = {
      name: '',
      units: [
        { unitId: 'a', chassis: 'Atlas', model: 'AS7-D', pilot: { gunnery: 9, piloting: 5 } },
        { unitId: 'b', chassis: 'Locust', model: 'LCT-1V', pilot: { gunnery: 4, piloting: -1 } },
        { unitId: 'c', chassis: 'Wasp', model: 'WSP-1A', pilot: { gunnery: 1e20, piloting: 2.5 } },
      ],
    };
    const problems = forceInputProblems(input);
    expect(problems).toContainEqual({ field: 'name', message: 'the force needs a name' });
    expect(problems).toContainEqual({ unit: 0, field: 'gunnery', message: 'unit 1 (Atlas AS7-D): gunnery must be a whole number from 0 to 8' });
    expect(problems).toContainEqual({ unit: 1, field: 'piloting', message: 'unit 2 (Locust LCT-1V): piloting must be a whole number from 0 to 8' });
    expect(problems.filter((p) => p.unit === 2).map((p) => p.field)).toEqual(['gunnery', 'piloting']);
    expect(() => parseForce(input, 'f.json')).toThrow(MarshalError);
    expect(forceInputProblems({ name: 'x\u001b', units: [{ unitId: 'a', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'a\nb' } }] })).toEqual([
      { field: 'name', message: "the force's name holds a control character" },
      { unit: 0, field: 'name', message: "unit 1 (Atlas AS7-D): the pilot's name holds a control character" },
    ]);
    expect(() => parseForce({ name: 'x', units: 'none' })).toThrow(/expected array|units/i);
  });

  it('refuses more than 100 units and a name over 100 characters', () => {
    const unit = { unitId: 'a', chassis: 'Atlas', model: 'AS7-D' };
    expect(forceSchema.safeParse({ name: 'x', units: Array(101).fill(unit) }).success).toBe(false);
    expect(forceSchema.safeParse({ name: 'x', units: Array(100).fill(unit) }).success).toBe(true);
    expect(forceInputProblems({ name: 'n'.repeat(101), units: [] })[0]).toMatchObject({ field: 'name', message: expect.stringContaining('100 characters') });
  });
});

describe('force facts and totals', () => {
  it('shows what a builder needs for a unit', () => {
    const atlas = byName('Atlas AS7-D');
    expect(forceUnitFacts(atlas.unit, atlas.bv)).toMatchObject({
      name: 'Atlas AS7-D',
      kind: 'mech',
      tons: 100,
      weightClass: 'assault',
      techBase: 'Inner Sphere',
      rulesLevel: 'Introductory',
      walk: 3,
      run: 5,
      jump: 0,
      bv: 1897,
      movementMode: 'Biped',
    });
    const tank = catalog.find((e) => e.unit.kind === 'vehicle')!;
    expect(forceUnitFacts(tank.unit, tank.bv).movementMode).toBe('Tracked');
    expect(forceUnitFacts(tank.unit, undefined).bv).toBeNull();
  });

  it('adjusts BV by the skill multiplier table and keeps an unknown BV unknown', () => {
    expect(skillAdjustedBv(1897, 4, 5)).toBe(1897);
    expect(skillAdjustedBv(1897, 3, 4)).toBe(adjustedBv(1897, 3, 4));
    expect(skillAdjustedBv(1897, 3, 4)).toBe(Math.round(1897 * 1.32));
    expect(skillAdjustedBv(null, 3, 4)).toBeNull();
  });

  it('adds tons, base BV and adjusted BV; units not in the facts are counted apart', () => {
    const force: Force = {
      name: 'Lance',
      units: [unitOf('Atlas AS7-D', 3, 4), unitOf('Locust LCT-1V'), { unitId: 'gone', chassis: 'Ghost', model: 'X', pilot: { gunnery: 4, piloting: 5 } }],
    };
    const atlas = byName('Atlas AS7-D').bv!;
    const locust = byName('Locust LCT-1V').bv!;
    expect(forceTotals(force, facts)).toEqual({
      units: 3,
      tons: 120,
      bv: atlas + locust,
      adjustedBv: adjustedBv(atlas, 3, 4) + locust,
      withoutBv: 1,
      unknown: 1,
    });
    expect(forceTotals(force, new Map(Object.entries(facts)))).toEqual(forceTotals(force, facts));
    expect(forceLines(force, facts).map((l) => l.adjustedBv)).toEqual([adjustedBv(atlas, 3, 4), locust, null]);
  });
});

describe('checkForce', () => {
  const lance: Force = { name: 'Lance', units: [unitOf('Atlas AS7-D'), unitOf('Locust LCT-1V', 2, 3), unitOf('Mad Cat (Timber Wolf) Prime')] };

  it('finds nothing wrong without rules, except units missing from the catalog', () => {
    expect(checkForce(lance, facts)).toEqual([]);
    const ghost: Force = { name: 'x', units: [{ unitId: 'gone', chassis: 'Ghost', model: 'X', pilot: { gunnery: 4, piloting: 5 } }] };
    expect(checkForce(ghost, facts)).toEqual([{ unit: 0, field: 'unit', message: 'Unit 1 (Ghost X): not in the unit catalog' }]);
  });

  it('names each unit that breaks a limit, with the field and the source', () => {
    const rules: ForceRules = {
      maxUnits: { value: 2, source: src },
      maxTons: { value: 150, source: src },
      kinds: { value: ['mech'], source: src },
      techBase: { value: ['Inner Sphere'], source: src },
      maxYear: { value: 2800, source: src },
      rulesLevels: { value: ['Introductory', 'Standard'], source: src },
      jumpRequired: { value: true, source: src },
      gunnery: { value: { min: 3, max: 5 }, source: src },
    };
    const problems = checkForce(lance, facts, rules);
    const messages = problems.map((p) => p.message);
    expect(messages).toContain('The force has 3 units; at most 2 are allowed');
    expect(messages).toContain('The force weighs 195 tons; at most 150 are allowed');
    expect(messages).toContain('Unit 3 (Mad Cat (Timber Wolf) Prime): is Clan technology; this force takes only Inner Sphere');
    expect(problems).toContainEqual({
      unit: 0,
      field: 'unit',
      message: 'Unit 1 (Atlas AS7-D): has no jump jets; every unit here must be able to jump',
      source: src,
    });
    expect(problems).toContainEqual({ unit: 1, field: 'gunnery', message: 'Unit 2 (Locust LCT-1V): gunnery 2 is outside 3–5', source: src });
    expect(problems.find((p) => p.unit === 2 && /introduced in/.test(p.message))?.message).toMatch(
      /^Unit 3 \(Mad Cat \(Timber Wolf\) Prime\): was introduced in \d{4}, after 2800$/,
    );
    expect(problems.filter((p) => /introduced/.test(p.message)).map((p) => p.unit)).toEqual([2]);
    expect(problems.every((p) => p.source === src)).toBe(true);
  });

  it('checks kinds and the crew-adjusted BV cap', () => {
    const tank = catalog.find((e) => e.unit.kind === 'vehicle')!.unit;
    const force: Force = {
      name: 'x',
      units: [unitOf('Atlas AS7-D', 0, 0), { unitId: tank.id, chassis: tank.chassis, model: tank.model, pilot: { gunnery: 4, piloting: 5 } }],
    };
    const problems = checkForce(force, facts, { kinds: { value: ['mech'], source: src }, maxBv: { value: 3000, source: src } });
    expect(problems.map((p) => p.message)).toEqual([
      `The force's Battle Value is ${adjustedBv(1897, 0, 0) + facts[tank.id]!.bv!}; at most 3000 is allowed`,
      `Unit 2 (${tank.chassis} ${tank.model}): is a vehicle; this force takes only 'Mechs`,
    ]);
  });
});
