/** A Solaris roster as force-builder rows (category, owned-and-painted, special ammunition per bin) and back; server problems put on their rows. */
import { ERAS, factionCode, type ForceProblem, type ForceUnitFacts } from '@marshal/catalog';
import type { Source } from '@marshal/core';
import {
  DUEL_CATEGORIES,
  SPECIAL_MUNITION_TYPES,
  categoryMismatch,
  type CategoryId,
  type Roster,
  type RosterInput,
  type TournamentRules,
} from '@marshal/tournament';
import type { ForceRow } from '../../components/force-builder/force-rows';

/** One ammunition bin of a 'Mech as the roster form lists it. */
export interface RosterBin {
  readonly name: string;
  readonly family: string;
  readonly tons: number;
}

export interface SolarisExtra {
  readonly category: CategoryId | '';
  readonly ownedAndPainted: boolean;
  /** Special munition chosen for each bin, by the bin's position ('' or absent: standard ammunition). */
  readonly munitions: Readonly<Record<number, string>>;
}

export type SolarisRow = ForceRow<SolarisExtra>;

/** The category a 'Mech fits by tonnage (no-jump categories first for a 'Mech without jump jets), or '' when none fits. */
export function guessCategory(unit: Pick<ForceUnitFacts, 'tons' | 'jump'>, taken: readonly string[] = []): CategoryId | '' {
  const fits = DUEL_CATEGORIES.filter((c) => categoryMismatch(c, { tonnage: unit.tons, jumpMp: unit.jump }) === null);
  const ordered = [...fits].sort((a, b) => Number(a.jumpJetsAllowed) - Number(b.jumpJetsAllowed));
  return (ordered.find((c) => !taken.includes(c.id)) ?? ordered[0])?.id ?? '';
}

/** An ammunition family as players write it: 'ac20' is "AC/20", 'lrm' "LRM" (the family ids are the roster's keys, never shown). */
export function familyName(family: string): string {
  const ac = /^ac(\d+)$/.exec(family);
  return ac ? `AC/${ac[1]}` : family.toUpperCase();
}

/** Munitions a bin of this family may load. */
export const munitionsFor = (family: string) => SPECIAL_MUNITION_TYPES.filter((m) => m.families.includes(family));

/** The special ammunition of a row, summed by family and munition, for the roster the server checks. */
export function specialAmmo(bins: readonly RosterBin[], munitions: SolarisExtra['munitions']): { family: string; munition: string; tons: number }[] {
  const sums = new Map<string, { family: string; munition: string; tons: number }>();
  bins.forEach((b, i) => {
    const munition = munitions[i];
    if (!munition) return;
    const key = `${b.family}/${munition}`;
    const prev = sums.get(key);
    sums.set(key, { family: b.family, munition, tons: (prev?.tons ?? 0) + b.tons });
  });
  return [...sums.values()];
}

/** How a problem is worded: which unit (by place and name), a reason the check wrote, a category still to choose. English by default. */
export interface RosterWords {
  readonly who: (n: number, name: string) => string;
  readonly reason: (reason: string) => string;
  readonly chooseCategory: string;
}
const ENGLISH: RosterWords = { who: (n, name) => `Unit ${n} (${name})`, reason: (r) => r, chooseCategory: 'choose its duel category' };

/** Rows still missing a category, as problems on those rows (the server is asked only once every row has one). */
export function missingCategories(rows: readonly SolarisRow[], words: RosterWords = ENGLISH): ForceProblem[] {
  return rows.flatMap((r, i) => (r.extra.category ? [] : [{ unit: i, message: `${words.who(i + 1, r.unit.name)}: ${words.chooseCategory}` }]));
}

/** The roster as the tournament API takes it: unit ids, categories, pilots, owned-and-painted, special ammunition. */
export function rosterInput(rows: readonly SolarisRow[], binsOf: (unitId: string) => readonly RosterBin[] | undefined): RosterInput {
  return {
    mechs: rows.map((r) => ({
      category: r.extra.category as CategoryId,
      unit: r.unit.unitId,
      ...(r.pilotName.trim() ? { pilot: r.pilotName.trim() } : {}),
      ownedAndPainted: r.extra.ownedAndPainted,
      specialAmmo: specialAmmo(binsOf(r.unit.unitId) ?? [], r.extra.munitions),
    })),
  };
}

/** A roster problem from the server ("mechs[2].specialAmmo[0]", "mechs[light]", "mechs.1.unit") on its row when it names one. */
export function rosterProblem(p: { field: string; reason: string; source?: Source }, rows: readonly SolarisRow[], words: RosterWords = ENGLISH): ForceProblem {
  const m = /^mechs(?:\[(\d+)\]|\.(\d+))/.exec(p.field);
  const index = m ? Number(m[1] ?? m[2]) : undefined;
  const source = p.source ? { source: p.source } : {};
  if (index === undefined || !rows[index]) return { message: words.reason(p.reason), ...source };
  const row = rows[index];
  const who = words.who(index + 1, row.unit.name);
  const reason = p.reason.startsWith(row.unit.name) ? p.reason.slice(row.unit.name.length).replace(/^[:\s]+/, '') : p.reason;
  return { unit: index, field: 'unit', message: `${who}: ${words.reason(reason)}`, ...source };
}

/** Give each saved special-ammunition choice back to bins of its family, a bin at a time, until its tons are used up. */
export function munitionsFromRoster(bins: readonly RosterBin[], chosen: Roster['mechs'][number]['specialAmmo']): Record<number, string> {
  const out: Record<number, string> = {};
  for (const c of chosen) {
    let left = c.tons;
    bins.forEach((b, i) => {
      if (left <= 0 || out[i] || b.family !== c.family) return;
      out[i] = c.munition;
      left -= b.tons;
    });
  }
  return out;
}

/**
 * The unit search's starting filters for a player's roster: Introductory or Standard rules, the event's era and the
 * player's faction (as the code the faction list offers — `codes`, the event's listed faction ids, as the data spells
 * them), so the search offers what the roster check accepts — both decide availability with the catalog's `availableTo`.
 */
export function rosterFilters(
  faction: string,
  rules: Pick<TournamentRules, 'era'>,
  codes: readonly string[] = [],
): { rules: string; era: string; faction: string } {
  const t = faction.trim();
  const code = factionCode(t, codes) ?? t;
  const era = ERAS.find((e) => e.name.toLowerCase() === rules.era.name.toLowerCase())?.id ?? '';
  return { rules: 'intro,standard', era, faction: code };
}
