/** Imported units are matched to the catalog by chassis and model: exact first, then ignoring case and spacing, then punctuation; misses name their line. */
import { summaryOf, type SearchableUnit } from '../search/search';
import { forceUnitFacts, type ForceUnitFacts } from './facts';
import { forceUnitName, type ForceUnit } from './force';
import type { ImportedUnit } from './mul';

/** The catalog arranged for matching names; build it once and reuse it for every import. */
export interface ForceCatalogIndex {
  readonly exact: ReadonlyMap<string, SearchableUnit>;
  readonly spaced: ReadonlyMap<string, SearchableUnit>;
  readonly loose: ReadonlyMap<string, SearchableUnit>;
  readonly byChassis: ReadonlyMap<string, readonly SearchableUnit[]>;
}

const spaced = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();
const loose = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '');
const key = (chassis: string, model: string): string => `${chassis.trim()}\u0000${model.trim()}`;

export function forceCatalogIndex(entries: readonly SearchableUnit[]): ForceCatalogIndex {
  const exact = new Map<string, SearchableUnit>();
  const byNameSpaced = new Map<string, SearchableUnit>();
  const byNameLoose = new Map<string, SearchableUnit>();
  const byChassis = new Map<string, SearchableUnit[]>();
  for (const e of entries) {
    const { chassis, model } = summaryOf(e);
    if (!exact.has(key(chassis, model))) exact.set(key(chassis, model), e);
    const name = forceUnitName({ chassis, model });
    if (!byNameSpaced.has(spaced(name))) byNameSpaced.set(spaced(name), e);
    if (!byNameLoose.has(loose(name))) byNameLoose.set(loose(name), e);
    const c = loose(chassis);
    const list = byChassis.get(c) ?? [];
    list.push(e);
    byChassis.set(c, list);
  }
  return { exact, spaced: byNameSpaced, loose: byNameLoose, byChassis };
}

function findUnit(index: ForceCatalogIndex, chassis: string, model: string): SearchableUnit | undefined {
  const name = forceUnitName({ chassis: chassis.trim(), model: model.trim() });
  const swapped = model.trim() ? `${model.trim()} ${chassis.trim()}` : '';
  return (
    index.exact.get(key(chassis, model)) ??
    index.spaced.get(spaced(name)) ??
    index.loose.get(loose(name)) ??
    (swapped ? (index.spaced.get(spaced(swapped)) ?? index.loose.get(loose(swapped))) : undefined)
  );
}

/** Edit distance, stopping early once it is past `cap` (only short names are compared). */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > cap) return cap + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** Up to three catalog names close to a miss: other models of the same chassis first, else chassis a letter or two away. */
export function suggestUnits(index: ForceCatalogIndex, chassis: string, model: string): string[] {
  const want = loose(forceUnitName({ chassis, model }));
  let pool = index.byChassis.get(loose(chassis)) ?? [];
  if (pool.length === 0) {
    const c = loose(chassis);
    const cap = Math.max(1, Math.floor(c.length / 4));
    for (const [other, units] of index.byChassis) if (distance(c, other, cap) <= cap) pool = [...pool, ...units];
  }
  const ranked = pool
    .slice(0, 400)
    .map((e) => ({ name: forceUnitName(summaryOf(e)), d: distance(want, loose(forceUnitName(summaryOf(e))), 64) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name));
  return [...new Set(ranked.map((r) => r.name))].slice(0, 3);
}

export interface ImportProblem {
  readonly line: number;
  readonly message: string;
  readonly suggestions?: readonly string[];
}

export interface ResolvedForce {
  /** The units found, in the file's order, with the file's pilots. */
  readonly units: ForceUnit[];
  /** The file line of each found unit (parallel to `units`). */
  readonly lines: number[];
  /** The facts of each found unit (parallel to `units`). */
  readonly facts: ForceUnitFacts[];
  /** One for every unit not found, naming its line. */
  readonly problems: ImportProblem[];
}

/** Match imported units to the catalog; every miss is a problem naming its line, with close names when there are some. */
export function resolveForce(entries: readonly ImportedUnit[], catalog: ForceCatalogIndex | readonly SearchableUnit[]): ResolvedForce {
  const index = Array.isArray(catalog) ? forceCatalogIndex(catalog as readonly SearchableUnit[]) : (catalog as ForceCatalogIndex);
  const out: ResolvedForce = { units: [], lines: [], facts: [], problems: [] };
  for (const entry of entries) {
    const hit = findUnit(index, entry.chassis, entry.model);
    if (!hit) {
      const suggestions = suggestUnits(index, entry.chassis, entry.model);
      const hint = suggestions.length ? `; did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : '';
      out.problems.push({
        line: entry.line,
        message: `line ${entry.line}: no unit '${forceUnitName(entry)}' in the catalog${hint}`,
        ...(suggestions.length ? { suggestions } : {}),
      });
      continue;
    }
    out.units.push({ unitId: hit.unit.id, chassis: hit.unit.chassis, model: hit.unit.model, pilot: entry.pilot });
    out.lines.push(entry.line);
    out.facts.push(forceUnitFacts(hit.unit, hit.bv));
  }
  return out;
}
