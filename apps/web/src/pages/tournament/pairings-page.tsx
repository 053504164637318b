import './tournament.css';
import { categoryById } from '@marshal/tournament';
import { PairingRows } from './pairing-rows';
import { Link } from '../../router';
import { useTournament } from './use-tournament';
import { LiveTables, usePolling } from './digital-duel';
import { PointsByRound } from './points-chart';
import { PrizeDraw } from './prize-draw';
import { RoundsHistory } from './rounds-history';
import { StandingsTable } from './standings-table';

/**
 * The event's public page (no sign-in): the current round's pairings, the live tables, the standings, every earlier
 * round, points by round and the prize draw. It refreshes itself while the event runs (faster while a battle is live);
 * it reads on a phone and prints as a pairing list by table.
 */
export function PairingsPage({ id, round }: { id: string; round?: number }) {
  const t = useTournament(id);
  const live = (t.data?.liveTables.length ?? 0) > 0;
  usePolling(t.reload, t.data?.state.phase !== 'finished', live ? 4000 : 10_000);
  if (!t.data) return <div className="page">{t.error ?? 'Loading…'}</div>;
  const s = t.data.state;
  const r = s.rounds[(round ?? s.rounds.length) - 1];
  return (
    <div className="page tournament-public">
      <h1>{s.setup.title}</h1>
      <p className="hint" data-live>
        {s.phase === 'finished' ? 'The event is over.' : 'Updates by itself while the event runs.'} {s.setup.date ?? ''} {s.setup.venue ?? ''}
      </p>
      <LiveTables tables={t.data.liveTables ?? []} />
      <section aria-label="Current pairings">
        {r ? (
          <>
            <h2>
              Duel {r.number}: {categoryById(r.category).label}
            </h2>
            <p className="hint">
              At most {t.data.rules.maxGameRounds} game rounds; movement {t.data.rules.phaseLimits.movementSeconds / 60} min, fire{' '}
              {t.data.rules.phaseLimits.fireSeconds / 60} min per phase.
            </p>
            <div className="table-scroll">
              <PairingRows state={s} duels={r.duels} />
            </div>
          </>
        ) : (
          <p className="empty">No round has been paired yet.</p>
        )}
      </section>
      <section aria-label="Public standings" className="no-print">
        <h2>Standings</h2>
        <div className="table-scroll">
          <StandingsTable rows={t.data.standings} caption="Standings" />
        </div>
      </section>
      <div className="no-print">
        <PrizeDraw id={id} state={s} dice={t.data.dice} />
        <PointsByRound state={s} />
        <RoundsHistory state={s} heading="Every round" />
      </div>
      <details className="schedule">
        <summary>The day&apos;s schedule</summary>
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
