import type { BattleState, CombatRules } from '@marshal/battletech';
import { useTranslation } from 'react-i18next';
import { FirePanel } from './attack-panels';
import { PhysicalPanel } from './physical-panel';
import { PointBlankPanel } from './point-blank-panel';
import { type Preview, sideName } from './battle-model';
import { OrdersPanel, RevisePanel } from './orders-panel';
import { EcmSwitches } from './ecm-switch';
import { DeployPanel } from './deploy-panel';
import type { useBattle } from './use-battle';

/** What the players at this browser can do now: the phase's button, or each acting side's orders or attacks. */
export function PhaseActions({
  state,
  acting,
  waiting,
  rules,
  battle: b,
  onFocus,
  onTarget,
}: {
  state: BattleState;
  acting: readonly string[];
  waiting: readonly string[];
  rules: CombatRules;
  battle: ReturnType<typeof useBattle>;
  onFocus: (unit: string, p: Preview) => void;
  onTarget: (unit: string, target: string) => void;
}) {
  const { t: tr } = useTranslation('battle');
  const common = { state, rules, send: b.send, busy: b.busy };
  const open = state.phase === 'initiative' || state.phase === 'heat' || state.phase === 'end';
  return (
    <div className="phase-actions">
      {state.phase === 'initiative' && (
        <button type="button" disabled={b.busy} onClick={() => void b.send({ type: 'initiative' })}>
          {tr('actions.initiative')}
        </button>
      )}
      {state.phase === 'heat' && (
        <button type="button" disabled={b.busy} onClick={() => void b.send({ type: 'heat' })}>
          {tr('actions.heat')}
        </button>
      )}
      {state.phase === 'end' && <EcmSwitches state={state} sides={b.seats.sides} rules={rules} busy={b.busy} send={b.send} />}
      {state.phase === 'end' && (
        <button type="button" disabled={b.busy} onClick={() => void b.send({ type: 'end' })}>
          {tr('actions.end')}
        </button>
      )}
      {acting.map((side) => (
        <div key={`${side}-${state.round}-${state.phase}`} className="side-actions" data-side={side}>
          {state.phase === 'deployment' && <DeployPanel {...common} side={side} />}
          {state.phase === 'movement' && state.pointBlank && <PointBlankPanel {...common} side={side} />}
          {state.phase === 'movement' &&
            !state.pointBlank &&
            (state.revisable.some((u) => state.sideOf[u] === side) ? (
              <RevisePanel {...common} side={side} />
            ) : (
              <OrdersPanel {...common} side={side} onFocus={onFocus} saveDraft={b.saveDraft} />
            ))}
          {state.phase === 'fire' && <FirePanel {...common} side={side} onTarget={onTarget} />}
          {state.phase === 'physical' && <PhysicalPanel {...common} side={side} />}
        </div>
      ))}
      {!open && !acting.length && waiting.length > 0 && (
        <p className="hint" data-testid="waiting">
          {tr('actions.waiting', { sides: waiting.map((s) => sideName(state, s)).join(tr('page.and')) })}
        </p>
      )}
    </div>
  );
}

/** Hot seat: the screen between one side's secret choices and the other's. */
export function Curtain({ state, side, onReady }: { state: BattleState; side: string; onReady: () => void }) {
  const { t: tr } = useTranslation('battle');
  return (
    <section className="panel curtain" aria-label={tr('actions.pass')}>
      <h2>{tr('actions.passTo', { side: sideName(state, side) })}</h2>
      <p>{tr('actions.secret', { side: sideName(state, side) })}</p>
      <button type="button" onClick={onReady}>
        {tr(state.phase === 'movement' ? 'actions.showOrders' : 'actions.showAttacks', { side: sideName(state, side) })}
      </button>
    </section>
  );
}
