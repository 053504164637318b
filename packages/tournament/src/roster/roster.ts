/** A player's roster: six 'Mechs, one per duel category, with the special ammunition fixed before the event. */
import { z } from 'zod';
import { CATEGORY_IDS } from './categories';
import { ammoFamilySchema, unitFactsSchema } from './unit-facts';

export const specialAmmoSchema = z.object({
  family: ammoFamilySchema,
  munition: z.string().min(1).max(40),
  tons: z.number().positive().multipleOf(0.5),
});

export const rosterMechSchema = z.object({
  category: z.enum(CATEGORY_IDS),
  unit: unitFactsSchema,
  pilot: z.string().max(100).optional(),
  /** The player owns the model and has painted it (tiebreaker f counts the ones that are not). */
  ownedAndPainted: z.boolean(),
  specialAmmo: z.array(specialAmmoSchema).default([]),
});

export const rosterSchema = z.object({ mechs: z.array(rosterMechSchema).max(12) });

export type RosterMech = z.infer<typeof rosterMechSchema>;
export type Roster = z.infer<typeof rosterSchema>;
