/** M42 commands (what a player asks for at the table) and events (what the rules decided). */
import { z } from 'zod';
import type { Source } from '@marshal/core';
import type { MoraleResult } from './morale';
import type { ReservesResult } from './reserves';
import type { SuppressionResult } from './suppression';
import type { VictoryResult } from './victory';

const tableChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('unit'),
    player: z.string().min(1),
    unit: z.string().min(1),
    status: z.enum(['alive', 'destroyed', 'reserve']).optional(),
    suppression: z.number().int().min(0).optional(),
    hitCountDie: z.number().int().min(1).max(6).nullable().optional(),
  }),
  z.object({ kind: z.literal('officer'), player: z.string().min(1), officer: z.string().min(1), status: z.enum(['on-table', 'reserve', 'dead']) }),
  z.object({ kind: z.literal('objective'), objective: z.string().min(1), heldBy: z.string().nullable() }),
  z.object({ kind: z.literal('hostage'), hostage: z.string().min(1), escortedOffBy: z.string().nullable() }),
]);

const moraleChoice = { officer: z.string().min(1).optional(), useReroll: z.boolean().optional() };

export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkMorale'), ...moraleChoice }),
  z.object({ type: z.literal('checkVictory') }),
  z.object({ type: z.literal('updateSuppression') }),
  z.object({ type: z.literal('rollReserves') }),
  z.object({ type: z.literal('startingPhase'), ...moraleChoice }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('updateTable'), changes: z.array(tableChangeSchema).min(1) }),
]);

export type TableChange = z.infer<typeof tableChangeSchema>;
export type M42Command = z.infer<typeof commandSchema>;

export type M42Event =
  | ({ type: 'moraleChecked' } & MoraleResult)
  | ({ type: 'victoryChecked' } & VictoryResult)
  | { type: 'gameWon'; winner: string; loser: string; reason: string; source: Source }
  | ({ type: 'suppressionUpdated' } & SuppressionResult)
  | ({ type: 'reservesRolled' } & ReservesResult)
  | { type: 'phaseCompleted'; player: string; turn: number }
  | { type: 'turnEnded'; nextPlayer: string; turn: number }
  | { type: 'tableUpdated'; changes: readonly TableChange[] };
