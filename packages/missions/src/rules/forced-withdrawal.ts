/** When a unit must leave the field: the seed's own conditions, judged from damage the referee (or a battle) reports. */
import { z } from 'zod';
import type { Source } from '@marshal/core';
import { withdrawalFromFacts } from '@marshal/battletech';
import type { MissionUnit } from '../units';

/** What the referee (or a digital battle) reports about a unit's damage. */
export const damageFactsSchema = z.object({
  /** Locations whose armour is all gone (front armour for torsos). */
  armourStripped: z.array(z.string()).default([]),
  /** Locations destroyed (internal structure gone). */
  destroyed: z.array(z.string()).default([]),
  /** Current walking/cruising MP. */
  walkMp: z.number().int().nonnegative().optional(),
  /** Current troopers, for infantry and battle armour. */
  strength: z.number().int().nonnegative().optional(),
});
export type DamageFacts = z.infer<typeof damageFactsSchema>;

export interface Reason {
  readonly text: string;
  readonly source: Source;
}

export interface WithdrawalVerdict {
  readonly meets: boolean;
  readonly reasons: readonly Reason[];
}

export function forcedWithdrawal(unit: MissionUnit, facts: DamageFacts): WithdrawalVerdict {
  const j = withdrawalFromFacts(
    { test: unit.withdrawalTest, startWalkMp: unit.walkMp, ...(unit.strength !== undefined ? { startStrength: unit.strength } : {}) },
    facts,
  );
  return { meets: j.met, reasons: j.reasons.map((r) => ({ text: r.label, source: r.source })) };
}
