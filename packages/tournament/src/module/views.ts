/** Read-only views of a tournament: tallies, standings, the current round, and what a player may act on. */
import { computeStandings, type StandingRow } from '../standings/standings';
import type { PlayerTally, TieContext } from '../standings/tiebreakers';
import type { DuelState, TournamentState } from './state';

export const isFinal = (d: DuelState): boolean => d.status === 'confirmed' || d.status === 'settled' || d.status === 'bye';

export const allDuels = (state: TournamentState): DuelState[] => state.rounds.flatMap((r) => r.duels);

export const findDuel = (state: TournamentState, id: string): DuelState | undefined => allDuels(state).find((d) => d.id === id);

export const currentRound = (state: TournamentState) => state.rounds[state.rounds.length - 1];

export const roundComplete = (state: TournamentState): boolean => {
  const r = currentRound(state);
  return !r || r.duels.every(isFinal);
};

export const activePlayers = (state: TournamentState): string[] => state.playerOrder.filter((id) => !state.players[id]!.dropped);

export function tallies(state: TournamentState): PlayerTally[] {
  const t = new Map<string, { points: number; kills: number; crippling: number; unpainted: number }>();
  for (const id of state.playerOrder) t.set(id, { points: 0, kills: 0, crippling: 0, unpainted: 0 });
  for (const d of allDuels(state)) {
    if (!d.final) continue;
    const sides = [[d.a, d.final.score.a], ...(d.b && d.final.score.b ? [[d.b, d.final.score.b] as const] : [])] as const;
    for (const [side, score] of sides) {
      const x = t.get(side.player)!;
      x.points += score.total;
      x.kills += score.kill ? 1 : 0;
      x.crippling += score.crippled ? 1 : 0;
      if (d.b && !side.ownedAndPainted) x.unpainted += 1;
    }
  }
  return state.playerOrder.map((id) => {
    const p = state.players[id]!;
    const x = t.get(id)!;
    return {
      id,
      name: p.name,
      ...x,
      rosterPulsePoints: p.summary?.pulsePoints ?? 0,
      rosterPrecisionPoints: p.summary?.precisionPoints ?? 0,
      coinToss: state.coinToss[id] ?? null,
    };
  });
}

export function headToHead(state: TournamentState): TieContext['headToHead'] {
  const map = new Map<string, { own: number; against: number }>();
  for (const d of allDuels(state)) {
    if (!d.final || !d.b || !d.final.score.b) continue;
    map.set(`${d.a.player}|${d.b.player}`, { own: d.final.score.a.total, against: d.final.score.b.total });
    map.set(`${d.b.player}|${d.a.player}`, { own: d.final.score.b.total, against: d.final.score.a.total });
  }
  return (a, b) => map.get(`${a}|${b}`);
}

export function standings(state: TournamentState): StandingRow[] {
  return computeStandings(tallies(state), state.setup.tiebreakers, headToHead(state));
}

export function opponentsOf(state: TournamentState, player: string): string[] {
  return allDuels(state).flatMap((d) => (d.a.player === player && d.b ? [d.b.player] : d.b?.player === player ? [d.a.player] : []));
}

export const hadBye = (state: TournamentState, player: string): boolean => allDuels(state).some((d) => d.b === null && d.a.player === player);
