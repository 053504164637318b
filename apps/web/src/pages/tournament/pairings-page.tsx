import './tournament.css';
import { PairingRows } from './pairing-rows';
import { Link } from '../../router';
import { useTranslation } from 'react-i18next';
import { useTournament } from './use-tournament';
import { LiveTables, usePolling } from './digital-duel';
import { PointsByRound } from './points-chart';
import { PrizeDraw } from './prize-draw';
import { RoundsHistory } from './rounds-history';
import { StandingsTable, anyPlayed } from './standings-table';
import { TableScroll } from '../../components/table-scroll';

/**
 * The event's public page (no sign-in): the current round's pairings, the live tables, the standings, every earlier
 * round, points by round and the prize draw. It refreshes itself while the event runs (faster while a battle is live);
 * it reads on a phone and prints as a pairing list by table.
 */
export function PairingsPage({ id, round }: { id: string; round?: number }) {
  const { t: tr } = useTranslation('tournament');
  const t = useTournament(id);
  const live = (t.data?.liveTables.length ?? 0) > 0;
  usePolling(t.reload, t.data?.state.phase !== 'finished', live ? 4000 : 10_000);
  if (!t.data) return <div className="page">{t.error ?? tr('desk.loading')}</div>;
  const s = t.data.state;
  const r = s.rounds[(round ?? s.rounds.length) - 1];
  return (
    <div className="page tournament-public">
      <h1>{s.setup.title}</h1>
      <p className="hint" data-live>
        {s.phase === 'finished' ? tr('public.over') : tr('public.updates')} {s.setup.date ?? ''} {s.setup.venue ?? ''}
      </p>
      <LiveTables tables={t.data.liveTables ?? []} />
      <section aria-label={tr('public.current')}>
        {r ? (
          <>
            <h2>{tr('desk.duelHeading', { number: r.number, category: tr(`category.${r.category}`) })}</h2>
            <p className="hint">
              {tr('public.limits', {
                rounds: t.data.rules.maxGameRounds,
                movement: t.data.rules.phaseLimits.movementSeconds / 60,
                fire: t.data.rules.phaseLimits.fireSeconds / 60,
              })}
            </p>
            <TableScroll label={tr('public.pairings')}>
              <PairingRows state={s} duels={r.duels} />
            </TableScroll>
          </>
        ) : (
          <p className="empty">{tr('public.none')}</p>
        )}
      </section>
      <section aria-label={tr('public.publicStandings')} className="no-print">
        <h2>{tr('desk.standings')}</h2>
        <TableScroll label={tr('desk.standings')}>
          <StandingsTable rows={t.data.standings} caption={tr('desk.standings')} played={anyPlayed(t.data.state)} />
        </TableScroll>
      </section>
      <div className="no-print">
        <PrizeDraw id={id} state={s} dice={t.data.dice} />
        <PointsByRound state={s} />
        <RoundsHistory state={s} heading={tr('desk.everyRound')} />
      </div>
      <details className="schedule">
        <summary>{tr('public.schedule')}</summary>
        <table aria-label={tr('public.scheduleLabel')}>
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
          {tr('public.print')}
        </button>{' '}
        · <Link to={`/tournaments/${id}/sheets`}>{tr('desk.scoreSheets')}</Link> · <Link to={`/tournaments/${id}/standings`}>{tr('desk.standings')}</Link>
      </p>
    </div>
  );
}
