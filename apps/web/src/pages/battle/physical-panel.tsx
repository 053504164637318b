import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  type BattleState,
  type CombatRules,
  type PhysicalDeclaration,
  PODS,
  activePods,
  botPhysical,
  canAct,
  crewRemovablePods,
  unitsOf,
} from '@marshal/battletech';
import { RulingView } from '../../components/ruling-view';
import { useEngineText } from '../../i18n/engine-text';
import { sideName } from './battle-model';
import { type Send, pct } from './attack-panels';
import { physicalChoices } from './physical-options';

/** Physical attack declarations for one side's units (and removing attached pods), each with its to-hit ruling. */

/** A limb by name ("the right leg"), not by its code ("RL"); a code without a name is shown as it is. */
const limbName = (tr: TFunction, limb: string): string => tr(`physical.limbs.${limb}`, { defaultValue: limb });

/** How the panel names a choice: "kick with the right leg at Blue", "brush off the iNarc homing pod (LT) with the left arm", "crew removes …". */
function choiceName(state: BattleState, unit: string, d: PhysicalDeclaration, tr: TFunction, podName: (label: string) => string): string {
  const u = state.units[unit]!;
  if (d.kind === 'brush-off') {
    const pod = activePods(u)[d.pod ?? 0]!;
    return tr('physical.brushOff', { pod: podName(PODS[pod.kind].label), location: pod.location, limb: limbName(tr, d.limb ?? '') });
  }
  if (d.kind === 'remove-pods')
    return tr('physical.removePods', {
      pods: crewRemovablePods(u)
        .map((p) => `${podName(PODS[p.kind].label)} (${p.location})`)
        .join(', '),
    });
  const attack = d.limb ? tr('physical.with', { kind: tr(`physical.kinds.${d.kind}`), limb: limbName(tr, d.limb) }) : tr(`physical.kinds.${d.kind}`);
  return tr('physical.at', { attack, name: state.units[d.target]!.name });
}

function UnitPhysical({ state, unit, rules, send, busy }: { state: BattleState; unit: string; rules: CombatRules; send: Send; busy: boolean }) {
  const { t: tr } = useTranslation('battle');
  const pod = useEngineText().part;
  const options = physicalChoices(state, unit, rules);
  const [chosen, setChosen] = useState(-1);
  const u = state.units[unit]!;
  function suggest() {
    const b = botPhysical(state, unit, rules);
    setChosen(b ? options.findIndex((o) => o.decl.kind === b.kind && o.decl.limb === b.limb && o.decl.target === b.target && o.decl.pod === b.pod) : -1);
  }
  return (
    <form
      className="unit-physical"
      onSubmit={(e) => {
        e.preventDefault();
        void send({ type: 'physical', unit, attack: options[chosen]?.decl ?? null });
      }}
      aria-label={tr('physical.label', { name: u.name })}
    >
      <h3>{u.name}</h3>
      {options.length > 0 && (
        <label className="inline">
          <input type="radio" name={`phys-${unit}`} checked={chosen === -1} onChange={() => setChosen(-1)} /> {tr('physical.none')}
        </label>
      )}
      {options.map((o, i) => (
        <div key={i}>
          <label className="inline">
            <input type="radio" name={`phys-${unit}`} checked={chosen === i} onChange={() => setChosen(i)} /> {choiceName(state, unit, o.decl, tr, pod)} ·{' '}
            <strong>{o.ruling.automatic ? tr('fire.automatic') : tr('fire.toHit', { target: o.ruling.target, chance: pct(o.ruling.odds.probability) })}</strong>
          </label>
          <RulingView ruling={o.ruling} />
        </div>
      ))}
      {!options.length && <p className="hint">{tr('physical.impossible')}</p>}
      <div className="row">
        <button type="button" className="secondary" onClick={suggest}>
          {tr('physical.suggest')}
        </button>
        <button type="submit" disabled={busy}>
          {tr('physical.declare', { name: u.name })}
        </button>
      </div>
    </form>
  );
}

export function PhysicalPanel({ state, side, rules, send, busy }: { state: BattleState; side: string; rules: CombatRules; send: Send; busy: boolean }) {
  const { t: tr } = useTranslation('battle');
  const units = unitsOf(state, side).filter((id) => canAct(state, id) && !(id in state.physical));
  if (!units.length) return null;
  return (
    <section className="panel physical" aria-label={tr('physical.panel', { side: sideName(state, side) })}>
      <h2>{tr('physical.heading', { side: sideName(state, side) })}</h2>
      {units.map((id) => (
        <UnitPhysical key={`${id}-${state.round}`} state={state} unit={id} rules={rules} send={send} busy={busy} />
      ))}
    </section>
  );
}

/**
 * A move paused next to this side's hidden unit (Total Warfare Hidden Units, point-blank shots): choose weapons to
 * fire at the mover now, which reveals the unit, or let it pass and stay hidden.
 */
