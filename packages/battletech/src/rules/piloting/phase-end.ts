import { type Dice, type Ruling, rollCheck } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import { type CrashReport, type FallReport, resolveCrash, resolveFall } from './falls';
import { phasePsrTriggers, psrRuling } from './piloting';
import type { CombatRules, PsrTrigger } from '../../options/rules';

/** End of a phase: the piloting rolls a unit owes, in order; the first failure is a fall and cancels the rest. */
export interface PsrReport {
  readonly trigger: PsrTrigger;
  readonly ruling: Ruling;
  readonly roll: number | null;
  readonly success: boolean;
}

export interface PhaseEndReport {
  readonly unit: string;
  readonly psrs: readonly PsrReport[];
  readonly fall: FallReport | null;
  /** A flying unit that lost its rotor this phase comes down. */
  readonly crash?: CrashReport;
}

/** The rulings a unit would roll at the end of this phase (for display before any dice). */
export const pendingPsrRulings = (unit: BattleUnit, rules: CombatRules): { trigger: PsrTrigger; ruling: Ruling }[] =>
  phasePsrTriggers(unit, rules).map((trigger) => ({ trigger, ruling: psrRuling(unit, trigger, rules) }));

export function resolvePhaseEnd(unit: BattleUnit, rules: CombatRules, dice: Dice): { unit: BattleUnit; report: PhaseEndReport } {
  const psrs: PsrReport[] = [];
  let fall: FallReport | null = null;
  let u = unit;
  for (const { trigger, ruling } of pendingPsrRulings(unit, rules)) {
    const r = rollCheck(ruling, dice, ruling.label);
    psrs.push({ trigger, ruling, roll: r.roll?.total ?? null, success: r.success });
    if (!r.success) {
      const how = rules.triggers[trigger].fall;
      const f = resolveFall(u, rules, dice, how?.levels ?? 0, how?.landsOn);
      u = f.unit;
      fall = f.report;
      break;
    }
  }
  const crash = resolveCrash(u, rules, dice);
  if (crash) u = crash.unit;
  const cleared = u.pendingPsrs.length === 0 && u.damageThisPhase === 0 ? u : { ...u, pendingPsrs: [], damageThisPhase: 0 };
  return { unit: cleared, report: { unit: unit.id, psrs, fall, ...(crash ? { crash: crash.report } : {}) } };
}
