/** Helpers the shells share to run a tournament record: start, play a command, read the state. */
import { playCommand, startGame, type DiceSource, type LiveGame, type Rejection } from '@marshal/core';
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
