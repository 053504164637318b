/** Commands a referee or player gives the campaign: land, roll the meeting engagement, report a battle, end the turn. */
import { parseWith } from '@marshal/core';
import { z } from 'zod';
import { forceUnitSchema, groupSchema } from './force';
import { damagePointSchema } from './digital-schema';

const ids = z.array(z.string().min(1));

export const battleSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('entered') }),
  z.object({ kind: z.literal('digital'), recordId: z.string().min(1) }),
  z.object({ kind: z.literal('missions'), recordId: z.string().min(1) }),
]);

export const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('landing'),
    modifier: z.number().int().optional(),
    /** Defender units that take part; empty means the defender stays out of the landing. */
    defender: ids.default([]),
    /** Points the defender spends while it holds the landing zone after a lost landing. */
    defenderSpend: z.number().int().min(0).default(0),
  }),
  z.object({ type: z.literal('meetingEngagement'), attacker: ids, defender: ids }),
  z.object({
    type: z.literal('reportBattle'),
    winner: z.enum(['attacker', 'defender']),
    /** Units fielded; for the landing they were fixed by the landing command and may be left out. */
    attacker: ids.optional(),
    defender: ids.optional(),
    destroyed: ids.default([]),
    damaged: ids.default([]),
    /** Destroyed units the side holding the field recovers (its own) or captures (the enemy's). */
    salvage: ids.default([]),
    source: battleSourceSchema.default({ kind: 'entered' }),
    notes: z.string().max(2000).optional(),
  }),
  /**
   * The result of the scenario's digital battle, built by the server from the battle's record (never typed): as a
   * report, plus the survivors that withdrew and the damage each survivor carries on.
   */
  z.object({
    type: z.literal('reportDigitalBattle'),
    battle: z.string().min(1).max(100),
    winner: z.enum(['attacker', 'defender']),
    attacker: ids,
    defender: ids,
    destroyed: ids,
    damaged: ids,
    withdrawn: ids,
    salvage: ids.default([]),
    damage: z.record(z.string(), z.array(damagePointSchema).max(80)),
    notes: z.string().max(2000).optional(),
  }),
  /** The scenario is fought as a digital battle: the link the server records when it creates the battle (never typed by a person). */
  z.object({ type: z.literal('fightDigitally'), battle: z.string().min(1).max(100), attacker: ids, defender: ids }),
  /** The defender, holding the landing zone after a lost landing, buys units for one of its lances (item 6: up to 3600 points each). */
  z.object({ type: z.literal('reinforce'), lance: z.string().min(1), units: z.array(forceUnitSchema).min(1).max(12) }),
  z.object({ type: z.literal('nextTurn'), events: z.array(z.string().min(1).max(500)).default([]) }),
  /** Reinforcements: a new group, or new lances for an existing group of the same role. */
  z.object({ type: z.literal('receiveSupport'), side: z.enum(['attacker', 'defender']), group: groupSchema }),
  z.object({ type: z.literal('concede'), side: z.enum(['attacker', 'defender']), reason: z.string().min(1).max(500) }),
]);

export type CampaignCommand = z.infer<typeof commandSchema>;
export type CampaignCommandInput = z.input<typeof commandSchema>;
export type BattleSource = z.infer<typeof battleSourceSchema>;

export const parseCampaignCommand = (input: unknown): CampaignCommand => parseWith(commandSchema, input, 'campaign command');
