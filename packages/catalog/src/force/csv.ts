/** Forces as CSV: a header `chassis,model,pilot,gunnery,piloting`, then one unit a line; quoted cells as spreadsheets write them. */
import { MarshalError, checkTextLimits } from '@marshal/core';
import { DEFAULT_GUNNERY, DEFAULT_PILOTING, FORCE_LIMITS, type Force } from './force';
import type { ImportedUnit } from './mul';

export const FORCE_CSV_COLUMNS = ['chassis', 'model', 'pilot', 'gunnery', 'piloting'] as const;

export const FORCE_CSV_LIMITS = Object.freeze({ maxChars: 200_000, maxLines: FORCE_LIMITS.maxUnits + 1 + 200, maxLineLength: 2_000 });

type Column = (typeof FORCE_CSV_COLUMNS)[number];

/** Cells of one record; a quoted cell may hold commas and doubled quotes (not line breaks: one unit, one line). */
function splitLine(line: string, file: string, lineNo: number): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let cell = '';
      i++;
      for (;;) {
        if (i >= line.length) throw new MarshalError('csv-format', 'a quoted cell is not closed', { file, line: lineNo });
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += line[i++];
      }
      if (i < line.length && line[i] !== ',') throw new MarshalError('csv-format', 'text after a closing quote', { file, line: lineNo });
      cells.push(cell);
    } else {
      const end = line.indexOf(',', i);
      cells.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) return cells;
    i++;
  }
}

/** A cell written with a leading apostrophe so a spreadsheet does not run it as a formula gets it taken off again. */
const unguard = (cell: string): string => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readHeader(cells: readonly string[], file: string): Map<Column, number> {
  const at = new Map<Column, number>();
  cells.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    const column = FORCE_CSV_COLUMNS.find((c) => c === name);
    if (!column)
      throw new MarshalError('csv-format', `unknown column "${raw.trim().slice(0, 40)}"; the columns are ${FORCE_CSV_COLUMNS.join(', ')}`, { file, line: 1 });
    if (at.has(column)) throw new MarshalError('csv-format', `the column "${column}" appears twice`, { file, line: 1 });
    at.set(column, i);
  });
  if (!at.has('chassis')) throw new MarshalError('csv-format', `the first line must name the columns: ${FORCE_CSV_COLUMNS.join(',')}`, { file, line: 1 });
  return at;
}

// eslint-disable-next-line no-control-regex -- a tab or escape in a name is refused, not stored
const CONTROL = /[\u0000-\u001f\u007f]/;

function readSkill(text: string | undefined, column: 'gunnery' | 'piloting', fallback: number, file: string, line: number): number {
  if (text === undefined) return fallback;
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t) || Number(t) > FORCE_LIMITS.maxSkill)
    throw new MarshalError(
      'csv-format',
      t ? `${column} "${t.slice(0, 20)}" is not a whole number from 0 to 8` : `${column} is empty; give a whole number from 0 to 8`,
      {
        file,
        line,
        field: column,
      },
    );
  return Number(t);
}

function readRow(cells: readonly string[], columns: Map<Column, number>, file: string, line: number): ImportedUnit {
  if (cells.length > columns.size) throw new MarshalError('csv-format', `${cells.length} cells where the header names ${columns.size}`, { file, line });
  const cell = (c: Column): string | undefined => {
    const i = columns.get(c);
    return i === undefined ? undefined : unguard(cells[i] ?? '');
  };
  const chassis = (cell('chassis') ?? '').trim();
  const model = (cell('model') ?? '').trim();
  if (!chassis) throw new MarshalError('csv-format', 'the chassis is empty', { file, line, field: 'chassis' });
  if (CONTROL.test(`${chassis}${model}${cell('pilot') ?? ''}`)) throw new MarshalError('csv-format', 'a cell holds a control character', { file, line });
  if (chassis.length > FORCE_LIMITS.maxUnitNameLength || model.length > FORCE_LIMITS.maxUnitNameLength)
    throw new MarshalError('csv-format', `a chassis or model name is longer than ${FORCE_LIMITS.maxUnitNameLength} characters`, { file, line });
  const name = cell('pilot')?.trim();
  if (name && name.length > FORCE_LIMITS.maxPilotNameLength)
    throw new MarshalError('csv-format', `the pilot's name is longer than ${FORCE_LIMITS.maxPilotNameLength} characters`, { file, line, field: 'pilot' });
  const skills = {
    gunnery: readSkill(cell('gunnery'), 'gunnery', DEFAULT_GUNNERY, file, line),
    piloting: readSkill(cell('piloting'), 'piloting', DEFAULT_PILOTING, file, line),
  };
  return { chassis, model, type: '', pilot: name ? { name, ...skills } : skills, line };
}

/** Read a force CSV; blank lines are skipped, every error names the file and line. */
export function parseForceCsv(text: string, file: string): ImportedUnit[] {
  checkTextLimits(text, file, FORCE_CSV_LIMITS, 'csv-too-large');
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  if (headerAt < 0) throw new MarshalError('csv-format', 'the file is empty', { file, line: 1 });
  const columns = readHeader(splitLine(lines[headerAt]!.replace(/\r$/, ''), file, headerAt + 1), file);
  const out: ImportedUnit[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.trim() === '') continue;
    if (out.length >= FORCE_LIMITS.maxUnits)
      throw new MarshalError('csv-too-large', `more than ${FORCE_LIMITS.maxUnits} units; a force holds at most ${FORCE_LIMITS.maxUnits}`, {
        file,
        line: i + 1,
      });
    out.push(readRow(splitLine(line, file, i + 1), columns, file, i + 1));
  }
  if (out.length === 0) throw new MarshalError('csv-format', 'no units below the header', { file, line: headerAt + 1 });
  return out;
}

/** Quote a cell when it needs it; a cell a spreadsheet would run as a formula gets a leading apostrophe. */
function cellText(value: string): string {
  const guarded = /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const flat = guarded.replace(/[\r\n]+/g, ' ');
  return /[",]|^\s|\s$/.test(flat) ? `"${flat.replace(/"/g, '""')}"` : flat;
}

export function writeForceCsv(force: Force): string {
  const rows = force.units.map((u) => [u.chassis, u.model, u.pilot.name ?? '', String(u.pilot.gunnery), String(u.pilot.piloting)].map(cellText).join(','));
  return [FORCE_CSV_COLUMNS.join(','), ...rows].join('\n') + '\n';
}
