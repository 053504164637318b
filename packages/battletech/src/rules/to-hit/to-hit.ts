import type { MunitionRule } from '../munitions';
import { NARC_EFFECTS, PODS } from '../narc';
import { type Modifier, type Ruling, makeRuling, modifier } from '@marshal/core';
import { type BattleUnit, countHit, systemHits } from '../../unit/battle-unit';
import { heatToHitModifier } from '../heat/heat';
import { type AttackerMovement, type TargetMovement, attackerMovementMod, targetMovementMods } from './movement-modifiers';
import type { CombatRules, CoverKind } from '../../options/rules';
import type { AttackDirection } from '../../tables/mech-hit-location';
import { SRC, tw } from '../sources';
import type { WeaponProfile } from '../../unit/weapons';
import { MarshalError } from '@marshal/core';
import { infantryRangeModifiers } from './infantry-range';
import { mmlModeModifiers } from '../../unit/mml';
import { INFANTRY_RANGE_SOURCE } from '../../tables/infantry-weapons';

/** The to-hit number for a weapon attack: gunnery plus every modifier, each with its source. */

/**
 * Partial cover as line of sight reports it: its kind, the hit locations that strike the cover (unit codes
 * such as LL, or the map's words 'legs', 'covered-side-arm|torso|leg'), and the covered side as the
 * attacker sees it.
 */
export interface CoverInput {
  readonly kind: CoverKind;
  readonly locations: readonly string[];
  readonly side?: 'left' | 'right';
}

const SIDE_CODES: Readonly<Record<'left' | 'right', Readonly<Record<string, string>>>> = {
  left: { 'covered-side-arm': 'LA', 'covered-side-torso': 'LT', 'covered-side-leg': 'LL' },
  right: { 'covered-side-arm': 'RA', 'covered-side-torso': 'RT', 'covered-side-leg': 'RL' },
};

/**
 * The target's own side that faces the attacker's left or right: mirrored from the front, the same from the
 * rear; from a side attack the covered side is the one facing the attacker.
 */
function bodySide(seen: 'left' | 'right', direction: AttackDirection): 'left' | 'right' {
  if (direction === 'front') return seen === 'left' ? 'right' : 'left';
  if (direction === 'rear') return seen;
  return direction;
}

/** The unit location codes protected by cover, for an attack from `direction`. */
export function coveredLocations(cover: CoverInput, direction: AttackDirection): string[] {
  const out = new Set<string>();
  for (const l of cover.locations) {
    if (l === 'legs') ['LL', 'RL'].forEach((c) => out.add(c));
    else if (l.startsWith('covered-side-')) out.add(SIDE_CODES[bodySide(cover.side ?? 'left', direction)][l] ?? l);
    else out.add(l);
  }
  return [...out];
}

/**
 * What the map's line of sight tells combat: terrain modifiers (the partial-cover modifier included)
 * and the cover itself. Shaped to accept the map's LosResult as it is.
 */
export interface LosInput {
  readonly modifiers: readonly Modifier[];
  readonly partialCover: CoverInput | null;
  /** The target declared taking cover through the hexside facing the attacker. */
  readonly takingCover?: boolean;
}

export interface WeaponAttackInput {
  readonly attacker: BattleUnit;
  readonly target: BattleUnit;
  readonly weapon: WeaponProfile;
  /** Location of the firing weapon (for arm actuator damage). */
  readonly weaponLocation?: string;
  readonly range: number;
  readonly attackerMoved: AttackerMovement;
  readonly targetMoved: TargetMovement;
  readonly los?: LosInput;
  readonly secondaryTarget?: 'front' | 'other';
  /** Target within range of the attacker's active probe and the probe not blocked by ECM. */
  readonly probeInRange?: boolean;
  /** The target's stealth armour is on (powered by a working suite set to stealth). */
  readonly targetStealth?: boolean;
  /** A weapon mode the rules define (e.g. 'rapid-fire', 'ultra', 'lbx-cluster'). */
  readonly mode?: string;
  /** An aimed shot at this location of the target. */
  readonly aim?: string;
  /** The special munition loaded in the bin that feeds this shot (precision offsets the target's movement). */
  readonly munition?: MunitionRule;
  /** The side of the target the attack comes from (front when not given). */
  readonly direction?: AttackDirection;
  /**
   * Narc-capable missiles fired at a unit carrying the attacker's side's pod of this kind, the target's hex not under
   * enemy ECM (the battle or the caller decides): +2 on the cluster roll, and −1 to hit for an iNarc homing pod.
   */
  readonly narcGuide?: 'narc' | 'homing';
  /** The attacker carries an iNarc haywire pod: +1 to hit. */
  readonly haywire?: boolean;
}

