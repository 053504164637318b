import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import { formatSource } from '../../i18n/source-text';
import type { BattleState } from '@marshal/battletech';
import { useApi } from '../../use-api';
import { type MissionEvent, PHASE_ORDER_LIST, missionById, missionPrompts, narrateMissionEvents } from '@marshal/missions';
import { DiceEntry } from '../../components/dice-entry';
import { OfflineQueue } from '../../components/offline-queue';
import { InlineAction } from '../../components/inline-action';
import { plainMessage } from '../../components/field-errors';
import { MissionStatusView } from './status-view';
import { ObjectivePanels } from './objective-panels';
import { UnitRow } from './unit-row';
import { GeneralRetreatNotice } from './unit-standing';
import { useMissionGame } from './use-mission-game';
import { BattlePanel } from './battle-panel';
import { useBattleFollow } from './use-battle-follow';
import { Link } from '../../router';

/** The table companion for a mission in progress: prompts per phase, unit reports, objectives, live status and the wash-up. */
export function MissionTrackerPage({ id }: { id: string }) {
  const { t: tr } = useTranslation('missions');
  const engine = useEngineText();
  const { game, status, pending, message, busy, send, enterDice, cancelDice, offline } = useMissionGame(id);
  // After the end the rows are read-only; the referee may open them again for what else happened in the final turn.
  const [late, setLate] = useState(false);
  const battleId = (game.data?.header.setup as { battle?: { game: string } } | undefined)?.battle?.game ?? null;
  const battleGame = useApi<{ state: BattleState }>(battleId ? `/games/${battleId}` : null);
  const follow = useBattleFollow(id, battleId, () => {
    game.reload();
    status.reload();
  });
  const battleVersion = follow.view?.battle.version;
  const reloadBattle = battleGame.reload;
  useEffect(() => {
    if (battleVersion !== undefined) reloadBattle();
  }, [battleVersion, reloadBattle]);
  if (game.error)
    return (
      <div className="page">
        <p className="error-message" role="alert">
          {game.error.message}
        </p>
      </div>
    );
  if (!game.data)
    return (
      <div className="page">
        <p>{tr('tracker.loading')}</p>
      </div>
    );
  const s = game.data.state;
  const m = missionById(s.mission);
  const prompts = missionPrompts(s);
  return (
    <div className="page mission-tracker">
      <h1>{m.title}</h1>
      <p className="lede">
        {tr('tracker.turn', { turn: s.turn, phase: tr(`phase.${s.phase}`) })}
        {s.ended ? tr('tracker.ended', { reason: engine.mission(s.ended.reason) }) : ''} · {tr('tracker.dice')}{' '}
        {game.data.dice === 'physical' ? tr('tracker.physical') : tr('tracker.seeded')} · <a href={`/api/games/${id}/record`}>{tr('tracker.record')}</a>
      </p>
      {!s.ended && (
        <div className="panel phase-bar" role="group" aria-label={tr('tracker.phase')}>
          {!battleId &&
            PHASE_ORDER_LIST.map((p) => (
              <button key={p} type="button" aria-pressed={s.phase === p} disabled={busy || s.phase === p} onClick={() => send({ type: 'setPhase', phase: p })}>
                {tr(`phase.${p}`)}
              </button>
            ))}
          {!battleId && (
            <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'endTurn' })}>
              {tr('tracker.endTurn', { turn: s.turn })}
            </button>
          )}
          <EndGameForm busy={busy} send={send} />
        </div>
      )}
      {s.ended && (
        <MissionOver
          id={id}
          reason={engine.mission(s.ended.reason)}
          turn={s.ended.turn}
          late={late}
          onLate={s.ended.turn === s.turn && !battleId ? setLate : null}
        />
      )}
      <OfflineQueue offline={offline} />
      {battleId && <BattlePanel battleId={battleId} follow={follow.view} error={follow.error} />}
      {pending && <DiceEntry need={pending.need} onEnter={enterDice} onCancel={cancelDice} />}
      {message && (
        <p className="error-message" role="alert">
          {plainMessage(message)}
        </p>
      )}
      {prompts.length > 0 && (
        <section className="panel prompts" aria-label={tr('tracker.prompts')}>
          <h2>{tr('tracker.now')}</h2>
          <ul>
            {prompts.map((p) => (
              <li key={p.id}>
                {engine.mission(p.text)} <span className="source">[{formatSource(p.source)}]</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <GeneralRetreatNotice s={s} />
      {!s.ended && <ObjectivePanels s={s} send={send} battle={battleGame.data?.state ?? null} />}
      <section className="panel" aria-label={tr('tracker.units')}>
        <h2>{tr('tracker.units')}</h2>
        <ul className="unit-list">
          {Object.values(s.units).map((u) => (
            <UnitRow key={u.unit.id} s={s} u={u} send={send} busy={busy} tableDice={game.data!.dice === 'physical'} lateReports={late} />
          ))}
        </ul>
      </section>
      {status.data && (
        <div id="mission-result">
          <MissionStatusView view={status.data} ended={!!s.ended} />
        </div>
      )}
      <section className="panel" aria-label={tr('tracker.log')}>
        <h2>{tr('tracker.log')}</h2>
        <ol className="history" reversed>
          {[...game.data.entries].reverse().map((e) => (
            <li key={e.seq}>
              {narrateMissionEvents(s, e.events as MissionEvent[]).map((l, i) => (
                <div key={i} className={`story story-${l.kind}`}>
                  {engine.mission(l.text)}
                  {l.details && l.details.length > 0 && (
                    <ul className="hint details">
                      {l.details.map((d) => (
                        <li key={d}>{engine.mission(d)}</li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The contract a mission belongs to (`GET /missions/:id/contract`): the one it was started from, or whose ledger holds it. */
interface MissionContract {
  readonly contract: { readonly contract: string; readonly title: string; readonly how: 'started' | 'ledger' } | null;
}

/**
 * After the end the tracker is read-only: it says so and why, points to the result, and where to go next — the contract
 * the mission was started from (or whose ledger holds it), else the list of contracts. `onLate` (a mission tracked at the
 * table) opens the rows again for what else happened in the final turn — damage, exits, destruction, all the server still
 * takes — behind a button, so nothing else looks live.
 */
function MissionOver(props: { id: string; reason: string; turn: number; late: boolean; onLate: ((open: boolean) => void) | null }) {
  const { id, reason, turn, late, onLate } = props;
  const { t: tr } = useTranslation('missions');
  const owner = useApi<MissionContract>(`/missions/${id}/contract`);
  const contract = owner.data?.contract ?? null;
  return (
    <section className="panel mission-over" aria-label={tr('tracker.overLabel')}>
      <h2>{tr('tracker.over')}</h2>
      <p>{tr('tracker.overWhy', { reason })}</p>
      {onLate && (
        <p>
          <button type="button" aria-expanded={late} onClick={() => onLate(!late)}>
            {late ? tr('tracker.overLateDone') : tr('tracker.overLate', { turn })}
          </button>
          {late && <span className="hint"> {tr('tracker.overLateHint', { turn })}</span>}
        </p>
      )}
      <p>
        <a href="#mission-result">{tr('tracker.overResult')}</a> ·{' '}
        {contract ? (
          <Link to={`/contracts/${contract.contract}`}>
            {tr(contract.how === 'ledger' ? 'tracker.overInLedger' : 'tracker.overContract', { title: contract.title })}
          </Link>
        ) : (
          !owner.loading && <Link to="/contracts">{tr('tracker.overContracts')}</Link>
        )}{' '}
        · <Link to="/missions">{tr('tracker.overNew')}</Link>
      </p>
    </section>
  );
}

/** Ending the game is final: asked in the page, with the reason. */
function EndGameForm({ busy, send }: { busy: boolean; send: (c: { type: 'endGame'; reason: string }) => void }) {
  const { t: tr } = useTranslation('missions');
  const [reason, setReason] = useState('');
  return (
    <InlineAction
      label={tr('tracker.endGame')}
      title={tr('tracker.endTitle')}
      busy={busy}
      ready={reason.trim() !== ''}
      onConfirm={() => send({ type: 'endGame', reason: reason.trim() })}
    >
      <label>
        {tr('tracker.why')} <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
    </InlineAction>
  );
}
