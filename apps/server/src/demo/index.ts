import type { RecordStore } from '../store/types';
import { missionDemo } from './mission-demo';
import { rollLogDemo } from './roll-log-demo';
import { campaignDemo } from './campaign-demo';
import { tournamentDemo } from './tournament-demo';
import { battleDemo } from './battle-demo';

/** Demo content, one seeder per area. Each seeder is idempotent: it checks for its content before adding it. */
export interface DemoContext {
  readonly store: RecordStore;
}

export interface DemoSeeder {
  readonly id: string;
  readonly title: string;
  seed(ctx: DemoContext): Promise<void>;
}

export const demoSeeders: DemoSeeder[] = [rollLogDemo, missionDemo, campaignDemo, tournamentDemo, battleDemo];

export async function runDemoSeeders(seeders: readonly DemoSeeder[], ctx: DemoContext): Promise<void> {
  for (const seeder of seeders) await seeder.seed(ctx);
}
