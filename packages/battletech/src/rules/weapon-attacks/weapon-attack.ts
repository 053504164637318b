import { type CheckResult, type Dice, MarshalError, type Ruling, type Source, rollCheck } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import { type HitReport, applyHit } from '../damage/apply-hit';
import { type AmmoUse, useAmmo } from '../../unit/ammo-use';
import { rollHitLocation } from '../damage/hit-location';
import { rollCriticals } from '../damage/criticals';
import type { CombatRules } from '../../options/rules';
import type { AttackDirection } from '../../tables/mech-hit-location';
import { clusterHits } from '../../tables/cluster-hits';
import { type WeaponAttackInput, coverEffect, weaponToHit } from '../to-hit/to-hit';
import { type InfantryDamage, infantryDamageFor } from './infantry-damage';
import { type PlatoonReport, resolvePlatoonAttack } from './infantry-attack';
import { type PodReport, clusterBonus, explodePod, fireBeacon, isBeacon } from './beacon';
import type { ClusterModifier } from '../artemis';

/** A weapon attack from declaration to damage: to-hit, cluster roll, locations, damage, criticals, heat. */
export interface WeaponAttackDeclaration extends WeaponAttackInput {
  readonly direction: AttackDirection;
  /** A weapon mode the rules define (e.g. 'rapid-fire'). */
  readonly mode?: string;
  /** Fired as part of a machine-gun array. */
  readonly inArray?: boolean;
  /** Flamer: what the hit does under the standard rule. */
  readonly flamerEffect?: 'damage' | 'heat';
  /** Conventional infantry target standing in the open (double damage from non-infantry weapons). */
  readonly targetInOpen?: boolean;
  /** An iNarc ECM pod fired as an ECCM pod (Tactical Operations ECCM, with that option). */
  readonly podEccm?: boolean;
  /** The ammunition bin the shot is fired from (its munition chosen for this shot); by default the first with a round. */
  readonly bin?: number;
  /** The launcher's Artemis FCS line for the cluster roll: its bonus, or +0 with why it is lost (battle/artemis). */
  readonly artemis?: ClusterModifier;
}

export interface WeaponAttackReport {
  readonly toHit: Ruling;
  readonly roll: number | null;
  readonly hit: boolean;
  readonly cluster: {
    readonly roll: number;
    readonly hits: number;
    /** Added to the roll before reading the table (Narc-capable missiles against a pod of their side +2, Artemis IV +2 …). */
    readonly modifier?: { readonly value: number; readonly label: string; readonly source: Source };
  } | null;
  /** A Narc or iNarc beacon that hit: where the pod stuck (or that it struck the cover). */
  readonly pod?: PodReport;
  /** An explosive Narc or iNarc pod that hit: its damage, with the source (the hit itself is in `hits`). */
  readonly explosive?: { readonly label: string; readonly damage: number; readonly source: Source };
  /** A squad firing: troopers still in the fight (each fires the weapon). */
  readonly squad?: { readonly troopers: number };
  /** Damage to conventional infantry, converted from the weapon's. */
  readonly infantryDamage?: InfantryDamage;
  /** A conventional-infantry platoon firing: troopers, damage per trooper and the groups it did. */
  readonly platoon?: PlatoonReport;
  /** A burst's roll (rapid fire); for a squad, the bursts' totals (each trooper's is in `bursts`). */
  readonly modeRoll: { readonly roll: number; readonly damage: number; readonly rounds: number } | null;
  /** A squad firing bursts: one roll per trooper, in trooper order (the first `cluster.hits` strike). */
  readonly bursts?: readonly { readonly roll: number; readonly damage: number; readonly rounds: number }[];
  readonly hits: readonly HitReport[];
  readonly attackerHeat: number;
  readonly targetHeat: number;
  /** An Ultra autocannon jammed on a natural 2. */
  readonly jammed: boolean;
  /** Rounds taken from a bin (null when the unit tracks no bin for this weapon). */
  readonly ammo: AmmoUse | null;
}

/** The cluster roll in words, with its modifier when it has one ("cluster roll 7 +2 (Artemis IV FCS): 12 hit"). */
export const clusterText = (c: NonNullable<WeaponAttackReport['cluster']>): string =>
  `cluster roll ${c.roll}${c.modifier ? ` ${c.modifier.value >= 0 ? '+' : '−'}${Math.abs(c.modifier.value)} (${c.modifier.label})` : ''}: ${c.hits} hit`;

