/**
 * The simulation queue: every simulation request is a job of runs, played a chunk at a time on the worker pool,
 * taking turns between callers (round robin; each caller's own jobs first come, first served). `lanes` chunks are in
 * flight at once (one for each worker thread), so the event loop only hands out chunks and adds up counts. A caller
 * with a 5,000-run job therefore cannot starve a second caller's 10-run job: the small one starts within a chunk.
 * A caller may hold only so many jobs at once and the queue only so many in all; each job's size is checked by the
 * route against the caller's role.
 */

export interface QueueLimits {
  /** Jobs one caller may have queued or running. */
  readonly perCaller: number;
  /** Jobs waiting across all callers. */
  readonly queueLength: number;
}

export interface QueueShape {
  /** Chunks played at once (the worker threads). */
  readonly lanes?: number;
  /** Runs a chunk holds at most; chunks are cut at multiples of it. */
  readonly chunk?: number;
}

export type Refusal = { readonly refused: 'caller-busy'; readonly holding: number } | { readonly refused: 'queue-full'; readonly waiting: number };

/** Plays runs [from, to) of a job; may be asynchronous (on a worker thread). */
export type PlayChunk = (from: number, to: number) => unknown;

interface Job {
  readonly caller: string;
  next: number;
  readonly to: number;
  readonly play: PlayChunk;
  inFlight: number;
  stopped: boolean;
  finished: boolean;
  error?: unknown;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

export interface Submitted {
  /** Settles when every run has been played (or rejects with the first failing chunk's error). */
  readonly done: Promise<void>;
  /** Stop playing this job's remaining runs (the client went away); `done` then resolves. */
  cancel(): void;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class SimulationQueue {
  /** Callers with work, in turn order; each with its jobs in arrival order. */
  private readonly callers = new Map<string, Job[]>();
  private readonly lanes: number;
  private readonly chunk: number;
  private active = 0;
  private jobs = 0;

  constructor(
    private readonly turn: () => Promise<void> = nextTurn,
    shape: QueueShape = {},
  ) {
    this.lanes = Math.max(1, shape.lanes ?? 1);
    this.chunk = Math.max(1, shape.chunk ?? 1);
  }

  /** Jobs the caller holds (queued or running). */
  holding(caller: string): number {
    return this.callers.get(caller)?.length ?? 0;
  }

  get waiting(): number {
    return this.jobs;
  }

  /** Queue runs [from, to) of a job for `caller`, or say why not. */
  submit(caller: string, from: number, to: number, play: PlayChunk, limits: QueueLimits): Submitted | Refusal {
    const held = this.holding(caller);
    if (held >= limits.perCaller) return { refused: 'caller-busy', holding: held };
    if (this.jobs >= limits.queueLength) return { refused: 'queue-full', waiting: this.jobs };
    let job!: Job;
    const done = new Promise<void>((resolve, reject) => {
      job = { caller, next: from, to, play, inFlight: 0, stopped: false, finished: false, resolve, reject };
    });
    const list = this.callers.get(caller);
    if (list) list.push(job);
    else this.callers.set(caller, [job]);
    this.jobs++;
    while (this.active < this.lanes) void this.lane();
    return {
      done,
      cancel: () => {
        job.stopped = true;
        this.settle(job);
      },
    };
  }

  /** Finish a job once it has nothing left to play and nothing in flight. */
  private settle(job: Job): void {
    if (job.finished || job.inFlight > 0 || (!job.stopped && job.next < job.to)) return;
    job.finished = true;
    const list = this.callers.get(job.caller)!;
    list.splice(list.indexOf(job), 1);
    if (!list.length) this.callers.delete(job.caller);
    this.jobs--;
    if (job.error === undefined) job.resolve();
    else job.reject(job.error);
  }

  /** The next caller's next chunk; the caller goes to the back of the turn order (a Map keeps insertion order). */
  private pick(): { job: Job; from: number; to: number } | undefined {
    for (const [caller, list] of this.callers) {
      const job = list.find((j) => !j.stopped && j.next < j.to);
      if (!job) continue;
      this.callers.delete(caller);
      this.callers.set(caller, list);
      const from = job.next;
      job.next = Math.min(job.to, (Math.floor(from / this.chunk) + 1) * this.chunk);
      job.inFlight++;
      return { job, from, to: job.next };
    }
    return undefined;
  }

  private async lane(): Promise<void> {
    this.active++;
    try {
      await this.turn(); // start on the next turn: requests arriving together keep their order
      for (let p = this.pick(); p; p = this.pick()) {
        try {
          await p.job.play(p.from, p.to);
        } catch (e) {
          p.job.stopped = true;
          if (p.job.error === undefined) p.job.error = e;
        }
        p.job.inFlight--;
        this.settle(p.job);
        await this.turn();
      }
    } finally {
      this.active--;
    }
  }
}
