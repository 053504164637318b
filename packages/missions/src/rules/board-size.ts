/** Suggested number of mapsheets from the units that count, and how the defender must lay out the sheets chosen. */
import { z } from 'zod';
import { MarshalError, type Source, defaultSource, parseWith } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionUnit } from '../units';

export interface BoardSizeRow {
  readonly units: readonly [number, number];
  readonly sheets: number;
}

export interface BoardSizeTable {
  readonly id: string;
  readonly source: Source;
  readonly rows: readonly BoardSizeRow[];
}

const rowSchema = z.object({ units: z.tuple([z.number().int().min(0), z.number().int().min(0)]), sheets: z.number().int().min(1).max(6) });
const tableSchema = z.object({ id: z.string().min(1), rows: z.array(rowSchema).min(1) });

/** Rows must cover 0 units upwards without gaps or overlaps; the last row may be open-ended via a large max. */
export function defineBoardSizeTable(table: BoardSizeTable): BoardSizeTable {
  let next = 0;
  for (const [i, row] of table.rows.entries()) {
    if (row.units[0] !== next)
      throw new MarshalError('board-size-table', `row ${i + 1} starts at ${row.units[0]} units; expected ${next}`, { field: `rows.${i}.units` });
    if (row.units[1] < row.units[0]) throw new MarshalError('board-size-table', `row ${i + 1} is empty`, { field: `rows.${i}.units` });
    next = row.units[1] + 1;
  }
  return Object.freeze(table);
}

/**
 * The seed refers to a table that is not in it. This default gives one sheet per four counted units
 * (rounded up), with 17–24 units on six sheets because the seed names no layout for five.
 */
export const DEFAULT_BOARD_SIZE_TABLE = defineBoardSizeTable({
  id: 'mof-board-size-default',
  source: defaultSource(
    'Mechwarriors of Fortune board-size table',
    'one mapsheet per four counted units, rounded up; 17–24 units use six sheets (no five-sheet layout is given); matches Break the Line using four sheets for a typical two-lance-a-side game',
  ),
  rows: [
    { units: [0, 4], sheets: 1 },
    { units: [5, 8], sheets: 2 },
    { units: [9, 12], sheets: 3 },
    { units: [13, 16], sheets: 4 },
    { units: [17, 9999], sheets: 6 },
  ],
});

/** Load a user-supplied table (JSON) in place of the default; errors name the field. */
export function parseBoardSizeTable(input: unknown, file?: string): BoardSizeTable {
  const parsed = parseWith(tableSchema, input, 'board-size table', file);
  return defineBoardSizeTable({
    id: parsed.id,
    source: { kind: 'house-rule', id: parsed.id, note: `board-size table loaded from ${file ?? 'user data'}` },
    rows: parsed.rows.map((r) => ({ units: [r.units[0], r.units[1]] as const, sheets: r.sheets })),
  });
}

export interface BoardSuggestion {
  readonly countedUnits: number;
  readonly sheets: number;
  readonly reasons: readonly { readonly text: string; readonly source: Source }[];
}

export function suggestBoardSize(units: readonly MissionUnit[], table: BoardSizeTable = DEFAULT_BOARD_SIZE_TABLE): BoardSuggestion {
  const counted = units.filter((u) => u.countsForBoardSize).length;
  const row = table.rows.find((r) => counted >= r.units[0] && counted <= r.units[1]) ?? table.rows[table.rows.length - 1]!;
  return {
    countedUnits: counted,
    sheets: row.sheets,
    reasons: [
      {
        text: `${counted} 'Mechs, vehicles and aerospace fighters in both forces (infantry and battle armour ignored)`,
        source: s000('Mission Set Up', 'rule 2'),
      },
      { text: `${row.units[0]}–${row.units[1] >= 9999 ? '∞' : row.units[1]} units → ${row.sheets} sheet${row.sheets === 1 ? '' : 's'}`, source: table.source },
    ],
  };
}

export interface SheetLayout {
  readonly sheets: number;
  readonly columns: number;
  readonly rows: number;
  readonly note: string;
  readonly source: Source;
}

/** The defender picks 1–6 sheets; 2 or 3 go long edge to long edge, 4 as 2×2, 6 as 2×3. */
export function sheetLayout(sheets: number, chosen?: { readonly rows: number; readonly cols: number }): SheetLayout {
  const src = s000('Mission Set Up', 'rule 3');
  if (chosen) return chosenLayout(sheets, chosen);
  switch (sheets) {
    case 1:
      return { sheets, columns: 1, rows: 1, note: 'a single sheet', source: src };
    case 2:
    case 3:
      return { sheets, columns: sheets, rows: 1, note: 'long edge to long edge', source: src };
    case 4:
      return { sheets, columns: 2, rows: 2, note: '2×2', source: src };
    case 6:
      return { sheets, columns: 3, rows: 2, note: '2×3', source: src };
    case 5:
      return {
        sheets,
        columns: 3,
        rows: 2,
        note: 'the seed gives no layout for five sheets: the defender places them as he likes (shown as a 2×3 grid with one gap)',
        source: defaultSource('five-sheet layout', 'not covered by the seed; the defender chooses'),
      };
    default:
      throw new MarshalError('sheet-count', `the defender may choose 1 to 6 sheets, not ${sheets}`, { field: 'sheets' });
  }
}

/** A layout the players lay out themselves: every row but the last full, no empty row. */
function chosenLayout(sheets: number, { rows, cols }: { readonly rows: number; readonly cols: number }): SheetLayout {
  if (sheets < 1 || sheets > 6) throw new MarshalError('sheet-count', `the defender may choose 1 to 6 sheets, not ${sheets}`, { field: 'sheets' });
  if (rows * cols < sheets || rows * cols - sheets >= cols)
    throw new MarshalError('sheet-layout', `${sheets} sheet${sheets === 1 ? '' : 's'} cannot be laid out in ${rows} row${rows === 1 ? '' : 's'} of ${cols}`, {
      field: 'layout',
    });
  const gap = rows * cols - sheets;
  return {
    sheets,
    columns: cols,
    rows,
    note: `${rows} row${rows === 1 ? '' : 's'} of ${cols}${gap ? ` with ${gap} gap${gap === 1 ? '' : 's'}` : ''}, as the players laid them out`,
    source: { kind: 'house-rule', id: 'custom-layout', note: 'sheet layout chosen by the players (Mission Set Up rule 3 gives the usual ones)' },
  };
}