export interface AttackOutcome<R> {
  readonly attacker: BattleUnit;
  readonly target: BattleUnit;
  readonly report: R;
}

type ModeRule = CombatRules['weaponModes'][string];

/** The declared mode, checked against the ruleset and the weapon. */
function modeOf(decl: WeaponAttackDeclaration, rules: CombatRules): ModeRule | null {
  if (!decl.mode) return null;
  const mode = rules.weaponModes[decl.mode];
  if (!mode) throw new MarshalError('rule-not-enabled', `weapon mode "${decl.mode}" is not part of this ruleset (enable its option)`, { field: 'mode' });
  if (mode.kind === 'burst' && mode.forbiddenInArray && decl.inArray)
    throw new MarshalError('invalid-input', `${mode.label} cannot be used by a weapon fired in an array`, { field: 'inArray' });
  const flags = decl.weapon.flags as readonly string[];
  const fits = mode.kind === 'burst' ? Object.keys(mode.dice).some((f) => flags.includes(f)) : flags.includes(mode.flag);
  if (!fits) throw new MarshalError('invalid-input', `${decl.weapon.name} cannot fire in ${mode.label}`, { field: 'mode' });
  return mode;
}

/** Rolls a burst's damage (rapid-fire machine guns): damage = heat = the roll, rounds = damage × 3. */
function burstDamage(
  decl: WeaponAttackDeclaration,
  mode: Extract<ModeRule, { kind: 'burst' }>,
  dice: Dice,
  trooper?: number,
): NonNullable<WeaponAttackReport['modeRoll']> {
  const flag = Object.keys(mode.dice).find((f) => (decl.weapon.flags as readonly string[]).includes(f))!;
  const spec = mode.dice[flag]!;
  const roll = dice.roll(spec.roll, `${decl.attacker.name}: ${decl.weapon.name} ${mode.label} damage and heat${trooper ? ` (trooper ${trooper})` : ''}`).total;
  const damage = Math.max(spec.min, roll);
  return { roll, damage, rounds: damage * mode.roundsPerDamage };
}

/** Bursts fired: one, or one per trooper of a squad (each trooper's gun rolls its own damage). */
function burstsFired(
  decl: WeaponAttackDeclaration,
  mode: Extract<ModeRule, { kind: 'burst' }>,
  troopers: number,
  dice: Dice,
): NonNullable<WeaponAttackReport['bursts']> {
  if (troopers <= 1) return [burstDamage(decl, mode, dice)];
  return Array.from({ length: troopers }, (_, i) => burstDamage(decl, mode, dice, i + 1));
}

const sumBursts = (bursts: NonNullable<WeaponAttackReport['bursts']>) =>
  bursts.reduce((t, b) => ({ roll: t.roll + b.roll, damage: t.damage + b.damage, rounds: t.rounds + b.rounds }), { roll: 0, damage: 0, rounds: 0 });

/** A squad's bursts: the troopers alive are the cluster column; each trooper that hits deals its own burst. */
function squadBurstGroups(
  decl: WeaponAttackDeclaration,
  bursts: NonNullable<WeaponAttackReport['bursts']>,
  dice: Dice,
): { groups: number[]; cluster: WeaponAttackReport['cluster'] } {
  const roll = clusterRoll(decl, dice);
  const hits = clusterHits(bursts.length, roll);
  return { groups: bursts.slice(0, hits).map((b) => b.damage), cluster: { roll, hits } };
}

function clusterRoll(decl: WeaponAttackDeclaration, dice: Dice): number {
  return dice.roll('2d6', `${decl.attacker.name}: ${decl.weapon.name} cluster hits`).total;
}

/** Troopers of a squad still in the fight (one per standing location). */
export const troopersAlive = (u: BattleUnit): number => Object.values(u.locations).filter((l) => !l.destroyed).length;

/** A squad fires one weapon per trooper: the troopers (or rack × troopers) are the cluster column (MegaMek BattleArmor handlers). */
function squadGroups(decl: WeaponAttackDeclaration, troopers: number, dice: Dice): { groups: number[]; cluster: WeaponAttackReport['cluster'] } {
  const roll = troopers > 1 || decl.weapon.cluster ? clusterRoll(decl, dice) : 12;
  const c = decl.weapon.cluster;
  if (!c) {
    const hits = clusterHits(troopers, roll);
    return { groups: Array<number>(hits).fill(decl.weapon.damage), cluster: { roll, hits } };
  }
  const missiles = clusterHits(c.size * troopers, roll);
  const groups: number[] = [];
  const perGroup = Math.max(1, Math.floor(c.group / c.damagePerMissile));
  for (let left = missiles; left > 0; left -= perGroup) groups.push(Math.min(perGroup, left) * c.damagePerMissile);
  return { groups, cluster: { roll, hits: missiles } };
}

