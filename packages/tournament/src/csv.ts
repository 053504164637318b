/** CSV in and out: players from a sign-up sheet; standings for spreadsheets. */
import { MarshalError, asParserError, checkTextLimits } from '@marshal/core';
import type { StandingRow } from './standings/standings';

export interface PlayerRow {
  readonly player: string;
  readonly name: string;
  readonly faction: string;
  readonly club?: string;
}

/** Split one CSV line, honouring double-quoted fields with doubled quotes inside. */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);

/** The most a players CSV may hold (docs/security.md): a header and 2,000 players; the HTTP route also caps the body at 200,000 characters. */
export const PLAYERS_CSV_LIMITS = Object.freeze({ maxChars: 200_000, maxLines: 2_001, maxLineLength: 1_000, maxCellLength: 100 });

/** Parse `id,name,faction[,club]` (header required; id may be empty and is then made from the name). */
export function parsePlayersCsv(text: string, file = 'players.csv'): PlayerRow[] {
  checkTextLimits(text, file, PLAYERS_CSV_LIMITS, 'csv-too-large');
  try {
    return readPlayers(text, file);
  } catch (error) {
    throw asParserError(error, { file });
  }
}

function readPlayers(text: string, file: string): PlayerRow[] {
  const lines = text.split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  for (const need of ['name', 'faction'])
    if (!header.includes(need))
      throw new MarshalError('csv-header', `the header must name the columns id, name, faction (club optional); "${need}" is missing`, { file, line: 1 });
  const col = (cells: string[], name: string) => (header.indexOf(name) >= 0 ? (cells[header.indexOf(name)] ?? '') : '');
  const rows: PlayerRow[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((raw, i) => {
    if (!raw.trim()) return;
    const line = i + 2;
    const cells = splitCsvLine(raw);
    const long = cells.findIndex((c) => c.length > PLAYERS_CSV_LIMITS.maxCellLength);
    if (long >= 0)
      throw new MarshalError('csv-row', `a cell is ${cells[long]!.length} characters long; at most ${PLAYERS_CSV_LIMITS.maxCellLength}`, {
        file,
        line,
        field: header[long] ?? `column ${long + 1}`,
      });
    const name = col(cells, 'name');
    const faction = col(cells, 'faction');
    const player = col(cells, 'id') || slug(name);
    if (!name) throw new MarshalError('csv-row', 'name is empty', { file, line, field: 'name' });
    if (!faction) throw new MarshalError('csv-row', `no faction for ${name}`, { file, line, field: 'faction' });
    if (!ID.test(player))
      throw new MarshalError('csv-row', `id "${player}" may use letters, digits, dot, dash and underscore only`, { file, line, field: 'id' });
    if (seen.has(player)) throw new MarshalError('csv-row', `id "${player}" appears twice`, { file, line, field: 'id' });
    seen.add(player);
    const club = col(cells, 'club');
    rows.push({ player, name, faction, ...(club ? { club } : {}) });
  });
  return rows;
}

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",;\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const STANDINGS_COLUMNS = [
  'place',
  'id',
  'name',
  'points',
  'kills',
  'crippling',
  'rosterPulsePoints',
  'rosterPrecisionPoints',
  'unpainted',
  'coinToss',
  'aheadOfNextBy',
  'tiedWithNext',
] as const;

export function standingsCsv(rows: readonly StandingRow[]): string {
  const lines = [STANDINGS_COLUMNS.join(',')];
  for (const r of rows)
    lines.push(STANDINGS_COLUMNS.map((c) => cell(c === 'tiedWithNext' ? String(r.tiedWithNext) : (r[c] as string | number | null))).join(','));
  return lines.join('\n') + '\n';
}