/** Modifiers whose id names woods or jungle count as the woods modifier (the line-of-sight contract). */
export const isWoodsModifier = (m: Modifier): boolean => /woods|jungle/u.test(m.id);

export function rangeModifiers(weapon: WeaponProfile, range: number): { mods: Modifier[]; outOfRange: boolean } {
  if (weapon.infantryRange) return infantryRangeModifiers(weapon.infantryRange.range, range, weapon.infantryRange.pointBlank);
  const r = weapon.ranges;
  if (range < 1 || range > r.long) return { mods: [], outOfRange: true };
  const mods: Modifier[] = [];
  if (range > r.medium) mods.push(modifier('range', `long range (${r.medium + 1}–${r.long})`, 4, SRC.range));
  else if (range > r.short) mods.push(modifier('range', `medium range (${r.short + 1}–${r.medium})`, 2, SRC.range));
  if (r.min > 0 && range <= r.min) mods.push(modifier('minimum-range', `minimum range ${r.min} at ${range}`, r.min - range + 1, SRC.minRange));
  return { mods, outOfRange: false };
}

/** The locations protected by cover, after checking the ruleset allows that kind of cover. */
export function coverEffect(los: LosInput | undefined, rules: CombatRules, direction: AttackDirection = 'front'): CoverInput | null {
  if (!los?.partialCover) return null;
  if (!rules.cover.kinds.includes(los.partialCover.kind))
    throw new MarshalError('rule-not-enabled', `${los.partialCover.kind} cover needs the expanded partial cover option`, { field: 'los.partialCover' });
  if (los.takingCover && !rules.takingCover.allowed)
    throw new MarshalError('rule-not-enabled', 'taking cover needs the taking-cover option', { field: 'los.takingCover' });
  return { ...los.partialCover, locations: coveredLocations(los.partialCover, direction) };
}

export function losModifiers(input: WeaponAttackInput, rules: CombatRules): Modifier[] {
  const out = [...(input.los?.modifiers ?? [])];
  const woods = out.filter(isWoodsModifier).reduce((s, m) => s + m.value, 0);
  if (input.probeInRange && woods > 0 && rules.probeWoods.modifier !== 0)
    out.push(modifier('probe-woods', 'active probe (woods)', Math.max(rules.probeWoods.modifier, -woods), rules.probeWoods.source));
  coverEffect(input.los, rules);
  return out;
}

/** Stealth armour: the rules' modifier at medium and long range (none at short range or for weapons with infantry ranges). */
export function stealthModifiers(input: Pick<WeaponAttackInput, 'targetStealth' | 'weapon' | 'range'>, rules: CombatRules): Modifier[] {
  if (!input.targetStealth || input.weapon.infantryRange) return [];
  const r = input.weapon.ranges;
  const band = input.range > r.medium ? 'long' : input.range > r.short ? 'medium' : null;
  const value = band ? rules.stealth[band] : 0;
  return value ? [modifier('stealth', `target's stealth armour (${band} range)`, value, rules.stealth.source)] : [];
}

export const isImmobileTarget = (t: BattleUnit): boolean => t.immobile || t.shutdown || !t.pilot.conscious;

export function targetStateModifiers(target: BattleUnit, range: number, aimHead = false, rules?: CombatRules): Modifier[] {
  const out: Modifier[] = [];
  if (isImmobileTarget(target))
    out.push(
      aimHead && rules
        ? modifier('aimed-head', 'aimed shot at the head of an immobile target (instead of −4)', rules.aimedShots.immobileHead, rules.aimedShots.source)
        : modifier('target-immobile', 'target immobile', -4, SRC.targetState),
    );
  if (target.prone)
    out.push(
      range <= 1
        ? modifier('target-prone', 'target prone, adjacent', -2, SRC.targetState)
        : modifier('target-prone', 'target prone, 2+ hexes', 1, SRC.targetState),
    );
  return out;
}

