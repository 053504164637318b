import { z } from 'zod';

export type Side = 'attacker' | 'defender';
export const otherSide = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/**
 * How a unit is judged for Forced Withdrawal. The unit declares it (from its catalog kind);
 * mission code never switches on unit kinds.
 */
export type WithdrawalTest = 'mech' | 'vehicle' | 'squad';

/** A unit as the mission rules see it: identity, size, role and the capabilities the rules ask about. */
export const missionUnitSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The pilot's (or crew commander's) name, as the players typed it; shown beside the unit, never used by the rules. */
  pilot: z.string().trim().min(1).max(80).optional(),
  side: z.enum(['attacker', 'defender']),
  tonnage: z.number().nonnegative(),
  /** Counts toward the suggested board size ('Mechs, vehicles, aerospace fighters; not infantry or battle armour). */
  countsForBoardSize: z.boolean(),
  /** Ground unit (not airborne): counted by Take the Position, Break the Line, Diversion and Assassination. */
  ground: z.boolean(),
  withdrawalTest: z.enum(['mech', 'vehicle', 'squad']),
  /** Walking (or cruising) MP at the start of the game. */
  walkMp: z.number().int().nonnegative(),
  /** Battle Value (or another agreed value) used to pick the Assassination target. */
  value: z.number().nonnegative(),
  support: z.boolean().default(false),
  commander: z.boolean().default(false),
  /** May attempt to recon an objective (the seed allows 'Mechs and vehicles). */
  canRecon: z.boolean().default(false),
  /** Fitted with TAG / an active probe (Rapid Recon modifiers). */
  tag: z.boolean().default(false),
  activeProbe: z.boolean().default(false),
  /** Has at least one working hand actuator (Extraction pick-up). */
  hands: z.boolean().default(false),
  /** Infantry / battle armour starting strength (troopers). */
  strength: z.number().int().positive().optional(),
  piloting: z.number().int().min(0).max(8).default(5),
  /** Has a crew that may survive the unit's destruction (Crew Survival). */
  crewSurvival: z.boolean().default(true),
  /** Group inside the force for missions that split it (Diversion: trapped/diversion; Escort: convoy). */
  group: z.string().optional(),
  /** Damage the unit starts the mission with (carried from an earlier mission of a contract): locations as in `reportDamage`. */
  startDamage: z
    .object({ armourStripped: z.array(z.string().min(1).max(10)).max(40).default([]), destroyed: z.array(z.string().min(1).max(10)).max(40).default([]) })
    .optional(),
});

export type MissionUnit = z.infer<typeof missionUnitSchema>;
