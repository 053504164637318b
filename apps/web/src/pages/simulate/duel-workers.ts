import type { BotSearch, SimulationCounts } from '@marshal/battletech';
import { type PlayChunk, chunkSize, spreadRuns, workerCount } from './worker-runs';

/** Messages between the page and duel-worker.ts. */
export type WorkerRequest =
  | { readonly type: 'setup'; readonly setup: unknown; readonly options: readonly string[]; readonly bot: BotSearch }
  | { readonly type: 'runs'; readonly id: number; readonly seed: string; readonly from: number; readonly to: number };
export type WorkerReply =
  | { readonly type: 'counts'; readonly id: number; readonly counts: SimulationCounts }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** True where the page can start module Web Workers (every current browser; not a server-side render or an old engine). */
export const canUseWorkers = (): boolean => typeof Worker !== 'undefined';

/** One Web Worker of the page: each chunk is a request answered by id; `broken` once it failed (it is not kept then). */
interface PageWorker {
  readonly worker: Worker;
  readonly waiting: Map<number, { done: (c: SimulationCounts) => void; fail: (e: Error) => void }>;
  ids: number;
  broken: boolean;
}

/**
 * Workers kept between simulations on the page: V8 has compiled the engine in them by the end of a run, so the next run
 * plays at full speed from its first duel instead of paying the compile again (a fresh pair of workers spends seconds
 * of 10,000 duels in the compiler). Stop, a failure or leaving the simulator ends them; so does an idle `IDLE_MS`.
 */
const idle: PageWorker[] = [];
const IDLE_MS = 5 * 60_000;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function startWorker(): PageWorker {
  const worker = new Worker(new URL('./duel-worker.ts', import.meta.url), { type: 'module', name: 'duel-simulation' });
  const w: PageWorker = { worker, waiting: new Map(), ids: 0, broken: false };
  const failAll = (message: string) => {
    w.broken = true;
    for (const x of w.waiting.values()) x.fail(new Error(message));
    w.waiting.clear();
  };
  worker.onmessage = (e: MessageEvent<WorkerReply>) => {
    const r = e.data;
    if (r.type === 'error' && r.id < 0) return failAll(r.message);
    const x = w.waiting.get(r.id);
    w.waiting.delete(r.id);
    if (r.type === 'counts') x?.done(r.counts);
    else x?.fail(new Error(r.message));
  };
  worker.onerror = (e) => failAll(`a simulation worker failed: ${e.message || 'could not start'}`);
  return w;
}

/** A worker for this run (a kept one when there is one), sent the run's setup first, and its chunk player. */
function workerFor(r: WorkerRun): { w: PageWorker; play: PlayChunk } {
  const w = idle.pop() ?? startWorker();
  const { setup, options, bot, seed } = r;
  w.worker.postMessage({ type: 'setup', setup, options, bot } satisfies WorkerRequest);
  return {
    w,
    play: (from, to) =>
      new Promise((done, fail) => {
        if (w.broken) return fail(new Error('a simulation worker failed'));
        const id = w.ids++;
        w.waiting.set(id, { done, fail });
        w.worker.postMessage({ type: 'runs', id, seed, from, to } satisfies WorkerRequest);
      }),
  };
}

/** End the page's kept workers now (the simulator page calls this when it closes). */
export function releaseWorkers(): void {
  clearTimeout(idleTimer);
  for (const w of idle.splice(0)) w.worker.terminate();
}

export interface WorkerRun {
  readonly setup: unknown;
  readonly options: readonly string[];
  /** Which bot plays both sides (the setup endpoint echoes the choice). */
  readonly bot: BotSearch;
  readonly seed: string;
  readonly total: number;
  readonly stopped: () => boolean;
  readonly onCounts: (counts: SimulationCounts) => void;
  /** Told how many workers play, once they start. */
  readonly onWorkers?: (n: number) => void;
}

/**
 * Play all runs on Web Workers (one a core), adding the counts as chunks come back. Workers that finished every chunk
 * are kept for the page's next run (`releaseWorkers`); after Stop or a failure they end with the run.
 */
export async function runOnWorkers(r: WorkerRun): Promise<SimulationCounts> {
  const n = workerCount(r.total, navigator.hardwareConcurrency);
  clearTimeout(idleTimer);
  const workers = Array.from({ length: n }, () => workerFor(r));
  r.onWorkers?.(n);
  let finished = false;
  try {
    const counts = await spreadRuns(
      workers.map((w) => w.play),
      { total: r.total, chunk: chunkSize(r.total, n), stopped: r.stopped, onCounts: r.onCounts },
    );
    finished = !r.stopped();
    return counts;
  } finally {
    for (const { w } of workers) {
      if (finished && !w.broken && w.waiting.size === 0) idle.push(w);
      else w.worker.terminate();
    }
    if (idle.length) idleTimer = setTimeout(releaseWorkers, IDLE_MS);
  }
}
