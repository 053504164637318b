import { createGame, playGameCommand } from '../games/game-service';
import type { DemoSeeder } from './index';

/** A seeded table roll log with a few checks, so a fresh server has a game to open and verify. */
export const DEMO_ROLL_LOG_TITLE = 'Demo: table roll log';

const commands = [
  { type: 'rollDice', notation: '2d6', purpose: 'Initiative, attacker' },
  { type: 'rollDice', notation: '2d6', purpose: 'Initiative, defender' },
  {
    type: 'rollCheck',
    id: 'piloting',
    label: 'Piloting check after 20 damage',
    modifiers: [
      { id: 'skill', label: 'Piloting skill', value: 5, source: { kind: 'book', book: 'Total Warfare', section: 'Piloting Skill Rolls' } },
      { id: 'damage', label: '20 or more damage this phase', value: 1, source: { kind: 'book', book: 'Total Warfare', section: 'Piloting Skill Rolls' } },
    ],
  },
];

export const rollLogDemo: DemoSeeder = {
  id: 'roll-log',
  title: 'Table roll log',
  async seed({ store }) {
    const existing = await store.list({ kind: 'game', module: 'roll-log' });
    if (existing.some((g) => g.title === DEMO_ROLL_LOG_TITLE)) return;
    const game = await createGame(store, { module: 'roll-log', setup: { title: DEMO_ROLL_LOG_TITLE }, dice: 'seeded', title: DEMO_ROLL_LOG_TITLE });
    let version = game.info.version;
    for (const command of commands) {
      const out = await playGameCommand(store, game.info.id, version, command);
      if (out.status !== 'accepted') throw new Error(`demo roll log: ${command.type} was ${out.status}`);
      version = out.version;
    }
  },
};