/** Sensor hits and arm actuator damage of the firing unit. */
export function damageModifiers(attacker: BattleUnit, location: string | undefined): { mods: Modifier[]; cannotFire: string | null } {
  const mods: Modifier[] = [];
  const sensors = systemHits(attacker).sensors;
  if (sensors >= 2) return { mods, cannotFire: 'both sensors destroyed' };
  if (sensors === 1) mods.push(modifier('sensors', 'sensor hit', 2, SRC.damageMods));
  if (location && attacker.hullDown && attacker.capabilities.legs.includes(location))
    return { mods, cannotFire: 'a hull-down unit cannot fire leg-mounted weapons' };
  if (location && attacker.capabilities.limbs.includes(location) && !attacker.capabilities.legs.includes(location)) {
    if (countHit(attacker, location, 'shoulder')) mods.push(modifier('shoulder', 'shoulder actuator destroyed', 4, SRC.damageMods));
    else {
      if (countHit(attacker, location, 'upper-arm')) mods.push(modifier('upper-arm', 'upper arm actuator destroyed', 1, SRC.damageMods));
      if (countHit(attacker, location, 'lower-arm')) mods.push(modifier('lower-arm', 'lower arm actuator destroyed', 1, SRC.damageMods));
    }
  }
  return { mods, cannotFire: null };
}

/** Precision ammunition: −2, but only as much as the target's movement modifiers add. */
function munitionOffset(m: MunitionRule | undefined, movement: readonly Modifier[]): Modifier[] {
  if (!m?.offsetsTargetMovement) return [];
  const offset = Math.min(
    m.offsetsTargetMovement,
    Math.max(
      0,
      movement.reduce((t, x) => t + x.value, 0),
    ),
  );
  return offset ? [modifier('munition', `${m.label} (offsets target movement)`, -offset, m.source)] : [];
}

/** iNarc pods: Narc-capable missiles homing on the side's homing pod −1; the attacker's own haywire pod +1. */
function podModifiers(input: Pick<WeaponAttackInput, 'narcGuide' | 'haywire'>): Modifier[] {
  const out: Modifier[] = [];
  if (input.narcGuide === 'homing')
    out.push(modifier('inarc-homing', 'Narc-capable missiles homing on an iNarc pod', NARC_EFFECTS.homingToHit, PODS.homing.source));
  if (input.haywire) out.push(modifier('inarc-haywire', 'iNarc haywire pod on the attacker', NARC_EFFECTS.haywireToHit, PODS.haywire.source));
  return out;
}

export function weaponToHit(input: WeaponAttackInput, rules: CombatRules): Ruling {
  const { attacker, target, weapon } = input;
  const mods: Modifier[] = [modifier('gunnery', `gunnery ${attacker.pilot.gunnery}`, attacker.pilot.gunnery, SRC.gunnery)];
  const range = rangeModifiers(weapon, input.range);
  const dmg = damageModifiers(attacker, input.weaponLocation);
  const am = attacker.capabilities.ignoresOwnMovement ? null : attackerMovementMod(input.attackerMoved);
  if (am) mods.push(am);
  if (attacker.prone) mods.push(modifier('attacker-prone', 'attacker prone', 2, SRC.attackerMove));
  const aim = aimCheck(input, rules);
  const movement = targetMovementMods(input.targetMoved);
  mods.push(
    ...movement,
    ...munitionOffset(input.munition, movement),
    ...flyingMods(target, input.targetMoved),
    ...range.mods,
    ...mmlModeModifiers(weapon),
    ...losModifiers(input, rules),
    ...hullDownMods(input, rules),
    ...stealthModifiers(input, rules),
  );
  mods.push(...targetStateModifiers(target, input.range, input.aim !== undefined && input.aim === target.capabilities.head, rules), ...aim.mods);
  const heat = heatToHitModifier(attacker);
  if (heat) mods.push(heat);
  if (weapon.toHit) mods.push(modifier('weapon', `${weapon.name} modifier`, weapon.toHit, tw('Weapons and Equipment', {})));
  const mode = input.mode ? rules.weaponModes[input.mode] : undefined;
  if (mode?.kind === 'pellets' && mode.toHit) mods.push(modifier('weapon-mode', mode.label, mode.toHit, mode.source));
  mods.push(...podModifiers(input));
  if (input.secondaryTarget)
    mods.push(
      modifier(
        'secondary-target',
        `secondary target (${input.secondaryTarget === 'front' ? 'front arc' : 'outside front arc'})`,
        input.secondaryTarget === 'front' ? 1 : 2,
        SRC.secondary,
      ),
    );
  mods.push(...dmg.mods);
  const label = `${attacker.name} → ${target.name}: ${weapon.name} at ${input.range}`;
  const automatic = range.outOfRange
    ? {
        outcome: 'failure' as const,
        reason: `range ${input.range} is outside ${weapon.name}'s ${weapon.infantryRange ? `0–${infantryRangeModifiers(weapon.infantryRange.range, 0, []).reach}` : `1–${weapon.ranges.long}`}`,
        source: weapon.infantryRange ? INFANTRY_RANGE_SOURCE : SRC.range,
      }
    : dmg.cannotFire
      ? { outcome: 'failure' as const, reason: dmg.cannotFire, source: SRC.damageMods }
      : aim.refused
        ? { outcome: 'failure' as const, reason: aim.refused, source: rules.aimedShots.source }
        : undefined;
  const ruling = makeRuling({ id: 'weapon-to-hit', label, modifiers: mods, ...(automatic ? { automatic } : {}) });
  if (!automatic && ruling.target > 12)
    return makeRuling({
      id: 'weapon-to-hit',
      label,
      modifiers: mods,
      automatic: { outcome: 'failure', reason: `to-hit ${ruling.target} is above 12`, source: SRC.gunnery },
    });
  return ruling;
}

