import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  type BattleState,
  type BattleUnit,
  type CombatRules,
  type PhysicalDeclaration,
  PODS,
  activePods,
  botPhysical,
  brushOffOptions,
  canAct,
  enemiesOf,
  physicalOption,
  unitsOf,
} from '@marshal/battletech';
import type { Ruling } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import { sideName } from './battle-model';
import { type Send, pct } from './attack-panels';

/** Physical attack declarations for one side's units (and brushing off attached pods), each with its to-hit ruling. */

const ATTACKS: readonly Omit<PhysicalDeclaration, 'target'>[] = [
  { kind: 'kick', limb: 'RL' },
  { kind: 'kick', limb: 'LL' },
  { kind: 'punch', limb: 'RA' },
  { kind: 'punch', limb: 'LA' },
  { kind: 'push' },
];

const attackName = (d: PhysicalDeclaration, tr: TFunction) =>
  d.limb ? tr('physical.with', { kind: tr(`physical.kinds.${d.kind}`), limb: d.limb }) : tr(`physical.kinds.${d.kind}`);

/** "brush off the iNarc homing pod (left torso) with LA". */
const brushOffName = (d: PhysicalDeclaration, u: BattleUnit, tr: TFunction) => {
  const pod = activePods(u)[d.pod ?? 0]!;
  return tr('physical.brushOff', { pod: PODS[pod.kind].label, location: pod.location, limb: d.limb });
};

function UnitPhysical({ state, unit, rules, send, busy }: { state: BattleState; unit: string; rules: CombatRules; send: Send; busy: boolean }) {
  const { t: tr } = useTranslation('battle');
  const options = [
    ...enemiesOf(state, unit)
      .flatMap((target) => ATTACKS.map((l) => ({ decl: { ...l, target }, ruling: physicalOption(state, unit, { ...l, target }, rules) })))
      .filter((o): o is { decl: PhysicalDeclaration; ruling: Ruling } => typeof o.ruling !== 'string'),
    ...brushOffOptions(state, unit, rules).map((b) => ({
      decl: { kind: 'brush-off', limb: b.limb, target: unit, pod: b.pod } as PhysicalDeclaration,
      ruling: b.toHit,
    })),
  ];
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
            <input type="radio" name={`phys-${unit}`} checked={chosen === i} onChange={() => setChosen(i)} />{' '}
            {o.decl.kind === 'brush-off'
              ? brushOffName(o.decl, u, tr)
              : tr('physical.at', { attack: attackName(o.decl, tr), name: state.units[o.decl.target]!.name })}{' '}
            ·{' '}
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
