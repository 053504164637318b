import { describe, expect, it } from 'vitest';
import type { ForceUnitFacts } from '@marshal/catalog';
import { newRow, parseSkill, parseTons, problemsByRow, rowsToForce, skillErrors } from './force-rows';

const atlas: ForceUnitFacts = {
  unitId: 'atlas-as7-d',
  name: 'Atlas AS7-D',
  chassis: 'Atlas',
  model: 'AS7-D',
  kind: 'mech',
  tons: 100,
  weightClass: 'assault',
  techBase: 'Inner Sphere',
  rulesLevel: 'Introductory',
  introYear: 2755,
  walk: 3,
  run: 5,
  jump: 0,
  bv: 1897,
  movementMode: 'Biped',
};

describe('force builder rows', () => {
  it('takes a skill only as a whole number from 0 to 8 and says why otherwise', () => {
    expect(parseSkill('3', 'Gunnery')).toEqual({ value: 3 });
    expect(parseSkill(' 0 ', 'Gunnery')).toEqual({ value: 0 });
    expect(parseSkill('', 'Gunnery')).toEqual({ error: expect.stringMatching(/Gunnery is empty/) });
    expect(parseSkill('1e20', 'Piloting')).toEqual({ error: expect.stringMatching(/Piloting must be a whole number from 0 to 8, not 1e20/) });
    expect(parseSkill('-5', 'Piloting')).toEqual({ error: 'Piloting must be a whole number from 0 to 8, not -5' });
    expect(parseSkill('9', 'Gunnery')).toEqual({ error: 'Gunnery must be a whole number from 0 to 8, not 9' });
    expect(parseSkill('3.5', 'Gunnery')).toHaveProperty('error');
  });

  it('turns rows into a force, and refuses to while a skill is wrong', () => {
    const row = newRow(atlas, undefined, { gunnery: 3, piloting: 4 }, '  Kell ');
    expect(rowsToForce(' Lance ', [row])).toEqual({
      name: 'Lance',
      units: [{ unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Kell', gunnery: 3, piloting: 4 } }],
    });
    const bad = { ...row, piloting: '' };
    expect(skillErrors(bad)).toEqual({ piloting: expect.stringMatching(/Piloting is empty/) });
    expect(rowsToForce('Lance', [row, bad])).toBeNull();
    expect(rowsToForce('', [])).toEqual({ name: 'Unnamed force', units: [] });
  });

  it('keeps the special munitions chosen for a row in the force (and none when all bins are standard)', () => {
    const loaded = newRow(atlas, undefined, { gunnery: 4, piloting: 5 }, '', { '1': 'armor-piercing' });
    expect(rowsToForce('Lance', [loaded])!.units[0]!.munitions).toEqual({ '1': 'armor-piercing' });
    expect(rowsToForce('Lance', [{ ...loaded, munitions: {} }])!.units[0]).not.toHaveProperty('munitions');
  });

  it('puts each problem on its row and keeps the others for the force', () => {
    const { byRow, force } = problemsByRow([{ unit: 1, message: 'b' }, { message: 'whole' }, { unit: 0, message: 'a' }, { unit: 7, message: 'gone' }], 2);
    expect(byRow.map((r) => r.map((p) => p.message))).toEqual([['a'], ['b']]);
    expect(force.map((p) => p.message)).toEqual(['whole', 'gone']);
  });

  it('checks a tonnage range before it is sent', () => {
    expect(parseTons('')).toEqual({ tons: null });
    expect(parseTons('40 - 55')).toEqual({ tons: '40-55' });
    expect(parseTons('75')).toEqual({ tons: '75-75' });
    expect(parseTons('55-40')).toHaveProperty('error', 'Tonnage range 55-40 runs backwards');
    expect(parseTons('heavy')).toHaveProperty('error');
    expect(parseTons('1e20')).toHaveProperty('error');
  });
});
