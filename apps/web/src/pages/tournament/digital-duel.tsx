import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t: tr } = useTranslation('tournament');
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
          {tr('digital.played')}{' '}
          {ended ? (
            <>
              {tr('digital.over')} <Link to={`/battles/${game}/replay`}>{tr('digital.replay')}</Link>
              {tr('digital.readFrom')}
              <a href={`/api/games/${game}/record`}>{tr('digital.record', { game })}</a>)
            </>
          ) : side && !local ? (
            <Link to={`/battles/${game}?seat=${side}`}>{tr('digital.seat', { name: playerName(state, duel[side]!.player) })}</Link>
          ) : local ? (
            <Link to={`/battles/${game}`}>{tr('digital.open')}</Link>
          ) : (
            <Link to={`/battles/${game}`}>{tr('digital.watchBattle')}</Link>
          )}
        </p>
        {duel.status === 'reported' && confirmed.length > 0 && (
          <p className="hint">{tr('digital.confirmedBy', { names: confirmed.join(tr('digital.and')) })}</p>
        )}
      </div>
    );
  }
  if (duel.report || duel.final || !mayStart) return null;
  if (!duel.mapChoice) return <p className="hint">{tr('digital.mapFirst')}</p>;
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
      aria-label={tr('digital.label', { id: duel.id })}
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <label>
        {tr('digital.rounds')}
        <input type="number" min={1} max={maxGameRounds} value={rounds} onChange={(e) => setRounds(e.target.value)} />
      </label>{' '}
      <button type="submit" disabled={busy}>
        {tr('digital.play')}
      </button>
      <span className="hint">{tr('digital.hint', { map: duel.mapChoice.map })}</span>
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
  const { t: tr } = useTranslation('tournament');
  if (!tables.length) return null;
  return (
    <section className="panel live-tables" aria-labelledby="live-tables">
      <h2 id="live-tables">{tr('digital.live')}</h2>
      <ul aria-label={tr('digital.live')}>
        {tables.map((t) => (
          <li key={t.duel} data-live={t.duel}>
            {tr('digital.table', { table: t.table ?? '—', duel: t.duel, a: t.players[0], b: t.players[1], status: t.status })} ·{' '}
            <Link to={`/battles/${t.game}`}>{tr('digital.watch')}</Link>
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
