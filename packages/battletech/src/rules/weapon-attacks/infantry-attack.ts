import { type Dice, MarshalError, type Modifier, type Source, modifier, rollCheck } from '@marshal/core';
import { findEquipment } from '@marshal/catalog';
import type { PlatoonArms } from '../../unit/catalog-types';
import type { BattleUnit } from '../../unit/battle-unit';
import { type HitReport, applyHit } from '../damage/apply-hit';
import { rollHitLocation } from '../damage/hit-location';
import type { CombatRules } from '../../options/rules';
import { squadStrength } from '../withdrawal/crippling';
import { INFANTRY_RANGE_SOURCE, type InfantryWeaponData, PLATOON_DAMAGE, PRIMARY_DAMAGE_CAP, infantryWeaponData } from '../../tables/infantry-weapons';
import { coverEffect, weaponToHit } from '../to-hit/to-hit';
import type { WeaponProfile } from '../../unit/weapons';
import type { AttackOutcome, WeaponAttackDeclaration, WeaponAttackReport } from './weapon-attack';

/** A conventional-infantry platoon fires as one: damage per trooper from its weapons, times the troopers standing, in 2-point groups. */
export interface PlatoonFire {
  readonly primary: string;
  readonly secondary: string | null;
  /** Damage one trooper adds (primary capped, secondaries shared over the squad). */
  readonly perTrooper: number;
  /** The weapon whose range the platoon uses: the secondary when a squad carries two or more, else the primary. */
  readonly rangeWeapon: string;
  readonly range: number;
  readonly pointBlank: readonly Modifier[];
  /** Adds 1D6 against conventional infantry (burst fire, or a primary over the damage cap). */
  readonly burst: boolean;
  readonly explanation: string;
  readonly sources: readonly Source[];
}

interface Arm {
  readonly data: InfantryWeaponData;
  readonly name: string;
  readonly flags: readonly string[];
}

function armOf(id: string, field: string, unit: string): Arm {
  const data = infantryWeaponData(id);
  if (!data)
    throw new MarshalError(
      'unknown-weapon',
      `${unit}: no per-trooper damage is recorded for the infantry weapon "${id}" (tables/infantry-weapons.ts lists the known ones)`,
      { field },
    );
  const e = findEquipment(id);
  return { data, name: e?.name ?? id, flags: e?.flags ?? [] };
}

const pointBlankMods = (primary: Arm, secondary: Arm | null): Modifier[] => {
  const both = [primary, ...(secondary ? [secondary] : [])];
  const out: Modifier[] = [];
  if (both.some((a) => a.flags.includes('inf-point-blank')))
    out.push(modifier('point-blank-weapon', 'point-blank (archaic) weapon in the same hex', 1, INFANTRY_RANGE_SOURCE));
  if (both.some((a) => a.flags.includes('inf-encumber') || a.data.crew > 1))
    out.push(modifier('point-blank-support', 'support or encumbering weapon in the same hex', 1, INFANTRY_RANGE_SOURCE));
  if (primary.flags.includes('inf-burst')) out.push(modifier('point-blank-burst', 'burst-fire weapon in the same hex', -1, INFANTRY_RANGE_SOURCE));
  return out;
};

/** How a platoon fires, from its arms (the catalog's primary and secondary weapons). */
export function platoonFire(arms: PlatoonArms, unit = 'platoon'): PlatoonFire {
  const primary = armOf(arms.primary, 'platoon.primary', unit);
  const secondary = arms.secondary && arms.secondaryPerSquad > 0 ? armOf(arms.secondary, 'platoon.secondary', unit) : null;
  const size = Math.max(1, arms.squadSize);
  const extra = secondary ? Math.min(arms.secondaryPerSquad, size) : 0;
  const capped = primary.data.damage > PRIMARY_DAMAGE_CAP.value;
  const pd = Math.min(primary.data.damage, PRIMARY_DAMAGE_CAP.value);
  const perTrooper = (pd * (size - extra) + (secondary ? secondary.data.damage * extra : 0)) / size;
  const rangeArm = secondary && extra >= 2 ? secondary : primary;
  const explanation = secondary
    ? `(${pd} × ${size - extra} + ${secondary.data.damage} × ${extra}) ÷ ${size} = ${perTrooper.toFixed(3)} per trooper`
    : `${pd} per trooper`;
  return {
    primary: primary.name,
    secondary: secondary?.name ?? null,
    perTrooper,
    rangeWeapon: rangeArm.name,
    range: rangeArm.data.range,
    pointBlank: pointBlankMods(primary, secondary),
    burst: primary.flags.includes('inf-burst') || capped,
    explanation: `${explanation}${capped ? ` (primary capped at ${PRIMARY_DAMAGE_CAP.value})` : ''}`,
    sources: [primary.data.source, ...(secondary ? [secondary.data.source] : []), ...(capped ? [PRIMARY_DAMAGE_CAP.source] : [])],
  };
}

/** Damage of the whole platoon: per-trooper damage × troopers standing, rounded to the nearest point (halves up). */
export const platoonDamage = (fire: PlatoonFire, troopers: number): number => Math.floor(fire.perTrooper * troopers + 0.5 + 1e-9);

