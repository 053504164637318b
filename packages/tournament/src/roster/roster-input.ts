/** A roster as people write it (unit names), resolved through a catalog into checked facts. */
import { z } from 'zod';
import { MarshalError, parseWith } from '@marshal/core';
import { CATEGORY_IDS } from './categories';
import { specialAmmoSchema, type Roster } from './roster';
import { unitFactsSchema, type RosterCatalog } from './unit-facts';

export const rosterInputSchema = z.object({
  mechs: z
    .array(
      z.object({
        category: z.enum(CATEGORY_IDS),
        unit: z.union([z.string().min(1), unitFactsSchema]),
        pilot: z.string().max(100).optional(),
        ownedAndPainted: z.boolean(),
        specialAmmo: z.array(specialAmmoSchema).default([]),
      }),
    )
    .max(12),
});
export type RosterInput = z.input<typeof rosterInputSchema>;

/** Look each unit name up for the player's faction in the event's era; an unknown name is refused with its field. */
export function resolveRosterInput(input: unknown, catalog: RosterCatalog, faction: string, era: string, file = 'roster'): Roster {
  const parsed = parseWith(rosterInputSchema, input, 'roster', file);
  return {
    mechs: parsed.mechs.map((m, i) => {
      const unit = typeof m.unit === 'string' ? catalog.unitFacts(m.unit, faction, era) : m.unit;
      if (!unit) throw new MarshalError('unknown-unit', `no unit called "${m.unit as string}" in the catalog`, { file, field: `mechs.${i}.unit` });
      return { ...m, unit };
    }),
  };
}