/** An airborne VTOL that spent movement is +1 to hit. */
export function flyingMods(target: BattleUnit, moved: TargetMovement): Modifier[] {
  return target.capabilities.flies && target.elevation > 0 && moved.hexes > 0
    ? [modifier('target-flying', 'airborne VTOL moved', 1, tw('Target Movement Modifiers', { table: 'To-Hit Modifiers', note: 'VTOL that moved: +1' }))]
    : [];
}

/**
 * A hull-down legged target with partial cover is harder to hit; so is a hull-down vehicle (only possible in a fortified
 * hex, so the declaration stands for the fortification) attacked from its front or sides.
 */
export function hullDownMods(input: Pick<WeaponAttackInput, 'target' | 'los' | 'direction'>, rules: CombatRules): Modifier[] {
  const t = input.target;
  if (!t.hullDown) return [];
  if (t.capabilities.legs.length > 0)
    return input.los?.partialCover ? [modifier('hull-down', 'target hull-down with partial cover', rules.hullDown.toHitWithCover, rules.hullDown.source)] : [];
  const v = rules.hullDown.vehicle;
  const from = input.direction ?? 'front';
  return t.capabilities.motiveDamage && !t.capabilities.flies && v.from.includes(from)
    ? [modifier('hull-down', `hull-down vehicle attacked from the ${from}`, v.toHit, v.source)]
    : [];
}

/** A working targeting computer (its slots unhit, its location standing). */
export function hasTargetingComputer(u: BattleUnit): boolean {
  return (
    Object.entries(u.slots).some(
      ([code, slots]) => !u.locations[code]?.destroyed && slots.some((s) => !s.hit && s.id !== null && /targeting ?computer/iu.test(s.id)),
    ) || u.targetingComputer
  );
}

/**
 * Aimed shots: at an immobile target any location (the head at +3 instead of −4); otherwise only with a targeting
 * computer, +3, never the head. Never with weapons that roll on the cluster table, nor at units that cannot be aimed at.
 */
export function aimCheck(input: WeaponAttackInput, rules: CombatRules): { mods: Modifier[]; refused: string | null } {
  const { aim, target, attacker, weapon } = input;
  if (aim === undefined) return { mods: [], refused: null };
  if (!target.capabilities.aimable) return { mods: [], refused: `${target.name} cannot be the target of an aimed shot` };
  const loc = target.locations[aim];
  if (!loc) return { mods: [], refused: `${target.name} has no location ${aim} (it has ${Object.keys(target.locations).join(', ')})` };
  if (loc.destroyed) return { mods: [], refused: `${aim} is already destroyed` };
  if (weapon.cluster || input.mode) return { mods: [], refused: `${weapon.name} cannot make aimed shots (cluster weapons and firing modes cannot)` };
  if (isImmobileTarget(target)) return { mods: [], refused: null };
  if (aim === target.capabilities.head) return { mods: [], refused: 'the head can only be aimed at when the target is immobile' };
  if (!hasTargetingComputer(attacker)) return { mods: [], refused: `${attacker.name} has no working targeting computer and ${target.name} is not immobile` };
  return {
    mods: [modifier('aimed-shot', `aimed shot at ${aim} (targeting computer)`, rules.aimedShots.targetingComputer, rules.aimedShots.source)],
    refused: null,
  };
}

/** Line-of-sight input for a calculator without a map: standard partial cover and the target's woods. */
export function manualLosInput(cover: 'horizontal' | 'water' | null, woods: 'light' | 'heavy' | null): LosInput {
  const modifiers: Modifier[] = [];
  if (woods) modifiers.push(modifier('target-hex-woods', `target in ${woods} woods`, woods === 'light' ? 1 : 2, SRC.targetState));
  if (cover) modifiers.push(modifier('partial-cover', cover === 'water' ? 'partial cover (depth 1 water)' : 'partial cover', 1, SRC.cover));
  return { modifiers, partialCover: cover ? { kind: cover, locations: ['LL', 'RL'] } : null };
}
