import { useCallback, useState } from 'react';
import type { MapSwapRule, StandingRow, TournamentState } from '@marshal/tournament';
import { ApiError, api } from '../../api';
import { useApi } from '../../use-api';
import type { LiveTable } from './digital-duel';

export interface TournamentView {
  readonly tournament: { readonly id: string; readonly title: string; readonly version: number };
  readonly closed: boolean;
  readonly state: TournamentState;
  readonly standings: readonly StandingRow[];
  readonly tiebreakers: readonly string[];
  readonly rules: {
    readonly maxGameRounds: number;
    readonly phaseLimits: { movementSeconds: number; fireSeconds: number; psrExtraSeconds: number };
    readonly mapSwap: MapSwapRule;
    readonly categories: readonly { readonly id: string; readonly label: string }[];
  };
  /** What the desk may do next: pair a round (or why not); the ties a coin toss would break; award best painted (or why not yet). */
  readonly desk: { readonly pairProblem: string | null; readonly ties: readonly (readonly string[])[]; readonly bestPaintedProblem?: string | null };
  /** The event's seed commitment, and the seed once revealed. */
  readonly dice: { readonly commitment: string | null; readonly seed: string | null };
  /** Duels being played digitally right now. */
  readonly liveTables: readonly LiveTable[];
}

/** What the page calls the fields a refusal may name (others are left out: the message says enough). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  player: 'Player',
  faction: 'Faction',
  roster: 'Roster',
  players: 'Players',
  duel: 'Duel',
  result: 'Result',
  map: 'Map',
  step: 'Map choice',
};

/** A tournament from the API, and `play(command)` at the version shown (the server adds who is acting). */
export function useTournament(id: string) {
  const view = useApi<TournamentView>(`/tournaments/${id}`);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const play = useCallback(
    async (command: Record<string, unknown>): Promise<boolean> => {
      if (!view.data) return false;
      setBusy(true);
      setError(null);
      try {
        await api.post(`/tournaments/${id}/commands`, { expectedVersion: view.data.tournament.version, command });
        view.reload();
        return true;
      } catch (e) {
        const label = e instanceof ApiError ? FIELD_LABELS[e.location.field ?? ''] : undefined;
        setError(`${label ? `${label}: ` : ''}${(e as Error).message}`);
        if (e instanceof ApiError && e.status === 409) view.reload();
        return false;
      } finally {
        setBusy(false);
      }
    },
    [id, view],
  );
  return { ...view, play, error, setError, busy };
}

export const playerName = (state: TournamentState, id: string | null | undefined): string => (id ? (state.players[id]?.name ?? id) : 'bye');
