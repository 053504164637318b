/** A mercenary contract's set-up and commands: the unit, its force, the money terms, and each mission's wash-up as facts. */
import { z } from 'zod';
import { sourceSchema } from '@marshal/core';
import { forceSchema } from '@marshal/catalog';

const name = (what: string) =>
  z
    .string({ error: `${what} is needed` })
    .trim()
    .min(1, { error: `${what} is needed` })
    .max(100, { error: `${what} is longer than 100 characters` })
    // eslint-disable-next-line no-control-regex -- one line of printable text
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: `${what} holds a control character` });

const wholeNumber = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a whole number from 0 to ${max.toLocaleString('en')}` })
    .int({ error: `${what} must be a whole number from 0 to ${max.toLocaleString('en')}` })
    .min(0, { error: `${what} must be a whole number from 0 to ${max.toLocaleString('en')}` })
    .max(max, { error: `${what} must be a whole number from 0 to ${max.toLocaleString('en')}` });

/** Faction points per outcome the seed names; the seed gives no amounts, so these are a labelled default (replaceable). */
export const factionPointTableSchema = z.object({
  gain: z.number().int().min(-100).max(100),
  lose: z.number().int().min(-100).max(100),
  'half-gain': z.number().int().min(-100).max(100),
  'gain-as-winner': z.number().int().min(-100).max(100),
});
export type FactionPointTable = z.infer<typeof factionPointTableSchema>;

export const contractSetupSchema = z.object({
  /** The mercenary unit's name ("Wolf's Dragoons"). */
  unitName: name('the unit name'),
  /** The faction that hires the unit; faction points are kept per faction. */
  employer: name('the employer'),
  force: forceSchema.refine((f) => f.units.length > 0, { error: 'the force needs at least one unit' }),
  /** The contract's value in C-bills. */
  contractValue: wholeNumber('the contract value', 1_000_000_000_000),
  /** The share of the contract value that is one mission's contracted pay (the seed's 100%). */
  payPercent: z
    .number({ error: 'the pay % must be a number above 0 and at most 100' })
    .gt(0, { error: 'the pay % must be a number above 0 and at most 100' })
    .max(100, { error: 'the pay % must be a number above 0 and at most 100' }),
  /** Faction points per outcome, when the players use their own numbers instead of the default. */
  factionPoints: factionPointTableSchema.optional(),
});
export type ContractSetupInput = z.input<typeof contractSetupSchema>;
export type ContractSetup = z.infer<typeof contractSetupSchema>;

const side = z.enum(['attacker', 'defender']);
const point = z.object({
  location: z.string().min(1).max(8),
  amount: z.number().int().min(1).max(500),
  rear: z.boolean().optional(),
  internal: z.boolean().optional(),
});
const facts = z.object({
  armourStripped: z.array(z.string().max(10)).max(40),
  destroyed: z.array(z.string().max(10)).max(40),
  /** Armour and structure points lost, read from the digital battle the mission followed (none for a table-tracked mission). */
  points: z.array(point).max(80).optional(),
});
const reason = z.object({ text: z.string().max(1000), source: sourceSchema });

/** One unit of the finished mission, as its record says (built by the shell from the mission record, never typed). */
export const missionUnitFactsSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(300),
  side,
  tonnage: z.number().min(0).max(1000),
  value: z.number().min(0).max(1_000_000),
  status: z.enum(['active', 'immobile', 'abandoned', 'destroyed', 'exited', 'surrendered']),
  crew: z.enum(['aboard', 'killed', 'escaped', 'bailed-out']),
  salvageTo: z.union([side, z.literal('undecided')]).nullable(),
  crewPickedUpBy: z.union([side, z.literal('undecided')]).nullable(),
  /** Damage when the mission started and when it ended. */
  startDamage: facts,
  damage: facts,
  /** Hits the pilot took, when the mission followed a digital battle (else 0: a tracker does not record them). */
  pilotHits: z.number().int().min(0).max(6),
});
export type MissionUnitFacts = z.infer<typeof missionUnitFactsSchema>;

/** A finished mission's wash-up as facts read from its record. */
export const missionFactsSchema = z.object({
  game: z.string().min(1).max(100),
  /** Entries in the mission record when it was read, and its final hash. */
  version: z.number().int().min(0),
  hash: z.string().max(200),
  mission: z.string().min(1).max(40),
  title: z.string().min(1).max(200),
  /** The side the mercenary unit fought on. */
  side,
  outcome: z.enum(['complete-victory', 'defeat', 'draw']),
  payPercent: z.number().min(0).max(100),
  factionPoints: z.enum(['gain', 'lose', 'half-gain', 'gain-as-winner', 'none']),
  reasons: z.array(reason).max(50),
  salvage: z.object({ controller: z.union([side, z.literal('undecided')]), reason }),
  units: z.array(missionUnitFactsSchema).min(1).max(200),
});
export type MissionFacts = z.infer<typeof missionFactsSchema>;

export const contractCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('recordMission'),
    facts: missionFactsSchema,
    /** The faction employing the unit for this mission (default: the contract's employer). */
    employer: name('the employer').optional(),
    /** Which contract unit each mission unit is (mission unit id → contract unit id); unnamed ones are matched by name. */
    assign: z.record(z.string().max(100), z.string().max(20)).default({}),
  }),
  /** The next mission was started from the contract (built by the server that created it; it waits here until added). */
  z.object({
    type: z.literal('startMission'),
    game: z.string().min(1).max(100),
    mission: z.string().min(1).max(40),
    title: z.string().min(1).max(200),
    side,
    units: z.array(z.string().min(1).max(20)).min(1).max(40),
    /** The digital battle the mission's tracker follows, when it is fought as one. */
    battle: z.string().min(1).max(100).optional(),
  }),
  z.object({ type: z.literal('repairUnit'), unit: z.string().min(1).max(20) }),
  z.object({ type: z.literal('closeContract') }),
]);
export type ContractCommand = z.infer<typeof contractCommandSchema>;
export type ContractCommandInput = z.input<typeof contractCommandSchema>;
