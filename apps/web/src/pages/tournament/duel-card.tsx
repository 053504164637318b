import { type ReactNode, useState } from 'react';
import { formatSource } from '@marshal/core';
import { type DuelState, type TournamentState, replayClock } from '@marshal/tournament';
import { Link } from '../../router';
import { playerName } from './use-tournament';
import { type MapSwapRule } from '@marshal/tournament';
import { MapChoiceView, type Me } from './map-choice-form';

export { BOARD_LIST } from './map-choice-form';

type Play = (command: Record<string, unknown>) => Promise<boolean>;
const STATES = ['intact', 'crippled', 'destroyed'] as const;

function BalanceView({ duel, state }: { duel: DuelState; state: TournamentState }) {
  const b = duel.balance;
  if (!b || !duel.b) return null;
  const who = b.cheaper ? playerName(state, duel[b.cheaper]!.player) : null;
  return (
    <details className="balance">
      <summary>BV balancing: {b.outcome}</summary>
      <p>
        {playerName(state, duel.a.player)}: {b.a.bv} BV → {b.a.gunnery}/{b.a.piloting} ×{b.a.multiplier} = {b.a.adjustedBv}; {playerName(state, duel.b.player)}:{' '}
        {b.b.bv} BV → {b.b.gunnery}/{b.b.piloting} ×{b.b.multiplier} = {b.b.adjustedBv}
      </p>
      {who && (
        <ol className="balance-steps" aria-label="Balancing steps">
          {b.steps.map((s, i) => (
            <li key={i}>
              {who} improves {s.improved} → {s.gunnery}/{s.piloting}, multiplier ×{s.multiplier} = {s.adjustedBv} BV (opponent {s.opponentBv})
              {s.exceeds ? ' — above' : ''} <span className="hint">[{formatSource(s.source)}]</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

function ResultForm({ duel, state, play }: { duel: DuelState; state: TournamentState; play: Play }) {
  const [a, setA] = useState<string>('intact');
  const [b, setB] = useState<string>('intact');
  const [rounds, setRounds] = useState('10');
  const [reason, setReason] = useState('');
  const result = { a, b, gameRounds: Number(rounds) };
  return (
    <div>
      {duel.report && (
        <p data-report>
          {duel.report.result.via.kind === 'battle' ? 'From the battle record' : 'Reported'}: {playerName(state, duel.a.player)} {duel.report.result.a},{' '}
          {playerName(state, duel.b!.player)} {duel.report.result.b}, {duel.report.result.gameRounds} game rounds
          {duel.dispute ? ` — disputed: ${duel.dispute.reason}` : ''}
        </p>
      )}
      {duel.status === 'reported' && (
        <form
          aria-label={`Confirm ${duel.id}`}
          onSubmit={(e) => {
            e.preventDefault();
            void play({ type: 'confirmResult', duel: duel.id });
          }}
        >
          <button type="submit">Confirm result</button>
          <label>
            Reason to dispute
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" onClick={() => void play({ type: 'disputeResult', duel: duel.id, reason })}>
            Dispute
          </button>
        </form>
      )}
      {duel.battle && duel.status !== 'disputed' ? (
        <p className="hint">The result is read from the battle record when the battle ends; then both players confirm it.</p>
      ) : (
        <form
          aria-label={`Result ${duel.id}`}
          onSubmit={(e) => {
            e.preventDefault();
            void play({ type: duel.status === 'disputed' ? 'settleResult' : 'reportResult', duel: duel.id, result });
          }}
        >
          <label>
            {playerName(state, duel.a.player)}
            <select aria-label="First 'Mech" value={a} onChange={(e) => setA(e.target.value)}>
              {STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            {playerName(state, duel.b!.player)}
            <select aria-label="Second 'Mech" value={b} onChange={(e) => setB(e.target.value)}>
              {STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            Game rounds
            <input type="number" min={1} max={20} value={rounds} onChange={(e) => setRounds(e.target.value)} />
          </label>
          <button type="submit">{duel.status === 'disputed' ? 'Settle result' : 'Report result'}</button>
        </form>
      )}
    </div>
  );
}

const duelClockRound = (d: DuelState) => replayClock(d.clock!.limits, d.clock!.events).round;

/** One duel at the organiser's or a player's screen: balancing, map choice, and the result's report/confirm/settle. */
export function DuelCard({
  duel,
  state,
  play,
  tournament,
  me = null,
  swap,
  children,
}: {
  swap?: MapSwapRule;
  duel: DuelState;
  state: TournamentState;
  play: Play;
  tournament?: string;
  /** The signed-in account (null: signed out or local mode, where the one user enters everything). */
  me?: Me | null;
  children?: ReactNode;
}) {
  if (!duel.b)
    return (
      <div className="duel-card" data-duel={duel.id}>
        Bye: {playerName(state, duel.a.player)} ({duel.final?.score.a.total ?? 0} points)
      </div>
    );
  return (
    <section className="duel-card" data-duel={duel.id} aria-label={`Duel ${duel.id}`}>
      <h3>
        Table {duel.table}: {playerName(state, duel.a.player)} ({duel.a.mech}) vs {playerName(state, duel.b.player)} ({duel.b.mech}) — {duel.status}
      </h3>
      {tournament && !duel.final && (
        <p className="no-print">
          <Link to={`/tournaments/${tournament}/duels/${duel.id}/clock`}>Table clock</Link>{' '}
          <span className="hint">phase timer for a phone or tablet at the table{duel.clock ? ` (round ${duelClockRound(duel)})` : ''}</span>
        </p>
      )}
      <BalanceView duel={duel} state={state} />
      {(!duel.final || duel.mapChoice) && <MapChoiceView duel={duel} state={state} play={play} me={me} {...(swap ? { swap } : {})} />}
      {children}
      {duel.final ? (
        <details data-score>
          <summary>
            Score {duel.final.score.a.total} – {duel.final.score.b?.total}
          </summary>
          <ul>
            {duel.final.score.a.lines.map((l) => (
              <li key={`a${l.id}`}>
                {playerName(state, duel.a.player)}: {l.label} +{l.points} <span className="hint">[{formatSource(l.source)}]</span>
              </li>
            ))}
            {duel.final.score.b?.lines.map((l) => (
              <li key={`b${l.id}`}>
                {playerName(state, duel.b!.player)}: {l.label} +{l.points} <span className="hint">[{formatSource(l.source)}]</span>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <ResultForm duel={duel} state={state} play={play} />
      )}
    </section>
  );
}
