/** Find units: filters by tonnage, jumping, rules level, tech base, kind, era and faction, plus a free-text name match. */
import type { RulesLevel, Unit, UnitKind, UnitSummary } from '../model';
import { availableTo, inEra, type AvailabilityData } from '../availability/availability';
import { MarshalError } from '@marshal/core';
import { findEra } from '../catalog/eras';

export interface UnitQuery {
  readonly text?: string;
  readonly tons?: { readonly min: number; readonly max: number };
  /** true: only units that jump; false: only units that cannot. */
  readonly jump?: boolean;
  readonly rules?: readonly RulesLevel[];
  readonly techBase?: readonly Unit['techBase'][];
  readonly kinds?: readonly UnitKind[];
  readonly era?: string;
  readonly faction?: string;
  readonly limit?: number;
  readonly offset?: number;
}

export interface SearchableUnit {
  readonly unit: Unit;
  readonly bv?: number;
  /** What searching and sorting read, when the entry has it without the full unit (a catalog that reads units on first use). */
  readonly summary?: UnitSummary;
}

/** The fields a search reads: the summary when the entry has one, so searching never forces a lazily read unit. */
export const summaryOf = (entry: SearchableUnit): UnitSummary => entry.summary ?? entry.unit;

const RULE_WORDS: Readonly<Record<string, RulesLevel>> = {
  intro: 'Introductory',
  introductory: 'Introductory',
  standard: 'Standard',
  advanced: 'Advanced',
  experimental: 'Experimental',
  unofficial: 'Unofficial',
};

/** "intro,standard" → rules levels; unknown words are an error naming the field. */
export function parseRulesList(text: string, field = 'rules'): RulesLevel[] {
  return text.split(',').map((w) => {
    const word = w.trim().toLowerCase();
    const level = Object.hasOwn(RULE_WORDS, word) ? RULE_WORDS[word] : undefined;
    if (!level) throw new MarshalError('bad-query', `unknown rules level "${w}" (intro, standard, advanced, experimental, unofficial)`, { field });
    return level;
  });
}

/** "40-55" or "50" → a tonnage range. */
export function parseTonsRange(text: string, field = 'tons'): { min: number; max: number } {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?))?\s*$/.exec(text);
  if (!m) throw new MarshalError('bad-query', `tonnage must be N or MIN-MAX, not "${text}"`, { field });
  const min = Number(m[1]);
  const max = m[2] !== undefined ? Number(m[2]) : min;
  if (max < min) throw new MarshalError('bad-query', `tonnage range ${text} runs backwards`, { field });
  return { min, max };
}

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function matchesQuery(entry: SearchableUnit, q: UnitQuery, availability?: AvailabilityData): boolean {
  const u = summaryOf(entry);
  if (q.text) {
    const hay = words(`${u.name} ${u.clanName ?? ''}`);
    if (
      !words(q.text)
        .split(' ')
        .every((w) => hay.includes(w))
    )
      return false;
  }
  if (q.tons && (u.tonnage < q.tons.min || u.tonnage > q.tons.max)) return false;
  if (q.jump === true && u.movement.jump <= 0) return false;
  if (q.jump === false && u.movement.jump > 0) return false;
  if (q.rules?.length && !q.rules.includes(u.rulesLevel)) return false;
  if (q.techBase?.length && !q.techBase.includes(u.techBase)) return false;
  if (q.kinds?.length && !q.kinds.includes(u.kind)) return false;
  if (q.era && !inEra(availability, u.name, u.introYear, q.era)) return false;
  if (q.faction) {
    const era = q.era ?? '';
    const known = availability ? (era ? availableTo(availability, u, q.faction, era) : anyEra(availability, u, q.faction)) : undefined;
    if (!known) return false;
  }
  return true;
}

function anyEra(data: AvailabilityData, unit: UnitSummary, faction: string): boolean | undefined {
  let seen: boolean | undefined;
  for (const era of [
    'Star League',
    'Clan Invasion',
    'Civil War',
    'Jihad',
    'Dark Age',
    'ilClan',
    'Early Republic',
    'Late Republic',
    'Early Succession War',
    'Late Succession War - LosTech',
    'Late Succession War - Renaissance',
    'Age of War',
  ]) {
    const r = availableTo(data, unit, faction, era);
    if (r) return true;
    if (r === false) seen = false;
  }
  return seen;
}

export interface SearchResult<T extends SearchableUnit> {
  readonly total: number;
  readonly results: readonly T[];
}

