/** A Ld test: the tester's Ld is the target, rolled and compared as the ruleset's Ld rule says. */
import { type Ruling, makeRuling, modifier } from '@marshal/core';
import type { LdTestRule } from './rules';
import { M42_SOURCES } from './sources';

export interface Tester {
  readonly kind: 'officer' | 'unit';
  readonly id: string;
  readonly name: string;
  readonly ld: number;
}

export function ldRuling(rule: LdTestRule, tester: Tester): Ruling {
  return makeRuling({
    id: `${rule.id}:${tester.id}`,
    label: `${rule.label}: ${tester.name}`,
    roll: rule.roll,
    comparison: rule.comparison,
    modifiers: [modifier('ld', `${tester.name}'s Ld`, tester.ld, rule.source)],
  });
}

/** The check a task force with no officer on the table fails without rolling. */
export function noOfficerRuling(rule: LdTestRule): Ruling {
  return makeRuling({
    id: `${rule.id}:no-officer`,
    label: `${rule.label}: no officer on the table`,
    roll: rule.roll,
    comparison: rule.comparison,
    modifiers: [modifier('ld', 'no officer alive on the table', 0, M42_SOURCES.noOfficer)],
    automatic: { outcome: 'failure', reason: 'no officer is alive and on the table to take the test', source: M42_SOURCES.noOfficer },
  });
}

/** The officer with the best chance of passing under this rule; the first listed wins a tie. */
export function bestTester(rule: LdTestRule, testers: readonly Tester[]): Tester | undefined {
  let best: Tester | undefined;
  let bestP = -1;
  for (const t of testers) {
    const p = ldRuling(rule, t).odds.probability;
    if (p > bestP) [best, bestP] = [t, p];
  }
  return best;
}
