import { type SimulationCounts, emptyCounts, mergeCounts } from '@marshal/battletech';

/**
 * Runs of one duel simulation spread over several players (Web Workers in the page, plain functions in tests).
 * Run i always uses dice stream "duel-i" of the seed, and counts are integer sums, so how the runs are cut into
 * chunks and which player plays which chunk never changes the totals: N workers give the one-thread numbers.
 */

/** Plays runs [from, to) somewhere and answers their counts. */
export type PlayChunk = (from: number, to: number) => Promise<SimulationCounts>;

/** Runs a chunk holds: about ten chunks a worker for a smooth progress bar, at most 25 so Stop answers within a chunk. */
export function chunkSize(total: number, workers: number): number {
  return Math.max(1, Math.min(25, Math.ceil(total / (Math.max(1, workers) * 10))));
}

/** Workers worth starting: one a core the browser reports (at most 8), never more than there are chunks. */
export function workerCount(total: number, cores: number | undefined): number {
  const wanted = Math.max(1, Math.min(8, Math.floor(cores ?? 2) || 2));
  return Math.max(1, Math.min(wanted, Math.ceil(total / chunkSize(total, wanted))));
}

export interface SpreadOptions {
  readonly total: number;
  readonly chunk: number;
  /** Checked before each chunk is handed out: once true, chunks already playing finish and no more start. */
  readonly stopped: () => boolean;
  /** The counts so far, after each chunk. */
  readonly onCounts: (counts: SimulationCounts) => void;
}

/** Every player takes the next unplayed chunk until all are played (or Stop); the counts of every finished chunk are added. */
export async function spreadRuns(players: readonly PlayChunk[], o: SpreadOptions): Promise<SimulationCounts> {
  let next = 0;
  let counts = emptyCounts();
  const lane = async (play: PlayChunk): Promise<void> => {
    while (next < o.total && !o.stopped()) {
      const from = next;
      const to = Math.min(o.total, from + o.chunk);
      next = to;
      // Await first: `mergeCounts(counts, await …)` would read `counts` before the wait and lose other lanes' chunks.
      const played = await play(from, to);
      counts = mergeCounts(counts, played);
      o.onCounts(counts);
    }
  };
  await Promise.all(players.map(lane));
  return counts;
}
