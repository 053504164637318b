import { describe, expect, it } from 'vitest';
import { MarshalError } from '@marshal/core';
import { parseMtf } from '../parse/mtf';
import { bundled } from '../../test/bundled';
import { availabilityFromMul, isAvailable } from '../availability/availability';
import { findEra } from '../catalog/eras';
import { parseRulesList, parseTonsRange, searchUnits } from './search';

const load = (p: string) => ({ unit: parseMtf(bundled(p), p) });
const units = [
  load('mechs/3039u/Atlas AS7-D.mtf'),
  load('mechs/3039u/Locust LCT-1V.mtf'),
  load('mechs/3039u/Griffin GRF-1N.mtf'),
  load('mechs/3050U/Mad Cat (Timber Wolf) Prime.mtf'),
];
const names = (r: { results: readonly { unit: { name: string } }[] }) => r.results.map((e) => e.unit.name);

const mul = availabilityFromMul(
  [
    { name: 'Griffin GRF-1N', id: '1', bv: '1,272' },
    { name: 'Atlas AS7-D', id: '2' },
  ],
  {
    factions: { 'Federated Suns': ['1'], Unique: [] },
    eras: { Jihad: ['1'] },
    factionEras: { 'Federated Suns:Jihad': ['1'], 'Draconis Combine:Star League': ['2'] },
  },
  { units: 'u.json', eraFaction: 'e.json' },
);

describe('unit search', () => {
  it('filters by tonnage, jumping and rules level, sorted by name', () => {
    expect(names(searchUnits(units, { tons: parseTonsRange('40-55') }))).toEqual(['Griffin GRF-1N']);
    expect(names(searchUnits(units, { jump: false }))).toEqual(['Atlas AS7-D', 'Locust LCT-1V', 'Mad Cat (Timber Wolf) Prime']);
    expect(names(searchUnits(units, { rules: parseRulesList('intro') }))).toEqual(['Atlas AS7-D', 'Griffin GRF-1N', 'Locust LCT-1V']);
    expect(names(searchUnits(units, { text: 'timber' }))).toEqual(['Mad Cat (Timber Wolf) Prime']);
  });

  it('filters by era and faction with availability data, by introduction year without', () => {
    expect(names(searchUnits(units, { era: 'jihad', faction: 'FS' }, mul))).toEqual(['Griffin GRF-1N']);
    expect(names(searchUnits(units, { era: 'star-league' }))).toEqual(['Atlas AS7-D', 'Griffin GRF-1N', 'Locust LCT-1V']);
    expect(isAvailable(mul, 'Atlas AS7-D', 'DC', 'Star League')).toBe(true);
    expect(isAvailable(mul, 'Locust LCT-1V', 'DC', 'Star League')).toBeUndefined();
  });

  it('rejects bad filters with the field named', () => {
    expect(() => parseTonsRange('55-40')).toThrow(MarshalError);
    expect(() => parseRulesList('intro,basic')).toThrow(/unknown rules level "basic"/);
    expect(() => searchUnits(units, { era: 'bronze age' })).toThrow(/unknown era/);
    expect(findEra('Late Succession War - LosTech')?.start).toBe(2901);
  });

  it('reads a MUL export and reports its format errors with file and field', () => {
    expect(mul.units['griffin grf 1n']).toMatchObject({ mulId: 1, bv: 1272, factionEras: ['Federated Suns:Jihad'] });
    expect(() => availabilityFromMul([{ id: 3 }], { factions: {}, eras: {}, factionEras: {} }, { units: 'u.json', eraFaction: 'e.json' })).toThrow(
      /u\.json.*field 0\.name/,
    );
  });
});
