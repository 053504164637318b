/** Commands a referee or player gives the campaign: land, roll the meeting engagement, report a battle, end the turn. */
import { parseWith } from '@marshal/core';
import { z } from 'zod';
import { groupSchema } from './force';

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
  z.object({ type: z.literal('nextTurn'), events: z.array(z.string().min(1).max(500)).default([]) }),
  /** Reinforcements: a new group, or new lances for an existing group of the same role. */
  z.object({ type: z.literal('receiveSupport'), side: z.enum(['attacker', 'defender']), group: groupSchema }),
  z.object({ type: z.literal('concede'), side: z.enum(['attacker', 'defender']), reason: z.string().min(1).max(500) }),
]);

export type CampaignCommand = z.infer<typeof commandSchema>;
export type CampaignCommandInput = z.input<typeof commandSchema>;
export type BattleSource = z.infer<typeof battleSourceSchema>;

export const parseCampaignCommand = (input: unknown): CampaignCommand => parseWith(commandSchema, input, 'campaign command');
