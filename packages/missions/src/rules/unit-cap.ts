/** No side may field more than 12 units unless both players agree. */
import type { Source } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionUnit, Side } from '../units';

export const UNIT_CAP = 12;

export interface RuleProblem {
  readonly rule: string;
  readonly message: string;
  readonly source: Source;
  readonly field?: string;
}

export function checkUnitCap(units: readonly MissionUnit[], bothAgreeToExceed: boolean): RuleProblem[] {
  if (bothAgreeToExceed) return [];
  const problems: RuleProblem[] = [];
  for (const side of ['attacker', 'defender'] as Side[]) {
    const count = units.filter((u) => u.side === side).length;
    if (count > UNIT_CAP)
      problems.push({
        rule: 'unit-cap',
        message: `the ${side} fields ${count} units; at most ${UNIT_CAP} are allowed unless both players agree`,
        source: s000('Mission Set Up', 'rule 1'),
        field: side,
      });
  }
  return problems;
}
