import { describe, expect, it } from 'vitest';
import { MarshalError } from '@marshal/core';
import { parseMtf } from '../parse/mtf';
import { bundled, bundledFiles } from '../../test/bundled';
import { availabilityFromMul, isAvailable } from '../availability/availability';
import { findEra } from '../catalog/eras';
import { parseRulesList, parseTonsRange, rankByText, searchUnits } from './search';

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

  describe("ranks a text search: the unit named exactly, then the chassis' original variant, then by year", () => {
    // Every bundled variant of these chassis (and the chassis whose names contain them: Locust IIC, Marauder II, …).
    const chassis = bundledFiles('mechs', '.mtf')
      .filter((p) => /\/(Locust|Marauder|Atlas|Mad Cat)[^/]*\.mtf$/.test(p))
      .map(load);
    const first = (text: string, n = 1) => names(searchUnits(chassis, { text, limit: n }));

    it('"Locust" gives the LCT-1V, "Marauder" the MAD-3R and "Atlas" the AS7-D first, not the alphabetically first', () => {
      expect(chassis.length).toBeGreaterThan(60);
      expect(first('Locust')).toEqual(['Locust LCT-1V']);
      // Not the earlier but Standard-rules MAD-1R (2612) or AS7-D-HT (2750): the original is the first Introductory variant.
      expect(first('marauder')).toEqual(['Marauder MAD-3R']);
      expect(first('Atlas')).toEqual(['Atlas AS7-D']);
      // then the chassis' other variants by introduction year, before other chassis whose names contain the word
      const locusts = first('locust', 100);
      expect(locusts.slice(1, 3)).toEqual(['Locust LCT-1S', 'Locust LCT-1M']);
      const firstOther = locusts.findIndex((n) => !/^Locust LCT-|^Locust C$/.test(n));
      expect(locusts.slice(firstOther).every((n) => !/^Locust LCT-/.test(n))).toBe(true);
    });

    it('an exact name or model comes first of all; the total still counts every match', () => {
      expect(first('MAD-1R')).toEqual(['Marauder MAD-1R']);
      expect(first('atlas as7-k')).toEqual(['Atlas AS7-K']);
      // the chassis and the start of a model: still the chassis' original first (AS7-D, not the earlier AS7-D-HT)
      expect(first('Atlas AS7', 2)).toEqual(['Atlas AS7-D', 'Atlas AS7-D-HT']);
      expect(first('Timber Wolf')).toEqual(['Mad Cat (Timber Wolf) Prime']);
      expect(first('mad cat')).toEqual(['Mad Cat (Timber Wolf) Prime']);
      const r = searchUnits(chassis, { text: 'atlas', limit: 10 });
      expect(r.results).toHaveLength(10);
      expect(r.total).toBeGreaterThan(20);
    });

    it('orders by year then name when nothing is named exactly, and a search without text stays by name', () => {
      const years = rankByText(chassis, 'AS7').map((e) => e.unit.introYear);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      expect(names(searchUnits(units, {}))).toEqual(['Atlas AS7-D', 'Griffin GRF-1N', 'Locust LCT-1V', 'Mad Cat (Timber Wolf) Prime']);
    });
  });
});
