import './tournament.css';
import { categoryById, type DuelState, type TournamentState } from '@marshal/tournament';
import { Link } from '../../router';
import { playerName, useTournament } from './use-tournament';
import { LiveTables, usePolling } from './digital-duel';

function skills(d: DuelState, side: 'a' | 'b'): string {
  const p = d.balance?.[side];
  return p ? `${p.gunnery}/${p.piloting}, ${p.adjustedBv} BV` : '';
}

export function PairingRows({ state, duels }: { state: TournamentState; duels: readonly DuelState[] }) {
  return (
    <table className="pairings" aria-label="Pairings">
      <thead>
        <tr>
          <th>Table</th>
          <th>Player</th>
          <th>Opponent</th>
          <th>Result</th>
        </tr>
      </thead>
      <tbody>
        {duels.map((d) => (
          <tr key={d.id} data-duel={d.id}>
            <td>{d.table ?? '—'}</td>
            <td>
              {playerName(state, d.a.player)}
              <div className="hint">
                {d.a.mech} ({skills(d, 'a')})
              </div>
            </td>
            <td>
              {d.b ? (
                <>
                  {playerName(state, d.b.player)}
                  <div className="hint">
                    {d.b.mech} ({skills(d, 'b')})
                  </div>
                </>
              ) : (
                'bye'
              )}
            </td>
            <td>{d.final ? `${d.final.score.a.total} – ${d.final.score.b?.total ?? ''}` : d.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Public pairings for the current round (or ?round=n); prints as a pairing list by table. */
export function PairingsPage({ id, round }: { id: string; round?: number }) {
  const t = useTournament(id);
  usePolling(t.reload, (t.data?.liveTables.length ?? 0) > 0);
  if (!t.data) return <div className="page">{t.error ?? 'Loading…'}</div>;
  const s = t.data.state;
  const r = s.rounds[(round ?? s.rounds.length) - 1];
  return (
    <div className="page tournament-public">
      <h1>{s.setup.title} — pairings</h1>
      {r ? (
        <>
          <h2>
            Duel {r.number}: {categoryById(r.category).label}
          </h2>
          <p className="hint">
            At most {t.data.rules.maxGameRounds} game rounds; movement {t.data.rules.phaseLimits.movementSeconds / 60} min, fire{' '}
            {t.data.rules.phaseLimits.fireSeconds / 60} min per phase.
          </p>
          <PairingRows state={s} duels={r.duels} />
          <LiveTables tables={t.data.liveTables ?? []} />
        </>
      ) : (
        <p className="empty">No round has been paired yet.</p>
      )}
      <details className="schedule">
        <summary>The day's schedule</summary>
        <table aria-label="Schedule">
          <tbody>
            {s.setup.schedule.map((x, i) => (
              <tr key={i}>
                <td>
                  {x.from}–{x.to}
                </td>
                <td>{x.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="no-print">
        <button type="button" onClick={() => window.print()}>
          Print pairings
        </button>{' '}
        · <Link to={`/tournaments/${id}/sheets`}>Score sheets</Link> · <Link to={`/tournaments/${id}/standings`}>Standings</Link>
      </p>
    </div>
  );
}
