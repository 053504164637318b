/** Binomial proportions with Wilson 95% score intervals, for simulator odds. */
export interface Proportion {
  readonly count: number;
  readonly runs: number;
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

const Z95 = 1.959963984540054;

export function wilson(count: number, runs: number, z = Z95): Proportion {
  if (runs <= 0) return { count, runs, p: 0, low: 0, high: 1 };
  const p = count / runs;
  const z2 = z * z;
  const centre = (p + z2 / (2 * runs)) / (1 + z2 / runs);
  const half = (z * Math.sqrt((p * (1 - p)) / runs + z2 / (4 * runs * runs))) / (1 + z2 / runs);
  return { count, runs, p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
