import { useEffect, useState } from 'react';
import type { DuelState, TournamentState } from '@marshal/tournament';
import { ApiError, api } from '../../api';
import { Link } from '../../router';
import { playerName } from './use-tournament';

export interface LiveTable {
  readonly duel: string;
  readonly round: number;
  readonly table: number | null;
  readonly game: string;
  readonly players: readonly [string, string];
  readonly status: string;
}

interface Me {
  readonly username: string;
  readonly role: string;
}

/** The side of the duel the signed-in player plays (a or b), if any. */
const sideOf = (duel: DuelState, me: Me | null): 'a' | 'b' | null =>
  !me ? null : duel.a.player === me.username ? 'a' : duel.b?.player === me.username ? 'b' : null;

/**
 * "Play this duel digitally" on a paired duel: once the map is chosen, a player of the duel or the organiser starts the
 * battle (the 'Mechs at their balanced skills, the map choice's edges, the event's phase clocks); then each player takes
 * their own seat, everyone else watches. The result arrives from the battle record when it ends.
 */
export function DigitalDuel(props: {
  id: string;
  duel: DuelState;
  state: TournamentState;
  version: number;
  maxGameRounds: number;
  me: Me | null;
  local: boolean;
  reload: () => void;
}) {
  const { id, duel, state, version, maxGameRounds, me, local, reload } = props;
  const [rounds, setRounds] = useState(String(maxGameRounds));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!duel.b || duel.final?.result?.via.kind === 'table') return null;
  const side = sideOf(duel, me);
  const mayStart = local || me?.role === 'organiser' || side !== null;
  if (duel.battle) {
    const game = duel.battle.game;
    const ended = duel.report?.result.via.kind === 'battle' || duel.final;
    const confirmed = (duel.confirmedBy ?? []).map((p) => playerName(state, p));
    return (
      <div className="digital-duel" data-digital={duel.id}>
        <p>
          Played digitally:{' '}
          {ended ? (
            <>
              the battle is over — <Link to={`/battles/${game}/replay`}>replay it</Link>; the result below was read from its record (
              <a href={`/api/games/${game}/record`}>record {game}</a>)
            </>
          ) : side && !local ? (
            <Link to={`/battles/${game}?seat=${side}`}>Take your seat ({playerName(state, duel[side]!.player)})</Link>
          ) : local ? (
            <Link to={`/battles/${game}`}>Open the battle</Link>
          ) : (
            <Link to={`/battles/${game}`}>Watch the battle</Link>
          )}
        </p>
        {duel.status === 'reported' && confirmed.length > 0 && <p className="hint">Confirmed by {confirmed.join(' and ')}; both players confirm.</p>}
      </div>
    );
  }
  if (duel.report || duel.final || !mayStart) return null;
  if (!duel.mapChoice) return <p className="hint">To play this duel digitally, record the map choice first: the battle is fought on the map it gives.</p>;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/tournaments/${id}/duels/${duel.id}/battle`, { expectedVersion: version, roundLimit: Number(rounds) });
      reload();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="digital-duel"
      aria-label={`Play ${duel.id} digitally`}
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <label>
        Game rounds at most
        <input type="number" min={1} max={maxGameRounds} value={rounds} onChange={(e) => setRounds(e.target.value)} />
      </label>{' '}
      <button type="submit" disabled={busy}>
        Play this duel digitally
      </button>
      <span className="hint"> On {duel.mapChoice.map}, each &apos;Mech at its balanced skills, with the phase clocks; each player takes their own seat.</span>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}

/** Duels being played digitally right now, with a link to watch each. */
export function LiveTables({ tables }: { tables: readonly LiveTable[] }) {
  if (!tables.length) return null;
  return (
    <section className="panel live-tables" aria-labelledby="live-tables">
      <h2 id="live-tables">Live tables</h2>
      <ul aria-label="Live tables">
        {tables.map((t) => (
          <li key={t.duel} data-live={t.duel}>
            Table {t.table ?? '—'} ({t.duel}): {t.players[0]} vs {t.players[1]} — {t.status} · <Link to={`/battles/${t.game}`}>Watch</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Reload every few seconds while something is happening elsewhere (a live battle, a result waiting to arrive). */
export function usePolling(reload: () => void, active: boolean, ms = 4000): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, ms);
    return () => clearInterval(timer);
  }, [reload, active, ms]);
}
