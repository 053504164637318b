import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonSafe } from './module';

const roundTrip = (v: unknown): string => JSON.stringify(JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x))));

describe('jsonSafe', () => {
  it('gives what a JSON round trip gives (bigints as strings), byte for byte', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withObjectString: true, withTypedArray: true }), (v) => {
        fc.pre(v !== undefined);
        expect(JSON.stringify(jsonSafe({ v, list: [v, undefined, () => 1] }))).toBe(roundTrip({ v, list: [v, undefined, () => 1] }));
      }),
      { numRuns: 500 },
    );
  });
  it('copies rulings with exact odds, dropping undefined fields and turning -0, NaN and Infinity as JSON does', () => {
    const report = { odds: { successes: 15n, outcomes: 36n, probability: 15 / 36 }, gone: undefined, z: -0, n: NaN, i: -Infinity, when: new Date(0), ['__proto__']: 1 };
    const copy = jsonSafe(report) as Record<string, unknown>;
    expect(JSON.stringify(copy)).toBe(roundTrip(report));
    expect(copy.odds).not.toBe(report.odds);
    expect(Object.is(copy.z, 0)).toBe(true);
  });
});
