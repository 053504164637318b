import { describe, expect, it } from 'vitest';
import type { ForceUnitFacts } from '@marshal/catalog';
import { newRow } from '../../components/force-builder/force-rows';
import { battleUnits, parseFacing, parseHex, rowOfField, type PlacementExtra } from './battle-rows';

const unit = (unitId: string, name: string): ForceUnitFacts => ({
  unitId,
  name,
  chassis: name,
  model: '',
  kind: 'mech',
  tons: 50,
  weightClass: 'medium',
  techBase: 'Inner Sphere',
  rulesLevel: 'Introductory',
  introYear: 2600,
  walk: 4,
  run: 6,
  jump: 0,
  bv: 1000,
  movementMode: 'Biped',
});
const row = (name: string, extra: PlacementExtra = { hex: '', facing: '' }) => newRow(unit(name.toLowerCase(), name), extra, { gunnery: 4, piloting: 5 });

describe('battle set-up rows', () => {
  it('reads start hexes and facings, refusing what is not one', () => {
    expect(parseHex(' 0612 ')).toEqual({ hex: '0612' });
    expect(parseHex('')).toEqual({ hex: null });
    expect(parseHex('6,12')).toHaveProperty('error');
    expect(parseFacing('5')).toEqual({ facing: 5 });
    expect(parseFacing('')).toEqual({ facing: null });
    expect(parseFacing('6')).toHaveProperty('error');
    expect(parseFacing('-1')).toHaveProperty('error');
    expect(parseFacing('1e20')).toHaveProperty('error');
  });

  it('carries a hidden set-up and the munitions chosen per ammunition bin into the set-up, and nothing when none are chosen', () => {
    const hidden = { ...row('Hunchback', { hex: '0815', facing: '0', hidden: true }), munitions: { '0': 'precision' } };
    const plain = row('Centurion');
    const built = battleUnits([
      { id: 'a', rows: [hidden] },
      { id: 'b', rows: [plain] },
    ]);
    expect(built).toEqual({
      units: [
        { side: 'a', unit: 'hunchback', gunnery: 4, piloting: 5, hex: '0815', facing: 0, hidden: true, munitions: { '0': 'precision' } },
        { side: 'b', unit: 'centurion', gunnery: 4, piloting: 5 },
      ],
    });
  });

  it('gives the set-up its units, or every problem on its side and row', () => {
    const a = [row('Hunchback', { hex: '0815', facing: '0' })];
    const b = [row('Centurion')];
    expect(
      battleUnits([
        { id: 'a', rows: a },
        { id: 'b', rows: b },
      ]),
    ).toEqual({
      units: [
        { side: 'a', unit: 'hunchback', gunnery: 4, piloting: 5, hex: '0815', facing: 0 },
        { side: 'b', unit: 'centurion', gunnery: 4, piloting: 5 },
      ],
    });
    const bad = battleUnits([
      { id: 'a', rows: [{ ...a[0]!, gunnery: '-5' }] },
      { id: 'b', rows: [] },
    ]);
    expect(bad).toEqual({
      problems: [
        { side: 0, problem: { unit: 0, message: 'Unit 1 (Hunchback): Gunnery must be a whole number from 0 to 8, not -5' } },
        { side: 1, problem: { message: 'Side B needs at least one unit.' } },
      ],
    });
  });

  it('finds the side and row of a server field numbered across both sides', () => {
    expect(rowOfField('units.0.unit', [2, 3])).toEqual({ side: 0, unit: 0 });
    expect(rowOfField('units.3.hex', [2, 3])).toEqual({ side: 1, unit: 1 });
    expect(rowOfField('units.9', [2, 3])).toBeNull();
    expect(rowOfField('boards', [2, 3])).toBeNull();
    expect(rowOfField(undefined, [2, 3])).toBeNull();
  });
});
