import { createGame, playGameCommand } from '../games/game-service';
import type { DemoSeeder } from './index';

/** A Take the Position mission three turns in, so the table companion has something to open. */
export const DEMO_MISSION_TITLE = 'Demo: Take the Position on Hill 204';

const mech = (id: string, name: string, side: 'attacker' | 'defender', tonnage: number, walkMp: number, value: number, extra: object = {}) => ({
  id,
  name,
  side,
  tonnage,
  walkMp,
  value,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  canRecon: true,
  hands: true,
  ...extra,
});

const setup = {
  mission: 'take-the-position',
  units: [
    mech('a-hbk', 'Hunchback HBK-4G', 'attacker', 50, 4, 1041, { commander: true }),
    mech('a-grf', 'Griffin GRF-1N', 'attacker', 55, 5, 1272),
    mech('a-wsp', 'Wasp WSP-1A', 'attacker', 20, 6, 384),
    mech('d-wvr', 'Wolverine WVR-6R', 'defender', 55, 5, 1101),
    mech('d-shd', 'Shadow Hawk SHD-2H', 'defender', 55, 5, 1064),
  ],
};

const commands = [
  { type: 'endTurn' },
  { type: 'reportDamage', unit: 'd-shd', facts: { armourStripped: ['CT', 'LT'], destroyed: [] } },
  { type: 'endTurn' },
  { type: 'setPhase', phase: 'end' },
  { type: 'reportArea', attackerUnits: ['a-grf'], defenderUnits: ['d-wvr'] },
];

export const missionDemo: DemoSeeder = {
  id: 'mission',
  title: 'Mission tracker',
  async seed({ store }) {
    const existing = await store.list({ kind: 'game', module: 'mission' });
    if (existing.some((g) => g.title === DEMO_MISSION_TITLE)) return;
    const game = await createGame(store, { module: 'mission', setup, dice: 'seeded', title: DEMO_MISSION_TITLE });
    let version = game.info.version;
    for (const command of commands) {
      const out = await playGameCommand(store, game.info.id, version, command);
      if (out.status !== 'accepted') throw new Error(`demo mission: ${command.type} was ${out.status}`);
      version = out.version;
    }
  },
};
