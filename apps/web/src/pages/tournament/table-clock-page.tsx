import './table-clock.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSource } from '../../i18n/source-text';
import { type ClockReading, type TableClock, SOLARIS, clockReading, formatClock } from '@marshal/tournament';
import { beep, unlockSound } from '../../components/beep';
import { Link } from '../../router';
import { type ClockView, useTableClock } from './use-table-clock';

/**
 * The table clock of one duel for a tablet or phone beside a physical table (Solaris VII Stable Challenge, 2.1 Time
 * Limit): big digits, a beep at zero, stop while the dice roll, the extra minute after a failed piloting roll, and each
 * player's choice at a time-out. Every press is kept with the duel in the tournament record.
 */

const PHASE = { movement: 'clock.movement', fire: 'clock.fire' } as const;

/** Beep once each time a running phase reaches zero. */
function useBeepAtZero(clock: TableClock | null, r: ClockReading | null) {
  const beeped = useRef('');
  const key = clock ? `${clock.round}/${clock.phase}/${clock.limitMs}` : '';
  useEffect(() => {
    if (r?.expired && r.running && beeped.current !== key) {
      beeped.current = key;
      beep();
    }
  }, [r?.expired, r?.running, key]);
}

function TimeOut({ clock, view, busy, act }: { clock: TableClock; view: ClockView; busy: boolean; act: ReturnType<typeof useTableClock>['act'] }) {
  const { t: tr } = useTranslation('tournament');
  const writing = clock.phase === 'movement' ? tr('clock.writingMovement') : tr('clock.writingFire');
  return (
    <section className="clock-timeout" role="alert" aria-label={tr('clock.timeOut')}>
      <p>
        <strong>{tr('clock.time')}</strong> {tr('clock.choice', { writing })}
        {clock.phase === 'movement' && tr('clock.extra')} <span className="hint">{formatSource(SOLARIS.timeLimit)}</span>
      </p>
      {view.players.map((p) => {
        const chosen = clock.timeOuts.find((t) => t.player === p.id);
        return (
          <p key={p.id} className="clock-choice">
            {p.name}:{' '}
            {chosen ? (
              <strong>{chosen.choice === 'nothing' ? tr('clock.nothing') : tr('clock.asWritten')}</strong>
            ) : (
              <>
                <button type="button" className="secondary" disabled={busy} onClick={() => void act({ action: 'timeOut', player: p.id, choice: 'as-written' })}>
                  {tr('clock.doAsWritten', { name: p.name })}
                </button>{' '}
                <button type="button" className="secondary" disabled={busy} onClick={() => void act({ action: 'timeOut', player: p.id, choice: 'nothing' })}>
                  {tr('clock.doNothing', { name: p.name })}
                </button>
              </>
            )}
          </p>
        );
      })}
    </section>
  );
}

function History({ clock }: { clock: TableClock }) {
  const { t: tr } = useTranslation('tournament');
  if (!clock.history.length) return null;
  return (
    <details className="clock-history">
      <summary>{tr('clock.history', { count: clock.history.length })}</summary>
      <table>
        <thead>
          <tr>
            <th>{tr('clock.round')}</th>
            <th>{tr('clock.phase')}</th>
            <th>{tr('clock.used')}</th>
            <th>{tr('clock.limit')}</th>
          </tr>
        </thead>
        <tbody>
          {clock.history.map((h, i) => (
            <tr key={i}>
              <td>{h.round}</td>
              <td>{tr(PHASE[h.phase])}</td>
              <td>{formatClock(h.usedMs)}</td>
              <td>
                {formatClock(h.limitMs)}
                {h.extraMinutes ? ` (+${h.extraMinutes} min)` : ''}
                {h.timeOuts.length
                  ? tr('clock.timeOuts', {
                      list: h.timeOuts.map((t) => `${t.player} ${t.choice === 'nothing' ? tr('clock.didNothing') : tr('clock.wasWritten')}`).join(', '),
                    })
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function TableClockPage({ id, duel }: { id: string; duel: string }) {
  const { t: tr } = useTranslation('tournament');
  const { view, clock, now, error, busy, act } = useTableClock(id, duel);
  const r = clock ? clockReading(clock, now()) : null;
  useBeepAtZero(clock, r);
  if (!view || !clock || !r)
    return (
      <div className="page table-clock-page">
        <h1>{tr('clock.title')}</h1>
        {error ? (
          <p className="error-message" role="alert">
            {error}
          </p>
        ) : (
          <p>{tr('clock.loading')}</p>
        )}
      </div>
    );
  const press = (a: Parameters<typeof act>[0]) => {
    unlockSound();
    void act(a);
  };
  const next = clock.phase === 'movement' ? tr('clock.nextCombat') : tr('clock.nextRound', { round: clock.round + 1 });
  return (
    <div className="page table-clock-page" data-phase={clock.phase} data-running={r.running} data-expired={r.expired}>
      <p className="hint">
        <Link to={`/tournaments/${id}`}>{view.tournament.title}</Link> · {tr('clock.duel', { id: view.duel.id })}
        {view.duel.table !== null ? tr('clock.table', { table: view.duel.table }) : ''}
      </p>
      <h1 className="clock-title">{tr('clock.vs', { a: view.players[0]?.name, b: view.players[1]?.name })}</h1>
      {clock.finished ? (
        <p className="clock-phase" role="status">
          {tr('clock.over', { count: clock.limits.maxRounds })}
        </p>
      ) : (
        <>
          <p className="clock-phase" role="status" aria-live="polite">
            {tr('clock.roundOf', { round: clock.round, max: clock.limits.maxRounds })} · <strong>{tr(PHASE[clock.phase])}</strong>
            {clock.extraMinutes ? `${tr('clock.extraMinute')}${clock.extraMinutes > 1 ? ` ×${clock.extraMinutes}` : ''}` : ''}
            {r.running ? '' : tr('clock.stopped')}
          </p>
          <p className={`clock-digits${r.expired ? ' expired' : ''}`} data-testid="clock-digits" aria-label={tr('clock.left')}>
            {formatClock(r.remainingMs)}
          </p>
          {r.overMs > 0 && <p className="hint">{tr('clock.overBy', { time: formatClock(r.overMs) })}</p>}
          <div className="clock-buttons">
            <button
              type="button"
              className="primary clock-main"
              disabled={busy || view.duel.final}
              onClick={() => press({ action: r.running ? 'stop' : 'start' })}
            >
              {r.running ? tr('clock.stop') : clock.usedMs > 0 ? tr('clock.restart') : tr('clock.start')}
            </button>
            <button type="button" disabled={busy || view.duel.final} onClick={() => press({ action: 'next' })}>
              {tr('clock.nextStep', { next })}
            </button>
            {clock.phase === 'movement' && (
              <button type="button" className="secondary" disabled={busy || !r.expired || view.duel.final} onClick={() => press({ action: 'extraMinute' })}>
                {tr('clock.failed')}
              </button>
            )}
          </div>
          <p className="hint">
            {clock.phase === 'fire'
              ? tr('clock.fireHint', { source: formatSource(SOLARIS.timeLimit) })
              : tr('clock.moveHint', { source: formatSource(SOLARIS.psrExtraTime) })}
          </p>
          {r.expired && <TimeOut clock={clock} view={view} busy={busy} act={act} />}
        </>
      )}
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
      <History clock={clock} />
    </div>
  );
}
