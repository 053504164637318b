import { type DemoContext, type DemoSeeder, letRequestsIn } from './index';

/** Where background demo seeding stands, as `/api/health` reports it. */
export type DemoState = 'off' | 'seeding' | 'ready' | 'failed';

export interface DemoProgress {
  readonly state: DemoState;
  /** The seeders done so far and how many there are. */
  readonly done: number;
  readonly total: number;
  readonly error?: string;
}

/**
 * Demo content seeded after the server answers (`demo: 'background'`): one seeder at a time, stopping between seeders
 * once `stop()` is called so a server shut down mid-seeding closes its database cleanly. A failure is reported, never
 * thrown: the server keeps serving without the rest of the demo.
 */
export class BackgroundDemo {
  private progress: DemoProgress;
  private stopping = false;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly seeders: readonly DemoSeeder[]) {
    this.progress = { state: 'off', done: 0, total: seeders.length };
  }

  get status(): DemoProgress {
    return this.progress;
  }

  /** Starts seeding (once); the promise settles when seeding ends, is stopped or fails. */
  start(ctx: DemoContext, onError: (message: string) => void): Promise<void> {
    if (this.progress.state !== 'off') return this.running;
    this.progress = { state: 'seeding', done: 0, total: this.seeders.length };
    this.running = (async () => {
      try {
        for (const seeder of this.seeders) {
          if (this.stopping) return;
          await seeder.seed({ breathe: letRequestsIn, ...ctx });
          this.progress = { ...this.progress, done: this.progress.done + 1 };
          await letRequestsIn();
        }
        this.progress = { ...this.progress, state: 'ready' };
      } catch (e) {
        const error = `demo content "${this.seeders[this.progress.done]?.title ?? '?'}": ${(e as Error).message}`;
        this.progress = { ...this.progress, state: 'failed', error };
        onError(error);
      }
    })();
    return this.running;
  }

  /** Stops after the seeder under way and waits for it. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}
