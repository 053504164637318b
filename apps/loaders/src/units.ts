// Units by name: the bundled MegaMek unit files and the catalog. A name that is not there is unknown, whatever is on disk.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { MarshalError, parseWith } from '@marshal/core';
import { type Unit, parseBlk, parseMtf } from '@marshal/catalog';
import { unitSchema } from '@marshal/battletech';
import { catalogFor } from './catalog/load';
import { bundledUnitId } from './catalog/renamed-ids';
import { UNIT_DIR } from './paths';

export const COMBAT_UNIT_DIRS = ['mechs', 'vehicles', 'battlearmor', 'infantry'].map((d) => join(UNIT_DIR, d));

/** The longest unit name a request may give (the longest bundled name is well under it). */
export const MAX_UNIT_NAME = 200;

let cache: string[] | null = null;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? (e === 'unofficial' ? [] : walk(p)) : /\.(mtf|blk)$/iu.test(p) ? [p] : [];
  });
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\.(mtf|blk)$/u, '')
    .replace(/[\s_-]+/gu, ' ')
    .trim();

/** Bundled files are named relative to the unit library, so a unit (and any record holding it) is the same on every machine. */
const label = (path: string) => (path.startsWith(UNIT_DIR + sep) ? relative(UNIT_DIR, path).split(sep).join('/') : path);

/** A bundled file's unit under the id the catalog gives that file (`RENAMED_UNIT_IDS`); a file from elsewhere as it reads. */
const asCatalogNames = (unit: Unit, path: string): Unit => {
  if (!path.startsWith(UNIT_DIR + sep)) return unit;
  const id = bundledUnitId(label(path), unit.id);
  return id === unit.id ? unit : { ...unit, id };
};

/** Read one unit file: .mtf, .blk or a unit as catalog JSON. A bundled file's unit has the id the catalog gives it. */
export function readUnitFile(path: string): Unit {
  const text = readFileSync(path, 'utf8');
  if (/\.mtf$/iu.test(path)) return asCatalogNames(parseMtf(text, label(path)), path);
  if (/\.blk$/iu.test(path)) return asCatalogNames(parseBlk(text, label(path)), path);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new MarshalError('json-syntax', `not a unit file (.mtf, .blk or catalog JSON): ${(e as Error).message}`, { file: path });
  }
  return parseWith(unitSchema, json, 'unit', path) as unknown as Unit;
}

/**
 * A bundled unit by "Chassis Model" as its file is named (exact first, then a unique partial match), falling back to
 * the catalog's own name index. Names only: nothing outside the bundled data is ever read. Its id is the catalog's for
 * that file (the Tomahawk C 'Mech is `tomahawk-c-mech`: the fighter of that name keeps `tomahawk-c`).
 */
export function loadCombatUnit(name: string, field = 'unit', dirs: readonly string[] = COMBAT_UNIT_DIRS): Unit {
  const unknown = () => new MarshalError('unit-not-found', `no unit named "${name.slice(0, MAX_UNIT_NAME)}" in the unit catalog`, { field });
  if (name.length > MAX_UNIT_NAME || !name.trim()) throw unknown();
  const files = dirs === COMBAT_UNIT_DIRS ? (cache ??= dirs.flatMap(walk)) : dirs.flatMap(walk);
  const n = norm(name);
  const exact = files.filter((f) => norm(basename(f)) === n);
  const pick = exact.length ? exact : files.filter((f) => norm(basename(f)).includes(n));
  if (!pick.length) {
    const entry = dirs === COMBAT_UNIT_DIRS ? catalogFor().find(name) : undefined;
    if (entry) return entry.unit;
    throw unknown();
  }
  if (pick.length > 1 && exact.length !== 1)
    throw new MarshalError(
      'unit-ambiguous',
      `"${name}" matches ${pick.length} units, e.g. ${pick
        .slice(0, 5)
        .map((f) => `"${basename(f).replace(/\.(mtf|blk)$/u, '')}"`)
        .join(', ')}`,
      { field },
    );
  return readUnitFile(pick[0]!);
}
