import './tournament.css';
import { useEffect } from 'react';
import { tiebreakerById } from '@marshal/tournament';
import { Link } from '../../router';
import { useTranslation } from 'react-i18next';
import { StandingsTable, anyPlayed } from './standings-table';
import { useTournament } from './use-tournament';
import { useEngineText } from '../../i18n/engine-text';

/** Public live standings: readable on a phone, refreshed every 20 seconds. */
export function StandingsPage({ id }: { id: string }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  const t = useTournament(id);
  const { reload } = t;
  useEffect(() => {
    const timer = setInterval(reload, 20_000);
    return () => clearInterval(timer);
  }, [reload]);
  if (t.error || (!t.data && !t.loading))
    return (
      <div className="page" role="alert">
        {t.error ?? tr('public.notLoaded')}
      </div>
    );
  if (!t.data) return <div className="page">{tr('desk.loading')}</div>;
  const s = t.data.state;
  return (
    <div className="page tournament-public">
      <h1>{tr('public.standingsTitle', { title: s.setup.title })}</h1>
      <p className="hint">
        {tr('public.after', { done: s.rounds.filter((r) => r.duels.every((d) => d.final)).length })}{' '}
        <Link to={`/tournaments/${id}/pairings`}>{tr('public.pairings')}</Link>
      </p>
      <StandingsTable rows={t.data.standings} caption={tr('desk.standings')} played={anyPlayed(t.data.state)} />
      <details className="tiebreak-order">
        <summary>{tr('public.tiebreakers')}</summary>
        <ol>
          {t.data.tiebreakers.map((tb) => (
            <li key={tb}>{en.tournament(tiebreakerById(tb)?.label ?? tb)}</li>
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
