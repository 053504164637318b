/** Where each unit stands on withdrawal, and each side's General Retreat, with the rules that put them there. */
import { forcedWithdrawal, type Reason } from '../rules/forced-withdrawal';
import { s000 } from '../sources';
import type { Side } from '../units';
import type { MissionState, UnitState } from './state';
import { mustReason } from './withdrawal';

export interface WithdrawalStanding {
  /** Why the unit meets Forced Withdrawal (empty when it does not). */
  readonly forced: readonly Reason[];
  /** Why it must now leave the board, when it must. */
  readonly must: Reason | null;
}

/** A unit's withdrawal state, explained: the damage that meets Forced Withdrawal and what now makes it leave. */
export function withdrawalStanding(s: MissionState, u: UnitState): WithdrawalStanding {
  const forced = u.forcedWithdrawal ? forcedWithdrawal(u.unit, u.facts).reasons : [];
  const must = u.mustWithdraw
    ? (mustReason(s, u) ?? { text: `${u.unit.name} must withdraw toward its edge`, source: s000('Forced Withdrawal', 'rule 2') })
    : null;
  return { forced, must };
}

/** A side's General Retreat, once signalled: who set it off and the rule. */
export function generalRetreatOf(s: MissionState, side: Side): Reason | null {
  const by = s.generalRetreat[side];
  if (!by) return null;
  const name = s.units[by]?.unit.name ?? by;
  return {
    text: `General Retreat: ${name} withdrew under Forced Withdrawal, so every other ${side} unit meeting Forced Withdrawal (except the commander) must now leave`,
    source: s000('Forced Withdrawal', 'rule 2'),
  };
}
