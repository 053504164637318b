import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adjustedBv, SKILL_MULTIPLIERS, skillMultiplier } from './skill-multipliers';

describe('BV2 skill multipliers', () => {
  it('is 9×9 and 1.00 at the standard 4/5 crew', () => {
    expect(SKILL_MULTIPLIERS).toHaveLength(9);
    for (const row of SKILL_MULTIPLIERS) expect(row).toHaveLength(9);
    expect(skillMultiplier(4, 5)).toBe(1);
  });
  it('reads gunnery as the row and piloting as the column', () => {
    expect(skillMultiplier(0, 8)).toBe(1.5);
    expect(skillMultiplier(8, 0)).toBe(1.1);
    expect(skillMultiplier(3, 4)).toBe(1.32);
  });
  it('clamps skills outside 0–8', () => {
    expect(skillMultiplier(-1, 12)).toBe(skillMultiplier(0, 8));
  });
  it('rounds the base first and the product half up', () => {
    expect(adjustedBv(1897, 4, 5)).toBe(1897);
    expect(adjustedBv(1897.5, 4, 5)).toBe(1898);
    expect(adjustedBv(1000, 3, 4)).toBe(1320);
    expect(adjustedBv(1605, 4, 4)).toBe(1766); // 1765.5 rounds up
    expect(adjustedBv(150, 5, 6)).toBe(129); // 129.0
  });
  it('gets better with better skills (monotone in both)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 7 }), (g, p) => {
        expect(skillMultiplier(g, p)).toBeGreaterThanOrEqual(skillMultiplier(g, p + 1));
        if (g < 8) expect(skillMultiplier(g, p)).toBeGreaterThanOrEqual(skillMultiplier(g + 1, p));
      }),
    );
  });
});
