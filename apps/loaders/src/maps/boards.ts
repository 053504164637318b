// Bundled MegaMek boards by name, and maps composed from them. A name that is not a bundled board is unknown, whatever is on disk.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { MarshalError } from '@marshal/core';
import { type Board, type GameMap, type SheetChoice, composeMap, parseBoard, parseLayout, standardLayout } from '@marshal/battletech';
import { BOARDS_DIR } from '../paths';
import type { DataSources } from '../sources';

export { BOARDS_DIR };

/** The longest board name (or comma-separated list of them) a request may give. */
export const MAX_BOARD_SPEC = 1000;

export interface BoardEntry {
  /** Path under data/megamek/boards without ".board", e.g. "Beginner Box/16x17 Grassland 1"; a local file's name otherwise. */
  readonly id: string;
  readonly file: string;
}

let cache: BoardEntry[] | undefined;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.board') ? [p] : [];
  });
}

/** Every bundled board, sorted by id. */
export function listBoards(dir = BOARDS_DIR): BoardEntry[] {
  if (dir === BOARDS_DIR && cache) return cache;
  const list = walk(dir)
    .map((file) => ({
      id: relative(dir, file)
        .replace(/\\/g, '/')
        .replace(/\.board$/, ''),
      file,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (dir === BOARDS_DIR) cache = list;
  return list;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\.board$/, '')
    .replace(/[\s_]+/g, ' ')
    .trim();

/** A bundled board by id, file name or a unique part of its name ("Grassland 1" matches one board only if unique). */
export function findBoard(name: string, field = 'map'): BoardEntry {
  const trimmed = name.trim();
  const shown = trimmed.slice(0, 100);
  if (!trimmed || trimmed.length > MAX_BOARD_SPEC) throw new MarshalError('board-not-found', `no bundled board matches "${shown}"`, { field });
  const boards = listBoards();
  const n = norm(trimmed);
  const exact = boards.filter((b) => norm(b.id) === n || norm(basename(b.id)) === n);
  if (exact.length === 1) return exact[0]!;
  const partial = exact.length ? exact : boards.filter((b) => norm(b.id).includes(n));
  if (partial.length === 1) return partial[0]!;
  if (!partial.length) throw new MarshalError('board-not-found', `no bundled board matches "${shown}"`, { field });
  throw new MarshalError(
    'board-ambiguous',
    `"${shown}" matches ${partial.length} boards: ${partial
      .slice(0, 6)
      .map((b) => `"${b.id}"`)
      .join(', ')}${partial.length > 6 ? ', …' : ''}`,
    { field },
  );
}

const parsed = new Map<string, { mtimeMs: number; board: Board }>();

/** Parse a board file (cached per file while it is unchanged on disk). */
export function readBoard(entry: BoardEntry): Board {
  const mtimeMs = statSync(entry.file).mtimeMs;
  const hit = parsed.get(entry.file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.board;
  const board = parseBoard(readFileSync(entry.file, 'utf8'), entry.file.startsWith(BOARDS_DIR) ? relative(BOARDS_DIR, entry.file) : entry.file, entry.id);
  parsed.set(entry.file, { mtimeMs, board });
  return board;
}

/** A bundled board, parsed. */
export const loadBoard = (name: string): Board => readBoard(findBoard(name));

/** Board names of a comma-separated list, each with whether it is turned round ("@180"). */
function sheetNames(spec: string, field: string): { name: string; rotated: boolean }[] {
  if (spec.length > MAX_BOARD_SPEC) throw new MarshalError('map-spec', `a map is at most ${MAX_BOARD_SPEC} characters of board names`, { field });
  const names = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) throw new MarshalError('map-spec', 'name at least one board', { field });
  return names.map((n) => ({ name: n.replace(/@180$/u, ''), rotated: /@180$/u.test(n) }));
}

/**
 * A map from a comma-separated list of boards (a sheet ending in "@180" is turned round) and an optional
 * ROWSxCOLS layout; without one, the standard layout for that many sheets.
 */
export function loadMap(spec: string, layout?: string, from?: DataSources, field = 'map'): GameMap {
  const find = from ? (n: string) => from.board(n, field) : (n: string) => findBoard(n, field);
  const sheets: SheetChoice[] = sheetNames(spec, field).map((s) => ({ board: readBoard(find(s.name)), rotated: s.rotated }));
  return composeMap(sheets, layout ? parseLayout(layout) : standardLayout(sheets.length, sheets[0]?.board));
}

/** A board sheet as a battle setup carries it: self-contained text, so the record replays without the files. */
export interface BoardSheet {
  readonly name: string;
  readonly text: string;
  readonly rotated: boolean;
}

/** Board names ("@180" turns a sheet) read into the sheets a battle setup carries; bundled boards unless `from` says otherwise. */
export function boardSheets(names: readonly string[], options: { readonly field?: string; readonly from?: DataSources } = {}): BoardSheet[] {
  const field = options.field ?? 'boards';
  return names.map((n) => {
    const rotated = /@180$/u.test(n);
    const base = rotated ? n.replace(/@180$/u, '') : n;
    const entry = options.from ? options.from.board(base, field) : findBoard(base, field);
    return { name: entry.id, text: readFileSync(entry.file, 'utf8'), rotated };
  });
}
