import { type Modifier, modifier } from '@marshal/core';
import { INFANTRY_RANGE_SOURCE, INFANTRY_RANGE_TABLE } from '../../tables/infantry-weapons';

/** Conventional infantry range: the modifier for the distance from the weapon's row of the range table, point-blank extras in the platoon's own hex. */
export interface InfantryRangeResult {
  readonly mods: Modifier[];
  readonly outOfRange: boolean;
  readonly reach: number;
}

export function infantryRangeModifiers(range: number, distance: number, pointBlank: readonly Modifier[]): InfantryRangeResult {
  const row = INFANTRY_RANGE_TABLE[Math.max(0, Math.min(range, INFANTRY_RANGE_TABLE.length - 1))]!;
  const reach = row[row.length - 1]!.upTo;
  const step = row.find((s) => distance <= s.upTo);
  if (!step || distance < 0) return { mods: [], outOfRange: true, reach };
  const mods: Modifier[] = [];
  if (step.modifier !== 0)
    mods.push(
      modifier('infantry-range', `infantry range ${range} weapon at ${distance} hex${distance === 1 ? '' : 'es'}`, step.modifier, INFANTRY_RANGE_SOURCE),
    );
  if (distance === 0) mods.push(...pointBlank);
  return { mods, outOfRange: false, reach };
}
