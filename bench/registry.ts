/**
 * Benchmarks are plain data: each area adds `bench/<area>.bench.ts` exporting `benches: Bench[]`;
 * `npm run bench` finds every such file. Results are printed as a ratio to a baseline measured in the
 * same run (raw xoroshiro128+ draws), so numbers compare across machines and loads. No timed test
 * assertions anywhere: `bench/bench.test.ts` only checks that every bench runs.
 */
export interface Bench {
  /** Unique, kebab-case, e.g. 'dice-2d6-recording'. */
  readonly id: string;
  readonly title: string;
  /** What one operation is, for the report: "roll", "entry", "record". */
  readonly unit: string;
  /** Prepare once (outside the timing); returns the operation to time. */
  readonly setup: () => () => unknown;
  /** A target the report checks: at most `ratio` times the cost of bench `against` (by default the raw-draw baseline) in the same run. */
  readonly goal?: BenchGoal;
  /**
   * CPU ms the operation runs, untimed, before it is measured: for work that a long run does with the hot code compiled
   * (a duel in a simulation of thousands; V8 optimises over the first thousand or so). The pool benches' wall clock
   * keeps that compilation in; this measures the steady cost.
   */
  readonly warmUpMs?: number;
}

export interface BenchGoal {
  readonly ratio: number;
  /** Id of the bench this one is divided by; measured in the same run (also when a filter left it out). */
  readonly against?: string;
  /** Where the goal comes from, for the report ("issue #21"). */
  readonly from: string;
}

/**
 * A bench timed in a real browser (Debian Chromium): asynchronous, and reported as a ratio to its own baseline
 * measured in the same browser in the same run (e.g. an empty page), not to raw PRNG draws.
 */
export interface BrowserBench {
  readonly id: string;
  readonly title: string;
  readonly unit: string;
  /** What the ratio divides by, for the report ("an empty page's frame"). */
  readonly baseline: string;
  /** The page under test as HTML (built in Node, so a test can check it without a browser). */
  readonly page: () => string;
  /** Launch, time the page and the baseline, close: nanoseconds per operation for both. */
  readonly run: () => Promise<{ readonly nsPerOp: number; readonly baselineNsPerOp: number }>;
}

/**
 * A bench of whole simulations on worker threads (asynchronous, seconds long): timed once, reported as a ratio to
 * the raw-draw baseline per operation, with its wall-clock time against a goal and its baseline measured in the same run.
 */
export interface PoolBench {
  readonly id: string;
  readonly title: string;
  readonly unit: string;
  /** Operations one run times (e.g. 10,000 duels). */
  readonly ops: number;
  /** The wall-clock goal for all `ops`, in seconds. */
  readonly goalSeconds: number;
  /** What `baselineNsPerOp` is ("one duel played in one thread"). */
  readonly baseline: string;
  /** Start the workers (untimed), time the ops and the baseline, stop: nanoseconds per operation for both. */
  readonly run: () => Promise<{ readonly nsPerOp: number; readonly baselineNsPerOp: number }>;
}

export interface BenchModule {
  readonly benches: readonly Bench[];
  readonly browserBenches?: readonly BrowserBench[];
  readonly poolBenches?: readonly PoolBench[];
}

export interface Measurement {
  readonly id: string;
  readonly title: string;
  readonly unit: string;
  /** Nanoseconds per operation (best of the rounds). */
  readonly nsPerOp: number;
  readonly opsPerSecond: number;
  /** nsPerOp divided by the baseline's nsPerOp: "costs this many raw draws". */
  readonly ratio: number;
}

let sink: unknown;
/** Keeps results alive so the engine cannot drop the work. */
export const consume = (value: unknown): void => {
  sink = value;
};
export const lastSink = (): unknown => sink;

/** This process's CPU time (user + system) in ms: the machine is shared, so wall time swings with other work. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Best CPU time per op over `rounds` rounds, each at least `minMs` long (batch size doubles until it is). */
export function measure(op: () => unknown, options: { minMs?: number; rounds?: number; warmUpMs?: number } = {}): number {
  const minMs = options.minMs ?? 200;
  const rounds = options.rounds ?? 3;
  const warmUntil = cpuMs() + (options.warmUpMs ?? 0);
  while (cpuMs() < warmUntil) consume(op());
  let batch = 1;
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    for (;;) {
      const start = cpuMs();
      for (let i = 0; i < batch; i++) consume(op());
      const ms = cpuMs() - start;
      if (ms >= minMs) {
        best = Math.min(best, (ms * 1e6) / batch);
        break;
      }
      batch *= ms < minMs / 8 ? 4 : 2;
    }
  }
  return best;
}
