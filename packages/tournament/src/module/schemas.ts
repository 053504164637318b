/** External input for the tournament module: setup and commands, validated with zod. */
import { z } from 'zod';
import { mapChoiceInputSchema } from '../duel/map-choice';
import { mapStepSchema } from '../duel/map-steps';
import { clockActionSchema } from '../duel/table-clock';
import { rosterSchema } from '../roster/roster';
import { factionInfoSchema } from '../roster/unit-facts';
import { DEFAULT_SCHEDULE, scheduleSlotSchema } from '../schedule';
import { DEFAULT_TIEBREAKER_ORDER, tiebreakerById } from '../standings/tiebreakers';

const id = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore');

export const actorSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('organiser'), name: z.string().max(100).optional() }),
  z.object({ role: z.literal('player'), player: id }),
]);
export type Actor = z.infer<typeof actorSchema>;

export const setupSchema = z.object({
  title: z.string().min(1).max(200),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .optional(),
  venue: z.string().max(200).optional(),
  pairing: z.enum(['swiss', 'round-robin']).default('swiss'),
  tiebreakers: z
    .array(z.string())
    .default([...DEFAULT_TIEBREAKER_ORDER])
    .refine((ids) => ids.every((t) => tiebreakerById(t)), { message: `tiebreakers must be from: ${DEFAULT_TIEBREAKER_ORDER.join(', ')}` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a tiebreaker may be listed once' }),
  schedule: z.array(scheduleSlotSchema).default([...DEFAULT_SCHEDULE]),
  /** The factions the catalog's availability data lists for the event's era, fixed when the event is created (shells fill it in). */
  factions: z.array(factionInfoSchema).max(1000).optional(),
});
export type TournamentSetup = z.infer<typeof setupSchema>;

export const sideStateSchema = z.enum(['intact', 'crippled', 'destroyed']);
export const duelResultSchema = z.object({
  a: sideStateSchema,
  b: sideStateSchema,
  gameRounds: z.number().int().min(1),
  /** Where the result came from: entered at the table, or a digital battle record. */
  via: z
    .discriminatedUnion('kind', [z.object({ kind: z.literal('table') }), z.object({ kind: z.literal('battle'), record: z.string().min(1) })])
    .default({ kind: 'table' }),
});
export type DuelResult = z.infer<typeof duelResultSchema>;

const withActor = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) => z.object({ type: z.literal(type), actor: actorSchema, ...shape });

export const commandSchema = z.discriminatedUnion('type', [
  withActor('addPlayer', { player: id, name: z.string().min(1).max(100), faction: z.string().min(1).max(100), club: z.string().max(100).optional() }),
  withActor('dropPlayer', { player: id }),
  withActor('setRoster', { player: id, roster: rosterSchema }),
  withActor('startEvent', {}),
  withActor('pairRound', {}),
  withActor('chooseMap', { duel: z.string(), choice: mapChoiceInputSchema, lowerBvPlayer: id.optional() }),
  withActor('mapStep', { duel: z.string().max(60), step: mapStepSchema }),
  withActor('startDigitalDuel', {
    duel: z.string(),
    game: z.string().min(1).max(200),
    units: z.object({ a: z.string().min(1).max(60), b: z.string().min(1).max(60) }),
  }),
  withActor('attachBattleResult', { duel: z.string(), result: duelResultSchema }),
  withActor('reportResult', { duel: z.string(), result: duelResultSchema }),
  withActor('confirmResult', { duel: z.string() }),
  withActor('disputeResult', { duel: z.string(), reason: z.string().min(1).max(500) }),
  withActor('settleResult', { duel: z.string(), result: duelResultSchema, note: z.string().max(500).default('') }),
  withActor('tossCoins', {}),
  withActor('drawPrizes', { prizeCount: z.number().int().min(1).max(100).optional() }),
  /** A table-clock event; `at` (milliseconds since 1970) is the server's time, set by the clock route. */
  withActor('tableClock', { duel: z.string(), clock: clockActionSchema, at: z.number().int().min(0) }),
  withActor('awardBestPainted', { player: id, note: z.string().max(200).default('') }),
]);
export type TournamentCommand = z.infer<typeof commandSchema>;
