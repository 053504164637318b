import { useEffect, useState } from 'react';
import { formatSource } from '@marshal/core';
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

/** The table companion for a mission in progress: prompts per phase, unit reports, objectives, live status and the wash-up. */
export function MissionTrackerPage({ id }: { id: string }) {
  const { game, status, pending, message, busy, send, enterDice, cancelDice, offline } = useMissionGame(id);
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
        <p>Loading…</p>
      </div>
    );
  const s = game.data.state;
  const m = missionById(s.mission);
  const prompts = missionPrompts(s);
  return (
    <div className="page mission-tracker">
      <h1>{m.title}</h1>
      <p className="lede">
        Turn {s.turn}, {s.phase} phase{s.ended ? ` — the game has ended: ${s.ended.reason}` : ''} · dice{' '}
        {game.data.dice === 'physical' ? 'rolled at the table' : 'seeded'} · <a href={`/api/games/${id}/record`}>download the record</a>
      </p>
      {!s.ended && (
        <div className="panel phase-bar" role="group" aria-label="Phase">
          {!battleId &&
            PHASE_ORDER_LIST.map((p) => (
              <button key={p} type="button" aria-pressed={s.phase === p} disabled={busy || s.phase === p} onClick={() => send({ type: 'setPhase', phase: p })}>
                {p}
              </button>
            ))}
          {!battleId && (
            <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'endTurn' })}>
              End turn {s.turn}
            </button>
          )}
          <EndGameForm busy={busy} send={send} />
        </div>
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
        <section className="panel prompts" aria-label="Referee prompts">
          <h2>Now</h2>
          <ul>
            {prompts.map((p) => (
              <li key={p.id}>
                {p.text} <span className="source">[{formatSource(p.source)}]</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <GeneralRetreatNotice s={s} />
      {!s.ended && <ObjectivePanels s={s} send={send} battle={battleGame.data?.state ?? null} />}
      <section className="panel" aria-label="Units">
        <h2>Units</h2>
        <ul className="unit-list">
          {Object.values(s.units).map((u) => (
            <UnitRow key={u.unit.id} s={s} u={u} send={send} busy={busy} />
          ))}
        </ul>
      </section>
      {status.data && <MissionStatusView view={status.data} ended={!!s.ended} />}
      <section className="panel" aria-label="Log">
        <h2>Log</h2>
        <ol className="history" reversed>
          {[...game.data.entries].reverse().map((e) => (
            <li key={e.seq}>
              {narrateMissionEvents(s, e.events as MissionEvent[]).map((l, i) => (
                <div key={i} className={`story story-${l.kind}`}>
                  {l.text}
                  {l.details && l.details.length > 0 && (
                    <ul className="hint details">
                      {l.details.map((d) => (
                        <li key={d}>{d}</li>
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

/** Ending the game is final: asked in the page, with the reason. */
function EndGameForm({ busy, send }: { busy: boolean; send: (c: { type: 'endGame'; reason: string }) => void }) {
  const [reason, setReason] = useState('');
  return (
    <InlineAction
      label="End game…"
      title="End the game"
      busy={busy}
      ready={reason.trim() !== ''}
      onConfirm={() => send({ type: 'endGame', reason: reason.trim() })}
    >
      <label>
        Why does the game end? <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
    </InlineAction>
  );
}
