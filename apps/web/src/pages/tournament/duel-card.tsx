import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSource } from '../../i18n/source-text';
import { type DuelState, type TournamentState, replayClock } from '@marshal/tournament';
import { Link } from '../../router';
import { playerName } from './use-tournament';
import { type MapSwapRule } from '@marshal/tournament';
import { MapChoiceView, type Me } from './map-choice-form';
import { useEngineText } from '../../i18n/engine-text';
import { scoreLineWords } from './score-words';

export { BOARD_LIST } from './map-choice-form';

type Play = (command: Record<string, unknown>) => Promise<boolean>;
const STATES = ['intact', 'crippled', 'destroyed'] as const;

function BalanceView({ duel, state }: { duel: DuelState; state: TournamentState }) {
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  const b = duel.balance;
  if (!b || !duel.b) return null;
  const who = b.cheaper ? playerName(state, duel[b.cheaper]!.player) : null;
  return (
    <details className="balance">
      <summary>
        {who ? tr('duel.balancingFor', { who, outcome: en.tournament(b.outcome) }) : tr('duel.balancing', { outcome: en.tournament(b.outcome) })}
      </summary>
      <p>
        {playerName(state, duel.a.player)}: {tr('bv.base', { bv: b.a.bv })} → {b.a.gunnery}/{b.a.piloting} ×{b.a.multiplier} ={' '}
        {tr('bv.skilled', { bv: b.a.adjustedBv })}; {playerName(state, duel.b.player)}: {tr('bv.base', { bv: b.b.bv })} → {b.b.gunnery}/{b.b.piloting} ×
        {b.b.multiplier} = {tr('bv.skilled', { bv: b.b.adjustedBv })}
      </p>
      {who && (
        <ol className="balance-steps" aria-label={tr('duel.steps')}>
          {b.steps.map((s, i) => (
            <li key={i}>
              {tr('duel.improves', { who, skill: tr(`skill.${s.improved}`) })} → {s.gunnery}/{s.piloting}, {tr('duel.multiplier')} ×{s.multiplier} ={' '}
              {tr('bv.skilled', { bv: s.adjustedBv })} ({tr('duel.opponent')} {s.opponentBv}){s.exceeds ? tr('duel.above') : ''}{' '}
              <span className="hint">[{formatSource(s.source)}]</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/** Who may settle or enter results here: the organiser, or the one user of local mode (no account: `me` null). */
const isOrganiser = (me: Me | null) => !me || me.role === 'organiser';

/** The end states and game rounds of a result, for a report or the organiser's settlement. */
function ResultFields({ duel, state, play, settle }: { duel: DuelState; state: TournamentState; play: Play; settle: boolean }) {
  const { t: tr } = useTranslation('tournament');
  const [a, setA] = useState<string>('intact');
  const [b, setB] = useState<string>('intact');
  const [rounds, setRounds] = useState('10');
  const result = { a, b, gameRounds: Number(rounds) };
  const end = (label: string, value: string, set: (v: string) => void) => (
    <select aria-label={label} value={value} onChange={(e) => set(e.target.value)}>
      {STATES.map((s) => (
        <option key={s} value={s}>
          {tr(`duel.end.${s}`)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      aria-label={tr('duel.resultLabel', { id: duel.id })}
      onSubmit={(e) => {
        e.preventDefault();
        void play({ type: settle ? 'settleResult' : 'reportResult', duel: duel.id, result });
      }}
    >
      <label>
        {playerName(state, duel.a.player)}
        {end(tr('duel.first'), a, setA)}
      </label>
      <label>
        {playerName(state, duel.b!.player)}
        {end(tr('duel.second'), b, setB)}
      </label>
      <label>
        {tr('duel.rounds')}
        <input type="number" min={1} max={20} value={rounds} onChange={(e) => setRounds(e.target.value)} />
      </label>
      <button type="submit">{settle ? tr('duel.settle') : tr('duel.report')}</button>
    </form>
  );
}

/**
 * The result of a duel without a final one: a report form while nothing is reported; once reported, the reported result
 * with Confirm and Dispute only (the reporter waits for the opponent); once disputed, the organiser's settlement.
 */
function ResultForm({ duel, state, play, me }: { duel: DuelState; state: TournamentState; play: Play; me: Me | null }) {
  const { t: tr } = useTranslation('tournament');
  const [reason, setReason] = useState('');
  const report = duel.report;
  const from = report?.result.via.kind === 'battle' ? tr('duel.fromBattle') : tr('duel.reported');
  const reporter = report?.by.role === 'player' ? report.by.player : null;
  // The reporter (or a player who confirmed a battle's result already) waits for the opponent.
  const mine = !!me && (reporter === me.username || (duel.confirmedBy ?? []).includes(me.username));
  const opponent = me?.username === duel.a.player ? duel.b!.player : duel.a.player;
  return (
    <div>
      {report && (
        <p data-report>
          {from}: {playerName(state, duel.a.player)} {tr(`duel.end.${report.result.a}`)}, {playerName(state, duel.b!.player)}{' '}
          {tr(`duel.end.${report.result.b}`)}, {tr('duel.gameRounds', { count: report.result.gameRounds })}
          {duel.dispute ? tr('duel.disputed', { reason: duel.dispute.reason }) : ''}
        </p>
      )}
      {duel.status === 'reported' && mine && (
        <p className="hint" data-waiting>
          {tr('duel.waitingFor', { name: playerName(state, opponent) })}
        </p>
      )}
      {duel.status === 'reported' && !mine && (
        <form
          aria-label={tr('duel.confirmLabel', { id: duel.id })}
          onSubmit={(e) => {
            e.preventDefault();
            void play({ type: 'confirmResult', duel: duel.id });
          }}
        >
          <button type="submit">{tr('duel.confirm')}</button>
          <label>
            {tr('duel.reason')}
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" onClick={() => void play({ type: 'disputeResult', duel: duel.id, reason })}>
            {tr('duel.dispute')}
          </button>
        </form>
      )}
      {duel.status === 'disputed' &&
        (isOrganiser(me) ? (
          <>
            <p className="hint">{tr('duel.settleHint')}</p>
            <ResultFields duel={duel} state={state} play={play} settle />
          </>
        ) : (
          <p className="hint">{tr('duel.organiserSettles')}</p>
        ))}
      {duel.status === 'pending' &&
        (duel.battle ? <p className="hint">{tr('duel.fromRecord')}</p> : <ResultFields duel={duel} state={state} play={play} settle={false} />)}
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
  const { t: tr } = useTranslation('tournament');
  const en = useEngineText();
  if (!duel.b)
    return (
      <div className="duel-card" data-duel={duel.id}>
        {tr('duel.bye', { name: playerName(state, duel.a.player), count: duel.final?.score.a.total ?? 0 })}
      </div>
    );
  return (
    <section className="duel-card" data-duel={duel.id} aria-label={tr('duel.label', { id: duel.id })}>
      <h3>
        {tr('duel.heading', {
          table: duel.table,
          a: playerName(state, duel.a.player),
          mechA: duel.a.mech,
          b: playerName(state, duel.b.player),
          mechB: duel.b.mech,
          status: tr(`status.${duel.status}`),
        })}
      </h3>
      {tournament && !duel.final && (
        <p className="no-print">
          <Link to={`/tournaments/${tournament}/duels/${duel.id}/clock`}>{tr('duel.clock')}</Link>{' '}
          <span className="hint">
            {tr('duel.clockHint')}
            {duel.clock ? tr('duel.clockRound', { round: duelClockRound(duel) }) : ''}
          </span>
        </p>
      )}
      <BalanceView duel={duel} state={state} />
      {(!duel.final || duel.mapChoice) && <MapChoiceView duel={duel} state={state} play={play} me={me} {...(swap ? { swap } : {})} />}
      {children}
      {duel.final ? (
        <details data-score>
          <summary>{tr('duel.score', { a: duel.final.score.a.total, b: duel.final.score.b?.total })}</summary>
          <ul>
            {duel.final.score.a.lines.map((l) => (
              <li key={`a${l.id}`}>
                {playerName(state, duel.a.player)}: {scoreLineWords(l, tr, en.tournament)}: +{l.points} <span className="hint">[{formatSource(l.source)}]</span>
              </li>
            ))}
            {duel.final.score.b?.lines.map((l) => (
              <li key={`b${l.id}`}>
                {playerName(state, duel.b!.player)}: {scoreLineWords(l, tr, en.tournament)}: +{l.points}{' '}
                <span className="hint">[{formatSource(l.source)}]</span>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <ResultForm duel={duel} state={state} play={play} me={me} />
      )}
    </section>
  );
}
