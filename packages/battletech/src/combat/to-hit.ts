import { type Modifier, type Ruling, makeRuling, modifier } from '@marshal/core';
import { type BattleUnit, countHit, systemHits } from './battle-unit';
import { heatToHitModifier } from './heat';
import { type AttackerMovement, type TargetMovement, attackerMovementMod, targetMovementMods } from './movement-modifiers';
import type { CombatRules, CoverKind } from './rules';
import type { AttackDirection } from './tables/mech-hit-location';
import { SRC, tw } from './sources';
import type { WeaponProfile } from './weapons';
import { MarshalError } from '@marshal/core';

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
  /** A weapon mode the rules define (e.g. 'rapid-fire', 'ultra', 'lbx-cluster'). */
  readonly mode?: string;
}

/** Modifiers whose id names woods or jungle count as the woods modifier (the line-of-sight contract). */
export const isWoodsModifier = (m: Modifier): boolean => /woods|jungle/u.test(m.id);

export function rangeModifiers(weapon: WeaponProfile, range: number): { mods: Modifier[]; outOfRange: boolean } {
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
  if (los.takingCover && !rules.takingCover.allowed) throw new MarshalError('rule-not-enabled', 'taking cover needs the taking-cover option', { field: 'los.takingCover' });
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

export function targetStateModifiers(target: BattleUnit, range: number): Modifier[] {
  const out: Modifier[] = [];
  if (target.immobile || target.shutdown || !target.pilot.conscious) out.push(modifier('target-immobile', 'target immobile', -4, SRC.targetState));
  if (target.prone) out.push(range <= 1 ? modifier('target-prone', 'target prone, adjacent', -2, SRC.targetState) : modifier('target-prone', 'target prone, 2+ hexes', 1, SRC.targetState));
  return out;
}

/** Sensor hits and arm actuator damage of the firing unit. */
export function damageModifiers(attacker: BattleUnit, location: string | undefined): { mods: Modifier[]; cannotFire: string | null } {
  const mods: Modifier[] = [];
  const sensors = systemHits(attacker).sensors;
  if (sensors >= 2) return { mods, cannotFire: 'both sensors destroyed' };
  if (sensors === 1) mods.push(modifier('sensors', 'sensor hit', 2, SRC.damageMods));
  if (location && attacker.capabilities.limbs.includes(location) && !attacker.capabilities.legs.includes(location)) {
    if (countHit(attacker, location, 'shoulder')) mods.push(modifier('shoulder', 'shoulder actuator destroyed', 4, SRC.damageMods));
    else {
      if (countHit(attacker, location, 'upper-arm')) mods.push(modifier('upper-arm', 'upper arm actuator destroyed', 1, SRC.damageMods));
      if (countHit(attacker, location, 'lower-arm')) mods.push(modifier('lower-arm', 'lower arm actuator destroyed', 1, SRC.damageMods));
    }
  }
  return { mods, cannotFire: null };
}

export function weaponToHit(input: WeaponAttackInput, rules: CombatRules): Ruling {
  const { attacker, target, weapon } = input;
  const mods: Modifier[] = [modifier('gunnery', `gunnery ${attacker.pilot.gunnery}`, attacker.pilot.gunnery, SRC.gunnery)];
  const range = rangeModifiers(weapon, input.range);
  const dmg = damageModifiers(attacker, input.weaponLocation);
  const am = attackerMovementMod(input.attackerMoved);
  if (am) mods.push(am);
  if (attacker.prone) mods.push(modifier('attacker-prone', 'attacker prone', 2, SRC.attackerMove));
  mods.push(...targetMovementMods(input.targetMoved), ...range.mods, ...losModifiers(input, rules), ...targetStateModifiers(target, input.range));
  const heat = heatToHitModifier(attacker);
  if (heat) mods.push(heat);
  if (weapon.toHit) mods.push(modifier('weapon', `${weapon.name} modifier`, weapon.toHit, tw('Weapons and Equipment', { note: 'facts §9' })));
  const mode = input.mode ? rules.weaponModes[input.mode] : undefined;
  if (mode?.kind === 'pellets' && mode.toHit) mods.push(modifier('weapon-mode', mode.label, mode.toHit, mode.source));
  if (input.secondaryTarget) mods.push(modifier('secondary-target', `secondary target (${input.secondaryTarget === 'front' ? 'front arc' : 'outside front arc'})`, input.secondaryTarget === 'front' ? 1 : 2, SRC.secondary));
  mods.push(...dmg.mods);
  const label = `${attacker.name} → ${target.name}: ${weapon.name} at ${input.range}`;
  const automatic = range.outOfRange
    ? { outcome: 'failure' as const, reason: `range ${input.range} is outside ${weapon.name}'s 1–${weapon.ranges.long}`, source: SRC.range }
    : dmg.cannotFire
      ? { outcome: 'failure' as const, reason: dmg.cannotFire, source: SRC.damageMods }
      : undefined;
  const ruling = makeRuling({ id: 'weapon-to-hit', label, modifiers: mods, ...(automatic ? { automatic } : {}) });
  if (!automatic && ruling.target > 12) return makeRuling({ id: 'weapon-to-hit', label, modifiers: mods, automatic: { outcome: 'failure', reason: `to-hit ${ruling.target} is above 12`, source: SRC.gunnery } });
  return ruling;
}

/** Line-of-sight input for a calculator without a map: standard partial cover and the target's woods. */
export function manualLosInput(cover: 'horizontal' | 'water' | null, woods: 'light' | 'heavy' | null): LosInput {
  const modifiers: Modifier[] = [];
  if (woods) modifiers.push(modifier('target-hex-woods', `target in ${woods} woods`, woods === 'light' ? 1 : 2, SRC.targetState));
  if (cover) modifiers.push(modifier('partial-cover', cover === 'water' ? 'partial cover (depth 1 water)' : 'partial cover', 1, SRC.cover));
  return { modifiers, partialCover: cover ? { kind: cover, locations: ['LL', 'RL'] } : null };
}