function damageGroups(decl: WeaponAttackDeclaration, mode: ModeRule | null, dice: Dice): { groups: number[]; cluster: WeaponAttackReport['cluster'] } {
  if (mode?.kind === 'shots') {
    const roll = clusterRoll(decl, dice);
    const hits = clusterHits(mode.shots, roll);
    return { groups: Array<number>(hits).fill(decl.weapon.damage), cluster: { roll, hits } };
  }
  if (mode?.kind === 'pellets') {
    const roll = clusterRoll(decl, dice);
    const hits = clusterHits(decl.weapon.damage, roll);
    return { groups: Array<number>(hits).fill(1), cluster: { roll, hits } };
  }
  const c = decl.weapon.cluster;
  if (!c) return { groups: [decl.weapon.damage], cluster: null };
  const isStreak = decl.weapon.flags.includes('streak');
  const roll = isStreak ? 11 : clusterRoll(decl, dice);
  const bonus = isStreak ? null : clusterBonus(decl);
  const missiles = clusterHits(c.size, roll + (bonus?.value ?? 0));
  const groups: number[] = [];
  const perGroup = Math.max(1, Math.floor(c.group / c.damagePerMissile));
  for (let left = missiles; left > 0; left -= perGroup) groups.push(Math.min(perGroup, left) * c.damagePerMissile);
  return { groups, cluster: { roll, hits: missiles, ...(bonus ? { modifier: bonus } : {}) } };
}

/**
 * Armour-piercing ammunition: when the hit damaged no structure (the normal check did not happen), check for a
 * critical hit in the location struck anyway, with the weapon's modifier.
 */
function armourPiercing(
  decl: WeaponAttackDeclaration,
  before: BattleUnit,
  hit: { unit: BattleUnit; report: HitReport },
  rules: CombatRules,
  dice: Dice,
): { unit: BattleUnit; report: HitReport } {
  const mod = decl.munition?.armourPiercing?.[decl.weapon.name];
  const loc = hit.report.location;
  const after = hit.unit.locations[loc];
  if (mod === undefined || hit.report.cover || hit.unit.destroyed || !after || after.destroyed) return hit;
  if (hit.unit.capabilities.criticals !== 'mech-slots' || after.structure < (before.locations[loc]?.structure ?? 0)) return hit;
  const c = rollCriticals(hit.unit, loc, 0, rules, dice, { value: mod, label: decl.munition!.label });
  return { unit: c.unit, report: { ...hit.report, criticals: [...hit.report.criticals, c.check] } };
}

type ShotBase = Pick<WeaponAttackReport, 'toHit' | 'roll' | 'hit' | 'modeRoll' | 'bursts' | 'attackerHeat' | 'jammed' | 'ammo'>;

/**
 * A shot's report: the base, then the cluster, hits and heat, then a squad's or infantry damage. The usual shot (no
 * squad bursts, nothing more) as one literal with the keys in the same order as the spread (a spread plus keys measured
 * slower in the fire phase; docs/battle.md "Speed").
 */
function shotReport(
  base: ShotBase,
  cluster: WeaponAttackReport['cluster'],
  hits: readonly HitReport[],
  targetHeat: number,
  more?: Pick<WeaponAttackReport, 'squad' | 'infantryDamage'>,
): WeaponAttackReport {
  if (base.bursts || more) return { ...base, cluster, hits, targetHeat, ...more };
  const { toHit, roll, hit, modeRoll, attackerHeat, jammed, ammo } = base;
  return { toHit, roll, hit, modeRoll, attackerHeat, jammed, ammo, cluster, hits, targetHeat };
}

