// Weapon fire at objective buildings (Total Warfare immobile structures a mission places): to-hit against an immobile structure, damage off its construction factor.
import { type Dice, type Modifier, type Ruling, hexDistance, makeRuling, modifier, parseHexLabel, rollCheck } from '@marshal/core';
import type { BattleUnit } from '../unit/battle-unit';
import { useAmmo } from '../unit/ammo-use';
import { heatToHitModifier } from '../rules/heat/heat';
import { attackerMovementMod } from '../rules/to-hit/movement-modifiers';
import { SRC, tw } from '../rules/sources';
import { clusterHits } from '../tables/cluster-hits';
import { damageModifiers, rangeModifiers } from '../rules/to-hit/to-hit';
import type { WeaponProfile } from '../unit/weapons';
import { sight, weaponProfile } from './memo';
import { mmlModeModifiers, shotProfile } from '../unit/mml';
import type { BuildingState, BattleState } from './state';

/** The prefix a fire declaration's `target` carries when it aims at an objective building. */
export const BUILDING_TARGET = 'building:';

/** The building id a fire target names, or null when it names a unit. */
export const buildingTargetId = (target: string): string | null => (target.startsWith(BUILDING_TARGET) ? target.slice(BUILDING_TARGET.length) : null);

/** Source: Total Warfare's buildings as immobile targets. */
export const TW_BUILDING_TARGET = tw('Buildings › Attacking Buildings', { note: 'a building is an immobile target; damage reduces its construction factor' });

/** The to-hit modifier of a shot at a building: the setup's own (a mission's rule), or Total Warfare's immobile target, −4. */
const buildingModifier = (s: BattleState): Modifier => {
  const own = s.buildingToHit;
  return own
    ? modifier('building-immobile', own.label, own.value, own.source)
    : modifier('building-immobile', 'building (immobile target)', -4, TW_BUILDING_TARGET);
};

/** A building target as line of sight sees it: standing on its hex, one level tall (height 0 like a vehicle). */
const buildingLos = (b: BuildingState) => ({ hex: parseHexLabel(b.hex), height: 0 });

/** Whether terrain blocks the line of sight from `attacker` to building `b`. */
export const buildingOutOfSight = (s: BattleState, attacker: string, b: BuildingState): boolean =>
  sight(s.map, attackerLos(s, attacker), buildingLos(b)).blocked;

export interface BuildingShot {
  readonly weapon: number;
  readonly profile: WeaponProfile;
  readonly toHit: Ruling;
  /** The bin the shot is fired from when one was chosen (an MML's mode, a munition); absent: the first with a round. */
  readonly bin?: number;
}

const moveOf = (m: string | undefined) =>
  (m === 'walk' ? 'walked' : m === 'run' ? 'ran' : m === 'jump' ? 'jumped' : 'stood') as 'stood' | 'walked' | 'ran' | 'jumped';

/**
 * The to-hit ruling of one weapon at a building: gunnery, attacker movement and state, range, terrain along the line
 * of sight, −4 immobile; fired from bin `bin` when given (an MML in that bin's mode).
 */
