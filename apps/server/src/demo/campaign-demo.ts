import { sampleCampaignSetup } from '@marshal/campaign';
import { createGame, playGameCommand } from '../games/game-service';
import type { DemoSeeder } from './index';

/** A campaign past a lost and a won landing, waiting for its meeting engagement, so the timeline has something to show. */
export const DEMO_CAMPAIGN_TITLE = "Demo: Natalie lands on Ralph's world";

const misses = Array.from({ length: 12 }, (_, i) => (i < 2 ? [6, 6] : [1, 2]));
const steps: { command: object; dice?: number[][] }[] = [
  { command: { type: 'landing', modifier: -3, defender: ['warhammer', 'schrek'] }, dice: [[6, 5], ...misses] },
  { command: { type: 'reportBattle', winner: 'defender', destroyed: ['jenner-2'], notes: 'The Jenner went down in the drop zone.' } },
  { command: { type: 'nextTurn', events: ['A storm grounds the DropShips for a day.'] } },
  { command: { type: 'landing', defender: ['warhammer', 'schrek'], defenderSpend: 3600 } },
  { command: { type: 'reportBattle', winner: 'attacker', damaged: ['warhammer'] } },
  { command: { type: 'nextTurn' } },
];

export const campaignDemo: DemoSeeder = {
  id: 'campaign',
  title: 'Operational campaign',
  async seed({ store }) {
    const existing = await store.list({ kind: 'game', module: 'campaign' });
    if (existing.some((g) => g.title === DEMO_CAMPAIGN_TITLE)) return;
    const game = await createGame(store, {
      module: 'campaign',
      setup: { ...sampleCampaignSetup(), title: DEMO_CAMPAIGN_TITLE },
      dice: 'physical',
      title: DEMO_CAMPAIGN_TITLE,
    });
    let version = game.info.version;
    for (const { command, dice } of steps) {
      const out = await playGameCommand(store, game.info.id, version, command, dice);
      if (out.status !== 'accepted') throw new Error(`demo campaign: ${(command as { type: string }).type} was ${out.status}`);
      version = out.version;
    }
  },
};
