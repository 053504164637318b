import './tournament.css';
import { useEffect } from 'react';
import { tiebreakerById } from '@marshal/tournament';
import { Link } from '../../router';
import { StandingsTable } from './standings-table';
import { useTournament } from './use-tournament';

/** Public live standings: readable on a phone, refreshed every 20 seconds. */
export function StandingsPage({ id }: { id: string }) {
  const t = useTournament(id);
  const { reload } = t;
  useEffect(() => {
    const timer = setInterval(reload, 20_000);
    return () => clearInterval(timer);
  }, [reload]);
  if (t.error || (!t.data && !t.loading))
    return (
      <div className="page" role="alert">
        {t.error ?? 'This tournament could not be loaded.'}
      </div>
    );
  if (!t.data) return <div className="page">Loading…</div>;
  const s = t.data.state;
  return (
    <div className="page tournament-public">
      <h1>{s.setup.title} — standings</h1>
      <p className="hint">
        After {s.rounds.filter((r) => r.duels.every((d) => d.final)).length} of 6 duels. <Link to={`/tournaments/${id}/pairings`}>Pairings</Link>
      </p>
      <StandingsTable rows={t.data.standings} caption="Standings" />
      <details className="tiebreak-order">
        <summary>Tiebreakers, in order</summary>
        <ol>
          {t.data.tiebreakers.map((tb) => (
            <li key={tb}>{tiebreakerById(tb)?.label ?? tb}</li>
          ))}
        </ol>
      </details>
      <p className="no-print">
        <a href={`/api/tournaments/${id}/standings.csv`} download>
          CSV
        </a>{' '}
        ·{' '}
        <a href={`/api/tournaments/${id}`} download={`standings-${id}.json`}>
          JSON
        </a>
      </p>
    </div>
  );
}
