// Node-side map loading for the CLI and the server: find bundled MegaMek boards by name and compose maps from them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MarshalError } from '@marshal/core';
import { type Board, type GameMap, type SheetChoice, composeMap, parseBoard, parseLayout, standardLayout } from '@marshal/battletech';

export const BOARDS_DIR = fileURLToPath(new URL('../../../../data/megamek/boards', import.meta.url));

export interface BoardEntry {
  /** Path under data/megamek/boards without ".board", e.g. "Beginner Box/16x17 Grassland 1". */
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
  const list = walk(dir).map((file) => ({ id: relative(dir, file).replace(/\\/g, '/').replace(/\.board$/, ''), file })).sort((a, b) => a.id.localeCompare(b.id));
  if (dir === BOARDS_DIR) cache = list;
  return list;
}

const norm = (s: string) => s.toLowerCase().replace(/\.board$/, '').replace(/[\s_]+/g, ' ').trim();

/** Find a board by file path, id, file name or a unique part of its name ("Grassland 1" matches one board only if unique). */
export function findBoard(name: string): BoardEntry {
  const trimmed = name.trim();
  if (trimmed.endsWith('.board') && existsSync(trimmed)) return { id: basename(trimmed, '.board'), file: resolve(trimmed) };
  const boards = listBoards();
  const n = norm(trimmed);
  const exact = boards.filter((b) => norm(b.id) === n || norm(basename(b.id)) === n);
  if (exact.length === 1) return exact[0]!;
  const partial = exact.length ? exact : boards.filter((b) => norm(b.id).includes(n));
  if (partial.length === 1) return partial[0]!;
  if (!partial.length) throw new MarshalError('board-not-found', `no bundled board matches "${name}" (try \`marshal map list\`)`, { field: 'map' });
  throw new MarshalError('board-ambiguous', `"${name}" matches ${partial.length} boards: ${partial.slice(0, 6).map((b) => `"${b.id}"`).join(', ')}${partial.length > 6 ? ', …' : ''}`, { field: 'map' });
}

const parsed = new Map<string, { mtimeMs: number; board: Board }>();

/** Parse a board (cached per file while it is unchanged on disk). */
export function loadBoard(name: string): Board {
  const entry = findBoard(name);
  const mtimeMs = statSync(entry.file).mtimeMs;
  const hit = parsed.get(entry.file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.board;
  const board = parseBoard(readFileSync(entry.file, 'utf8'), entry.file.startsWith(BOARDS_DIR) ? relative(BOARDS_DIR, entry.file) : entry.file, entry.id);
  parsed.set(entry.file, { mtimeMs, board });
  return board;
}

/**
 * A map from a comma-separated list of boards (a sheet ending in "@180" is turned round) and an optional
 * ROWSxCOLS layout; without one, the standard layout for that many sheets.
 */
export function loadMap(spec: string, layout?: string): GameMap {
  const names = spec.split(',').map((s) => s.trim()).filter(Boolean);
  if (!names.length) throw new MarshalError('map-spec', 'name at least one board', { field: 'map' });
  const sheets: SheetChoice[] = names.map((n) => {
    const rotated = /@180$/.test(n);
    return { board: loadBoard(rotated ? n.replace(/@180$/, '') : n), rotated };
  });
  return composeMap(sheets, layout ? parseLayout(layout) : standardLayout(sheets.length, sheets[0]?.board));
}

/** A board sheet as a battle setup carries it: self-contained text, so the record replays without the files. */
export interface BoardSheet {
  readonly name: string;
  readonly text: string;
  readonly rotated: boolean;
}

/**
 * Board names ("@180" turns a sheet) read into the sheets a battle setup carries. `bundledOnly` (every HTTP caller)
 * refuses a board file outside the bundled data, so a request cannot make the server read other files.
 */
export function boardSheets(names: readonly string[], options: { readonly bundledOnly?: boolean; readonly field?: string } = {}): BoardSheet[] {
  return names.map((n, i) => {
    const rotated = /@180$/u.test(n);
    const entry = findBoard(rotated ? n.replace(/@180$/u, '') : n);
    if (options.bundledOnly && !entry.file.startsWith(BOARDS_DIR))
      throw new MarshalError('board-not-found', `board ${i + 1} ("${n}") must be one of the bundled boards`, { field: options.field ?? 'boards' });
    return { name: entry.id, text: readFileSync(entry.file, 'utf8'), rotated };
  });
}
