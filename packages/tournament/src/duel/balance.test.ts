import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balanceDuel } from './balance';

const start = { gunnery: 3, piloting: 4 };

describe('balanceDuel', () => {
  it('equal BVs change nothing', () => {
    const r = balanceDuel(1000, 1000, start);
    expect(r.cheaper).toBeNull();
    expect(r.steps).toEqual([]);
  });
  it('improves piloting first, then gunnery, showing each multiplier', () => {
    // 1000 at 3/4 = 1320; 1100 at 3/4 = 1452. Step 1: 3/3 ×1.44 = 1440 (not above); step 2: 2/3 ×1.68 = 1680 (above).
    const r = balanceDuel(1000, 1100, start);
    expect(r.cheaper).toBe('a');
    expect(r.steps.map((s) => [s.improved, s.gunnery, s.piloting, s.multiplier, s.adjustedBv, s.exceeds])).toEqual([
      ['piloting', 3, 3, 1.44, 1440, false],
      ['gunnery', 2, 3, 1.68, 1680, true],
    ]);
    expect(r.a).toMatchObject({ gunnery: 2, piloting: 3, adjustedBv: 1680 });
    expect(r.b).toMatchObject({ gunnery: 3, piloting: 4, adjustedBv: 1452 });
    expect(r.steps[0]!.source).toMatchObject({ kind: 'book', page: 315 });
  });
  it('works when the second player is cheaper', () => {
    const r = balanceDuel(1500, 1400, start);
    expect(r.cheaper).toBe('b');
    expect(r.b.adjustedBv).toBeGreaterThan(r.a.adjustedBv);
  });
  it('stops at 0/0 when the gap cannot be closed', () => {
    const r = balanceDuel(500, 2000, start);
    expect(r.b.adjustedBv).toBe(2640);
    expect(r.a).toMatchObject({ gunnery: 0, piloting: 0, adjustedBv: 1210 });
    expect(r.steps).toHaveLength(7);
    expect(r.steps.map((s) => s.improved).join(',')).toBe('piloting,gunnery,piloting,gunnery,piloting,gunnery,piloting');
    expect(r.outcome).toMatch(/0\/0/);
  });
  it('property: the cheaper side ends above, or at 0/0; the dearer side never changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 4000 }), fc.integer({ min: 100, max: 4000 }), (x, y) => {
        const r = balanceDuel(x, y, start);
        if (!r.cheaper) return x === y;
        const c = r[r.cheaper];
        const d = r[r.cheaper === 'a' ? 'b' : 'a'];
        expect(d).toMatchObject({ gunnery: 3, piloting: 4 });
        expect(c.adjustedBv > d.adjustedBv || (c.gunnery === 0 && c.piloting === 0)).toBe(true);
        r.steps.slice(0, -1).forEach((s) => expect(s.exceeds).toBe(false));
        return true;
      }),
    );
  });
});
