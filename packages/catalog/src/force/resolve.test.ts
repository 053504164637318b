import { describe, expect, it } from 'vitest';
import { sample, testCatalog } from '../../test/force-samples';
import { parseMul } from './mul';
import { forceCatalogIndex, resolveForce, suggestUnits } from './resolve';
import type { ImportedUnit } from './mul';

const catalog = testCatalog();
const index = forceCatalogIndex(catalog);
const entry = (chassis: string, model: string, line = 1): ImportedUnit => ({ chassis, model, type: '', pilot: { gunnery: 4, piloting: 5 }, line });
const idOf = (name: string) => catalog.find((e) => e.unit.name === name)!.unit.id;

describe('resolveForce', () => {
  it('matches exactly, then ignoring case and spaces, then punctuation, and MegaMek-style swapped names', () => {
    const r = resolveForce(
      [
        entry('Atlas', 'AS7-D', 1),
        entry('  atlas ', 'as7-d', 2),
        entry('LOCUST', 'LCT1V', 3),
        entry('Mad Cat  (Timber Wolf)', 'prime', 4),
        entry('GRF-1N', 'Griffin', 5),
      ],
      index,
    );
    expect(r.problems).toEqual([]);
    expect(r.units.map((u) => u.unitId)).toEqual([
      idOf('Atlas AS7-D'),
      idOf('Atlas AS7-D'),
      idOf('Locust LCT-1V'),
      idOf('Mad Cat (Timber Wolf) Prime'),
      idOf('Griffin GRF-1N'),
    ]);
    expect(r.units[2]).toMatchObject({ chassis: 'Locust', model: 'LCT-1V', pilot: { gunnery: 4, piloting: 5 } });
    expect(r.lines).toEqual([1, 2, 3, 4, 5]);
    expect(r.facts[0]).toMatchObject({ name: 'Atlas AS7-D', tons: 100, bv: 1897 });
  });

  it('names every unit it cannot find with its line, and suggests close names', () => {
    const r = resolveForce(parseMul(sample('battle-record.mul'), 'battle-record.mul'), catalog);
    expect(r.units.map((u) => `${u.chassis} ${u.model}`)).toEqual(['Wasp WSP-1A']);
    expect(r.units[0]!.pilot).toEqual({ name: 'Kai Brandt', gunnery: 2, piloting: 3 });
    expect(r.problems).toEqual([
      { line: 15, message: "line 15: no unit 'Atlas AS7-Z' in the catalog; did you mean 'Atlas AS7-D'?", suggestions: ['Atlas AS7-D'] },
      { line: 23, message: "line 23: no unit 'Grifin GRF-1N' in the catalog; did you mean 'Griffin GRF-1N'?", suggestions: ['Griffin GRF-1N'] },
    ]);
    expect(resolveForce([entry('Zeus', 'ZEU-6S', 9)], index).problems).toEqual([{ line: 9, message: "line 9: no unit 'Zeus ZEU-6S' in the catalog" }]);
  });

  it('suggests at most three names, nearest first', () => {
    expect(suggestUnits(index, 'Locust', 'LCT-1X')).toEqual(['Locust LCT-1V']);
    expect(suggestUnits(index, 'Nothing', 'At All')).toEqual([]);
  });
});
