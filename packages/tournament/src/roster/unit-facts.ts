/** The facts about one 'Mech that the tournament rules need, captured when a roster is entered. */
import { z } from 'zod';

export const pulseSizeSchema = z.enum(['large', 'medium', 'small', 'micro']);
export type PulseSize = z.infer<typeof pulseSizeSchema>;

/** Ammunition families that special munitions attach to; `ac20`…`ac2` are the standard autocannons. */
export const ammoFamilySchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'lower-case family id such as ac20 or lrm');

export const unitFactsSchema = z.object({
  unitId: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  tonnage: z.number().int().min(10).max(200),
  jumpMp: z.number().int().min(0),
  rulesLevel: z.enum(['Introductory', 'Standard', 'Advanced', 'Experimental', 'Unofficial']),
  /** Year the design was introduced (from the catalog); facts typed in without it are not year-checked. */
  introYear: z.number().int().positive().optional(),
  named: z.boolean(),
  bv: z.number().int().positive(),
  pulseWeapons: z.array(z.object({ name: z.string(), size: pulseSizeSchema, clan: z.boolean() })),
  ammo: z.array(z.object({ name: z.string(), family: ammoFamilySchema, tons: z.number().positive() })),
  availability: z.object({ faction: z.string().min(1), era: z.string().min(1), available: z.boolean(), note: z.string().optional() }),
});
export type UnitFacts = z.infer<typeof unitFactsSchema>;

export const factionInfoSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  /** MUL groups factions; the pseudo-factions sit in "Other". */
  group: z.string().max(100).optional(),
});
export type FactionInfo = z.infer<typeof factionInfoSchema>;

/**
 * What the tournament asks of a unit catalog. Small fixtures implement it in tests; the adapter over
 * `@marshal/catalog` implements it for real data.
 */
export interface RosterCatalog {
  /** Look a unit up by id or by its full name; undefined when unknown. */
  unitFacts(nameOrId: string, faction: string, era: string): UnitFacts | undefined;
  /** Factions listed for an era (for sign-up checks and pickers). */
  factions(era: string): readonly FactionInfo[];
}

export interface FixtureUnit extends Omit<UnitFacts, 'availability'> {
  /** Factions that field it in the fixture's era. */
  readonly factions: readonly string[];
}

/** A catalog over a short list of units, for tests and for organisers who type unit facts in. */
export function fixtureCatalog(units: readonly FixtureUnit[], factions: readonly FactionInfo[]): RosterCatalog {
  const byKey = new Map<string, FixtureUnit>();
  for (const u of units) {
    byKey.set(u.unitId.toLowerCase(), u);
    byKey.set(u.name.toLowerCase(), u);
  }
  return {
    unitFacts(nameOrId, faction, era) {
      const u = byKey.get(nameOrId.trim().toLowerCase());
      if (!u) return undefined;
      const { factions: fs, ...facts } = u;
      return { ...facts, availability: { faction, era, available: fs.includes(faction) } };
    },
    factions: () => factions,
  };
}
