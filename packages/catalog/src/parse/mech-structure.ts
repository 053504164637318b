/** A 'Mech's internal structure points per location follow from its tonnage (TechManual structure table). */
import { bookSource, TECHMANUAL } from '@marshal/core';
import type { WeightClass } from '../model';

export const STRUCTURE_TABLE_SOURCE = bookSource(TECHMANUAL, { page: 47, table: 'Internal Structure Table' });

/** tonnage → [head, centre torso, side torso, arm, leg]. */
const TABLE: Readonly<Record<number, readonly [number, number, number, number, number]>> = {
  10: [3, 4, 3, 1, 2],
  15: [3, 5, 4, 2, 3],
  20: [3, 6, 5, 3, 4],
  25: [3, 8, 6, 4, 6],
  30: [3, 10, 7, 5, 7],
  35: [3, 11, 8, 6, 8],
  40: [3, 12, 10, 6, 10],
  45: [3, 14, 11, 7, 11],
  50: [3, 16, 12, 8, 12],
  55: [3, 18, 13, 9, 13],
  60: [3, 20, 14, 10, 14],
  65: [3, 21, 15, 10, 15],
  70: [3, 22, 15, 11, 15],
  75: [3, 23, 16, 12, 16],
  80: [3, 25, 17, 13, 17],
  85: [3, 27, 18, 14, 18],
  90: [3, 29, 19, 15, 19],
  95: [3, 30, 20, 16, 20],
  100: [3, 31, 21, 17, 21],
  105: [4, 32, 22, 17, 22],
  110: [4, 33, 23, 18, 23],
  115: [4, 35, 24, 19, 24],
  120: [4, 36, 25, 20, 25],
  125: [4, 38, 26, 21, 26],
  130: [4, 39, 27, 21, 27],
  135: [4, 41, 28, 22, 28],
  140: [4, 42, 29, 23, 29],
  145: [4, 44, 31, 24, 31],
  150: [4, 45, 32, 25, 32],
  155: [4, 47, 33, 26, 33],
  160: [4, 48, 34, 26, 34],
  165: [4, 50, 35, 27, 35],
  170: [4, 51, 36, 28, 36],
  175: [4, 53, 37, 29, 37],
  180: [4, 54, 38, 30, 38],
  185: [4, 56, 39, 31, 39],
  190: [4, 57, 40, 31, 40],
  195: [4, 59, 41, 32, 41],
  200: [4, 60, 42, 33, 42],
};

export const isValidMechTonnage = (tons: number): boolean => TABLE[tons] !== undefined;

/** Structure per location for the given location codes (arms and legs of quads and tripods use the leg value). */
export function mechInternalStructure(tons: number, locations: readonly string[]): Record<string, number> {
  const row = TABLE[tons];
  if (!row) return {};
  const [head, ct, side, arm, leg] = row;
  const byLoc: Record<string, number> = { HD: head, CT: ct, LT: side, RT: side, LA: arm, RA: arm };
  const out: Record<string, number> = {};
  for (const loc of locations) out[loc] = byLoc[loc] ?? leg;
  return out;
}

export function mechWeightClass(tons: number): WeightClass {
  if (tons < 20) return 'ultralight';
  if (tons <= 35) return 'light';
  if (tons <= 55) return 'medium';
  if (tons <= 75) return 'heavy';
  if (tons <= 100) return 'assault';
  return 'superheavy';
}

/** Run MP is walking MP × 1.5, rounded up. */
export const runMp = (walk: number): number => Math.ceil(walk * 1.5);
