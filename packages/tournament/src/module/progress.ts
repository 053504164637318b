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

/** What the organiser's desk may do next: pair a round (or why not), toss coins (only when a tie exists). */
export function deskActions(state: TournamentState, rules: TournamentRules): { pairProblem: string | null; ties: string[][] } {
  const done = state.rounds.length >= rules.categories.length && roundComplete(state);
  const ties = done && state.phase === 'running' ? unresolvedTies(standings(state)) : [];
  return { pairProblem: pairRoundProblem(state, rules), ties };
}
