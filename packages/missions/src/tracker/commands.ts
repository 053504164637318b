import { z } from 'zod';
import { damageFactsSchema } from '../rules/forced-withdrawal';
import { missionUnitSchema } from '../units';
import { PHASE_ORDER } from '../missions/assassination';

const side = z.enum(['attacker', 'defender']);
const edge = z.enum(['home', 'far', 'flank']);
const hexLabel = z.string().regex(/^\d{4,6}$/, 'a hex label such as 0507');

export const missionSetupSchema = z.object({
  mission: z.enum(['escort', 'diversion', 'sabotage', 'rapid-recon', 'take-the-position', 'extraction', 'open-engagement', 'assassination', 'break-the-line']),
  units: z.array(missionUnitSchema).min(1),
  bothAgreeToExceedCap: z.boolean().default(false),
  /** Per-game changes to mission numbers (Sundry 2); money is not among them. */
  params: z.record(z.string(), z.number()).default({}),
  objectives: z
    .object({
      tokens: z.array(z.object({ id: z.string().min(1), hex: hexLabel, waterDepth: z.number().int().min(0).default(0) })).default([]),
      objectiveHex: hexLabel.optional(),
    })
    .default({ tokens: [] }),
  targets: z.object({ attacker: z.string().optional(), defender: z.string().optional() }).default({}),
  /** The assassination target may ignore a General Retreat (the owner's choice; default yes). */
  targetIgnoresGeneralRetreat: z.boolean().default(true),
  /** Optional rules both players agreed to (Sundry 3–4), by option id; a digital battle plays them, the set-up sheet lists them. */
  optionalRules: z.array(z.string()).default([]),
  /** Sheets the defender chose and how they are laid out (rows of columns), when not the mission's suggestion. */
  sheets: z.number().int().min(1).max(6).optional(),
  layout: z.object({ rows: z.number().int().min(1).max(6), cols: z.number().int().min(1).max(6) }).optional(),
  /** The digital battle this mission follows: its game id and which battle side plays which mission side. */
  battle: z
    .object({ game: z.string().min(1), sides: z.record(z.string(), side), attackerHome: z.enum(['north', 'south', 'east', 'west']).optional() })
    .optional(),
});
export type MissionSetupInput = z.input<typeof missionSetupSchema>;
export type MissionSetup = z.infer<typeof missionSetupSchema>;

const unit = z.string().min(1);
export const missionCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setPhase'), phase: z.enum(PHASE_ORDER) }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('reportDamage'), unit, facts: damageFactsSchema }),
  z.object({
    type: z.literal('exitUnit'),
    unit,
    edge,
    walkMp: z.number().int().nonnegative().optional(),
    /** Pushed, charged or otherwise displaced off the map: the unit did not choose to leave, so no withdrawal rule is asked. */
    displaced: z.literal(true).optional(),
  }),
  z.object({
    type: z.literal('destroyUnit'),
    unit,
    cause: z.enum(['cockpit', 'head-destroyed', 'crew-killed', 'other']),
    hex: hexLabel.optional(),
    /**
     * `later`: record the destruction now and leave the Crew Survival roll as a step of its own (`rollCrewSurvival`), so a
     * destruction reported with dice rolled at the table is kept even if the roll is never typed in; without it the roll is made at once.
     */
    crewRoll: z.literal('later').optional(),
  }),
  /** The Crew Survival roll of a unit whose destruction was recorded with `crewRoll: 'later'`. */
  z.object({ type: z.literal('rollCrewSurvival'), unit }),
  z.object({ type: z.literal('immobiliseUnit'), unit }),
  z.object({ type: z.literal('decideImmobile'), unit, decision: z.enum(['fight-on', 'abandon']) }),
  z.object({ type: z.literal('damageBuilding'), building: z.string(), damage: z.number().int().positive() }),
  z.object({
    type: z.literal('attemptRecon'),
    unit,
    objective: z.string(),
    lineOfSight: z.boolean(),
    hexes: z.number().int().nonnegative(),
    ecmHexes: z.number().int().nonnegative().default(0),
    woodsHexes: z.number().int().nonnegative().default(0),
  }),
  z.object({
    type: z.literal('attemptExtraction'),
    unit,
    hexesMoved: z.number().int().nonnegative(),
    inObjectiveHex: z.boolean(),
    enemyInHex: z.boolean(),
    attackedThisTurn: z.boolean(),
  }),
  z.object({ type: z.literal('dropObjective'), unit, hex: hexLabel.optional() }),
  z.object({ type: z.literal('reportArea'), attackerUnits: z.array(unit), defenderUnits: z.array(unit) }),
  z.object({
    type: z.literal('agreeCeasefire'),
    objectivesMet: z.object({ attacker: z.boolean(), defender: z.boolean() }),
    surrendered: z.array(unit).default([]),
    fieldControl: side.nullable().default(null),
  }),
  z.object({ type: z.literal('endGame'), reason: z.string().min(1) }),
]);
export type MissionCommand = z.infer<typeof missionCommandSchema>;
