import type { BotSearch } from '@marshal/battletech';
import { bundled } from '@marshal/loaders';
import { type DuelTask, DuelPool, SetupCache, runInThread, runOnPool } from '@marshal/loaders/pool';
import { planChunks, sampleRosterNames } from '@marshal/tournament';
import { type Bench, type PoolBench, cpuMs } from './registry';

/**
 * Simulations spread over worker threads (issue #21): 10,000 bot duels (goal ≤ 10 s on the 2-core machine) and a
 * 6 × 6 Solaris roster matrix of 1,000 duels a cell (goal ≤ 60 s). Each is timed once after the workers have started
 * (untimed), and compared with the same duels played in this one thread in the same run. Each is run with the full bot
 * and again with the quick simulation bot (`-quick`, ADR 0045), which the goals were set for.
 */

const duel: DuelTask = {
  choice: {
    a: 'Hunchback HBK-4G',
    aSkills: { gunnery: 3, piloting: 4 },
    b: 'Wolverine WVR-6R',
    bSkills: { gunnery: 4, piloting: 5 },
    map: 'Beginner Box/16x17 Grassland 1',
    rounds: 20,
    movement: 'simultaneous',
  },
  options: ['solaris-vii'],
  seed: 'bench-pool',
  from: 0,
  to: 0,
};

/** CPU of untimed duels this thread plays before its baseline is timed, so the baseline is not V8 compiling the engine. */
const THREAD_WARM_UP_MS = 5000;
let threadWarm = false;

/**
 * The one-thread baseline: CPU nanoseconds a duel of each task costs in this thread, once the thread has played
 * duels for `THREAD_WARM_UP_MS` of CPU (a cold thread spends its first thousand or so duels in V8's compiler, which
 * made the baseline look several times dearer than a duel in a long run). Each task first plays 20 untimed runs.
 */
function oneThreadNsPerDuel(tasks: readonly DuelTask[], runs = 300): number[] {
  const cache = new SetupCache(bundled);
  if (!threadWarm) {
    const warmUntil = cpuMs() + THREAD_WARM_UP_MS;
    for (let from = 100_000; cpuMs() < warmUntil; from += 50) runInThread(cache, [tasks[0]!], [{ job: 0, from, to: from + 50 }]);
    threadWarm = true; // V8's compiled code stays for the process: the next baseline needs no warm-up of its own
  }
  return tasks.map((task) => {
    runInThread(cache, [task], [{ job: 0, from: 0, to: 20 }]);
    const start = cpuMs();
    runInThread(cache, [task], [{ job: 0, from: 20, to: 20 + runs }]);
    return ((cpuMs() - start) * 1e6) / runs;
  });
}

/**
 * Start every worker with `runs` duels each, outside the timing: 10 just starts them (a fresh pool, as the command line
 * has, whose workers then compile the engine while they play); 1,500 is a pool that has already played a simulation (the
 * server keeps its pool between requests), by when V8 has compiled the engine.
 */
async function warm(pool: DuelPool, task: DuelTask, runs = 10): Promise<void> {
  await runOnPool(
    pool,
    [task],
    Array.from({ length: pool.size }, (_, i) => ({ job: 0, from: 1_000_000 + runs * i, to: 1_000_000 + runs * (i + 1) })),
  );
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return (performance.now() - start) * 1e6;
}

const DUELS = 10_000;
const RUNS_PER_CELL = 1000;

export const benches: readonly Bench[] = [];

/** The two pool benches played by `bot` (the full bot's ids have no suffix). */
function poolBenchesFor(bot: BotSearch): PoolBench[] {
  const suffix = bot === 'quick' ? '-quick' : '';
  const by = bot === 'quick' ? ', quick simulation bot' : '';
  const task: DuelTask = bot === 'quick' ? { ...duel, bot } : duel;
  let baseline: number | undefined; // the fresh and the warm pool's lines share one baseline
  const tenThousand = (warmRuns: number) => async () => {
    const pool = new DuelPool();
    try {
      await warm(pool, task, warmRuns);
      const tasks = [{ ...task, to: DUELS }];
      const ns = await timed(() => runOnPool(pool, tasks, planChunks(tasks)));
      return { nsPerOp: ns / DUELS, baselineNsPerOp: (baseline ??= oneThreadNsPerDuel([task])[0]!) };
    } finally {
      await pool.close();
    }
  };
  const warmPool: PoolBench[] =
    bot === 'quick'
      ? [
          {
            id: `simulate-parallel-10k${suffix}-warm-pool`,
            title: `the same ${DUELS.toLocaleString('en')} duels on a pool that has played before (as the server's, from its second simulation)${by}`,
            unit: 'duel',
            ops: DUELS,
            goalSeconds: 10,
            baseline: 'the same duels played in one warmed-up thread (its CPU time)',
            run: tenThousand(1500),
          },
        ]
      : [];
  return [
    {
      id: `simulate-parallel-10k${suffix}`,
      title: `${DUELS.toLocaleString('en')} bot duels on the worker pool (Hunchback 3/4 vs Wolverine 4/5, written movement, ≤ 20 rounds${by})`,
      unit: 'duel',
      ops: DUELS,
      goalSeconds: 10,
      baseline: 'the same duels played in one warmed-up thread (its CPU time)',
      run: tenThousand(10),
    },
    ...warmPool,
    {
      id: `simulate-matrix-6x6${suffix}`,
      title: `6 × 6 matrix of two sample Solaris rosters, BV-balanced, ${RUNS_PER_CELL.toLocaleString('en')} duels a cell, on the worker pool${by}`,
      unit: 'cell',
      ops: 36,
      goalSeconds: 60,
      baseline: 'its duels played in one warmed-up thread (their CPU time)',
      run: async () => {
        const { matrixJob, playMatrix } = await import('@marshal/server'); // loaded only when this bench runs
        const side = (k: number) => sampleRosterNames(k).map((m) => ({ name: m.unit, label: m.category }));
        const job = matrixJob({
          a: side(0),
          b: side(1),
          start: { gunnery: 3, piloting: 4 },
          balance: true,
          runs: RUNS_PER_CELL,
          seed: 'bench-matrix',
          map: 'Beginner Box/16x17 Grassland 1',
          rounds: 20,
          movement: 'simultaneous',
          options: ['solaris-vii'],
          bot,
        });
        const pool = new DuelPool();
        try {
          await warm(pool, job.tasks[0]!);
          const ns = await timed(() => playMatrix(job, (tasks, chunks) => runOnPool(pool, tasks, chunks)));
          const sampled = oneThreadNsPerDuel(
            [0, 7, 14, 21, 28, 35].map((i) => job.tasks[i]!),
            50,
          );
          return { nsPerOp: ns / 36, baselineNsPerOp: (RUNS_PER_CELL * sampled.reduce((s, x) => s + x, 0)) / sampled.length };
        } finally {
          await pool.close();
        }
      },
    },
  ];
}

export const poolBenches: readonly PoolBench[] = [...poolBenchesFor('full'), ...poolBenchesFor('quick')];
