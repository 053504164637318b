/** A crew's gunnery and piloting skills scale a unit's Battle Value by a multiplier read from a 9×9 table. */
import { bookSource, TECHMANUAL, type Source } from '@marshal/core';

export const SKILL_MULTIPLIER_SOURCE: Source = bookSource(TECHMANUAL, {
  page: 315,
  table: 'Skill Multipliers (BV 2.0)',
  note: 'values as implemented by MegaMek BVCalculator',
});

/** Rows are gunnery 0–8, columns piloting 0–8. */
export const SKILL_MULTIPLIERS: readonly (readonly number[])[] = [
  [2.42, 2.31, 2.21, 2.1, 1.93, 1.75, 1.68, 1.59, 1.5],
  [2.21, 2.11, 2.02, 1.92, 1.76, 1.6, 1.54, 1.46, 1.38],
  [1.93, 1.85, 1.76, 1.68, 1.54, 1.4, 1.35, 1.28, 1.21],
  [1.66, 1.58, 1.51, 1.44, 1.32, 1.2, 1.16, 1.1, 1.04],
  [1.38, 1.32, 1.26, 1.2, 1.1, 1.0, 0.95, 0.9, 0.85],
  [1.31, 1.19, 1.13, 1.08, 0.99, 0.9, 0.86, 0.81, 0.77],
  [1.24, 1.12, 1.07, 1.02, 0.94, 0.85, 0.81, 0.77, 0.72],
  [1.17, 1.06, 1.01, 0.96, 0.88, 0.8, 0.76, 0.72, 0.68],
  [1.1, 0.99, 0.95, 0.9, 0.83, 0.75, 0.71, 0.68, 0.64],
];

const clampSkill = (skill: number): number => Math.min(8, Math.max(0, Math.trunc(skill)));

/** The multiplier for a gunnery/piloting pair; skills outside 0–8 are clamped. */
export function skillMultiplier(gunnery: number, piloting: number): number {
  return SKILL_MULTIPLIERS[clampSkill(gunnery)]![clampSkill(piloting)]!;
}

/**
 * Battle Value for a crew: the base BV is rounded first (half up), multiplied, then rounded half up again.
 * A tiny epsilon guards against products such as 1605 × 1.1 landing just under a .5 boundary in binary.
 */
export function adjustedBv(bv: number, gunnery: number, piloting: number): number {
  const base = Math.round(bv);
  const product = base * skillMultiplier(gunnery, piloting);
  return Math.round(product + 1e-9);
}
