import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type LiveGame, RecordingDice, ScriptedDice, isRejection, playCommand, startGame } from '@marshal/core';
import { parseBlk, parseMtf } from '@marshal/catalog';
import { type BattleCommand, type BattleSetup, type BattleState, baseCombatRules, battleModule, canAct } from '@marshal/battletech';
import { nextFollowReport } from '../src/follow-battle';
import type { MissionBattle } from '../src/to-battle';
import { missionModule } from '../src/tracker/module';
import type { MissionState } from '../src/tracker/state';

/** Digital battles for mission tests: small maps, units from the bundled files, every die scripted. */
const DATA = resolve(import.meta.dirname, '../../../data/megamek/mechfiles');

export function bundled(path: string): never {
  const text = readFileSync(resolve(DATA, path), 'utf8');
  return (path.endsWith('.blk') ? parseBlk(text, path) : parseMtf(text, path)) as never;
}

export const PACKRAT = 'vehicles/3039u/Packrat LRPV PKR-T5 (SRM2).blk';
export const LOCUST = 'mechs/3039u/Locust LCT-1V.mtf';
export const HUNCHBACK = 'mechs/3039u/Hunchback HBK-4G.mtf';

/** A clear 16×17 board: its north and south edges (16 hexes) are the narrow ones. */
export const CLEAR_BOARD = ['size 16 17', 'end'].join('\n');

export const battleStart = (setup: BattleSetup): BattleState => battleModule.init(battleModule.parseSetup(setup), baseCombatRules);

/** Play one command with exactly these faces; refuses unused or missing faces. */
export function step(s: BattleState, command: BattleCommand, faces: readonly number[] = []): BattleState {
  const source = new ScriptedDice(faces);
  const r = battleModule.resolve(s, battleModule.parseCommand(command), { dice: new RecordingDice(source), rules: baseCombatRules });
  if (isRejection(r)) throw new Error(`${command.type} refused: ${r.reason}`);
  if (source.remaining) throw new Error(`${command.type} left ${source.remaining} dice unused`);
  return r.reduce(battleModule.apply, s);
}

export interface RoundScript {
  /** Orders by unit; units not named stand still. */
  readonly orders?: Readonly<Record<string, string>>;
  /** Fire by unit; units not named hold fire. */
  readonly fire?: Readonly<Record<string, readonly { weapon: number; target: string }[]>>;
  /** Faces for the fire resolution, in the order the rules roll them. */
  readonly fireDice?: readonly number[];
}

/**
 * One round of alternating movement: the first side rolls 2, the second 12 (so the first side moves first),
 * the scripted orders and fire, no physical attacks, heat, end.
 */
export function round(s0: BattleState, script: RoundScript = {}): BattleState {
  let s = step(s0, { type: 'initiative' }, [1, 1, 6, 6]);
  while (s.phase === 'movement') s = step(s, { type: 'move', unit: s.moveQueue[0]!, orders: script.orders?.[s.moveQueue[0]!] ?? '' });
  const actors = () => Object.keys(s.units).filter((id) => canAct(s, id));
  if (s.phase === 'fire') {
    const shooters = actors();
    shooters.forEach((id, i) => {
      s = step(s, { type: 'fire', unit: id, attacks: [...(script.fire?.[id] ?? [])], twist: 0 }, i === shooters.length - 1 ? (script.fireDice ?? []) : []);
    });
  }
  if (s.phase === 'physical') for (const id of actors()) s = step(s, { type: 'physical', unit: id, attack: null });
  if (s.phase === 'heat') s = step(s, { type: 'heat' });
  return step(s, { type: 'end' });
}

/** A mission tracker linked to a set-up battle; `follow(battle)` plays every report the battle owes it (no dice) and answers the tracker's state. */
export function trackerFollowing(mb: MissionBattle): { follow(battle: BattleState): MissionState; referee(command: object): MissionState; game(): LiveGame } {
  let game: LiveGame = startGame(missionModule, { setup: { ...mb.mission, battle: { game: 'b', ...mb.link } }, dice: { kind: 'scripted' } });
  return {
    follow(battle) {
      for (
        let next = nextFollowReport(game.state as MissionState, battle, mb.link);
        next;
        next = nextFollowReport(game.state as MissionState, battle, mb.link)
      ) {
        const r = playCommand(game, next, new ScriptedDice([]));
        if (!r.ok) throw new Error(`${next.type} refused: ${r.rejection.reason}`);
        game = r.game;
      }
      return game.state as MissionState;
    },
    referee(command) {
      const r = playCommand(game, command, new ScriptedDice([]));
      if (!r.ok) throw new Error(`${(command as { type: string }).type} refused: ${r.rejection.reason}`);
      game = r.game;
      return game.state as MissionState;
    },
    game: () => game,
  };
}
