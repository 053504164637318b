import { useCallback, useState } from 'react';
import { TakeCover } from './take-cover';
import {
  BUILDING_TARGET,
  type BattleCommand,
  type BattleState,
  type CombatRules,
  type PhysicalDeclaration,
  botPhysical,
  botVolley,
  buildingOptions,
  buildingTargetId,
  canAct,
  canTwist,
  enemiesOf,
  fireOptions,
  physicalOption,
  unitsOf,
} from '@marshal/battletech';
import type { Ruling } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import { sideName } from './battle-model';
import { unitIn, useHexClicks } from './pointing';

/** Fire and physical attack declarations for one side's units, each option with its itemised to-hit ruling. */

type Send = (c: BattleCommand) => Promise<boolean>;

/** The first target offered to a unit: the nearest-listed enemy, else a standing objective building. */
function firstTarget(state: BattleState, unit: string): string {
  const standing = Object.values(state.buildings ?? {}).filter((b) => !b.destroyed);
  return enemiesOf(state, unit)[0] ?? (standing[0] ? `${BUILDING_TARGET}${standing[0].id}` : '');
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

function UnitFire({
  state,
  unit,
  rules,
  send,
  busy,
  onTarget,
  target,
  setTarget,
  picked,
  pick,
}: {
  state: BattleState;
  unit: string;
  rules: CombatRules;
  send: Send;
  busy: boolean;
  onTarget: (unit: string, target: string) => void;
  target: string;
  setTarget: (t: string) => void;
  picked: boolean;
  pick: () => void;
}) {
  const foes = enemiesOf(state, unit);
  const standing = Object.values(state.buildings ?? {}).filter((b) => !b.destroyed);
  const [twist, setTwist] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const u = state.units[unit]!;
  const building = buildingTargetId(target);
  const options = !target
    ? []
    : building
      ? buildingOptions(state, unit, building, twist).map((o) => ({ ...o, location: u.weapons[o.weapon]!.location, direction: null }))
      : fireOptions(state, unit, target, rules, twist);
  const aimAt = (t: string) => {
    if (!buildingTargetId(t)) onTarget(unit, t);
  };
  function suggest() {
    const v = botVolley(state, unit, rules);
    if (v.attacks[0]) setTarget(v.attacks[0].target);
    setTwist(v.twist);
    setChosen(v.attacks.map((a) => a.weapon));
    if (v.attacks[0]) aimAt(v.attacks[0].target);
  }
  const heat = options.filter((o) => chosen.includes(o.weapon)).reduce((t, o) => t + o.profile.heat, 0);
  return (
    <form
      className={`unit-fire${picked ? ' picked' : ''}`}
      onFocus={() => {
        if (!picked) pick();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        void send({ type: 'fire', unit, twist, attacks: options.filter((o) => chosen.includes(o.weapon)).map((o) => ({ weapon: o.weapon, target })) });
      }}
      aria-label={`Fire of ${u.name}`}
    >
      <h3>
        {u.name} <span className="hint">heat {u.heat}</span>
      </h3>
      <div className="row">
        <label>
          <span>Target</span>
          <select
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              setChosen([]);
              aimAt(e.target.value);
            }}
            aria-label={`Target of ${u.name}`}
          >
            {foes.map((f) => (
              <option key={f} value={f}>
                {state.units[f]!.name} at {state.positions[f]!.hex}
              </option>
            ))}
            {standing.map((b) => (
              <option key={b.id} value={`${BUILDING_TARGET}${b.id}`}>
                {b.label} at {b.hex} (CF {b.remaining} of {b.cf})
              </option>
            ))}
          </select>
        </label>
        {canTwist(u) && (
          <label>
            <span>Torso twist</span>
            <select
              value={twist}
              onChange={(e) => {
                setTwist(Number(e.target.value));
                setChosen([]);
              }}
              aria-label={`Torso twist of ${u.name}`}
            >
              <option value={0}>none</option>
              <option value={-1}>left</option>
              <option value={1}>right</option>
            </select>
          </label>
        )}
      </div>
      {options.length === 0 ? (
        <p className="hint">No weapon can fire at this target now (range, arc, ammunition or line of sight).</p>
      ) : (
        <ul className="weapon-options">
          {options.map((o) => (
            <li key={o.weapon}>
              <label className="inline">
                <input
                  type="checkbox"
                  checked={chosen.includes(o.weapon)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, o.weapon] : chosen.filter((w) => w !== o.weapon))}
                  aria-label={`Fire ${o.profile.name} (${o.location}) of ${u.name}`}
                />
                {o.profile.name} ({o.location}) ·{' '}
                <strong>{o.toHit.automatic ? 'automatic' : `${o.toHit.target}+, ${pct(o.toHit.odds.probability)} to hit`}</strong> · heat {o.profile.heat} ·
                hits {o.direction ? `the ${o.direction}` : 'the building'}
              </label>
              <RulingView ruling={o.toHit} />
            </li>
          ))}
        </ul>
      )}
      <p className="hint" data-testid="fire-heat">
        Weapon heat this turn: {heat} (heat now {u.heat}, {u.heatSinks} heat sinks)
      </p>
      <div className="row">
        <button type="button" className="secondary" onClick={suggest}>
          Suggest fire
        </button>
        <button type="submit" disabled={busy}>
          Declare fire for {u.name}
        </button>
      </div>
    </form>
  );
}

