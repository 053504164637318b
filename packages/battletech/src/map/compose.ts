// Builds a playing area from mapsheets laid out in a grid, rotating sheets and naming the map's edges.
import { MarshalError, seedSource, type Source } from '@marshal/core';
import type { Board, BoardProblem, HexGrid } from './board';
import type { MapHex, TerrainEntry } from './terrain';

/** Where one sheet sits in a composed map. */
export interface SheetPlacement {
  readonly name: string;
  readonly row: number;
  readonly col: number;
  readonly rotated: boolean;
  /** Top-left hex of the sheet in map coordinates and its size. */
  readonly origin: { readonly col: number; readonly row: number };
  readonly width: number;
  readonly height: number;
}

export type EdgeName = 'north' | 'south' | 'east' | 'west';

export interface MapEdge {
  readonly name: EdgeName;
  /** The longer pair of edges is broad, the shorter pair narrow (equal: both broad). */
  readonly kind: 'broad' | 'narrow';
  /** How many hexes lie along the edge. */
  readonly hexes: number;
}

export interface GameMap extends HexGrid {
  readonly name: string;
  readonly sheets: readonly SheetPlacement[];
  readonly edges: readonly MapEdge[];
  readonly problems: readonly (BoardProblem & { sheet: string })[];
}

export interface Layout {
  readonly rows: number;
  readonly cols: number;
  readonly source: Source;
}

/** The most a composed map may hold (docs/security.md): a layout of at most 8 rows or columns and 16 sheets, 100,000 hexes in all. */
export const MAP_LIMITS = Object.freeze({ maxRows: 8, maxCols: 8, maxSheets: 16, maxHexes: 100_000 });

const SETUP_RULE = seedSource('000', 'Mission Set Up, rule 3', '2 or 3 sheets long edge to long edge; 4 as 2×2; 6 as 2×3');

/** A sheet drawn wider than tall (e.g. 32×17): its north and south edges are the long ones. */
const drawnWide = (sheet: { width: number; height: number }): boolean => 1.5 * sheet.width + 0.5 > Math.sqrt(3) * (sheet.height + 0.5);

/**
 * The standard layout for a number of sheets: 2 or 3 long edge to long edge — side by side for standard 16×17 sheets
 * (their east/west edges are the long ones), one above the other for sheets drawn wider than tall — 4 as 2×2, 6 as 2×3.
 */
export function standardLayout(count: number, sheet: { width: number; height: number } = { width: 16, height: 17 }): Layout {
  const table: Record<number, [number, number]> = { 1: [1, 1], 2: [1, 2], 3: [1, 3], 4: [2, 2], 6: [2, 3] };
  const rc = table[count];
  if (!rc)
    throw new MarshalError('map-layout', `no standard layout for ${count} sheets (1, 2, 3, 4 or 6); give one, e.g. --layout 1x${count}`, { field: 'layout' });
  const stacked = (count === 2 || count === 3) && drawnWide(sheet);
  return { rows: stacked ? rc[1] : rc[0], cols: stacked ? rc[0] : rc[1], source: SETUP_RULE };
}

/** Parse "ROWSxCOLS", e.g. "2x3" = two rows of three sheets. */
export function parseLayout(text: string): Layout {
  const m = /^\s*(\d{1,3})\s*[x×]\s*(\d{1,3})\s*$/i.exec(text);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    throw new MarshalError('map-layout', `layout "${text.slice(0, 40)}" must be ROWSxCOLS, e.g. 2x3`, { field: 'layout' });
  checkLayout(Number(m[1]), Number(m[2]));
  return {
    rows: Number(m[1]),
    cols: Number(m[2]),
    source: { kind: 'house-rule', id: 'custom-layout', note: `${m[1]} rows of ${m[2]} sheets, chosen by the players` },
  };
}

function checkLayout(rows: number, cols: number): void {
  const { maxRows, maxCols, maxSheets } = MAP_LIMITS;
  if (!(Number.isInteger(rows) && Number.isInteger(cols) && rows >= 1 && cols >= 1 && rows <= maxRows && cols <= maxCols && rows * cols <= maxSheets))
    throw new MarshalError(
      'map-layout',
      `a layout of ${rows}x${cols} sheets is more than Marshal composes (at most ${maxRows} rows, ${maxCols} columns, ${maxSheets} sheets)`,
      { field: 'layout' },
    );
}

const rotateExits = (exits: number): number => ((exits << 3) | (exits >> 3)) & 63;

function rotateHex(h: MapHex): MapHex {
  const terrain: Record<string, TerrainEntry> = {};
  for (const [k, t] of Object.entries(h.terrain)) terrain[k] = t.exits === undefined ? t : { level: t.level, exits: rotateExits(t.exits) };
  return { ...h, terrain };
}

