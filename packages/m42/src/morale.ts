/** Step 1, Task Force Morale: below half the starting units, an officer's Ld test (or a Hive Mind vote) decides retreat. */
import { type Dice, type Roll, type Source, reject, type Rejection, rollCheck, type Ruling } from '@marshal/core';
import { type Tester, bestTester, ldRuling, noOfficerRuling } from './ld-test';
import { type M42Rules, capabilitiesOf } from './rules';
import type { M42Player } from './schema';
import { M42_SOURCES } from './sources';
import { remainingUnits } from './state';

export interface MoraleTest {
  readonly attempt: number;
  readonly tester: Omit<Tester, 'ld'> | null;
  readonly ruling: Ruling;
  readonly roll: Roll | null;
  readonly success: boolean;
}

export interface MoraleResult {
  readonly player: string;
  readonly starting: number;
  readonly alive: number;
  readonly reserve: number;
  readonly remaining: number;
  readonly needed: boolean;
  readonly procedure: 'single-check' | 'hive-mind';
  readonly rerollsAllowed: number;
  readonly tests: readonly MoraleTest[];
  readonly votes?: { readonly passes: number; readonly failures: number };
  readonly result: 'not-needed' | 'fight-on' | 'retreat';
  readonly explanation: string;
  readonly sources: readonly Source[];
}

export interface MoraleChoice {
  readonly officer?: string | undefined;
  /** A Fanatical force may decline its re-roll; it is taken unless declined. */
  readonly useReroll?: boolean | undefined;
}

type Attempt = { tests: MoraleTest[]; passed: boolean; votes?: { passes: number; failures: number } };

const test = (attempt: number, tester: Tester | null, ruling: Ruling, dice: Dice): MoraleTest => {
  const r = rollCheck(ruling, dice, `M42 Task Force Morale${attempt > 1 ? ' re-roll' : ''}: ${ruling.label}`);
  const who = tester ? { kind: tester.kind, id: tester.id, name: tester.name } : null;
  return { attempt, tester: who, ruling, roll: r.roll, success: r.success };
};

function officerCheck(player: M42Player, rules: M42Rules, choice: MoraleChoice, attempt: number, dice: Dice): Attempt | Rejection {
  const destroyed = new Set(player.taskForce.units.filter((u) => u.status === 'destroyed').map((u) => u.id));
  const onTable = player.taskForce.officers.filter((o) => o.status === 'on-table' && !(o.unit !== undefined && destroyed.has(o.unit)));
  const testers: Tester[] = onTable.map((o) => ({ kind: 'officer', id: o.id, name: o.name, ld: o.ld }));
  if (testers.length === 0) {
    const t = test(attempt, null, noOfficerRuling(rules.ldTest), dice);
    return { tests: [t], passed: false };
  }
  let tester = bestTester(rules.ldTest, testers);
  if (choice.officer !== undefined) {
    tester = testers.find((t) => t.id === choice.officer);
    const lostWith = player.taskForce.officers.find((o) => o.id === choice.officer && o.status === 'on-table' && o.unit !== undefined && destroyed.has(o.unit));
    if (!tester && lostWith)
      return reject(
        `officer "${choice.officer}" died with its unit ${lostWith.unit}; choose one of ${testers.map((t) => t.id).join(', ')}`,
        M42_SOURCES.officerWithUnit,
        'officer',
      );
    if (!tester)
      return reject(
        `officer "${choice.officer}" is not alive on the table; choose one of ${testers.map((t) => t.id).join(', ')}`,
        M42_SOURCES.morale,
        'officer',
      );
  }
  const t = test(attempt, tester!, ldRuling(rules.ldTest, tester!), dice);
  return { tests: [t], passed: t.success };
}

function hiveVote(player: M42Player, rules: M42Rules, attempt: number, dice: Dice): Attempt {
  const voters = player.taskForce.units.filter((u) => u.status === 'alive' || (rules.hiveMindVoters.includeReserves && u.status === 'reserve'));
  if (voters.length === 0) {
    const t = test(attempt, null, noOfficerRuling(rules.ldTest), dice);
    return { tests: [t], passed: false, votes: { passes: 0, failures: 0 } };
  }
  const tests = voters.map((u) =>
    test(
      attempt,
      { kind: 'unit', id: u.id, name: u.name, ld: u.ld ?? 0 },
      ldRuling(rules.ldTest, { kind: 'unit', id: u.id, name: u.name, ld: u.ld ?? 0 }),
      dice,
    ),
  );
  const passes = tests.filter((t) => t.success).length;
  const failures = tests.length - passes;
  return { tests, passed: failures <= passes, votes: { passes, failures } };
}

/** Resolve Task Force Morale for one player: the count, the test(s), any re-roll, and the result. */
export function checkMorale(player: M42Player, rules: M42Rules, choice: MoraleChoice, dice: Dice): MoraleResult | Rejection {
  const tf = player.taskForce;
  const count = remainingUnits(tf);
  const caps = capabilitiesOf(tf.specialRules, rules);
  const base = { player: player.id, starting: tf.startingUnits, ...count, procedure: caps.moraleProcedure, rerollsAllowed: caps.moraleRerolls };
  const needed = count.remaining * 2 < tf.startingUnits;
  if (!needed)
    return {
      ...base,
      needed,
      tests: [],
      result: 'not-needed',
      explanation: `${count.remaining} of ${tf.startingUnits} units remain: at least half, no check`,
      sources: [M42_SOURCES.morale],
    };
  const sources: Source[] = [M42_SOURCES.morale];
  if (caps.moraleProcedure === 'hive-mind') sources.push(M42_SOURCES.hiveMind, rules.hiveMindVoters.source);
  const tests: MoraleTest[] = [];
  let last: Attempt | undefined;
  const attempts = 1 + (choice.useReroll === false ? 0 : caps.moraleRerolls);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const a = caps.moraleProcedure === 'hive-mind' ? hiveVote(player, rules, attempt, dice) : officerCheck(player, rules, choice, attempt, dice);
    if ('rejected' in a) return a;
    tests.push(...a.tests);
    last = a;
    if (a.passed || a.tests.every((t) => t.roll === null)) break;
    if (attempt < attempts) sources.push(M42_SOURCES.fanatical, ...(caps.moraleProcedure === 'hive-mind' ? [M42_SOURCES.hiveMindFanatical] : []));
  }
  const passed = last!.passed;
  const rerolled = tests.some((t) => t.attempt > 1);
  const what =
    caps.moraleProcedure === 'hive-mind'
      ? `Hive Mind vote ${last!.votes!.passes} pass / ${last!.votes!.failures} fail`
      : tests.at(-1)!.tester
        ? 'Ld test'
        : 'no officer on the table: automatic failure';
  const explanation = `${count.remaining} of ${tf.startingUnits} units remain (below half): ${what}${rerolled ? ' after the Fanatical re-roll' : ''} → ${passed ? 'fight on' : 'retreat'}`;
  return { ...base, needed, tests, ...(last!.votes ? { votes: last!.votes } : {}), result: passed ? 'fight-on' : 'retreat', explanation, sources };
}
