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

/** One Web Worker holding the setup; each chunk is a request answered by id. */
function startWorker(r: WorkerRun): { play: PlayChunk; stop: () => void } {
  const { setup, options, bot, seed } = r;
  const worker = new Worker(new URL('./duel-worker.ts', import.meta.url), { type: 'module', name: 'duel-simulation' });
  const waiting = new Map<number, { done: (c: SimulationCounts) => void; fail: (e: Error) => void }>();
  let ids = 0;
  const failAll = (message: string) => {
    for (const w of waiting.values()) w.fail(new Error(message));
    waiting.clear();
  };
  worker.onmessage = (e: MessageEvent<WorkerReply>) => {
    const r = e.data;
    if (r.type === 'error' && r.id < 0) return failAll(r.message);
    const w = waiting.get(r.id);
    waiting.delete(r.id);
    if (r.type === 'counts') w?.done(r.counts);
    else w?.fail(new Error(r.message));
  };
  worker.onerror = (e) => failAll(`a simulation worker failed: ${e.message || 'could not start'}`);
  worker.postMessage({ type: 'setup', setup, options, bot } satisfies WorkerRequest);
  return {
    play: (from, to) =>
      new Promise((done, fail) => {
        const id = ids++;
        waiting.set(id, { done, fail });
        worker.postMessage({ type: 'runs', id, seed, from, to } satisfies WorkerRequest);
      }),
    stop: () => worker.terminate(),
  };
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

/** Play all runs on Web Workers (one a core), adding the counts as chunks come back; the workers end with the run. */
export async function runOnWorkers(r: WorkerRun): Promise<SimulationCounts> {
  const n = workerCount(r.total, navigator.hardwareConcurrency);
  const workers = Array.from({ length: n }, () => startWorker(r));
  r.onWorkers?.(n);
  try {
    return await spreadRuns(
      workers.map((w) => w.play),
      { total: r.total, chunk: chunkSize(r.total, n), stopped: r.stopped, onCounts: r.onCounts },
    );
  } finally {
    for (const w of workers) w.stop();
  }
}
