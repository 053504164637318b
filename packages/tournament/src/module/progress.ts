/** Each player's points round by round (for the points-by-round chart) and what the desk may offer next. */
import type { TournamentRules } from '../rules';
import { unresolvedTies } from '../standings/standings';
import { pairRoundProblem } from './resolve-round';
import type { TournamentState } from './state';
import { roundComplete, standings } from './views';

export interface RoundPoints {
  readonly round: number;
  /** Points scored in this round's duel; null while it has no final result (or the player had no duel). */
  readonly points: number | null;
  /** Running total after this round (counting only final results). */
  readonly total: number;
  readonly opponent: string | null;
}

export interface PlayerProgress {
  readonly player: string;
  readonly name: string;
  readonly rounds: readonly RoundPoints[];
}

/** Points per round for every player, in standings order. */
export function pointsByRound(state: TournamentState): PlayerProgress[] {
  return standings(state).map((row) => {
    let total = 0;
    const rounds = state.rounds.map((r) => {
      const d = r.duels.find((x) => x.a.player === row.id || x.b?.player === row.id);
      const side = d?.a.player === row.id ? 'a' : 'b';
      const points = d?.final ? (d.final.score[side]?.total ?? null) : null;
      total += points ?? 0;
      const opponent = !d || !d.b ? null : side === 'a' ? d.b.player : d.a.player;
      return { round: r.number, points, total, opponent };
    });
    return { player: row.id, name: row.name, rounds };
  });
}

/** Why the best-painted prize cannot be awarded yet: §6 Prizes gives it at the end of the tournament, with the prize draw. */
export function bestPaintedProblem(state: TournamentState, rules: TournamentRules): string | null {
  if (state.phase === 'finished' || (state.rounds.length >= rules.categories.length && roundComplete(state))) return null;
  const [n, total] = [state.rounds.length, rules.categories.length];
  const stage =
    state.phase === 'registration' ? 'the event has not started' : roundComplete(state) ? `${n} of ${total} duels played` : `duel ${n} is still being played`;
  return `the best-painted prize is awarded at the end of the tournament, once all ${total} duels have final results (${stage})`;
}

/**
 * What the organiser's desk may do next: pair a round (or why not), toss coins (only when a tie exists), award the
 * best-painted prize (or why not yet).
 */
export function deskActions(
  state: TournamentState,
  rules: TournamentRules,
): { pairProblem: string | null; ties: string[][]; bestPaintedProblem: string | null } {
  const done = state.rounds.length >= rules.categories.length && roundComplete(state);
  const ties = done && state.phase === 'running' ? unresolvedTies(standings(state)) : [];
  return { pairProblem: pairRoundProblem(state, rules), ties, bestPaintedProblem: bestPaintedProblem(state, rules) };
}
