/** Shapes shared by the digital-battle commands and events: carried damage points and a battle's deployment. */
import { type Source, sourceSchema } from '@marshal/core';
import { z } from 'zod';
import { DEPLOYMENT_CODES } from './tables/meeting-table';

/** Damage points a unit carries between battles (the battle setup's `damage`): front or rear armour, or internal structure. */
export const damagePointSchema = z.object({
  location: z.string().min(1).max(8),
  amount: z.number().int().min(1).max(500),
  rear: z.boolean().optional(),
  internal: z.boolean().optional(),
});
export type DamagePoint = z.infer<typeof damagePointSchema>;

const edge = z.enum(['north', 'south', 'east', 'west']);
const sideDeployment = z.object({ code: z.enum(DEPLOYMENT_CODES), edge });

export const battleDeploymentSchema = z.object({
  attacker: sideDeployment,
  defender: sideDeployment,
  /** Where the deployment comes from, in words, and its citation. */
  note: z.string().min(1).max(500),
  source: sourceSchema.transform((x): Source => x),
});
export type BattleDeployment = z.infer<typeof battleDeploymentSchema>;
export type SideDeployment = z.infer<typeof sideDeployment>;
