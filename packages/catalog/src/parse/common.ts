/** Shared pieces of the unit-file parsers: errors with file and line, rules levels, tech bases. */
import { MarshalError } from '@marshal/core';
import { pickSummary, type RulesLevel, type TechBase, type UnitSummary } from '../model';

export function fileError(path: string, line: number | undefined, reason: string, field?: string): MarshalError {
  return new MarshalError('unit-file', reason, { file: path, ...(line !== undefined ? { line } : {}), ...(field ? { field } : {}) });
}

export const RULES_LEVELS: readonly RulesLevel[] = ['Introductory', 'Standard', 'Advanced', 'Experimental', 'Unofficial'];

export function rulesLevelOf(level: number): RulesLevel | undefined {
  return RULES_LEVELS[level - 1];
}

export function techBaseOf(text: string): { techBase: TechBase; chassis?: 'Inner Sphere' | 'Clan' } | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'inner sphere' || t === 'is') return { techBase: 'Inner Sphere' };
  if (t === 'clan') return { techBase: 'Clan' };
  if (t.startsWith('mixed')) return { techBase: 'Mixed', chassis: t.includes('clan') ? 'Clan' : 'Inner Sphere' };
  return undefined;
}

const NON_ASCII = /[\u0080-\uffff]/;

/** A stable id from the name: lower case, each run of other characters than a–z and 0–9 one dash, none at either end. */
export function unitId(name: string): string {
  // NFKD leaves plain ASCII as it is; skip it for the (almost all) names that are.
  return joinedRuns((NON_ASCII.test(name) ? name.normalize('NFKD') : name).toLowerCase(), '-');
}

const NOTHING_DROPPED = (): boolean => false;

/**
 * The runs of a–z and 0–9 in a lower-cased text, joined by `separator`, with nothing at either end (what replacing
 * /[^a-z0-9]+/g by the separator and trimming it gives); a character `dropped` holds for is left out without ending a
 * run. Whole runs are cut out, not a character at a time. Unit ids join with "-", the catalog's name keys with " ".
 */
export function joinedRuns(lower: string, separator: string, dropped: (c: number) => boolean = NOTHING_DROPPED): string {
  let out = '';
  let run = -1;
  let gap = false;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : -1;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (run < 0) {
        if (gap && out) out += separator;
        gap = false;
        run = i;
      }
      continue;
    }
    if (run >= 0) out += lower.slice(run, i);
    run = -1;
    if (c >= 0 && !dropped(c)) gap = true;
  }
  return out;
}

/** The text before its first white space (what `text.split(/\s+/)[0]` gives, without building the array). */
export function firstWord(text: string): string {
  const at = text.search(/\s/);
  return at < 0 ? text : text.slice(0, at);
}

export function toInt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  // Plain digits (almost every number in a unit file) need no pattern.
  let digits = t.length > 0;
  for (let i = 0; digits && i < t.length; i++) digits = t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57;
  if (digits) return Math.trunc(Number(t));
  if (!/^-?\d+(\.\d+)?$/.test(t)) return undefined;
  return Math.trunc(Number(t));
}

/** A table entry for a key read from a file: only the table's own keys, never "constructor" or "__proto__". */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * A copy of a short string that does not point into the text it was cut from: JavaScript engines keep a whole
 * file alive for one slice of it, and a cache keyed by slices of hostile megabyte files would hold them all.
 * (V8 makes a slice or a concatenation shorter than 13 characters a copy of its own, so those are returned as they are;
 * were that to change, only memory would be kept longer, never a value changed.)
 */
export const detach = (text: string): string => (text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string));

/** Caches of file text forget everything at `max` entries, so files full of novel lines cannot fill memory. */
export const CACHE_LIMIT = 20_000;

/** The longest text a cache keeps (as long as an equipment line may be): a cache full of long hostile lines would hold megabytes. */
export const CACHED_TEXT_LIMIT = 200;

/** The cached meaning of a line of file text, worked out from a detached copy on first sight; a longer text is read and not kept. */
export function remembered<V>(cache: Map<string, V>, text: string, read: (text: string) => V): V {
  const known = cache.get(text);
  if (known !== undefined) return known;
  if (text.length > CACHED_TEXT_LIMIT) return read(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const key = detach(text);
  const value = read(key);
  cache.set(key, value);
  return value;
}

/** A number read from a file must lie in [min, max]; otherwise the error names the field, its line and the range. */
export function inRange(n: number, min: number, max: number, path: string, line: number, field: string): number {
  if (!(n >= min && n <= max)) throw fileError(path, line, `${field} ${n} is out of range (${min}–${max.toLocaleString('en')})`, field);
  return n;
}

/**
 * A unit's summary with its names copied out of the file's text (`detach`): a catalog keeps thousands of summaries,
 * and names cut from each file would keep every file's whole text alive, for the garbage collector to carry.
 */
export function detachedSummary(s: UnitSummary): UnitSummary {
  return pickSummary(s, detach);
}
