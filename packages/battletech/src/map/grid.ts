// Looking up hexes of a grid by coordinate, with the off-map case explicit.
import { type Hex, hexLabel } from '@marshal/core';
import type { HexGrid } from './board';
import type { MapHex } from './terrain';

export const onGrid = (g: HexGrid, h: Hex): boolean => h.col >= 0 && h.row >= 0 && h.col < g.width && h.row < g.height;

export function hexAt(g: HexGrid, h: Hex): MapHex | undefined {
  return onGrid(g, h) ? g.hexes[h.row * g.width + h.col] : undefined;
}

/** Label digits for a grid: 2, or more when it is wider or taller than 99 hexes. */
export const labelDigits = (g: HexGrid): number => Math.max(2, String(Math.max(g.width, g.height)).length);

export const gridLabel = (g: HexGrid, h: Hex): string => (g.width < 100 && g.height < 100 ? hexLabel(h) : hexLabel(h, labelDigits(g)));

/** Every hex of the grid in row-major order. */
export function allHexes(g: HexGrid): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < g.height; row++) for (let col = 0; col < g.width; col++) out.push({ col, row });
  return out;
}