export function FirePanel({
  state,
  side,
  rules,
  send,
  busy,
  onTarget,
}: {
  state: BattleState;
  side: string;
  rules: CombatRules;
  send: Send;
  busy: boolean;
  onTarget: (unit: string, target: string) => void;
}) {
  const units = unitsOf(state, side).filter((id) => canAct(state, id) && !state.fire[id]);
  const [picked, setPicked] = useState<string | null>(null);
  const [targets, setTargets] = useState<Record<string, string>>({});
  const current = picked && units.includes(picked) ? picked : (units[0] ?? null);
  const onHex = useCallback(
    (hex: string) => {
      const who = unitIn(state, hex);
      if (!who || !current) return;
      if (units.includes(who)) return setPicked(who);
      if (!enemiesOf(state, current).includes(who)) return;
      setTargets((t) => ({ ...t, [current]: who }));
      onTarget(current, who);
    },
    [state, units, current, onTarget],
  );
  useHexClicks(units.length ? onHex : null);
  if (!units.length) return null;
  return (
    <section className="panel fire" aria-label={`Fire for ${sideName(state, side)}`}>
      <h2>Declare fire: {sideName(state, side)}</h2>
      <p className="hint">Click one of your units on the board to pick it, then an enemy to aim at it; tick the weapons to fire.</p>
      <TakeCover state={state} units={units} rules={rules} busy={busy} send={send} />
      {units.map((id) => (
        <UnitFire
          key={`${id}-${state.round}`}
          state={state}
          unit={id}
          rules={rules}
          send={send}
          busy={busy}
          onTarget={onTarget}
          target={targets[id] ?? firstTarget(state, id)}
          setTarget={(t) => setTargets((all) => ({ ...all, [id]: t }))}
          picked={id === current}
          pick={() => setPicked(id)}
        />
      ))}
    </section>
  );
}

/** The attacks declared in the physical phase (a charge or death from above is declared with the movement orders). */
const ATTACKS: readonly Omit<PhysicalDeclaration, 'target'>[] = [
  { kind: 'kick', limb: 'RL' },
  { kind: 'kick', limb: 'LL' },
  { kind: 'punch', limb: 'RA' },
  { kind: 'punch', limb: 'LA' },
  { kind: 'push' },
];

const attackName = (d: PhysicalDeclaration) => `${d.kind}${d.limb ? ` with ${d.limb}` : ''}`;

function UnitPhysical({ state, unit, rules, send, busy }: { state: BattleState; unit: string; rules: CombatRules; send: Send; busy: boolean }) {
  const options = enemiesOf(state, unit)
    .flatMap((target) => ATTACKS.map((l) => ({ decl: { ...l, target }, ruling: physicalOption(state, unit, { ...l, target }, rules) })))
    .filter((o): o is { decl: PhysicalDeclaration; ruling: Ruling } => typeof o.ruling !== 'string');
  const [chosen, setChosen] = useState(-1);
  const u = state.units[unit]!;
  function suggest() {
    const b = botPhysical(state, unit, rules);
    setChosen(b ? options.findIndex((o) => o.decl.kind === b.kind && o.decl.limb === b.limb && o.decl.target === b.target) : -1);
  }
  return (
    <form
      className="unit-physical"
      onSubmit={(e) => {
        e.preventDefault();
        void send({ type: 'physical', unit, attack: options[chosen]?.decl ?? null });
      }}
      aria-label={`Physical attack of ${u.name}`}
    >
      <h3>{u.name}</h3>
      {options.length > 0 && (
        <label className="inline">
          <input type="radio" name={`phys-${unit}`} checked={chosen === -1} onChange={() => setChosen(-1)} /> No physical attack
        </label>
      )}
      {options.map((o, i) => (
        <div key={i}>
          <label className="inline">
            <input type="radio" name={`phys-${unit}`} checked={chosen === i} onChange={() => setChosen(i)} /> {attackName(o.decl)} at{' '}
            {state.units[o.decl.target]!.name} ·{' '}
            <strong>{o.ruling.automatic ? 'automatic' : `${o.ruling.target}+, ${pct(o.ruling.odds.probability)} to hit`}</strong>
          </label>
          <RulingView ruling={o.ruling} />
        </div>
      ))}
      {!options.length && <p className="hint">No physical attack is possible: no enemy is adjacent in a punching, kicking or pushing arc.</p>}
      <div className="row">
        <button type="button" className="secondary" onClick={suggest}>
          Suggest attack
        </button>
        <button type="submit" disabled={busy}>
          Declare physical attack for {u.name}
        </button>
      </div>
    </form>
  );
}

export function PhysicalPanel({ state, side, rules, send, busy }: { state: BattleState; side: string; rules: CombatRules; send: Send; busy: boolean }) {
  const units = unitsOf(state, side).filter((id) => canAct(state, id) && !(id in state.physical));
  if (!units.length) return null;
  return (
    <section className="panel physical" aria-label={`Physical attacks for ${sideName(state, side)}`}>
      <h2>Physical attacks: {sideName(state, side)}</h2>
      {units.map((id) => (
        <UnitPhysical key={`${id}-${state.round}`} state={state} unit={id} rules={rules} send={send} busy={busy} />
      ))}
    </section>
  );
}
