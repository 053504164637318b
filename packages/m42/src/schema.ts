/** The M42 table state as external input: task forces, units, officers, markers, the mission and its battlefield facts. */
import { z } from 'zod';

export const unitSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  status: z.enum(['alive', 'destroyed', 'reserve']),
  ld: z.number().int().min(0).max(20).optional(),
  suppression: z.number().int().min(0).default(0),
  hitCountDie: z.number().int().min(1).max(6).nullable().default(null),
});

export const officerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  ld: z.number().int().min(0).max(20),
  status: z.enum(['on-table', 'reserve', 'dead']),
  unit: z.string().optional(),
});

export const specialRuleIdSchema = z.enum(['hive-mind', 'fanatical']);

export const taskForceSchema = z.object({
  name: z.string().min(1),
  startingUnits: z.number().int().min(1).optional(),
  specialRules: z.array(specialRuleIdSchema).default([]),
  units: z.array(unitSchema).min(1),
  officers: z.array(officerSchema).default([]),
});

export const playerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).optional(),
  role: z.enum(['attacker', 'defender']),
  taskForce: taskForceSchema,
});

export const conditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hold-objective'), objective: z.string().min(1), fromTurn: z.number().int().min(1).optional() }),
  z.object({ kind: z.literal('hold-objectives'), count: z.number().int().min(1), fromTurn: z.number().int().min(1).optional() }),
  z.object({ kind: z.literal('escort-hostage'), hostage: z.string().min(1) }),
  z.object({ kind: z.literal('opponent-below'), fraction: z.number().gt(0).max(1) }),
  z.object({ kind: z.literal('survive-until'), turn: z.number().int().min(1) }),
]);

export const reservesRuleSchema = z.object({
  roll: z.string().default('1d6'),
  arriveOn: z.number().int(),
  fromTurn: z.number().int().min(1).default(2),
  perTurnBonus: z.number().int().min(0).default(0),
  label: z.string().default('mission reserves rule'),
});

export const missionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  victory: z.object({
    attacker: z.array(conditionSchema).default([]),
    defender: z.array(conditionSchema).default([]),
  }),
  reserves: reservesRuleSchema.optional(),
});

export const battlefieldSchema = z.object({
  objectives: z.array(z.object({ id: z.string().min(1), label: z.string().min(1), heldBy: z.string().nullable().default(null) })).default([]),
  hostages: z.array(z.object({ id: z.string().min(1), label: z.string().min(1), escortedOffBy: z.string().nullable().default(null) })).default([]),
});

export const setupSchema = z.object({
  title: z.string().min(1).default('M42 battle'),
  turn: z.number().int().min(1).default(1),
  currentPlayer: z.string().min(1),
  players: z.array(playerSchema).length(2),
  mission: missionSchema,
  battlefield: battlefieldSchema.default({ objectives: [], hostages: [] }),
  /** A saved state carries where the phase stands and any result, so it round-trips. */
  step: z.enum(['morale', 'victory', 'suppression', 'reserves', 'done']).default('morale'),
  outcome: z
    .object({ winner: z.string(), loser: z.string(), reason: z.string(), source: z.object({ kind: z.string() }).passthrough() })
    .nullable()
    .default(null),
});

export type M42Unit = z.infer<typeof unitSchema>;
export type M42Officer = z.infer<typeof officerSchema>;
export type SpecialRuleId = z.infer<typeof specialRuleIdSchema>;
export type TaskForce = z.infer<typeof taskForceSchema> & { readonly startingUnits: number };
export type M42Player = Omit<z.infer<typeof playerSchema>, 'taskForce'> & { readonly taskForce: TaskForce };
export type VictoryCondition = z.infer<typeof conditionSchema>;
export type ReservesRule = z.infer<typeof reservesRuleSchema>;
export type Mission = z.infer<typeof missionSchema>;
export type Battlefield = z.infer<typeof battlefieldSchema>;
export type M42SetupInput = z.input<typeof setupSchema>;
export type M42Setup = Omit<z.infer<typeof setupSchema>, 'players'> & { readonly players: readonly M42Player[] };
