import { PhysicalDice, ScriptedDice, playCommand, startGame, type LiveGame } from '@marshal/core';
import { missionModule, type MissionUnit, type MissionSetupInput, type MissionState, missionUnitSchema } from '../src/index';

export function mech(id: string, side: 'attacker' | 'defender', extra: Partial<MissionUnit> = {}): MissionUnit {
  return missionUnitSchema.parse({
    id,
    name: extra.name ?? id,
    side,
    tonnage: 50,
    countsForBoardSize: true,
    ground: true,
    withdrawalTest: 'mech',
    walkMp: 5,
    value: 1000,
    canRecon: true,
    ...extra,
  });
}

export function startMission(setup: Omit<MissionSetupInput, 'units'> & { units: MissionUnit[] }, ruleset: string[] = []): LiveGame {
  return startGame(missionModule, { setup, ruleset, dice: { kind: 'scripted' } });
}

/** Play commands in order; faces are consumed die by die. Throws with the rule's reason on a rejection. */
export function play(game: LiveGame, commands: object[], faces: number[] = []): LiveGame {
  const dice = new ScriptedDice(faces);
  let g = game;
  for (const c of commands) {
    const r = playCommand(g, c, dice);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(c)}: ${r.rejection.reason}`);
    g = r.game;
  }
  return g;
}

export function attempt(game: LiveGame, command: object) {
  return playCommand(game, command, new PhysicalDice());
}

export const state = (g: LiveGame) => g.state as MissionState;
export const endTurns = (n: number) => Array.from({ length: n }, () => ({ type: 'endTurn' }));
