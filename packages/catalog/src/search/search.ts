/** Find units: filters by tonnage, jumping, rules level, tech base, kind, era and faction, plus a free-text name match. */
import type { RulesLevel, Unit, UnitKind, UnitSummary } from '../model';
import { inEra, isAvailable, type AvailabilityData } from '../availability/availability';
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
    const known = availability ? (era ? isAvailable(availability, u.name, q.faction, era) : anyEra(availability, u.name, q.faction)) : undefined;
    if (!known) return false;
  }
  return true;
}

function anyEra(data: AvailabilityData, name: string, faction: string): boolean | undefined {
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
    const r = isAvailable(data, name, faction, era);
    if (r) return true;
    if (r === false) seen = false;
  }
  return seen;
}

export interface SearchResult<T extends SearchableUnit> {
  readonly total: number;
  readonly results: readonly T[];
}

/** Filter and sort by name; an unknown era is an error rather than an empty list. */
export function searchUnits<T extends SearchableUnit>(entries: readonly T[], q: UnitQuery, availability?: AvailabilityData): SearchResult<T> {
  if (q.era && !findEra(q.era)) throw new MarshalError('bad-query', `unknown era "${q.era}"`, { field: 'era' });
  const hits = entries.filter((e) => matchesQuery(e, q, availability)).sort((a, b) => summaryOf(a).name.localeCompare(summaryOf(b).name));
  const offset = q.offset ?? 0;
  return { total: hits.length, results: hits.slice(offset, offset + (q.limit ?? hits.length)) };
}
