import { type DiceSpec, toSpec, diceRange } from './notation';

export type Comparison = 'at-least' | 'at-most';

/** Exact odds as a fraction of equally likely outcomes, plus its decimal value. */
export interface Odds {
  readonly successes: bigint;
  readonly outcomes: bigint;
  readonly probability: number;
}

const cache = new Map<string, readonly bigint[]>();

/** Ways to roll each sum of `count` dice with `sides` faces; index = sum - count. Exact, by convolution. */
export function sumDistribution(count: number, sides: number): readonly bigint[] {
  const key = `${count}d${sides}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let ways: bigint[] = [1n];
  for (let d = 0; d < count; d++) {
    const next = new Array<bigint>(ways.length + sides - 1).fill(0n);
    ways.forEach((w, i) => {
      for (let f = 0; f < sides; f++) next[i + f]! += w;
    });
    ways = next;
  }
  cache.set(key, ways);
  return ways;
}

/**
 * Odds are remembered per dice, comparison and target: a target beyond the dice's range gives the same odds as one
 * just past it, so the cache stays small (a 2d6 roll has 13 distinct answers a comparison). The objects are shared
 * and must not be changed (the type is read-only).
 */
const oddsCache = new Map<string, Odds>();
const ODDS_CACHE_LIMIT = 10_000;

/** Probability that the total (dice + modifier) is `comparison` the target. */
export function odds(dice: string | DiceSpec, comparison: Comparison, target: number): Odds {
  const spec = typeof dice === 'string' ? parsedSpec(dice) : dice;
  const { min, max } = diceRange(spec);
  const clamped = Number.isFinite(target) ? Math.min(Math.max(target, min - 1), max + 1) : target;
  const key = `${spec.count}d${spec.sides}|${spec.modifier}|${comparison}|${clamped}`;
  const hit = oddsCache.get(key);
  if (hit) return hit;
  const made = exactOdds(spec, comparison, target);
  if (oddsCache.size >= ODDS_CACHE_LIMIT) oddsCache.clear();
  oddsCache.set(key, made);
  return made;
}

const specs = new Map<string, DiceSpec>();

function parsedSpec(text: string): DiceSpec {
  let spec = specs.get(text);
  if (!spec) {
    spec = toSpec(text);
    if (specs.size >= 1000) specs.clear();
    specs.set(text, spec);
  }
  return spec;
}

function exactOdds(spec: DiceSpec, comparison: Comparison, target: number): Odds {
  const dist = sumDistribution(spec.count, spec.sides);
  const outcomes = BigInt(spec.sides) ** BigInt(spec.count);
  let successes = 0n;
  dist.forEach((ways, i) => {
    const total = i + spec.count + spec.modifier;
    if (comparison === 'at-least' ? total >= target : total <= target) successes += ways;
  });
  return { successes, outcomes, probability: ratio(successes, outcomes) };
}

/** Every total with its exact probability, for charts. */
export function totalsTable(dice: string | DiceSpec): { total: number; ways: bigint; probability: number }[] {
  const spec = toSpec(dice);
  const dist = sumDistribution(spec.count, spec.sides);
  const outcomes = BigInt(spec.sides) ** BigInt(spec.count);
  const { min } = diceRange(spec);
  return dist.map((ways, i) => ({ total: min + i, ways, probability: ratio(ways, outcomes) }));
}

function ratio(a: bigint, b: bigint): number {
  if (b <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(a) / Number(b);
  const scale = 10n ** 15n;
  return Number((a * scale) / b) / 1e15;
}

export function formatOdds(o: Odds): string {
  return `${(o.probability * 100).toFixed(2)}% (${o.successes}/${o.outcomes})`;
}
