/** Which factions field a unit in which era: imported from a Master Unit List export, or MegaMek's force generator. */
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { ERAS, findEra } from '../catalog/eras';
import { factionCode, factionNames, parentFactions } from '../catalog/factions';

export interface UnitAvailability {
  readonly mulId?: number;
  readonly bv?: number;
  readonly rules?: string;
  readonly intro?: number;
  readonly role?: string;
  /** "Faction:Era" pairs in which the unit is fielded. */
  readonly factionEras: readonly string[];
  readonly unique: boolean;
  readonly extinct: readonly string[];
}

export interface AvailabilityData {
  readonly source: 'mul' | 'megamek-forcegenerator';
  readonly importedFrom: string;
  readonly factions: readonly string[];
  /** Keyed by normalised unit name (`normaliseUnitName`). */
  readonly units: Readonly<Record<string, UnitAvailability>>;
}

/** Lower case, quotes dropped, punctuation as single spaces; a trailing "(Standard)" model is dropped, since the MUL names those designs by chassis alone. */
export const normaliseUnitName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/["'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ standard$/, '');

/** The most a Master Unit List export may hold (the 2024 export: about 460 kB of units, 2.6 MB of era and faction lists). */
export const MUL_LIMITS = Object.freeze({ maxUnits: 100_000, maxNameLength: 200, maxListLength: 1_000_000 });

const mulUnit = z.object({
  name: z.string().max(MUL_LIMITS.maxNameLength),
  id: z.union([z.string(), z.number()]),
  tons: z.union([z.string(), z.number()]).optional(),
  bv: z.union([z.string(), z.number()]).optional(),
  role: z.string().optional(),
  rules: z.string().optional(),
  intro: z.union([z.string(), z.number()]).optional(),
});
const idList = z.array(z.union([z.string().max(MUL_LIMITS.maxNameLength), z.number()])).max(MUL_LIMITS.maxListLength);
const mulEraFaction = z.object({
  factions: z.record(z.string().max(MUL_LIMITS.maxNameLength), idList),
  eras: z.record(z.string().max(MUL_LIMITS.maxNameLength), idList),
  factionEras: z.record(z.string().max(MUL_LIMITS.maxNameLength), idList),
});

const num = (v: string | number | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(String(v).replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
};

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new MarshalError('mul-format', `not a Master Unit List export: ${issue.message}`, { file, field: issue.path.join('.') });
}

/** Build availability from the MUL export's unit list and its era/faction index. */
export function availabilityFromMul(units: unknown, eraFaction: unknown, files: { units: string; eraFaction: string }): AvailabilityData {
  const list = parseWith(z.array(mulUnit).max(MUL_LIMITS.maxUnits), units, files.units);
  const index = parseWith(mulEraFaction, eraFaction, files.eraFaction);
  const pairsById = new Map<string, string[]>();
  for (const [pair, ids] of Object.entries(index.factionEras))
    for (const id of ids) {
      const list = pairsById.get(String(id));
      if (list) list.push(pair);
      else pairsById.set(String(id), [pair]);
    }
  const uniqueIds = new Set((index.factions['Unique'] ?? []).map(String));
  const out: Record<string, UnitAvailability> = {};
  for (const u of list) {
    const id = String(u.id);
    const pairs = pairsById.get(id) ?? [];
    const entry: UnitAvailability = {
      ...(num(u.id) !== undefined ? { mulId: num(u.id)! } : {}),
      ...(num(u.bv) !== undefined ? { bv: num(u.bv)! } : {}),
      ...(u.rules ? { rules: u.rules } : {}),
      ...(num(u.intro) !== undefined ? { intro: num(u.intro)! } : {}),
      ...(u.role ? { role: u.role } : {}),
      factionEras: pairs,
      unique: uniqueIds.has(id),
      extinct: pairs.filter((p) => p.startsWith('Extinct:')).map((p) => p.slice('Extinct:'.length)),
    };
    out[normaliseUnitName(u.name)] = entry;
  }
  return { source: 'mul', importedFrom: files.units, factions: Object.keys(index.factions).sort(), units: out };
}

export const availabilityDataSchema: z.ZodType<AvailabilityData> = z.object({
  source: z.enum(['mul', 'megamek-forcegenerator']),
  importedFrom: z.string(),
  factions: z.array(z.string()),
  units: z.record(
    z.string(),
    z.object({
      mulId: z.number().optional(),
      bv: z.number().optional(),
      rules: z.string().optional(),
      intro: z.number().optional(),
      role: z.string().optional(),
      factionEras: z.array(z.string()),
      unique: z.boolean(),
      extinct: z.array(z.string()),
    }),
  ),
}) as z.ZodType<AvailabilityData>;

/**
 * The general pools a mercenary command also buys from: the data's Inner Sphere general list ("IS" in MegaMek's force
 * generator, "Inner Sphere General" in the Master Unit List). Mercenaries field what the data lists for them and what
 * any Inner Sphere buyer can field (docs/tournament.md, "Which 'Mechs a faction may field").
 */
export const MERCENARY_POOLS: readonly string[] = ['IS', 'Inner Sphere General'];

/**
 * Every spelling the data may use for what this faction fields: its names and codes; for Mercenary the general pools; for
 * a command (a dotted code: CC.CHG, MERC.WD, DC.pm) also what its parent factions field, as MegaMek's force generator
 * falls back on the parent for a unit the command does not list (`parentFactions`; docs/tournament.md).
 */
export function fieldingNames(faction: string): readonly string[] {
  const out = new Set<string>();
  const seen = new Set<string>();
  const add = (f: string): void => {
    const names = [...factionNames(f), f.trim()];
    for (const n of names) out.add(n);
    if (names.some((n) => /^(merc|mercenary|mercenaries)$/i.test(n))) for (const p of MERCENARY_POOLS) out.add(p);
    const code = factionCode(f);
    if (!code || seen.has(code.toUpperCase())) return;
    seen.add(code.toUpperCase());
    for (const parent of parentFactions(code)) add(parent);
  };
  add(faction);
  return [...out];
}

/** Is the unit fielded by this faction (code or name) in this era? undefined when the data does not know the unit. */
export function isAvailable(data: AvailabilityData, unitName: string, faction: string, era: string): boolean | undefined {
  const u = data.units[normaliseUnitName(unitName)];
  if (!u) return undefined;
  const e = findEra(era);
  const eraName = e?.name ?? era;
  const names = fieldingNames(faction);
  return u.factionEras.some((p) => names.some((n) => p.toLowerCase() === `${n}:${eraName}`.toLowerCase()));
}

/**
 * The one availability rule, shared by the catalog's "available to faction / era" filter and the Solaris roster check:
 * the unit exists by the era's end (its introduction year) and the data lists it for the faction in that era.
 * false when the data says no or the unit comes later; undefined when the data does not know the unit.
 */
export function availableTo(
  data: AvailabilityData,
  unit: { readonly name: string; readonly introYear?: number },
  faction: string,
  era: string,
): boolean | undefined {
  const e = findEra(era);
  if (e && unit.introYear !== undefined && Number.isFinite(unit.introYear) && unit.introYear > e.end) return false;
  return isAvailable(data, unit.name, faction, era);
}

/** Is the unit fielded by anyone in the era (by the data), or introduced by the era's end (without data)? */
export function inEra(data: AvailabilityData | undefined, unitName: string, introYear: number, era: string): boolean {
  const e = findEra(era);
  if (!e) return false;
  const u = data?.units[normaliseUnitName(unitName)];
  if (u && u.factionEras.length > 0) return u.factionEras.some((p) => p.endsWith(`:${e.name}`));
  return introYear <= e.end;
}

export const ALL_ERAS = ERAS;
