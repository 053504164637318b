/** A binomial proportion with its Wilson score interval: the odds a simulator reports, with how sure it is of them. */
import { bookSource, type Source } from '@marshal/core';

export const WILSON_SOURCE: Source = bookSource('E. B. Wilson, "Probable inference, the law of succession, and statistical inference"', {
  section: 'Journal of the American Statistical Association 22 (1927), pp. 209–212',
  note: 'score interval for a binomial proportion',
});

/** z for a two-sided 95% interval (the 97.5th percentile of the standard normal). */
export const Z95 = 1.959963984540054;

export interface OddsInterval {
  readonly count: number;
  readonly runs: number;
  readonly p: number;
  readonly low: number;
  readonly high: number;
  readonly source: Source;
}

/** `count` successes in `runs` trials: the share and its Wilson score interval (never outside [0, 1], sensible at 0 and `runs`). */
export function wilsonInterval(count: number, runs: number, z = Z95): OddsInterval {
  if (runs <= 0) return { count, runs, p: 0, low: 0, high: 1, source: WILSON_SOURCE };
  const p = count / runs;
  const z2 = z * z;
  const centre = (p + z2 / (2 * runs)) / (1 + z2 / runs);
  const half = (z * Math.sqrt((p * (1 - p)) / runs + z2 / (4 * runs * runs))) / (1 + z2 / runs);
  // At 0 and at `runs` the bound is exactly 0 or 1; rounding would otherwise leave a hair's breadth.
  const low = count <= 0 ? 0 : Math.max(0, centre - half);
  const high = count >= runs ? 1 : Math.min(1, centre + half);
  return { count, runs, p, low, high, source: WILSON_SOURCE };
}