/** A year to sort by: a unit without one goes after every dated unit. */
const yearOf = (u: UnitSummary): number => (Number.isFinite(u.introYear) && u.introYear > 0 ? u.introYear : Number.MAX_SAFE_INTEGER);

/**
 * The order of a text search's hits, best first (a player typing "Locust" means the LCT-1V, not the alphabetically
 * first variant):
 * 1. the unit the text names exactly — its full name, its model ("LCT-1V") or its Clan name with the model;
 * 2. the original variant of the chassis the text names ("Locust", "Timber Wolf", or the chassis and the start of a
 *    model, "Atlas AS7"): its earliest Introductory-rules variant, else its earliest variant — the LCT-1V (2499), the
 *    MAD-3R (2819, not the Standard-rules MAD-1R of 2612), the AS7-D (2755, not the AS7-D-HT of 2750), an OmniMech's
 *    Prime configuration;
 * 3. the other variants of that chassis;
 * 4. everything else that matches;
 * each group by introduction year, then name.
 */
export function rankByText<T extends SearchableUnit>(hits: readonly T[], text: string): T[] {
  const wanted = words(text);
  const exact = (u: UnitSummary) =>
    [u.name, u.model, `${u.chassis} ${u.model}`, ...(u.clanName ? [`${u.clanName} ${u.model}`] : [])].some((n) => words(n) === wanted);
  // The chassis names the text starts with (the longest such name wins: "Atlas II" names the Atlas II, not the Atlas).
  // "Mad Cat (Timber Wolf)" is named by either name.
  const names = (u: UnitSummary) =>
    [u.chassis, u.chassis.replace(/\s*\(.*\)\s*/, ' '), ...(/\(([^)]+)\)/.exec(u.chassis)?.slice(1) ?? []), ...(u.clanName ? [u.clanName] : [])].map(words);
  const starts = (n: string) => n !== '' && (wanted === n || wanted.startsWith(`${n} `));
  const longest = Math.max(
    0,
    ...hits.flatMap((e) =>
      names(summaryOf(e))
        .filter(starts)
        .map((n) => n.length),
    ),
  );
  const ofChassis = (u: UnitSummary) => longest > 0 && names(u).some((n) => n.length === longest && starts(n));
  const byYear = (a: UnitSummary, b: UnitSummary) => yearOf(a) - yearOf(b) || a.name.localeCompare(b.name);
  const intro = (u: UnitSummary) => (u.rulesLevel === 'Introductory' ? 0 : 1);
  // An OmniMech's original configuration is its Prime.
  const prime = (u: UnitSummary) => (/^prime$/i.test(u.model.trim()) ? 0 : 1);
  const earlier = (a: UnitSummary, b: UnitSummary) => intro(a) - intro(b) || yearOf(a) - yearOf(b) || prime(a) - prime(b) || a.name.localeCompare(b.name);
  // The original variant of each chassis named: Introductory rules first, then the earliest.
  const original = new Map<string, UnitSummary>();
  for (const e of hits) {
    const u = summaryOf(e);
    if (!ofChassis(u)) continue;
    const key = `${u.kind}:${words(u.chassis)}`;
    const best = original.get(key);
    if (!best || earlier(u, best) < 0) original.set(key, u);
  }
  const originals = new Set(original.values());
  const group = (u: UnitSummary) => (exact(u) ? 0 : originals.has(u) ? 1 : ofChassis(u) ? 2 : 3);
  return [...hits].sort((a, b) => {
    const [x, y] = [summaryOf(a), summaryOf(b)];
    return group(x) - group(y) || byYear(x, y);
  });
}

/**
 * Filter, then order: a text search best match first (`rankByText`), otherwise by name; an unknown era is an error
 * rather than an empty list.
 */
export function searchUnits<T extends SearchableUnit>(entries: readonly T[], q: UnitQuery, availability?: AvailabilityData): SearchResult<T> {
  if (q.era && !findEra(q.era)) throw new MarshalError('bad-query', `unknown era "${q.era}"`, { field: 'era' });
  const found = entries.filter((e) => matchesQuery(e, q, availability));
  const hits = q.text?.trim() ? rankByText(found, q.text) : found.sort((a, b) => summaryOf(a).name.localeCompare(summaryOf(b).name));
  const offset = q.offset ?? 0;
  return { total: hits.length, results: hits.slice(offset, offset + (q.limit ?? hits.length)) };
}
