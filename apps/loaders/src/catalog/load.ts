// Reads the bundled MegaMek unit files into the catalog: every file's summary read at once (what lists, filters and names
// need), the full unit and its Battle Value on first use (ADR 0046); every failure kept with its file and line.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { basename, normalize, relative, sep } from 'node:path';
import { MarshalError } from '@marshal/core';
import {
  battleValue,
  distinctUnitIds,
  joinedRuns,
  parseBlk,
  parseMtf,
  pickSummary,
  summarizeBlk,
  summarizeMtf,
  type SearchableUnit,
  type Unit,
  type UnitSummary,
} from '@marshal/catalog';

import { UNIT_DIR } from '../paths';
import { TextStore, storedText, type StoredText } from './text-store';
import { bundledUnitId } from './renamed-ids';

export { UNIT_DIR };

/**
 * One unit of the catalog. `summary` (names, tonnage, tech base, rules level, year, movement) is read when the catalog is
 * built; `unit` is read from the file the first time it is asked for and `bv` (Battle Value 2) computed the first time,
 * both then kept. A file whose summary reads but whose equipment does not throws its MarshalError (file and line) from
 * `unit` and `bv`.
 */
export interface CatalogEntry extends SearchableUnit {
  /** The unit file, relative to the catalog's directory. */
  readonly path: string;
  readonly summary: UnitSummary;
  readonly unit: Unit;
  readonly bv?: number;
}

/** Not computed yet (a unit without Battle Value keeps `undefined`). */
const LATER = Symbol('later');

/**
 * An entry whose unit is parsed from the file's text on first use. The text is read with the summary and kept until
 * then (in a TextStore, outside the JavaScript heap), so nothing a request asks of the catalog reads a file (ADR 0046
 * sessions 9 and 11; docs/security.md): only building it does.
 */
