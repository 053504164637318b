// Loads a unit for the ruling calculator: a file path (.mtf, .blk or catalog JSON) or a name in the bundled MegaMek files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MarshalError, parseWith } from '@marshal/core';
import { type Unit, parseBlk, parseMtf } from '@marshal/catalog';
import { unitSchema } from '@marshal/battletech';
import { catalogFor } from '../catalog/load';

export const COMBAT_UNIT_DIRS = ['mechs', 'vehicles', 'battlearmor', 'infantry'].map((d) => fileURLToPath(new URL(`../../../../data/megamek/mechfiles/${d}`, import.meta.url)));

let cache: string[] | null = null;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? (e === 'unofficial' ? [] : walk(p)) : /\.(mtf|blk)$/iu.test(p) ? [p] : [];
  });
}

const norm = (s: string) => s.toLowerCase().replace(/\.(mtf|blk)$/u, '').replace(/[\s_-]+/gu, ' ').trim();

const MECHFILES = fileURLToPath(new URL('../../../../data/megamek/mechfiles', import.meta.url));

/** Bundled files are named relative to the unit library, so a unit (and any record holding it) is the same on every machine. */
const label = (path: string) => (path.startsWith(MECHFILES + sep) ? relative(MECHFILES, path).split(sep).join('/') : path);

function readUnitFile(path: string): Unit {
  const text = readFileSync(path, 'utf8');
  if (/\.mtf$/iu.test(path)) return parseMtf(text, label(path));
  if (/\.blk$/iu.test(path)) return parseBlk(text, label(path));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new MarshalError('json-syntax', `not a unit file (.mtf, .blk or catalog JSON): ${(e as Error).message}`, { file: path });
  }
  return parseWith(unitSchema, json, 'unit', path) as unknown as Unit;
}

/**
 * A unit by file path, or by "Chassis Model" as the bundled file is named (exact first, then a unique partial
 * match), falling back to the catalog's own name index.
 */
export function loadCombatUnit(nameOrPath: string, field = 'unit', dirs: readonly string[] = COMBAT_UNIT_DIRS): Unit {
  if (existsSync(nameOrPath) && statSync(nameOrPath).isFile()) return readUnitFile(nameOrPath);
  const files = dirs === COMBAT_UNIT_DIRS ? (cache ??= dirs.flatMap(walk)) : dirs.flatMap(walk);
  if (!files.length) throw new MarshalError('units-missing', `no unit files under ${dirs.join(', ')}; give a unit file path`, { field });
  const n = norm(nameOrPath);
  const exact = files.filter((f) => norm(basename(f)) === n);
  const pick = exact.length ? exact : files.filter((f) => norm(basename(f)).includes(n));
  if (!pick.length) {
    const entry = dirs === COMBAT_UNIT_DIRS ? catalogFor().find(nameOrPath) : undefined;
    if (entry) return entry.unit;
    throw new MarshalError('unit-not-found', `no unit named "${nameOrPath}" in the bundled unit files; give a unit file path`, { field });
  }
  if (pick.length > 1 && exact.length !== 1)
    throw new MarshalError('unit-ambiguous', `"${nameOrPath}" matches ${pick.length} units, e.g. ${pick.slice(0, 5).map((f) => `"${basename(f).replace(/\.(mtf|blk)$/u, '')}"`).join(', ')}`, { field });
  return readUnitFile(pick[0]!);
}
