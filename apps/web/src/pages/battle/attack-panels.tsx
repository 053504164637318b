import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { TakeCover } from './take-cover';
import {
  BUILDING_TARGET,
  type BattleCommand,
  type BattleState,
  type CombatRules,
  botVolley,
  buildingOptions,
  buildingTargetId,
  canAct,
  canTwist,
  enemiesOf,
  canFireEccmPod,
  fireOptions,
  fireOptionFrom,
  binChoices,
  unitsOf,
} from '@marshal/battletech';
import type { Ruling } from '@marshal/core';
import { RulingView } from '../../components/ruling-view';
import { sideName } from './battle-model';
import { unitIn, useHexClicks } from './pointing';

/** Fire declarations for one side's units, each option with its itemised to-hit ruling (physical attacks: physical-panel.tsx). */

export type Send = (c: BattleCommand) => Promise<boolean>;

/**
 * The shots at objective building `id`, each from the bin chosen for it when that bin's rounds can reach (an MML in
 * the chosen mode), else from its default bin.
 */
function buildingShots(state: BattleState, unit: string, id: string, twist: number, bins: Readonly<Record<number, number>>) {
  const plain = buildingOptions(state, unit, id, twist);
  const chosen = Object.keys(bins).length ? buildingOptions(state, unit, id, twist, bins) : [];
  return plain.map((o) => chosen.find((c) => c.weapon === o.weapon) ?? o);
}

/** The first target offered to a unit: the nearest-listed enemy, else a standing objective building. */
function firstTarget(state: BattleState, unit: string): string {
  const standing = Object.values(state.buildings ?? {}).filter((b) => !b.destroyed);
  return enemiesOf(state, unit)[0] ?? (standing[0] ? `${BUILDING_TARGET}${standing[0].id}` : '');
}

export const pct = (p: number) => formatters(currentLanguage()).number(p, { style: 'percent', maximumFractionDigits: 0 });

/** One weapon's checkbox: its name and mount, its to-hit number and chance, then what the caller adds. */
export function WeaponCheck({
  option: o,
  unit,
  chosen,
  setChosen,
  children,
}: {
  option: { weapon: number; location: string; profile: { name: string }; toHit: Ruling };
  unit: string;
  chosen: readonly number[];
  setChosen: (c: number[]) => void;
  children?: ReactNode;
}) {
  const { t: tr } = useTranslation('battle');
  return (
    <label className="inline">
      <input
        type="checkbox"
        checked={chosen.includes(o.weapon)}
        onChange={(e) => setChosen(e.target.checked ? [...chosen, o.weapon] : chosen.filter((w) => w !== o.weapon))}
        aria-label={tr('fire.fireLabel', { weapon: o.profile.name, location: o.location, name: unit })}
      />
      {o.profile.name} ({o.location}) ·{' '}
      <strong>{o.toHit.automatic ? tr('fire.automatic') : tr('fire.toHit', { target: o.toHit.target, chance: pct(o.toHit.odds.probability) })}</strong>
      {children}
    </label>
  );
}

/**
 * The torso twist to fire with (none, left, right); nothing for a unit that cannot twist (a quad, a prone 'Mech). A new
 * twist clears the weapons chosen (they may no longer bear).
 */
