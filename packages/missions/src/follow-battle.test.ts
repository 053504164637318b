import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ScriptedDice, playCommand, startGame, type LiveGame } from '@marshal/core';
import { parseMtf } from '@marshal/catalog';
import { baseCombatRules, battleModule, type BattleState } from '@marshal/battletech';
import { missionModule } from './tracker/module';
import type { MissionCommand } from './tracker/commands';
import type { MissionState } from './tracker/state';
import { missionBattle } from './to-battle';
import { nextFollowReport } from './follow-battle';
import { missionPrompts } from './tracker/prompts';

const data = resolve(import.meta.dirname, '../../../data/megamek');
const mtf = (path: string) => parseMtf(readFileSync(resolve(data, 'mechfiles', path), 'utf8'), path);
const grass = { name: 'Grassland 1', text: readFileSync(resolve(data, 'boards/Beginner Box/16x17 Grassland 1.board'), 'utf8') };
const hbk = mtf('mechs/3039u/Hunchback HBK-4G.mtf');
const wvr = mtf('mechs/3039u/Wolverine WVR-6R.mtf');

function start() {
  const mb = missionBattle({
    mission: 'take-the-position',
    units: [
      { entry: { id: 'a1', side: 'attacker' }, unit: hbk },
      { entry: { id: 'a2', side: 'attacker' }, unit: hbk },
      { entry: { id: 'd1', side: 'defender' }, unit: wvr },
    ],
    boards: [grass],
    attackerEdge: 'south',
    objectives: { tokens: [], objectiveHex: '0805' },
  });
  const battle = battleModule.init(battleModule.parseSetup(mb.battle), baseCombatRules);
  const game = startGame(missionModule, { setup: { ...mb.mission, battle: { game: 'b1', ...mb.link } }, dice: { kind: 'scripted' } });
  return { mb, battle, game };
}

/** Follow the battle as the server does: one report at a time until the tracker is up to date. */
function follow(game: LiveGame, battle: BattleState, link: ReturnType<typeof start>['mb']['link']): { game: LiveGame; played: MissionCommand[] } {
  const played: MissionCommand[] = [];
  for (let next = nextFollowReport(game.state as MissionState, battle, link); next; next = nextFollowReport(game.state as MissionState, battle, link)) {
    const r = playCommand(game, next, new ScriptedDice([]));
    if (!r.ok) throw new Error(`${next.type} refused: ${r.rejection.reason}`);
    played.push(next);
    game = r.game;
    expect(played.length).toBeLessThan(50);
  }
  return { game, played };
}

describe('following a battle', () => {
  it('a tracker at the start of the battle has nothing to take', () => {
    const { mb, battle, game } = start();
    expect(nextFollowReport(game.state as MissionState, battle, mb.link)).toBeNull();
  });

  it("the tracker's phase follows the battle's, so a destruction lands in its phase", () => {
    const { mb, battle, game } = start();
    const { played, game: after } = follow(game, { ...battle, phase: 'fire' }, mb.link);
    expect(played).toEqual([{ type: 'setPhase', phase: 'weapon-attack' }]);
    expect((after.state as MissionState).phase).toBe('weapon-attack');
  });

  it('Take the Position: in the end phase the objective area is read from the battle, once a turn', () => {
    const { mb, battle, game } = start();
    const moved: BattleState = { ...battle, phase: 'end', positions: { ...battle.positions, a1: { hex: '0805', facing: 0 }, a2: { hex: '0806', facing: 0 } } };
    const first = follow(game, moved, mb.link);
    expect(first.played).toEqual([
      { type: 'setPhase', phase: 'end' },
      { type: 'reportArea', attackerUnits: ['a1', 'a2'], defenderUnits: [] },
    ]);
    const s = first.game.state as MissionState;
    expect(s.objectives.positionTakenTurn).toBe(1);
    expect(follow(first.game, moved, mb.link).played).toEqual([]);
  });

  it('Take the Position: a defender in the area keeps the position, and the area is not asked again that turn', () => {
    const { mb, battle, game } = start();
    const contested: BattleState = {
      ...battle,
      phase: 'end',
      positions: { ...battle.positions, a1: { hex: '0805', facing: 0 }, d1: { hex: '0905', facing: 3 } },
    };
    const { played, game: after } = follow(game, contested, mb.link);
    expect(played.at(-1)).toEqual({ type: 'reportArea', attackerUnits: ['a1'], defenderUnits: ['d1'] });
    expect((after.state as MissionState).objectives).toMatchObject({ positionTakenTurn: null, areaReportedTurn: 1 });
    expect(nextFollowReport(after.state as MissionState, contested, mb.link)).toBeNull();
  });

  it('a unit the battle leaves without walking MP is reported immobile; fight on or abandon stays with the referee', () => {
    const { mb, battle, game } = start();
    const a2 = battle.units.a2!;
    const legless: BattleState = { ...battle, units: { ...battle.units, a2: { ...a2, movement: { ...a2.movement, walk: 0, run: 0 } } } };
    const { played, game: after } = follow(game, legless, mb.link);
    expect(played.map((c) => c.type)).toEqual(['reportDamage', 'immobiliseUnit']);
    expect(played[1]).toEqual({ type: 'immobiliseUnit', unit: 'a2' });
    const s = after.state as MissionState;
    expect(s.units.a2!.status).toBe('immobile');
    expect(missionPrompts(s).map((p) => p.id)).toContain('immobile-a2');
  });
});
