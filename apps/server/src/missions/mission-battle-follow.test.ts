import { describe, expect, it } from 'vitest';
import { type LiveGame, SeededDice, playCommand, startGame } from '@marshal/core';
import { type BattleState, baseCombatRules, battleModule, botCommand } from '@marshal/battletech';
import { type MissionState, missionModule, nextFollowReport } from '@marshal/missions';
import { type MissionBattleBody, missionBattleFrom, missionBattleBodySchema } from './mission-battle';

const LANCE = [
  { id: 'hbk', side: 'attacker', unit: 'Hunchback HBK-4G', commander: true },
  { id: 'grf', side: 'attacker', unit: 'Griffin GRF-1N' },
  { id: 'wvr', side: 'defender', unit: 'Wolverine WVR-6R' },
  { id: 'shd', side: 'defender', unit: 'Shadow Hawk SHD-2H' },
];
const TOKENS = ['0505', '1105', '0510', '1110'].map((hex, k) => ({ id: `t${k + 1}`, hex }));

/** A mission battle set up as the server does for this body (bundled units, the default grassland sheets). */
function setUp(mission: string, units: readonly object[] = LANCE): MissionBattleBody {
  const extra: Record<string, object> = {
    sabotage: { objectives: { tokens: TOKENS } },
    'rapid-recon': { objectives: { tokens: TOKENS } },
    assassination: { targets: { attacker: 'hbk', defender: 'wvr' } },
  };
  const grouped = mission === 'diversion' ? units.map((u, i) => (i < 2 ? { ...u, group: i === 0 ? 'trapped' : 'diversion' } : u)) : units;
  return missionBattleBodySchema.parse({ mission, units: grouped, roundLimit: 12, ...extra[mission] });
}

/**
 * Both sides played by the bot with dice seeded by `seed`; after every battle command the tracker takes every report
 * the battle owes it, as the server's follow does (tracker rolls from `trackerSeed`). Answers the refused reports and the units whose standing differs.
 */
function fightAndFollow(body: MissionBattleBody, seed: string, trackerSeed = `${seed}/tracker`): { refused: string[]; differ: string[] } {
  const built = missionBattleFrom(body);
  const battleDice = SeededDice.fromSeed(seed, 'main');
  const trackerDice = SeededDice.fromSeed(trackerSeed, 'main');
  let battle: LiveGame = startGame(battleModule, { setup: built.battle, dice: { kind: 'seeded', seed } });
  const setup = { ...built.mission, battle: { game: 'b', ...built.link } };
  let tracker: LiveGame = startGame(missionModule, { setup, dice: { kind: 'seeded', seed: trackerSeed } });
  const refused: string[] = [];
  const follow = () => {
    for (let next = nextFollowReport(tracker.state as MissionState, battle.state as BattleState, built.link); next;) {
      const r = playCommand(tracker, next, trackerDice);
      if (!r.ok) return void refused.push(`${JSON.stringify(next)}: ${r.rejection.reason}`);
      tracker = r.game;
      next = nextFollowReport(tracker.state as MissionState, battle.state as BattleState, built.link);
    }
  };
  for (let command = botCommand(battle.state as BattleState, baseCombatRules); command; command = botCommand(battle.state as BattleState, baseCombatRules)) {
    const r = playCommand(battle, command, battleDice);
    if (!r.ok) throw new Error(`the bot's ${command.type} was refused: ${r.rejection.reason}`);
    battle = r.game;
    follow();
  }
  const final = battle.state as BattleState;
  const m = tracker.state as MissionState;
  const differ = Object.values(final.units).flatMap((u) => {
    const gone = u.destroyed ? 'destroyed' : final.withdrawn.includes(u.id) ? 'exited' : null;
    const status = m.units[u.id]!.status;
    return (gone ? [gone] : ['active', 'immobile']).includes(status) ? [] : [`${u.id}: battle ${gone ?? 'in play'}, tracker ${status}`];
  });
  return { refused, differ };
}

describe('a tracker following bot battles of every mission to their end', () => {
  it('takes every report: a unit pushed off a flank edge leaves the mission too (Open Engagement, seed 95)', () => {
    const duel = [LANCE[0]!, LANCE[2]!];
    expect(fightAndFollow(setUp('open-engagement', duel), 's95', 'm95')).toEqual({ refused: [], differ: [] });
  });

  it('an immobile unit under forced withdrawal stays on its home edge in the battle and the tracker alike (Take the Position, seed 1292)', () => {
    expect(fightAndFollow(setUp('take-the-position'), 's1292', 'm1292')).toEqual({ refused: [], differ: [] });
  });

  it.each(['open-engagement', 'escort', 'sabotage', 'take-the-position', 'rapid-recon', 'extraction', 'assassination', 'break-the-line', 'diversion'])(
    '%s: three seeded battles, no report refused, every unit where the battle left it',
    (mission) => {
      for (const seed of ['a', 'b', 'c']) expect(fightAndFollow(setUp(mission), `${mission}-${seed}`), seed).toEqual({ refused: [], differ: [] });
    },
  );
});