/** The platoon's fire as a weapon profile, so the shared to-hit rules read its range from the infantry table. */
export function platoonWeapon(fire: PlatoonFire, troopers: number): WeaponProfile {
  const r = fire.range;
  return {
    id: 'platoon',
    name: `${fire.primary}${fire.secondary ? ` + ${fire.secondary}` : ''} (platoon)`,
    damage: platoonDamage(fire, troopers),
    heat: 0,
    ranges: { min: 0, short: r, medium: 2 * r, long: 3 * r },
    toHit: 0,
    flags: [],
    aliases: [],
    infantryRange: { range: r, pointBlank: fire.pointBlank },
  };
}

/** The weapon profile a unit's platoon fires as, or undefined for units that are not armed platoons. */
export function platoonProfile(unit: BattleUnit): WeaponProfile | undefined {
  return unit.platoon ? platoonWeapon(platoonFire(unit.platoon, unit.name), squadStrength(unit).active) : undefined;
}

export interface PlatoonReport {
  readonly troopers: number;
  readonly perTrooper: number;
  readonly damage: number;
  readonly burstRoll: number | null;
  readonly groups: readonly number[];
  readonly explanation: string;
  readonly sources: readonly Source[];
}

const groupsOf = (damage: number): number[] => {
  const out: number[] = [];
  for (let left = damage; left > 0; left -= PLATOON_DAMAGE.groupSize) out.push(Math.min(PLATOON_DAMAGE.groupSize, left));
  return out;
};

/** The platoon attack from declaration to damage. The declaration's weapon is ignored: the platoon fires all it carries. */
export function resolvePlatoonAttack(decl: WeaponAttackDeclaration, rules: CombatRules, dice: Dice): AttackOutcome<WeaponAttackReport> {
  const arms = decl.attacker.platoon;
  if (!arms) throw new MarshalError('invalid-input', `${decl.attacker.name} is not an armed infantry platoon`, { field: 'attacker' });
  const fire = platoonFire(arms, decl.attacker.name);
  const troopers = squadStrength(decl.attacker).active;
  const weapon = platoonWeapon(fire, troopers);
  const toHit = weaponToHit({ ...decl, weapon }, rules);
  const cover = coverEffect(decl.los, rules, decl.direction);
  const check = rollCheck(toHit, dice, `${decl.attacker.name}: platoon fire to-hit`);
  const base = {
    toHit,
    roll: check.roll?.total ?? null,
    hit: check.success,
    cluster: null,
    modeRoll: null,
    attackerHeat: 0,
    targetHeat: 0,
    jammed: false,
    ammo: null,
  };
  if (!check.success) return { attacker: decl.attacker, target: decl.target, report: { ...base, hits: [] } };
  const againstInfantry = decl.target.capabilities.infantryDamage;
  const burstRoll = againstInfantry && fire.burst ? dice.roll(PLATOON_DAMAGE.burstDice, `${decl.attacker.name}: burst fire against infantry`).total : null;
  const damage = weapon.damage + (burstRoll ?? 0);
  const groups = againstInfantry ? (damage > 0 ? [damage] : []) : groupsOf(damage);
  let target = decl.target;
  const hits: HitReport[] = [];
  const ctx = { direction: decl.direction, rules, dice, fromAttack: true, headHitsPilot: true };
  for (const amount of groups) {
    if (target.destroyed) break;
    const where = rollHitLocation(target, decl.direction, 'standard', rules, dice, { cover });
    const r = applyHit(target, where, amount, ctx);
    target = r.unit;
    hits.push(r.report);
  }
  const explanation = `${troopers} troopers × ${fire.explanation} = ${weapon.damage}${burstRoll !== null ? ` + 1D6 burst ${burstRoll} = ${damage}` : ''}${againstInfantry ? '' : `, in ${PLATOON_DAMAGE.groupSize}-point groups`}`;
  const platoon: PlatoonReport = {
    troopers,
    perTrooper: fire.perTrooper,
    damage,
    burstRoll,
    groups,
    explanation,
    sources: [...fire.sources, PLATOON_DAMAGE.source, ...(burstRoll !== null ? [PLATOON_DAMAGE.burstSource] : [])],
  };
  return { attacker: decl.attacker, target, report: { ...base, hits, platoon } };
}

/** The platoon's damage in words, before any dice (the calculator's preview). */
export function platoonPreview(attacker: BattleUnit, target: BattleUnit): string {
  const fire = platoonFire(attacker.platoon!, attacker.name);
  const troopers = squadStrength(attacker).active;
  const damage = platoonDamage(fire, troopers);
  const tail = target.capabilities.infantryDamage
    ? fire.burst
      ? ' + 1D6 burst fire against infantry'
      : ' against infantry'
    : ` in ${PLATOON_DAMAGE.groupSize}-point groups`;
  return `platoon fire (range ${fire.range}, ${fire.rangeWeapon}): ${troopers} troopers × ${fire.explanation} = ${damage}${tail}`;
}
