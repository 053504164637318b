import type { Dice, Roll } from '../dice/dice';
import { type Comparison, type Odds, odds } from '../dice/odds';
import { formatDice, toSpec } from '../dice/notation';
import { type Source, formatSource } from '../source';

/** One line of a target number's breakdown. The base skill is a modifier too (the first line). */
export interface Modifier {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly source: Source;
}

/** An outcome decided without a roll (e.g. "to-hit above 12: impossible"). */
export interface Automatic {
  readonly outcome: 'success' | 'failure';
  readonly reason: string;
  readonly source: Source;
}

/**
 * Exact odds as plain JSON: the counts as decimal strings (they can pass 2^53; `BigInt(successes)` gives them back
 * exactly) and the probability as a number. A ruling is stored in events and records as it is.
 */
export interface RulingOdds {
  readonly successes: string;
  readonly outcomes: string;
  readonly probability: number;
}

/** A target number that explains itself: every modifier with its source, and the exact odds. Plain JSON. */
export interface Ruling {
  readonly id: string;
  readonly label: string;
  readonly roll: string;
  readonly comparison: Comparison;
  readonly modifiers: readonly Modifier[];
  readonly target: number;
  readonly odds: RulingOdds;
  readonly automatic?: Automatic;
}

export interface RulingInput {
  readonly id: string;
  readonly label: string;
  readonly roll?: string;
  readonly comparison?: Comparison;
  readonly modifiers: readonly Modifier[];
  readonly automatic?: Automatic;
}

/** Dice notation as written → its normal form (parsing is a regular expression; rulings are made by the thousand). */
const normalRolls = new Map<string, string>();

function normalRoll(text: string): string {
  let normal = normalRolls.get(text);
  if (normal === undefined) {
    normal = formatDice(toSpec(text));
    if (normalRolls.size >= 1000) normalRolls.clear();
    normalRolls.set(text, normal);
  }
  return normal;
}

/** Plain odds are remembered per (normal) roll, comparison, target and automatic outcome; the objects are shared. */
const plainOdds = new Map<string, RulingOdds>();

function rulingOdds(roll: string, comparison: Comparison, target: number, automatic: Automatic['outcome'] | undefined): RulingOdds {
  const key = `${roll}|${comparison}|${target}|${automatic ?? ''}`;
  let plain = plainOdds.get(key);
  if (plain === undefined) {
    const base = odds(roll, comparison, target);
    const exact: Odds = automatic
      ? { successes: automatic === 'success' ? base.outcomes : 0n, outcomes: base.outcomes, probability: automatic === 'success' ? 1 : 0 }
      : base;
    plain = plainRulingOdds(exact);
    if (plainOdds.size >= 10_000) plainOdds.clear();
    plainOdds.set(key, plain);
  }
  return plain;
}

/** Exact odds (bigint counts) as a ruling stores them. */
export const plainRulingOdds = (o: Odds): RulingOdds => ({ successes: o.successes.toString(), outcomes: o.outcomes.toString(), probability: o.probability });

/** A ruling's odds with exact (bigint) counts, for arithmetic. */
export const exactRulingOdds = (r: Ruling): Odds => ({
  successes: BigInt(r.odds.successes),
  outcomes: BigInt(r.odds.outcomes),
  probability: r.odds.probability,
});

export function makeRuling(input: RulingInput): Ruling {
  const roll = normalRoll(input.roll ?? '2d6');
  const comparison = input.comparison ?? 'at-least';
  let target = 0;
  for (const m of input.modifiers) target += m.value;
  const decided = rulingOdds(roll, comparison, target, input.automatic?.outcome);
  return {
    id: input.id,
    label: input.label,
    roll,
    comparison,
    modifiers: input.modifiers,
    target,
    odds: decided,
    ...(input.automatic ? { automatic: input.automatic } : {}),
  };
}

export const modifier = (id: string, label: string, value: number, source: Source): Modifier => ({ id, label, value, source });

/** The result of rolling against a ruling. */
export interface CheckResult {
  readonly ruling: Ruling;
  readonly roll: Roll | null;
  readonly success: boolean;
  readonly margin: number | null;
}

export function rollCheck(ruling: Ruling, dice: Dice, purpose = ruling.label): CheckResult {
  if (ruling.automatic) return { ruling, roll: null, success: ruling.automatic.outcome === 'success', margin: null };
  const roll = dice.roll(ruling.roll, purpose);
  const success = ruling.comparison === 'at-least' ? roll.total >= ruling.target : roll.total <= ruling.target;
  const margin = ruling.comparison === 'at-least' ? roll.total - ruling.target : ruling.target - roll.total;
  return { ruling, roll, success, margin };
}

/** Plain-text breakdown, one modifier a line, for the CLI and logs. */
export function explainRuling(ruling: Ruling): string {
  const width = Math.max(...ruling.modifiers.map((m) => m.label.length), 6);
  const sign = (v: number) => (v >= 0 ? `+${v}` : `${v}`);
  const lines = ruling.modifiers.map(
    (m, i) => `  ${(i === 0 ? ` ${m.value}` : sign(m.value)).padStart(4)}  ${m.label.padEnd(width)}  [${formatSource(m.source)}]`,
  );
  const cmp = ruling.comparison === 'at-least' ? '≥' : '≤';
  const head = `${ruling.label}: ${ruling.roll} ${cmp} ${ruling.target}`;
  const tail = ruling.automatic
    ? `  => automatic ${ruling.automatic.outcome}: ${ruling.automatic.reason} [${formatSource(ruling.automatic.source)}]`
    : `  odds ${(ruling.odds.probability * 100).toFixed(2)}% (${ruling.odds.successes}/${ruling.odds.outcomes})`;
  return [head, ...lines, `  ${'='.padStart(4)}  target ${ruling.target}`, tail].join('\n');
}
