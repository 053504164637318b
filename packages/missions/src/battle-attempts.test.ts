import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ScriptedDice, playCommand, startGame } from '@marshal/core';
import { parseMtf } from '@marshal/catalog';
import { baseCombatRules, battleModule, type BattleState } from '@marshal/battletech';
import { missionModule } from './tracker/module';
import type { MissionState } from './tracker/state';
import { missionBattle } from './to-battle';
import { extractionFromBattle, reconFromBattle } from './battle-attempts';

const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../data/megamek/mechfiles', path), 'utf8'), path);
const board = { name: 'test', text: ['size 16 17', 'hex 0808 0 "woods:1" ""', 'hex 0810 0 "woods:2" ""', 'hex 0811 0 "woods:1" ""', 'end'].join('\n') };
const hbk = mtf('mechs/3039u/Hunchback HBK-4G.mtf');
const wvr = mtf('mechs/3039u/Wolverine WVR-6R.mtf');
const units = [
  { entry: { id: 'a1', side: 'attacker' as const }, unit: hbk },
  { entry: { id: 'd1', side: 'defender' as const }, unit: wvr },
];

function setUp(mission: 'rapid-recon' | 'extraction', objectives: object) {
  const params: Record<string, number> = mission === 'rapid-recon' ? { reconMinFromEdge: 3 } : {};
  const mb = missionBattle({ mission, units, boards: [board], attackerEdge: 'south', objectives: objectives as never, params });
  const battle = battleModule.init(battleModule.parseSetup(mb.battle), baseCombatRules);
  const game = startGame(missionModule, { setup: { ...mb.mission, battle: { game: 'b', ...mb.link } }, dice: { kind: 'scripted' } });
  return { battle, game };
}

describe('attempts read from the battle', () => {
  const recon =
    'recon: line of sight (blocked by four points of woods, not by one), hexes and intervening light/heavy woods come from the battle map; ' +
    'ECM hexes are 0 with no suite on the map (battle electronics tests cover them)';
  it(recon, () => {
    const tokens = [
      { id: 't1', hex: '0805' },
      { id: 't2', hex: '1305' },
      { id: 't3', hex: '0511' },
      { id: 't4', hex: '1211' },
    ];
    const { battle } = setUp('rapid-recon', { tokens });
    const at: BattleState = { ...battle, positions: { ...battle.positions, a1: { hex: '0813', facing: 0 } } };
    expect(reconFromBattle(at, 'a1', tokens[0]!)).toEqual({
      type: 'attemptRecon',
      unit: 'a1',
      objective: 't1',
      lineOfSight: false,
      hexes: 8,
      ecmHexes: 0,
      woodsHexes: 3,
    });
    const nearer: BattleState = { ...battle, positions: { ...battle.positions, a1: { hex: '0809', facing: 0 } } };
    expect(reconFromBattle(nearer, 'a1', tokens[0]!)).toEqual({
      type: 'attemptRecon',
      unit: 'a1',
      objective: 't1',
      lineOfSight: true,
      hexes: 4,
      ecmHexes: 0,
      woodsHexes: 1,
    });
    expect(reconFromBattle(at, 'a1', tokens[3]!)).toMatchObject({ hexes: 4, woodsHexes: 0, lineOfSight: true });
  });

  it('extraction: hexes moved, the objective hex, an enemy in it and attacks made come from the battle, and the ruling follows', () => {
    const { battle, game } = setUp('extraction', { tokens: [], objectiveHex: '0808' });
    const moved: BattleState = {
      ...battle,
      phase: 'end',
      positions: { ...battle.positions, a1: { hex: '0808', facing: 0 }, d1: { hex: '0809', facing: 3 } },
      moved: { a1: { mode: 'walk', hexes: 5 } },
      fire: { a1: [] },
    };
    const attempt = extractionFromBattle(game.state as MissionState, moved, 'a1');
    expect(attempt).toEqual({ type: 'attemptExtraction', unit: 'a1', hexesMoved: 5, inObjectiveHex: true, enemyInHex: false, attackedThisTurn: false });
    const atEnd = playCommand(game, { type: 'setPhase', phase: 'end' }, new ScriptedDice([]));
    if (!atEnd.ok) throw new Error(atEnd.rejection.reason);
    const rolled = playCommand(atEnd.game, attempt, new ScriptedDice([3, 3]));
    if (!rolled.ok) throw new Error(rolled.rejection.reason);
    expect(rolled.events[0]).toMatchObject({ type: 'extractionRolled', success: true, ruling: { target: 6 } });
    expect(
      extractionFromBattle(
        game.state as MissionState,
        { ...moved, positions: { ...moved.positions, d1: { hex: '0808', facing: 3 } }, fire: { a1: [{ weapon: 0, target: 'd1' }] } },
        'a1',
      ),
    ).toMatchObject({ enemyInHex: true, attackedThisTurn: true });
  });
});