export function buildingToHit(s: BattleState, attacker: string, b: BuildingState, weapon: number, bin?: number): Ruling | null {
  const a = s.units[attacker]!;
  const w = a.weapons[weapon]!;
  const base = weaponProfile(w.equipmentId);
  const profile = base && shotProfile(a, base, bin);
  if (!profile) return null;
  const range = hexDistance(parseHexLabel(s.positions[attacker]!.hex), parseHexLabel(b.hex));
  const los = sight(s.map, attackerLos(s, attacker), buildingLos(b));
  const mods: Modifier[] = [modifier('gunnery', `gunnery ${a.pilot.gunnery}`, a.pilot.gunnery, SRC.gunnery)];
  const am = a.capabilities.ignoresOwnMovement ? null : attackerMovementMod(moveOf(s.moved[attacker]?.mode));
  if (am) mods.push(am);
  if (a.prone) mods.push(modifier('attacker-prone', 'attacker prone', 2, SRC.attackerMove));
  const r = rangeModifiers(profile, range);
  const dmg = damageModifiers(a, w.location);
  mods.push(...r.mods, ...mmlModeModifiers(profile), ...los.modifiers, buildingModifier(s));
  const heat = heatToHitModifier(a);
  if (heat) mods.push(heat);
  if (profile.toHit) mods.push(modifier('weapon', `${profile.name} modifier`, profile.toHit, tw('Weapons and Equipment', {})));
  mods.push(...dmg.mods);
  const label = `${a.name} → ${b.label}: ${profile.name} at ${range}`;
  const automatic = r.outOfRange
    ? { outcome: 'failure' as const, reason: `range ${range} is outside ${profile.name}'s 1–${profile.ranges.long}`, source: SRC.range }
    : dmg.cannotFire
      ? { outcome: 'failure' as const, reason: dmg.cannotFire, source: SRC.damageMods }
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

function attackerLos(s: BattleState, id: string) {
  const u = s.units[id]!;
  return { hex: parseHexLabel(s.positions[id]!.hex), height: u.prone ? 0 : u.capabilities.height, ...(u.elevation > 0 ? { elevation: u.elevation } : {}) };
}

/**
 * Every weapon of `attacker` that can fire at building `id` now, with its ruling: the building standing, in line
 * of sight, in the weapon's arc (`inArc` says whether a mount covers the hex) and range, ammunition left. Empty otherwise.
 * `bins`: the bin chosen for a weapon's shot (by weapon index), as a declaration's `bin` names it.
 */
export function buildingFireOptions(
  s: BattleState,
  attacker: string,
  id: string,
  inArc: (weapon: number, hex: string) => boolean,
  hasAmmo: (u: BattleUnit, p: WeaponProfile) => boolean,
  bins: Readonly<Record<number, number>> = {},
): BuildingShot[] {
  const b = s.buildings?.[id];
  if (!b || b.destroyed) return [];
  const a = s.units[attacker]!;
  if (buildingOutOfSight(s, attacker, b)) return [];
  const out: BuildingShot[] = [];
  a.weapons.forEach((w, i) => {
    if (w.destroyed || a.locations[w.location]?.destroyed || !inArc(i, b.hex)) return;
    const bin = bins[i];
    const base = weaponProfile(w.equipmentId);
    const profile = base && shotProfile(a, base, bin);
    if (!profile || !hasAmmo(a, profile)) return;
    const toHit = buildingToHit(s, attacker, b, i, bin);
    if (toHit && toHit.odds.probability > 0) out.push({ weapon: i, profile, toHit, ...(bin !== undefined ? { bin } : {}) });
  });
  return out;
}

export interface BuildingShotReport {
  readonly building: string;
  readonly toHit: Ruling;
  readonly roll: number | null;
  readonly hit: boolean;
  readonly cluster: { readonly roll: number; readonly hits: number } | null;
  /** Damage the shot did (a cluster weapon's hits added together). */
  readonly damage: number;
  readonly remaining: number;
  readonly destroyed: boolean;
  readonly attackerHeat: number;
}

/** One shot at a building: roll to hit, then the damage (cluster weapons roll their hits, all of it off the construction factor). */
export function shootBuilding(
  shooter: BattleUnit,
  shot: BuildingShot,
  b: BuildingState,
  dice: Dice,
): { attacker: BattleUnit; building: BuildingState; report: BuildingShotReport } {
  const check = rollCheck(shot.toHit, dice, `${shooter.name}: ${shot.profile.name} to-hit (${b.label})`);
  const fed = useAmmo(shooter, shot.profile, 1, shot.bin);
  const attacker = fed.unit.capabilities.tracksHeat ? { ...fed.unit, heat: fed.unit.heat + shot.profile.heat } : fed.unit;
  let cluster: BuildingShotReport['cluster'] = null;
  let damage = 0;
  if (check.success) {
    const c = shot.profile.cluster;
    if (c) {
      const roll = shot.profile.flags.includes('streak') ? 11 : dice.roll('2d6', `${shooter.name}: ${shot.profile.name} cluster hits`).total;
      const hits = clusterHits(c.size, roll);
      cluster = { roll, hits };
      damage = hits * c.damagePerMissile;
    } else damage = shot.profile.damage;
  }
  const remaining = Math.max(0, b.remaining - damage);
  const building = { ...b, remaining, destroyed: remaining === 0 };
  return {
    attacker,
    building,
    report: {
      building: b.id,
      toHit: shot.toHit,
      roll: check.roll?.total ?? null,
      hit: check.success,
      cluster,
      damage,
      remaining,
      destroyed: building.destroyed,
      attackerHeat: shot.profile.heat,
    },
  };
}

/** The buildings whose construction factor changed, as the event carries them. */
export const buildingChanges = (
  before: BattleState['buildings'],
  after: Readonly<Record<string, BuildingState>>,
): Record<string, { remaining: number; destroyed: boolean }> =>
  Object.fromEntries(
    Object.values(after)
      .filter((b) => before?.[b.id]?.remaining !== b.remaining)
      .map((b) => [b.id, { remaining: b.remaining, destroyed: b.destroyed }]),
  );
