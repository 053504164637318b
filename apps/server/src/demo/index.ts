import type { RecordStore } from '../store/types';
import { missionDemo } from './mission-demo';
import { rollLogDemo } from './roll-log-demo';
import { campaignDemo } from './campaign-demo';
import { tournamentDemo } from './tournament-demo';
import { battleDemo } from './battle-demo';

/** Demo content, one seeder per area. Each seeder is idempotent: it checks for its content before adding it. */
export interface DemoContext {
  readonly store: RecordStore;
  /**
   * Let waiting requests in: a seeder doing many steps in a row (a duel fought by the bots) awaits this between them.
   * The store's promises settle as microtasks, so without it a busy seeder keeps the server from answering until it ends.
   */
  readonly breathe?: () => Promise<void>;
}

/** One turn of the event loop: sockets and timers run before the caller goes on. */
export const letRequestsIn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface DemoSeeder {
  readonly id: string;
  readonly title: string;
  seed(ctx: DemoContext): Promise<void>;
}

export const demoSeeders: DemoSeeder[] = [rollLogDemo, missionDemo, campaignDemo, tournamentDemo, battleDemo];

export async function runDemoSeeders(seeders: readonly DemoSeeder[], ctx: DemoContext): Promise<void> {
  for (const seeder of seeders) await seeder.seed(ctx);
}