export function TwistSelect({
  unit: u,
  twist,
  setTwist,
  setChosen,
}: {
  unit: BattleState['units'][string];
  twist: number;
  setTwist: (t: number) => void;
  setChosen: (c: number[]) => void;
}) {
  const { t: tr } = useTranslation('battle');
  if (!canTwist(u)) return null;
  const choose = (t: number) => {
    setTwist(t);
    setChosen([]);
  };
  return (
    <label>
      <span>{tr('fire.twist')}</span>
      <select value={twist} onChange={(e) => choose(Number(e.target.value))} aria-label={tr('fire.twistOf', { name: u.name })}>
        <option value={0}>{tr('fire.none')}</option>
        <option value={-1}>{tr('fire.left')}</option>
        <option value={1}>{tr('fire.right')}</option>
      </select>
    </label>
  );
}

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
  const { t: tr } = useTranslation('battle');
  const foes = enemiesOf(state, unit);
  const standing = Object.values(state.buildings ?? {}).filter((b) => !b.destroyed);
  const [twist, setTwist] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [asEccm, setAsEccm] = useState<number[]>([]);
  const [bins, setBins] = useState<Record<number, number>>({});
  const u = state.units[unit]!;
  const building = buildingTargetId(target);
  const options = !target
    ? []
    : building
      ? buildingShots(state, unit, building, twist, bins).map((o) => ({ ...o, location: u.weapons[o.weapon]!.location, direction: null }))
      : fireOptions(state, unit, target, rules, twist).map((o) => {
          const bin = bins[o.weapon];
          return (bin !== undefined && fireOptionFrom(state, unit, target, o.weapon, bin, rules, twist)) || o;
        });
  // Weapons fed by bins of several kinds of round (at a unit or a building): the player picks the rounds per shot.
  const roundsOf = (profile: (typeof options)[number]['profile']) => binChoices(u, profile);
  const aimAt = (t: string) => {
    if (!buildingTargetId(t)) onTarget(unit, t);
  };
  function suggest() {
    const v = botVolley(state, unit, rules);
    if (v.attacks[0]) setTarget(v.attacks[0].target);
    setTwist(v.twist);
    setChosen(v.attacks.map((a) => a.weapon));
    setBins(Object.fromEntries(v.attacks.filter((a) => a.bin !== undefined).map((a) => [a.weapon, a.bin!])));
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
        const attacks = options
          .filter((o) => chosen.includes(o.weapon))
          .map((o) => ({
            weapon: o.weapon,
            target,
            ...(asEccm.includes(o.weapon) ? { podEccm: true as const } : {}),
            ...(bins[o.weapon] !== undefined && (!building || o.bin === bins[o.weapon]) ? { bin: bins[o.weapon] } : {}),
          }));
        void send({ type: 'fire', unit, twist, attacks });
      }}
      aria-label={tr('fire.label', { name: u.name })}
    >
      <h3>
        {u.name} <span className="hint">{tr('fire.heat', { heat: u.heat })}</span>
      </h3>
      <div className="row">
        <label>
          <span>{tr('fire.target')}</span>
          <select
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              setChosen([]);
              aimAt(e.target.value);
            }}
            aria-label={tr('fire.targetOf', { name: u.name })}
          >
            {foes.map((f) => (
              <option key={f} value={f}>
                {tr('fire.at', { name: state.units[f]!.name, hex: state.positions[f]!.hex })}
              </option>
            ))}
            {standing.map((b) => (
              <option key={b.id} value={`${BUILDING_TARGET}${b.id}`}>
                {tr('fire.building', { label: b.label, hex: b.hex, remaining: b.remaining, cf: b.cf })}
              </option>
            ))}
          </select>
        </label>
        <TwistSelect unit={u} twist={twist} setTwist={setTwist} setChosen={setChosen} />
      </div>
      {options.length === 0 ? (
        <p className="hint">{tr('fire.noWeapon')}</p>
      ) : (
        <ul className="weapon-options">
          {options.map((o) => (
            <li key={o.weapon}>
              <WeaponCheck option={o} unit={u.name} chosen={chosen} setChosen={setChosen}>
                {' '}
                · {tr('fire.weaponHeat', { heat: o.profile.heat })} ·{' '}
                {o.direction ? tr('fire.hits', { direction: tr(`fire.directions.${o.direction}`) }) : tr('fire.hitsBuilding')}
              </WeaponCheck>
              {roundsOf(o.profile).length > 1 && (
                <label className="inline">
                  <span>{tr('fire.rounds')}</span>
                  <select
                    value={bins[o.weapon] ?? ('bin' in o ? o.bin : undefined) ?? roundsOf(o.profile)[0]!.bin}
                    onChange={(e) => setBins({ ...bins, [o.weapon]: Number(e.target.value) })}
                    aria-label={tr('fire.roundsOf', { weapon: o.profile.name, name: u.name })}
                  >
                    {roundsOf(o.profile).map((c) => (
                      <option key={c.bin} value={c.bin}>
                        {c.munition
                          ? `${c.munition.label}${c.mml ? ` (${c.mml})` : ''}`
                          : c.mml
                            ? tr('fire.mmlRounds', { mode: c.mml })
                            : tr('fire.standardRounds')}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {canFireEccmPod(state, unit, o.weapon, rules) && (
                <label className="inline">
                  <input
                    type="checkbox"
                    checked={asEccm.includes(o.weapon)}
                    onChange={(e) => setAsEccm(e.target.checked ? [...asEccm, o.weapon] : asEccm.filter((w) => w !== o.weapon))}
                    aria-label={tr('fire.podEccmOf', { weapon: o.profile.name, name: u.name })}
                  />
                  {tr('fire.podEccm')}
                </label>
              )}
              <RulingView ruling={o.toHit} />
            </li>
          ))}
        </ul>
      )}
      <p className="hint" data-testid="fire-heat">
        {tr('fire.turnHeat', { heat, now: u.heat, sinks: u.heatSinks })}
      </p>
      <div className="row">
        <button type="button" className="secondary" onClick={suggest}>
          {tr('fire.suggest')}
        </button>
        <button type="submit" disabled={busy}>
          {tr('fire.declare', { name: u.name })}
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
  const { t: tr } = useTranslation('battle');
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
  // The unit being ordered is the one picked to fire, aimed at its target: the board draws that line of sight and the
  // record sheet beside it opens, before the player aims (once per unit picked and round, not at every state).
  const aimed = current ? (targets[current] ?? firstTarget(state, current)) : '';
  useEffect(() => {
    if (current && aimed && !buildingTargetId(aimed)) onTarget(current, aimed);
  }, [current, aimed, onTarget]);
  if (!units.length) return null;
  return (
    <section className="panel fire" aria-label={tr('fire.panel', { side: sideName(state, side) })}>
      <h2>{tr('fire.heading', { side: sideName(state, side) })}</h2>
      <p className="hint">{tr('fire.hint')}</p>
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
