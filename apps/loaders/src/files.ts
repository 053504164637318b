// Local files for the command line: a unit or board may be named by its file path as well as by its bundled name. Never imported by the server.
import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { MarshalError } from '@marshal/core';
import type { Unit } from '@marshal/catalog';
import { type BoardEntry, type BoardSheet, boardSheets, findBoard, loadMap } from './maps/boards';
import type { DataSources } from './sources';
import { loadCombatUnit, readUnitFile } from './units';
import type { GameMap } from '@marshal/battletech';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** A unit by file path (.mtf, .blk or catalog JSON) or by bundled name. */
export function unitFromFileOrName(nameOrPath: string, field = 'unit'): Unit {
  if (isFile(nameOrPath)) return readUnitFile(nameOrPath);
  try {
    return loadCombatUnit(nameOrPath, field);
  } catch (e) {
    if (e instanceof MarshalError && e.code === 'unit-not-found')
      throw new MarshalError(e.code, `no unit named "${nameOrPath}" in the unit catalog, and no such unit file`, e.location);
    throw e;
  }
}

/** A board by `.board` file path or by bundled name. */
export function boardFromFileOrName(nameOrPath: string, field = 'map'): BoardEntry {
  const trimmed = nameOrPath.trim();
  if (trimmed.endsWith('.board') && isFile(trimmed)) return { id: basename(trimmed, '.board'), file: resolve(trimmed) };
  return findBoard(trimmed, field);
}

/** Names resolve in local files first, then the bundled data. */
export const localFiles: DataSources = { unit: unitFromFileOrName, board: boardFromFileOrName };

/** A map from board files or bundled names. */
export const mapFromFiles = (spec: string, layout?: string, field = 'map'): GameMap => loadMap(spec, layout, localFiles, field);

/** Board sheets for a battle setup from board files or bundled names. */
export const sheetsFromFiles = (names: readonly string[], field = 'boards'): BoardSheet[] => boardSheets(names, { field, from: localFiles });

export { readForceGenerator, readMulExport, saveAvailability } from './catalog/availability-store';
