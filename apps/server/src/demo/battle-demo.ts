import { type BattleState, type CombatRules, botCommand } from '@marshal/battletech';
import { createGame, loadGame, playGameCommand, revealGame } from '../games/game-service';
import { battleSetupFrom } from '../routes/battles';
import type { RecordStore } from '../store/types';
import type { DemoSeeder } from './index';

/**
 * Two Solaris duels: one the bots have fought to the end (seed revealed, so the replay viewer can step through
 * it and verify every die), and one waiting at its first initiative roll for people to play.
 */
export const DEMO_FINISHED_DUEL = 'Demo: Solaris duel, fought by the bots (replay it)';
export const DEMO_OPEN_DUEL = 'Demo: Solaris duel, ready to play';

const duel = (title: string) =>
  battleSetupFrom({
    title,
    boards: 'Beginner Box/16x17 Grassland 1',
    movement: 'simultaneous',
    roundLimit: 20,
    timers: false,
    sides: [
      { id: 'a', name: 'Stable Alpha', homeEdge: 'south' },
      { id: 'b', name: 'Stable Beta', homeEdge: 'north' },
    ],
    units: [
      { side: 'a', unit: 'Hunchback HBK-4G', gunnery: 4, piloting: 5 },
      { side: 'b', unit: 'Wolverine WVR-6R', gunnery: 4, piloting: 5 },
    ],
  });

const RULESET = ['solaris-vii'];
const MAX_COMMANDS = 2000;

async function fightToTheEnd(store: RecordStore, id: string, breathe: () => Promise<void>): Promise<void> {
  let game = await loadGame(store, id);
  const rules = game.live.ruleset.rules as CombatRules;
  for (let i = 0; i < MAX_COMMANDS; i++) {
    const command = botCommand(game.live.state as BattleState, rules);
    if (!command) break;
    const out = await playGameCommand(store, id, game.info.version, command);
    if (out.status !== 'accepted') throw new Error(`demo duel: the bot's ${command.type} was ${out.status}`);
    game = await loadGame(store, id);
    await breathe();
  }
  await revealGame(store, id);
}

export const battleDemo: DemoSeeder = {
  id: 'battle',
  title: 'Digital battles',
  async seed({ store, breathe = async () => undefined }) {
    const existing = await store.list({ kind: 'game', module: 'battletech-battle' });
    if (!existing.some((g) => g.title === DEMO_FINISHED_DUEL)) {
      const game = await createGame(store, {
        module: 'battletech-battle',
        ruleset: RULESET,
        setup: duel(DEMO_FINISHED_DUEL),
        dice: 'seeded',
        title: DEMO_FINISHED_DUEL,
      });
      await fightToTheEnd(store, game.info.id, breathe);
    }
    if (!existing.some((g) => g.title === DEMO_OPEN_DUEL))
      await createGame(store, { module: 'battletech-battle', ruleset: RULESET, setup: duel(DEMO_OPEN_DUEL), dice: 'seeded', title: DEMO_OPEN_DUEL });
  },
};
