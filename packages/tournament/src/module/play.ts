/** Helpers the shells share to run a tournament record: start, play a command, read the state. */
import {
  MarshalError,
  playCommand,
  resolveRuleset,
  startGame,
  verifyRecord,
  type DiceSource,
  type GameRecord,
  type LiveGame,
  type Rejection,
} from '@marshal/core';
import type { TournamentState } from './state';
import { tournamentModule } from './tournament-module';

export function startTournament(setup: unknown, options: { ruleset?: readonly string[]; seed?: string } = {}): LiveGame {
  return startGame(tournamentModule, {
    setup,
    ruleset: options.ruleset ?? [],
    dice: options.seed !== undefined ? { kind: 'seeded', seed: options.seed, stream: 'tournament' } : { kind: 'scripted' },
  });
}

export const tournamentState = (game: LiveGame): TournamentState => game.state as TournamentState;

/** Play one command; a refusal comes back as the rejection and the game is unchanged. */
export function playTournament(game: LiveGame, command: unknown, dice: DiceSource): { game: LiveGame; rejection: Rejection | null } {
  const r = playCommand(game, command, dice);
  return r.ok ? { game: r.game, rejection: null } : { game, rejection: r.rejection };
}

/** Rebuild a live tournament from its record, checking every entry on the way (events and hashes). */
export function resumeTournament(record: GameRecord, file = 'record'): LiveGame {
  if (record.header.module !== tournamentModule.id)
    throw new MarshalError('wrong-module', `this record is for ${record.header.module}, not a tournament`, { file, line: 1, field: 'module' });
  const report = verifyRecord(tournamentModule, record);
  if (!report.ok) {
    const d = report.divergence!;
    throw new MarshalError('record-diverged', `${d.what}: ${d.message}`, { file, line: d.line });
  }
  const ruleset = resolveRuleset(tournamentModule.options, tournamentModule.baseRules, record.header.ruleset);
  return { module: tournamentModule, record, state: report.state, ruleset };
}
