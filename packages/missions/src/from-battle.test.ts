import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SeededDice, ScriptedDice, playCommand, startGame, type LiveGame } from '@marshal/core';
import { parseMtf } from '@marshal/catalog';
import { baseCombatRules, battleModule, runBotBattle, type BattleSetup } from '@marshal/battletech';
import { missionModule } from './tracker/module';
import { missionUnitsFromBattle, reportsFromBattle } from './from-battle';
import type { MissionState } from './tracker/state';

const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../data/megamek/mechfiles', path), 'utf8'), path);
const board = ['size 16 17', 'hex 0808 0 "woods:1" ""', 'end'].join('\n');

function setup(): BattleSetup {
  return {
    title: 'Open Engagement, digital',
    map: { boards: [{ name: 'test', text: board, rotated: false }] },
    movement: 'alternating',
    timers: null,
    roundLimit: 20,
    sides: [
      { id: 'red', homeEdge: 'south' },
      { id: 'blue', homeEdge: 'north' },
    ],
    units: [
      { id: 'hbk', side: 'red', unit: mtf('mechs/3039u/Hunchback HBK-4G.mtf') as never, gunnery: 4, piloting: 5, hex: '0815', facing: 0 },
      { id: 'wvr', side: 'blue', unit: mtf('mechs/3039u/Wolverine WVR-6R.mtf') as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 },
    ],
  };
}

describe('a mission tracked from a digital battle', () => {
  it('an Open Engagement scored from a bot-vs-bot battle agrees with the battle and explains itself', () => {
    const link = { sides: { red: 'attacker', blue: 'defender' } } as const;
    const start = battleModule.init(battleModule.parseSetup(setup()), baseCombatRules);
    let game: LiveGame = startGame(missionModule, {
      setup: { mission: 'open-engagement', units: missionUnitsFromBattle(start, link) },
      dice: { kind: 'scripted' },
    });
    const { final, outcome } = runBotBattle(setup(), baseCombatRules, SeededDice.fromSeed('mission-battle'));
    const dice = new ScriptedDice(Array(20).fill(4));
    for (const command of reportsFromBattle(game.state as MissionState, final, link)) {
      const r = playCommand(game, command, dice);
      if (!r.ok) throw new Error(`${command.type} refused: ${r.rejection.reason}`);
      game = r.game;
    }
    const s = game.state as MissionState;
    expect(s.turn).toBe(final.round);
    expect(outcome.result).toBe('victory');
    const winner = link.sides[outcome.winner as 'red' | 'blue'];
    const loser = winner === 'attacker' ? 'defender' : 'attacker';
    expect(s.decided?.[winner]).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    expect(s.decided?.[winner].reasons[0]!.text).toBe(`the ${loser} has no units left on the board`);
    // Said as it happened: the loser's units destroyed, withdrawn, or some of each (destroyed is not a retreat).
    const lost = Object.values(s.units).filter((u) => u.unit.side === loser);
    const destroyed = lost.filter((u) => u.status === 'destroyed').length;
    const withdrawn = lost.length - destroyed;
    expect(s.ended?.reason).toBe(
      withdrawn === 0
        ? `every unit of the ${loser} has been destroyed`
        : destroyed === 0
          ? `the ${loser} has retreated all its forces from the board`
          : `the ${loser} has no units left on the board: ${destroyed} destroyed and ${withdrawn} withdrawn`,
    );
    for (const u of Object.values(final.units))
      expect(s.units[u.id]!.status).toBe(u.destroyed ? 'destroyed' : final.withdrawn.includes(u.id) ? 'exited' : 'active');
    expect(reportsFromBattle(s, final, link)).toEqual([]);
  });
});