export function resolveWeaponAttack(decl: WeaponAttackDeclaration, rules: CombatRules, dice: Dice): AttackOutcome<WeaponAttackReport> {
  if (decl.attacker.platoon) return resolvePlatoonAttack(decl, rules, dice);
  const toHit = weaponToHit(decl, rules);
  const cover = coverEffect(decl.los, rules, decl.direction);
  const modeRule = modeOf(decl, rules);
  const check: CheckResult = rollCheck(toHit, dice, `${decl.attacker.name}: ${decl.weapon.name} to-hit`);
  const squad = decl.attacker.capabilities.squad ? { troopers: troopersAlive(decl.attacker) } : undefined;
  const bursts = modeRule?.kind === 'burst' ? burstsFired(decl, modeRule, squad?.troopers ?? 1, dice) : null;
  const squadBursts = bursts && bursts.length > 1 ? bursts : null;
  const mode = bursts ? (squadBursts ? sumBursts(squadBursts) : bursts[0]!) : null;
  const attackerHeat = mode ? mode.damage : decl.weapon.heat * (modeRule?.kind === 'shots' ? modeRule.shots : 1);
  const jammed = modeRule?.kind === 'shots' && check.roll !== null && check.roll.total <= modeRule.jamsOn;
  const fed = useAmmo(decl.attacker, decl.weapon, mode ? mode.rounds : modeRule?.kind === 'shots' ? modeRule.shots : 1, decl.bin);
  const attacker = fed.unit.capabilities.tracksHeat ? { ...fed.unit, heat: fed.unit.heat + attackerHeat } : fed.unit;
  const base = {
    toHit,
    roll: check.roll?.total ?? null,
    hit: check.success,
    modeRoll: mode,
    ...(squadBursts ? { bursts: squadBursts } : {}),
    attackerHeat,
    jammed,
    ammo: fed.use,
  };
  if (!check.success) return { attacker, target: decl.target, report: shotReport(base, null, [], 0) };
  if (isBeacon(decl.weapon) && decl.munition?.explosive) {
    const blast = explodePod(decl, cover, rules, dice);
    return { attacker, target: blast.target, report: { ...base, cluster: null, hits: [blast.hit], targetHeat: 0, explosive: blast.explosive } };
  }
  if (isBeacon(decl.weapon)) {
    const fired = fireBeacon(decl, cover, rules, dice);
    return { attacker, target: fired.target, report: { ...base, cluster: null, hits: [], targetHeat: 0, pod: fired.report } };
  }
  const flamer = decl.weapon.flags.includes('flamer') && decl.target.capabilities.tracksHeat;
  const heatOnly = flamer && !rules.flamers.heatAndDamage && decl.flamerEffect === 'heat';
  const targetHeat = flamer && (rules.flamers.heatAndDamage || heatOnly) ? (decl.weapon.targetHeat ?? 0) : 0;
  const shooters = squadBursts ? { shooters: 1, damage: mode!.damage } : { shooters: squad?.troopers ?? 1, ...(mode ? { damage: mode.damage } : {}) };
  const infantry =
    decl.target.capabilities.infantryDamage && !decl.attacker.capabilities.infantryDamage
      ? infantryDamageFor(decl.weapon, shooters, decl.targetInOpen ?? false, dice, decl.attacker.name)
      : undefined;
  const { groups, cluster } = infantry
    ? { groups: [infantry.damage], cluster: null }
    : squadBursts
      ? squadBurstGroups(decl, squadBursts, dice)
      : mode
        ? { groups: [mode.damage], cluster: null }
        : squad
          ? squadGroups(decl, squad.troopers, dice)
          : damageGroups(decl, modeRule, dice);
  let target = decl.target;
  const hits: HitReport[] = [];
  const ctx = { direction: decl.direction, rules, dice, fromAttack: true, headHitsPilot: true };
  const inferno = decl.munition?.heatPerMissile && decl.target.capabilities.tracksHeat ? decl.munition.heatPerMissile : 0;
  for (const amount of heatOnly || inferno ? [] : groups) {
    if (target.destroyed) break;
    const where = rollHitLocation(target, decl.direction, 'standard', rules, dice, { cover, ...(decl.aim ? { aim: decl.aim } : {}) });
    const r = armourPiercing(decl, target, applyHit(target, where, amount, ctx), rules, dice);
    target = r.unit;
    hits.push(r.report);
  }
  const extra = inferno ? (cluster?.hits ?? groups.length) * inferno : 0;
  if (targetHeat + extra) target = { ...target, heat: target.heat + targetHeat + extra };
  const more = squad || infantry ? { ...(squad ? { squad } : {}), ...(infantry ? { infantryDamage: infantry } : {}) } : undefined;
  return { attacker, target, report: shotReport(base, cluster, hits, targetHeat + extra, more) };
}