/** A board turned 180°: hex (c, r) moves to (W−1−c, H−1−r) and hexside exits turn by three. */
export function rotateBoard(b: Board): Board {
  const hexes: MapHex[] = new Array<MapHex>(b.hexes.length);
  for (let row = 0; row < b.height; row++)
    for (let col = 0; col < b.width; col++) hexes[(b.height - 1 - row) * b.width + (b.width - 1 - col)] = rotateHex(b.hexes[row * b.width + col]!);
  const problems: readonly BoardProblem[] =
    b.width % 2
      ? [...b.problems, { severity: 'warning', line: 0, message: 'odd-width board turned 180°: its column offsets no longer match the sheet next to it' }]
      : b.problems;
  return { ...b, name: `${b.name} (rotated)`, hexes, problems };
}

/** The map's edges; broad/narrow from the drawn lengths (a column is 1.5 hex radii wide, a row √3 tall). */
export function mapEdges(g: HexGrid): MapEdge[] {
  const across = 1.5 * g.width + 0.5;
  const down = Math.sqrt(3) * (g.height + 0.5);
  const ns: 'broad' | 'narrow' = across >= down ? 'broad' : 'narrow';
  const ew: 'broad' | 'narrow' = down >= across ? 'broad' : 'narrow';
  return [
    { name: 'north', kind: ns, hexes: g.width },
    { name: 'south', kind: ns, hexes: g.width },
    { name: 'east', kind: ew, hexes: g.height },
    { name: 'west', kind: ew, hexes: g.height },
  ];
}

export interface SheetChoice {
  readonly board: Board;
  readonly rotated?: boolean;
}

/** Lay sheets out row by row (`layout.rows` × `layout.cols`); every sheet in a row must share its height, every column its width. */
export function composeMap(sheets: readonly SheetChoice[], layout: Layout = standardLayout(sheets.length, sheets[0]?.board), name?: string): GameMap {
  checkLayout(layout.rows, layout.cols);
  if (sheets.length !== layout.rows * layout.cols)
    throw new MarshalError('map-layout', `layout ${layout.rows}x${layout.cols} needs ${layout.rows * layout.cols} sheets, got ${sheets.length}`, {
      field: 'layout',
    });
  const boards = sheets.map((s) => (s.rotated ? rotateBoard(s.board) : s.board));
  const at = (r: number, c: number) => boards[r * layout.cols + c]!;
  const colWidths = Array.from({ length: layout.cols }, (_, c) => at(0, c).width);
  const rowHeights = Array.from({ length: layout.rows }, (_, r) => at(r, 0).height);
  boards.forEach((b, i) => {
    const r = Math.floor(i / layout.cols);
    const c = i % layout.cols;
    if (b.width !== colWidths[c] || b.height !== rowHeights[r])
      throw new MarshalError(
        'map-layout',
        `sheet ${i + 1} "${sheets[i]!.board.name}" is ${b.width}×${b.height}; its row needs height ${rowHeights[r]} and its column width ${colWidths[c]}`,
        { field: `sheets[${i}]` },
      );
  });
  const width = colWidths.reduce((a, b) => a + b, 0);
  const height = rowHeights.reduce((a, b) => a + b, 0);
  if (width * height > MAP_LIMITS.maxHexes)
    throw new MarshalError('map-layout', `the composed map would be ${width}×${height} = ${width * height} hexes; at most ${MAP_LIMITS.maxHexes}`, {
      field: 'layout',
    });
  const hexes = new Array<MapHex>(width * height);
  const placements: SheetPlacement[] = [];
  const problems: (BoardProblem & { sheet: string })[] = [];
  boards.forEach((b, i) => {
    const r = Math.floor(i / layout.cols);
    const c = i % layout.cols;
    const origin = { col: colWidths.slice(0, c).reduce((a, x) => a + x, 0), row: rowHeights.slice(0, r).reduce((a, x) => a + x, 0) };
    for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) hexes[(origin.row + y) * width + origin.col + x] = b.hexes[y * b.width + x]!;
    placements.push({ name: sheets[i]!.board.name, row: r, col: c, rotated: !!sheets[i]!.rotated, origin, width: b.width, height: b.height });
    for (const p of b.problems) problems.push({ ...p, sheet: sheets[i]!.board.name });
    if (c < layout.cols - 1 && b.width % 2)
      problems.push({ severity: 'warning', line: 0, message: 'odd-width sheet: the sheet to its east is offset by half a hex', sheet: b.name });
  });
  const grid = { width, height, hexes };
  return { name: name ?? placements.map((p) => p.name).join(' + '), ...grid, sheets: placements, edges: mapEdges(grid), problems };
}

/** A single board as a map. */
export const boardAsMap = (b: Board): GameMap => composeMap([{ board: b }], standardLayout(1), b.name);

export const OPPOSITE_EDGE: Readonly<Record<EdgeName, EdgeName>> = { north: 'south', south: 'north', east: 'west', west: 'east' };

/** The hexes within `depth` hexes of an edge (a deployment zone along it), row-major. */
export function edgeHexes(g: HexGrid, edge: EdgeName, depth: number): { col: number; row: number }[] {
  const out: { col: number; row: number }[] = [];
  for (let row = 0; row < g.height; row++)
    for (let col = 0; col < g.width; col++) {
      const inside = edge === 'north' ? row < depth : edge === 'south' ? row >= g.height - depth : edge === 'west' ? col < depth : col >= g.width - depth;
      if (inside) out.push({ col, row });
    }
  return out;
}
