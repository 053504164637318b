/** A simulation split into fixed-size chunks of runs, so the work spreads over any number of workers and adds up the same. */

/** Runs a chunk holds: small enough to share out and report progress, big enough that messages cost little. */
export const CHUNK_RUNS = 250;

export interface RunChunk {
  /** Which job (a duel, or a matrix cell) the chunk belongs to. */
  readonly job: number;
  readonly from: number;
  readonly to: number;
}

/**
 * Runs [from, to) of each job cut at multiples of `size` (never at worker boundaries), in job order then run order.
 * Each run draws from its own dice stream, derived from the job's seed and the run's index, so a chunk's result
 * depends only on the chunk, and the merged totals are the same whatever the number of workers.
 */
export function planChunks(jobs: readonly { readonly from: number; readonly to: number }[], size = CHUNK_RUNS): RunChunk[] {
  const out: RunChunk[] = [];
  jobs.forEach(({ from, to }, job) => {
    for (let a = from; a < to; a = (Math.floor(a / size) + 1) * size) out.push({ job, from: a, to: Math.min(to, (Math.floor(a / size) + 1) * size) });
  });
  return out;
}
