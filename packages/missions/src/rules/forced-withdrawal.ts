/** When a unit must leave the field: the seed's own conditions for 'Mechs, vehicles, and infantry or battle armour. */
import { z } from 'zod';
import type { Source } from '@marshal/core';
import { s000 } from '../sources';
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

const MECH_COUNTED = ['HD', 'LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL', 'LT', 'CT', 'RT'];
const MECH_VITAL = ['LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL', 'LT', 'CT', 'RT'];

type Test = (unit: MissionUnit, facts: DamageFacts) => Reason[];

const mech: Test = (_unit, facts) => {
  const src = s000('Forced Withdrawal', 'rule 5');
  const reasons: Reason[] = [];
  const stripped = facts.armourStripped.filter((l) => MECH_COUNTED.includes(l));
  if (stripped.length >= 2) reasons.push({ text: `armour gone from ${stripped.join(', ')} (two or more of head, legs and front torsos)`, source: src });
  const lost = facts.destroyed.filter((l) => MECH_VITAL.includes(l));
  if (lost.length) reasons.push({ text: `${lost.join(', ')} destroyed (a leg or torso)`, source: src });
  return reasons;
};

const vehicle: Test = (unit, facts) => {
  const src = s000('Forced Withdrawal', 'rule 6');
  const reasons: Reason[] = [];
  if (facts.armourStripped.length) reasons.push({ text: `all armour gone from ${facts.armourStripped.join(', ')}`, source: src });
  if (facts.walkMp !== undefined && facts.walkMp * 2 < unit.walkMp)
    reasons.push({ text: `mobility down from ${unit.walkMp} to ${facts.walkMp} MP (more than half lost)`, source: src });
  return reasons;
};

const squad: Test = (unit, facts) => {
  const start = unit.strength;
  if (start === undefined || facts.strength === undefined || facts.strength * 2 >= start) return [];
  return [{ text: `${facts.strength} of ${start} troopers left (below half)`, source: s000('Forced Withdrawal', 'rule 7') }];
};

const TESTS: Record<MissionUnit['withdrawalTest'], Test> = { mech, vehicle, squad };

export function forcedWithdrawal(unit: MissionUnit, facts: DamageFacts): WithdrawalVerdict {
  const reasons = TESTS[unit.withdrawalTest](unit, facts);
  return { meets: reasons.length > 0, reasons };
}
