import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WILSON_SOURCE, wilsonInterval } from './interval';

describe('Wilson score interval', () => {
  it('matches worked values: 5 of 10, 0 of 10 and 10 of 10', () => {
    const half = wilsonInterval(5, 10);
    expect(half.p).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilsonInterval(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const all = wilsonInterval(10, 10);
    expect(all.low).toBeCloseTo(0.7225, 4);
    expect(all.high).toBe(1);
  });

  it('narrows as runs grow and cites Wilson 1927', () => {
    const small = wilsonInterval(60, 100);
    const big = wilsonInterval(600, 1000);
    expect(big.high - big.low).toBeLessThan(small.high - small.low);
    expect(small.source).toBe(WILSON_SOURCE);
    expect(JSON.stringify(WILSON_SOURCE)).toContain('1927');
  });

  it('always holds the observed share inside [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (runs, share) => {
        const count = Math.round(share * runs);
        const w = wilsonInterval(count, runs);
        expect(w.low).toBeGreaterThanOrEqual(0);
        expect(w.high).toBeLessThanOrEqual(1);
        expect(w.low).toBeLessThanOrEqual(w.p + 1e-12);
        expect(w.high).toBeGreaterThanOrEqual(w.p - 1e-12);
      }),
    );
  });

  it('says nothing is known with no runs', () => {
    expect(wilsonInterval(0, 0)).toMatchObject({ p: 0, low: 0, high: 1 });
  });
});
