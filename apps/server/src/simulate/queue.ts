/**
 * The simulation queue: every simulation request is a job of runs, played one run at a time by one loop for the
 * whole server, taking turns between callers (round robin; each caller's own jobs first come, first served) with
 * the event loop given back after every run. A caller with a 5,000-run job therefore cannot starve a second
 * caller's 10-run job: the small one finishes after about twenty runs. A caller may hold only so many jobs at
 * once and the queue only so many in all; each job's size is checked by the route against the caller's role.
 */

export interface QueueLimits {
  /** Jobs one caller may have queued or running. */
  readonly perCaller: number;
  /** Jobs waiting across all callers. */
  readonly queueLength: number;
}

export type Refusal = { readonly refused: 'caller-busy'; readonly holding: number } | { readonly refused: 'queue-full'; readonly waiting: number };

interface Job {
  readonly caller: string;
  next: number;
  readonly to: number;
  readonly play: (run: number) => void;
  cancelled: boolean;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

export interface Submitted {
  /** Settles when every run has been played (or rejects with the first run's error). */
  readonly done: Promise<void>;
  /** Stop playing this job's remaining runs (the client went away); `done` then resolves. */
  cancel(): void;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class SimulationQueue {
  /** Callers with work, in turn order; each with its jobs in arrival order. */
  private readonly callers = new Map<string, Job[]>();
  private looping = false;
  private jobs = 0;

  constructor(private readonly turn: () => Promise<void> = nextTurn) {}

  /** Jobs the caller holds (queued or running). */
  holding(caller: string): number {
    return this.callers.get(caller)?.length ?? 0;
  }

  get waiting(): number {
    return this.jobs;
  }

  /** Queue runs [from, to) of a job for `caller`, or say why not. `play(i)` plays run i (synchronously). */
  submit(caller: string, from: number, to: number, play: (run: number) => void, limits: QueueLimits): Submitted | Refusal {
    const held = this.holding(caller);
    if (held >= limits.perCaller) return { refused: 'caller-busy', holding: held };
    if (this.jobs >= limits.queueLength) return { refused: 'queue-full', waiting: this.jobs };
    let job!: Job;
    const done = new Promise<void>((resolve, reject) => {
      job = { caller, next: from, to, play, cancelled: false, resolve, reject };
    });
    const list = this.callers.get(caller);
    if (list) list.push(job);
    else this.callers.set(caller, [job]);
    this.jobs++;
    if (!this.looping) void this.loop();
    return {
      done,
      cancel: () => {
        job.cancelled = true;
      },
    };
  }

  private finish(job: Job, error?: unknown): void {
    const list = this.callers.get(job.caller)!;
    list.splice(list.indexOf(job), 1);
    if (!list.length) this.callers.delete(job.caller);
    this.jobs--;
    if (error === undefined) job.resolve();
    else job.reject(error);
  }

  private async loop(): Promise<void> {
    this.looping = true;
    try {
      await this.turn(); // start on the next turn: requests arriving together keep their order
      while (this.callers.size) {
        const [caller, list] = this.callers.entries().next().value!;
        const job = list[0]!;
        // The caller goes to the back of the turn order (a Map keeps insertion order).
        this.callers.delete(caller);
        this.callers.set(caller, list);
        if (job.cancelled || job.next >= job.to) {
          this.finish(job);
          continue;
        }
        try {
          job.play(job.next++);
          if (job.next >= job.to) this.finish(job);
        } catch (e) {
          this.finish(job, e);
        }
        await this.turn();
      }
    } finally {
      this.looping = false;
    }
  }
}
