import { type GameRecord, type LiveGame, SeededDice, playCommand, revealSeed, startGame } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import { type BotPolicy, DEFAULT_BOT, botCommand } from './bot';
import { battleModule } from '../battle/module';
import type { BattleState } from '../battle/state';

/** A whole bot-versus-bot battle played through the kernel as a record (seeded, seed revealed), for golden files and replays. */
export function botBattleRecord(
  setup: unknown,
  ruleset: readonly string[],
  seed: string,
  stream = 'main',
  policy: BotPolicy = DEFAULT_BOT,
  maxCommands = 5000,
): { record: GameRecord; state: BattleState } {
  const dice = SeededDice.fromSeed(seed, stream);
  let game: LiveGame = startGame(battleModule, { ruleset, setup, dice: { kind: 'seeded', seed, stream } });
  for (let i = 0; i < maxCommands; i++) {
    const command = botCommand(game.state as BattleState, game.ruleset.rules as CombatRules, policy);
    if (!command) return { record: revealSeed(game.record, seed), state: game.state as BattleState };
    const r = playCommand(game, command, dice);
    if (!r.ok) throw new Error(`bot ${command.type} refused: ${r.rejection.reason}`);
    game = r.game;
  }
  throw new Error(`the battle did not end within ${maxCommands} commands`);
}
