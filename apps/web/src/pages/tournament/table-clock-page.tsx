import './table-clock.css';
import { useEffect, useRef } from 'react';
import { formatSource } from '@marshal/core';
import { type ClockReading, type TableClock, SOLARIS, clockReading, formatClock } from '@marshal/tournament';
import { beep, unlockSound } from '../../components/beep';
import { Link } from '../../router';
import { type ClockView, useTableClock } from './use-table-clock';

/**
 * The table clock of one duel for a tablet or phone beside a physical table (Solaris VII Stable Challenge, 2.1 Time
 * Limit): big digits, a beep at zero, stop while the dice roll, the extra minute after a failed piloting roll, and each
 * player's choice at a time-out. Every press is kept with the duel in the tournament record.
 */

const PHASE = { movement: 'Movement', fire: 'Combat' } as const;

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
  const writing = clock.phase === 'movement' ? 'their movement' : 'their fire';
  return (
    <section className="clock-timeout" role="alert" aria-label="Time-out">
      <p>
        <strong>Time!</strong> A player who has not finished writing {writing} may do nothing or carry out what is written so far.
        {clock.phase === 'movement' && ' After a failed piloting roll, that player gets one more minute to change the movement.'}{' '}
        <span className="hint">{formatSource(SOLARIS.timeLimit)}</span>
      </p>
      {view.players.map((p) => {
        const chosen = clock.timeOuts.find((t) => t.player === p.id);
        return (
          <p key={p.id} className="clock-choice">
            {p.name}:{' '}
            {chosen ? (
              <strong>{chosen.choice === 'nothing' ? 'does nothing' : 'carries out what is written'}</strong>
            ) : (
              <>
                <button type="button" className="secondary" disabled={busy} onClick={() => void act({ action: 'timeOut', player: p.id, choice: 'as-written' })}>
                  {p.name}: carry out what is written
                </button>{' '}
                <button type="button" className="secondary" disabled={busy} onClick={() => void act({ action: 'timeOut', player: p.id, choice: 'nothing' })}>
                  {p.name}: do nothing
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
  if (!clock.history.length) return null;
  return (
    <details className="clock-history">
      <summary>Times so far ({clock.history.length} phases)</summary>
      <table>
        <thead>
          <tr>
            <th>Round</th>
            <th>Phase</th>
            <th>Used</th>
            <th>Limit</th>
          </tr>
        </thead>
        <tbody>
          {clock.history.map((h, i) => (
            <tr key={i}>
              <td>{h.round}</td>
              <td>{PHASE[h.phase]}</td>
              <td>{formatClock(h.usedMs)}</td>
              <td>
                {formatClock(h.limitMs)}
                {h.extraMinutes ? ` (+${h.extraMinutes} min)` : ''}
                {h.timeOuts.length
                  ? ` · time-out: ${h.timeOuts.map((t) => `${t.player} ${t.choice === 'nothing' ? 'did nothing' : 'as written'}`).join(', ')}`
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
  const { view, clock, now, error, busy, act } = useTableClock(id, duel);
  const r = clock ? clockReading(clock, now()) : null;
  useBeepAtZero(clock, r);
  if (!view || !clock || !r)
    return (
      <div className="page table-clock-page">
        <h1>Table clock</h1>
        {error ? (
          <p className="error-message" role="alert">
            {error}
          </p>
        ) : (
          <p>Loading…</p>
        )}
      </div>
    );
  const press = (a: Parameters<typeof act>[0]) => {
    unlockSound();
    void act(a);
  };
  const next = clock.phase === 'movement' ? 'Combat phase' : `Round ${clock.round + 1}: movement`;
  return (
    <div className="page table-clock-page" data-phase={clock.phase} data-running={r.running} data-expired={r.expired}>
      <p className="hint">
        <Link to={`/tournaments/${id}`}>{view.tournament.title}</Link> · duel {view.duel.id}
        {view.duel.table !== null ? `, table ${view.duel.table}` : ''}
      </p>
      <h1 className="clock-title">
        {view.players[0]?.name} vs {view.players[1]?.name}
      </h1>
      {clock.finished ? (
        <p className="clock-phase" role="status">
          All {clock.limits.maxRounds} rounds are over.
        </p>
      ) : (
        <>
          <p className="clock-phase" role="status" aria-live="polite">
            Round {clock.round} of {clock.limits.maxRounds} · <strong>{PHASE[clock.phase]}</strong>
            {clock.extraMinutes ? ` · extra minute${clock.extraMinutes > 1 ? ` ×${clock.extraMinutes}` : ''}` : ''}
            {r.running ? '' : ' · stopped'}
          </p>
          <p className={`clock-digits${r.expired ? ' expired' : ''}`} data-testid="clock-digits" aria-label="Time left">
            {formatClock(r.remainingMs)}
          </p>
          {r.overMs > 0 && <p className="hint">over by {formatClock(r.overMs)}</p>}
          <div className="clock-buttons">
            <button
              type="button"
              className="primary clock-main"
              disabled={busy || view.duel.final}
              onClick={() => press({ action: r.running ? 'stop' : 'start' })}
            >
              {r.running ? 'Stop' : clock.usedMs > 0 ? 'Restart' : 'Start'}
            </button>
            <button type="button" disabled={busy || view.duel.final} onClick={() => press({ action: 'next' })}>
              Next: {next}
            </button>
            {clock.phase === 'movement' && (
              <button type="button" className="secondary" disabled={busy || !r.expired || view.duel.final} onClick={() => press({ action: 'extraMinute' })}>
                Failed piloting roll: one more minute
              </button>
            )}
          </div>
          <p className="hint">
            {clock.phase === 'fire'
              ? `Fire is written down secretly; rolling the dice does not count: stop the clock while rolling. ${formatSource(SOLARIS.timeLimit)}`
              : `Both players write their movement secretly. ${formatSource(SOLARIS.psrExtraTime)}: a failed piloting roll after the time ran out gives one more minute.`}
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
