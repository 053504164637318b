// A pool of worker threads playing duel-simulation chunks, shared by the CLI and the server (never blocking the caller's event loop).
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { MarshalError } from '@marshal/core';
import { type SimulationCounts, emptyCounts, mergeCounts } from '@marshal/battletech';
import type { DuelTask } from './duel-task';

export interface DuelPoolOptions {
  /** Worker threads (default: one per core). */
  readonly size?: number;
  /** Resolve unit and board names as local file paths too (the command line only; never the server). */
  readonly files?: boolean;
  /**
   * V8's inlining budget, set as each worker starts (`INLINING_BUDGET` unless given); `null` leaves V8's flags as they
   * are.
   */
  readonly inliningBudget?: number | null;
}

type Reply = { id: number; counts: SimulationCounts } | { id: number; error: { code: string; message: string; location?: object; details?: object } };
interface Pending {
  readonly task: DuelTask;
  readonly resolve: (c: SimulationCounts) => void;
  readonly reject: (e: unknown) => void;
}

/**
 * The worker's entry beside this module: under tsx the source entry, which registers tsx and runs duel-worker.ts; in the
 * compiled server (scripts/build-server.ts, ADR 0050) the worker bundled beside the server's own code.
 */
const ENTRY = new URL('./duel-worker.mjs', import.meta.url);

function errorFrom(e: Extract<Reply, { error: unknown }>['error']): MarshalError {
  const err = new MarshalError(e.code, e.message, e.location ?? {}, (e.details ?? {}) as Record<string, unknown>);
  err.message = e.message; // already carries its location
  return err;
}

/**
 * V8's budget for inlining into one optimised function (bytecode bytes; V8's default is 920). A fresh worker spends
 * its first thousand or so duels waiting for V8's background compiler to optimise the engine; with this cap each
 * optimisation is smaller, the engine is compiled in a little over half the compiler time, and a fresh pool plays
 * 4,000 to 10,000 duels 6–9% faster, while a warm pool plays them as fast as before (ADR 0057; docs/battle.md
 * "Speed", session 14). V8 flags are per process, so this also applies to the caller's own later compilations (the
 * command line's and the server's, the two processes that start pools); it changes how fast code runs, never what it
 * computes. `DuelPoolOptions.inliningBudget: null` leaves V8's flags alone.
 */
export const INLINING_BUDGET = 200;

export class DuelPool {
  readonly size: number;
  private readonly files: boolean;
  private readonly inliningBudget: number | null;
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly waiting: Pending[] = [];
  private started = 0;
  private nextId = 0;
  private closed = false;

  constructor(options: DuelPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.files = options.files ?? false;
    this.inliningBudget = options.inliningBudget === undefined ? INLINING_BUDGET : options.inliningBudget;
  }

  /** Play one task on the next free worker. */
  run(task: DuelTask): Promise<SimulationCounts> {
    if (this.closed) return Promise.reject(new MarshalError('pool-closed', 'the simulation pool has been closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Stop every worker; tasks still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) p.reject(new MarshalError('pool-closed', 'the simulation pool has been closed'));
    const all = [...this.idle.splice(0), ...this.busy.keys()];
    this.busy.clear();
    await Promise.all(all.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.waiting.shift()!;
      this.busy.set(worker, job);
      worker.ref(); // a busy worker keeps the process alive until it answers; an idle one does not
      worker.postMessage({ id: this.nextId++, task: job.task });
    }
  }

  private spawn(): Worker {
    if (this.inliningBudget !== null) setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${this.inliningBudget}`);
    this.started++;
    const worker = new Worker(ENTRY, { workerData: { files: this.files } });
    worker.on('message', (m: Reply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if ('error' in m) job?.reject(errorFrom(m.error));
      else job?.resolve(m.counts);
      this.dispatch();
    });
    worker.on('error', (e) => this.lose(worker, e));
    worker.on('exit', (code) => this.lose(worker, new MarshalError('worker-failed', `a simulation worker stopped with code ${code}`)));
    return worker;
  }

  /** A worker died: fail its task, forget it, and let a new one start for the work still waiting. */
  private lose(worker: Worker, error: unknown): void {
    const job = this.busy.get(worker);
    const idleAt = this.idle.indexOf(worker);
    if (!job && idleAt < 0) return;
    this.busy.delete(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    this.started--;
    job?.reject(error);
    if (!this.closed) this.dispatch();
  }
}

/** Progress of a simulation: runs played so far out of all. */
export type OnProgress = (played: number, total: number) => void;

/**
 * Play every task (a duel, or every cell of a matrix) cut into fixed-size chunks, at most `window` chunks in flight so
 * memory stays flat however many runs are asked for; each task's chunks are added in chunk order. The totals are the
 * same for any pool size: a chunk's counts depend only on its runs.
 */
export async function runOnPool(
  pool: DuelPool,
  tasks: readonly DuelTask[],
  chunks: readonly { readonly job: number; readonly from: number; readonly to: number }[],
  onProgress?: OnProgress,
  window = pool.size * 2,
): Promise<SimulationCounts[]> {
  const totals = tasks.map(() => emptyCounts());
  const total = chunks.reduce((s, c) => s + c.to - c.from, 0);
  const results = new Map<number, SimulationCounts>();
  let played = 0;
  let merged = 0;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < chunks.length) {
      const i = next++;
      const c = chunks[i]!;
      results.set(i, await pool.run({ ...tasks[c.job]!, from: c.from, to: c.to }));
      for (; results.has(merged); merged++) {
        const done = chunks[merged]!;
        totals[done.job] = mergeCounts(totals[done.job]!, results.get(merged)!);
        results.delete(merged);
      }
      onProgress?.((played += c.to - c.from), total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(window, chunks.length) }, lane));
  return totals;
}