class LazyEntry implements CatalogEntry {
  #text: StoredText | undefined;
  #unit: Unit | undefined;
  #bv: number | undefined | typeof LATER = LATER;
  constructor(
    readonly summary: UnitSummary,
    text: StoredText,
    readonly path: string,
  ) {
    this.#text = text;
  }
  get unit(): Unit {
    if (!this.#unit) {
      // The catalog's id (unique among its files, `distinctUnitIds`), which differs from the name-made one only in a collision.
      this.#unit = { ...parseUnitFile(storedText(this.#text!), this.path), id: this.summary.id, official: true };
      this.#text = undefined;
    }
    return this.#unit;
  }
  /** The same file under another id, before its unit is read (the catalog gives each file its own id). */
  withId(id: string): LazyEntry {
    return new LazyEntry({ ...this.summary, id }, this.#text!, this.path);
  }
  get bv(): number | undefined {
    if (this.#bv === LATER) this.#bv = battleValue(this.unit)?.total;
    return this.#bv;
  }
}

export interface LoadProblem {
  readonly path: string;
  readonly message: string;
}

export interface LoadedCatalog {
  readonly dir: string;
  readonly entries: readonly CatalogEntry[];
  readonly problems: readonly LoadProblem[];
  readonly counts: Readonly<Record<string, number>>;
  find(nameOrId: string): CatalogEntry | undefined;
}

export type LoadProgress = (done: number, total: number, path: string) => void;

/** Unit files under dir, skipping `unofficial/` unless asked. */
export function unitFiles(dir: string, includeUnofficial = false): string[] {
  if (!existsSync(dir)) throw new MarshalError('units-missing', `no unit files: ${dir} does not exist`, { file: dir });
  const out: string[] = [];
  const walk = (d: string) => {
    // Directory entries say what they are, so only a symbolic link costs a stat of its own.
    const found = readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // `join(d, name)` for a normalised d and an entry's name (never "." or "..", no separator), without normalising each path again.
    const under = d === '.' ? '' : d.endsWith(sep) ? d : d + sep;
    for (const e of found) {
      const p = under + e.name;
      if (e.isSymbolicLink() ? statSync(p).isDirectory() : e.isDirectory()) {
        if (e.name !== 'unofficial' || includeUnofficial) walk(p);
      } else if (/\.(mtf|blk)$/i.test(e.name)) out.push(p);
    }
  };
  walk(normalize(dir));
  return out;
}

export function parseUnitFile(text: string, path: string): Unit {
  return /\.mtf$/i.test(path) ? parseMtf(text, path) : parseBlk(text, path);
}

/** The summary of a unit file (what `parseUnitFile` would give for those fields), without reading its equipment. */
export function summarizeUnitFile(text: string, path: string): UnitSummary {
  return /\.mtf$/i.test(path) ? summarizeMtf(text, path) : summarizeBlk(text, path);
}

/** Quotes, left out of a name key: "O'Bannon" is found as "obannon". */
const isQuote = (c: number): boolean => c === 34 || c === 39 || c === 0x2019;

/**
 * A name as the index looks it up: lower case, quotes (" ' ’) dropped, every other run of characters than a–z and 0–9 one
 * space, none at either end (the same as three regex replacements and a trim, in one pass).
 */
export const nameKey = (s: string): string => joinedRuns(s.toLowerCase(), ' ', isQuote);

/**
 * The other names a unit goes by: MegaMek writes both names of a Clan design into the chassis, the Inner Sphere reporting
 * name first and the Clan name in brackets ("Mad Cat (Timber Wolf)"), so "Timber Wolf Prime" and "Mad Cat Prime" find it too.
 */
function reportingNames(unit: Pick<UnitSummary, 'chassis' | 'model'>): string[] {
  const both = unit.chassis.includes('(') ? /^(.+?)\s*\((.+)\)\s*$/.exec(unit.chassis) : null;
  return both ? [both[2]!, both[1]!].map((chassis) => `${chassis} ${unit.model}`.trim()) : [];
}

/** Collects unit summaries and problems file by file; the same steps serve the blocking and the background load. */
function catalogBuilder(dir: string) {
  const entries: LazyEntry[] = [];
  const problems: LoadProblem[] = [];
  const counts: Record<string, number> = {};
  // The files come from walking `dir` (joined onto it), so the relative path is the rest of the name.
  const prefix = dir.endsWith(sep) ? dir : dir + sep;
  const texts = new TextStore();
  return {
    add(file: string): string {
      const path = file.startsWith(prefix) ? file.slice(prefix.length) : relative(dir, file);
      try {
        const stored = texts.readFile(file);
        const summary = summarizeUnitFile(storedText(stored), path);
        entries.push(new LazyEntry(summary, stored, path));
        counts[summary.kind] = (counts[summary.kind] ?? 0) + 1;
      } catch (error) {
        problems.push({ path, message: error instanceof MarshalError ? error.message : `${path}: ${(error as Error).message}` });
      }
      return path;
    },
    finish(): LoadedCatalog {
      // Every file its own id: a later file of a shared name-made id is told apart (ADR 0046 entries are not read yet).
      const ids = distinctUnitIds(entries.map((e) => ({ ...e.summary, path: e.path })));
      ids.forEach((id, i) => {
        if (id !== entries[i]!.summary.id) entries[i] = entries[i]!.withId(id);
      });
      const index = new Map<string, CatalogEntry>();
      for (const e of entries) {
        if (!index.has(e.summary.id)) index.set(e.summary.id, e);
        const name = nameKey(e.summary.name);
        if (!index.has(name)) index.set(name, e);
      }
      // Second names after every file's own name, so an alias never hides a unit called that.
      for (const e of entries)
        for (const alias of reportingNames(e.summary)) {
          const name = nameKey(alias);
          if (!index.has(name)) index.set(name, e);
        }
      return { dir, entries, problems, counts, find: (q) => index.get(q) ?? index.get(nameKey(q)) };
    },
  };
}

export function loadCatalog(dir = UNIT_DIR, onProgress?: LoadProgress): LoadedCatalog {
  const files = unitFiles(dir);
  const builder = catalogBuilder(dir);
  files.forEach((file, i) => {
    const path = builder.add(file);
    onProgress?.(i + 1, files.length, path);
  });
  return builder.finish();
}

/** Files read between two turns of the event loop by the background load (a few milliseconds of work). */
const BATCH = 50;

/** The same catalog as `loadCatalog`, read in small batches that give the event loop back in between, so a server keeps answering. */
export async function loadCatalogInBackground(dir = UNIT_DIR): Promise<LoadedCatalog> {
  const files = unitFiles(dir);
  const builder = catalogBuilder(dir);
  for (let i = 0; i < files.length; i++) {
    if (i % BATCH === 0) await new Promise<void>((done) => setImmediate(done));
    builder.add(files[i]!);
  }
  return builder.finish();
}

/**
 * One unit by the name its file carries ("Atlas AS7-D.mtf"), without reading the whole catalog; undefined if no file is named so.
 * Once the directory's catalog is loaded, its entry for that file (with the id the catalog gives it, `distinctUnitIds`);
 * before, the unit as its file reads, under the same id (a bundled later file of a collision: `RENAMED_UNIT_IDS`).
 */
export function findUnitByFileName(name: string, dir = UNIT_DIR): CatalogEntry | undefined {
  const want = nameKey(name);
  const file = unitFiles(dir).find((f) => nameKey(basename(f).replace(/\.(mtf|blk)$/i, '')) === want);
  if (!file) return undefined;
  const loaded = cache.get(dir)?.entries.find((e) => e.path === relative(dir, file));
  if (loaded) return nameKey(loaded.summary.name) === want || loaded.summary.id === name ? loaded : undefined;
  const path = relative(dir, file);
  const read = parseUnitFile(readFileSync(file, 'utf8'), path);
  // The id the catalog will give this file: a later file of a shared name-made id has its own (`RENAMED_UNIT_IDS`).
  const id = dir === UNIT_DIR ? bundledUnitId(path.split(sep).join('/'), read.id) : read.id;
  const unit = { ...read, id, official: true };
  if (nameKey(unit.name) !== want && unit.id !== name) return undefined;
  const bv = battleValue(unit)?.total;
  const entry = { path, summary: pickSummary(unit), unit };
  return bv === undefined ? entry : { ...entry, bv };
}

/** What reading every unit in full found: units by kind, and every file that could not be read (its summary or the rest). */
export interface CatalogReadInFull {
  readonly units: number;
  readonly counts: Readonly<Record<string, number>>;
  readonly problems: readonly LoadProblem[];
}

const readInFullCache = new WeakMap<LoadedCatalog, CatalogReadInFull>();

/**
 * Reads every entry's unit (once a catalog): the full count of readable units and of problems, for `catalog stats`. Building
 * the catalog reads summaries only, so a file whose summary reads but whose equipment does not is found here.
 */
export function readInFull(catalog: LoadedCatalog): CatalogReadInFull {
  const known = readInFullCache.get(catalog);
  if (known) return known;
  const problems = [...catalog.problems];
  const counts: Record<string, number> = {};
  let units = 0;
  for (const e of catalog.entries)
    try {
      const kind = e.unit.kind;
      counts[kind] = (counts[kind] ?? 0) + 1;
      units++;
    } catch (error) {
      problems.push({ path: e.path, message: error instanceof MarshalError ? error.message : `${e.path}: ${(error as Error).message}` });
    }
  const result = { units, counts, problems };
  readInFullCache.set(catalog, result);
  return result;
}

const cache = new Map<string, LoadedCatalog>();
const pending = new Map<string, Promise<LoadedCatalog>>();

/** The catalog for a directory, loaded once per process (blocking; a background load already under way is not waited for). */
export function catalogFor(dir = UNIT_DIR, onProgress?: LoadProgress): LoadedCatalog {
  const hit = cache.get(dir);
  if (hit) return hit;
  const loaded = loadCatalog(dir, onProgress);
  cache.set(dir, loaded);
  return loaded;
}

/**
 * The catalog for a directory without blocking: the first call starts a background load, every later caller gets the
 * same promise, and once it has resolved `catalogFor` answers at once.
 */
export function catalogReady(dir = UNIT_DIR): Promise<LoadedCatalog> {
  const hit = cache.get(dir);
  if (hit) return Promise.resolve(hit);
  let loading = pending.get(dir);
  if (!loading) {
    loading = loadCatalogInBackground(dir).then(
      (loaded) => {
        if (!cache.has(dir)) cache.set(dir, loaded);
        pending.delete(dir);
        return cache.get(dir)!;
      },
      (error: unknown) => {
        pending.delete(dir);
        throw error;
      },
    );
    pending.set(dir, loading);
  }
  return loading;
}

/** True while a background load of the directory is under way. */
export const catalogLoading = (dir = UNIT_DIR): boolean => pending.has(dir);
