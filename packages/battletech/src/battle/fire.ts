// Weapon fire in a battle: what a unit can shoot (range, arc, line of sight), and all declared fire resolved as simultaneous.
import { type Dice, type Ruling, type Source, attackDirection, hexDistance, isInArc, parseHexLabel, toFacing } from '@marshal/core';
import { MECH_ATTACK_DIRECTIONS, MECH_FIRING_ARCS } from '../map/arcs';
import type { BattleUnit } from '../unit/battle-unit';
import type { CombatRules } from '../options/rules';
import type { AttackDirection } from '../tables/mech-hit-location';
import { weaponToHit } from '../rules/to-hit/to-hit';
import type { TargetMovement } from '../rules/to-hit/movement-modifiers';
import { POINT_BLANK_NO_TARGET_MOVE } from './sources';
import type { LosResult, LosUnit } from '../map/los-types';
import { type WeaponAttackReport, resolveWeaponAttack } from '../rules/weapon-attacks/weapon-attack';
import type { WeaponProfile } from '../unit/weapons';
import { feedsWeapon, losRulesOf, objectId, shotsBetween, sight, weaponProfile } from './memo';
import { declaredMode } from './weapon-modes';
import { binChoices, munitionInput } from './munitions';
import { isMml, shotProfile } from '../unit/mml';
import type { BattleState, BuildingState } from './state';
import { ecmHexes, electronicsInput, electronicsKey } from './electronics';
import { type PodShotInput, nemesisDecoys, podKey, podShotInput, podToHit } from './narc';
import { explainDecoy, nemesisDraw, nemesisNote } from './nemesis';
import { artemisInput } from './artemis';
import { type BuildingShotReport, buildingFireOptions, buildingTargetId, shootBuilding } from './buildings';

export interface FireOption {
  readonly weapon: number;
  readonly profile: WeaponProfile;
  readonly location: string;
  readonly toHit: Ruling;
  readonly direction: AttackDirection;
  /** The bin the shot is computed for when it is not the default one (an MML whose default rounds cannot reach). */
  readonly bin?: number;
}

const ARC_OF: Readonly<Record<string, readonly string[]>> = {
  LA: ['front', 'left'],
  RA: ['front', 'right'],
  LS: ['left'],
  RS: ['right'],
  RR: ['rear'],
  TU: ['front', 'left', 'right', 'rear'],
};

/** Firing arcs a mount covers: rear-mounted the rear arc, arms the front and their own side, vehicle sides and rear their own arc, a turret all round, the rest the front. */
export const mountArcs = (location: string, rear: boolean): readonly string[] => (rear ? ['rear'] : (ARC_OF[location] ?? ['front']));

/** The side of the target struck; along a boundary the defender chooses, taken here as the better-armoured side (front first). */
export function strikeSide(s: BattleState, attacker: string, target: string): AttackDirection {
  const t = s.positions[target]!;
  const sides = attackDirection(MECH_ATTACK_DIRECTIONS, parseHexLabel(t.hex), t.facing, parseHexLabel(s.positions[attacker]!.hex));
  for (const pref of ['front', 'left', 'right', 'rear']) if (sides.includes(pref)) return pref as AttackDirection;
  return 'front';
}

/** The unit as line of sight sees it in a hex: its capability height (a prone 'Mech 0), a flying unit at its elevation. */
export const losUnitAt = (s: BattleState, id: string, hex: string): LosUnit => {
  const u = s.units[id]!;
  const cover = s.takingCover?.[id];
  return {
    hex: parseHexLabel(hex),
    height: u.prone ? 0 : u.capabilities.height,
    ...(u.elevation > 0 ? { elevation: u.elevation } : {}),
    ...(cover !== undefined && hex === s.positions[id]?.hex ? { takingCover: cover } : {}),
  };
};
export const losUnit = (s: BattleState, id: string) => losUnitAt(s, id, s.positions[id]!.hex);

/** Bipeds and tripods may twist one hexside when they fire (TW Torso Twists; TacOps tripods); quads cannot (TW Four-Legged 'Mechs); never while prone. */
export const canTwist = (u: BattleUnit): boolean => u.capabilities.torsoTwist && !u.prone;

/**
 * Every weapon of `attacker` that can fire at `target` now, with its to-hit ruling; empty when line of sight is
 * blocked. `twist` (−1, 0, +1) turns the arcs of every mount but the legs; by default the twist declared this round.
 */
export function fireOptions(s: BattleState, attacker: string, target: string, rules: CombatRules, twist = s.twists[attacker] ?? 0): readonly FireOption[] {
  let byCall = optionsOfState.get(s);
  if (!byCall) optionsOfState.set(s, (byCall = new Map()));
  const key = `${objectId(rules)}|${attacker}>${target}@${twist}`;
  let out = byCall.get(key);
  if (out === undefined) byCall.set(key, (out = stateFireOptions(s, attacker, target, rules, twist)));
  return out;
}

/**
 * `fireOptions` remembered per state object (states are read-only values): the bot's volley, the check of the fire it
 * declares and the choices the phase offers all ask about the same state.
 */
const optionsOfState = new WeakMap<BattleState, Map<string, readonly FireOption[]>>();

function stateFireOptions(s: BattleState, attacker: string, target: string, rules: CombatRules, twist: number): FireOption[] {
  const a = s.units[attacker]!;
  const from = s.positions[attacker]!;
  const fromHex = parseHexLabel(from.hex);
  const at = parseHexLabel(s.positions[target]!.hex);
  const range = hexDistance(fromHex, at);
  const los = sight(s.map, losUnit(s, attacker), losUnit(s, target), losRulesOf(rules));
  if (los.blocked) return [];
  const direction = strikeSide(s, attacker, target);
  const arcsFor = (facing: number) => MECH_FIRING_ARCS.filter((arc) => isInArc(arc, fromHex, toFacing(facing), at)).map((arc) => arc.id);
  const legArcs = arcsFor(from.facing);
  const arcs = twist && canTwist(a) ? arcsFor(from.facing + twist) : legArcs;
  const moved = s.moved[attacker];
  const tm = s.moved[target];
  const shots = shotsBetween(rules, s.map, a, s.units[target]!);
  const ew = electronicsKey(electronicsInput(s, attacker, target, los, rules));
  const pods = podKey(podsFor(s, attacker, target, rules));
  const targetMove = `${s.positions[target]!.hex}/${tm?.hexes ?? 0}/${tm?.mode === 'jump'}/${s.pointBlank?.mover === target}`;
  const key = `x|${from.hex}/${moved?.mode}>${targetMove}/${ew}/${s.takingCover?.[target] ?? ''}/${pods}`;
  const out: FireOption[] = [];
  a.weapons.forEach((w, i) => {
    if (w.destroyed || a.locations[w.location]?.destroyed) return;
    const seen = a.capabilities.legs.includes(w.location) ? legArcs : arcs;
    if (!mountArcs(w.location, w.rear).some((arc) => seen.includes(arc))) return;
    const p = weaponProfile(w.equipmentId);
    const k = `${key}${i}${(p && munitionInput(a, p).munition?.id) ?? ''}${(p && shotProfile(a, p).mml) ?? ''}`;
    let shot = shots.get(k);
    if (shot === undefined) shots.set(k, (shot = weaponShot(s, attacker, target, i, range, los, rules)));
    if (shot) out.push({ weapon: i, profile: shot.profile, location: w.location, toHit: shot.toHit, direction });
    else if (p && isMml(p)) {
      // An MML whose default rounds cannot reach the target may still reach it in its other mode.
      const other = binChoices(a, p).slice(1);
      for (const { bin } of other) {
        const alt = weaponShot(s, attacker, target, i, range, los, rules, bin);
        if (alt) {
          out.push({ weapon: i, profile: alt.profile, location: w.location, toHit: alt.toHit, direction, bin });
          break;
        }
      }
    }
  });
  return out;
}

/** The pods that matter for a shot (Narc guide, haywire), the target's hex checked for ECM against the attacker's side. */
const podsFor = (s: BattleState, attacker: string, target: string, rules: CombatRules): PodShotInput =>
  podShotInput(s, attacker, target, (hex) => ecmHexes(s, s.sideOf[attacker]!, [hex], rules).length > 0);

/** Whether mount `i` of `attacker` covers `hex` (legs keep the leg facing; the rest turn with a torso twist). */
function mountCovers(s: BattleState, attacker: string, i: number, hex: string, twist: number): boolean {
  const a = s.units[attacker]!;
  const from = s.positions[attacker]!;
  const fromHex = parseHexLabel(from.hex);
  const at = parseHexLabel(hex);
  const w = a.weapons[i]!;
  const facing = twist && canTwist(a) && !a.capabilities.legs.includes(w.location) ? from.facing + twist : from.facing;
  const seen = MECH_FIRING_ARCS.filter((arc) => isInArc(arc, fromHex, toFacing(facing), at)).map((arc) => arc.id);
  return mountArcs(w.location, w.rear).some((arc) => seen.includes(arc));
}

/**
 * Every weapon of `attacker` that can fire at objective building `id` now (by default with the twist declared this round;
 * `bins`: a shot's chosen bin by weapon).
 */
export const buildingOptions = (s: BattleState, attacker: string, id: string, twist = s.twists[attacker] ?? 0, bins: Readonly<Record<number, number>> = {}) =>
  buildingFireOptions(s, attacker, id, (i, hex) => mountCovers(s, attacker, i, hex, twist), hasAmmo, bins);

/** One weapon's shot at `target` from where `attacker` stands (facing aside): its profile and to-hit ruling, or null when it cannot fire or cannot hit. */
export function weaponShot(
  s: BattleState,
  attacker: string,
  target: string,
  i: number,
  range: number,
  los: LosResult,
  rules: CombatRules,
  bin?: number,
): { profile: WeaponProfile; toHit: Ruling } | null {
  const a = s.units[attacker]!;
  const w = a.weapons[i]!;
  const base = weaponProfile(w.equipmentId);
  const profile = base && shotProfile(a, base, bin);
  if (!profile || range > profile.ranges.long || range < 1) return null;
  if (!hasAmmo(a, profile)) return null;
  const toHit = weaponToHit(
    {
      attacker: a,
      target: s.units[target]!,
      weapon: profile,
      weaponLocation: w.location,
      range,
      los,
      attackerMoved: attackerMoved(s.moved[attacker]?.mode),
      targetMoved: targetMovedOf(s, attacker, target),
      ...electronicsInput(s, attacker, target, los, rules),
      ...declaredMode(s, attacker, i),
      ...munitionInput(a, profile, bin),
      ...podToHit(podsFor(s, attacker, target, rules), munitionInput(a, profile, bin).munition),
    },
    rules,
  );
  return toHit.odds.probability === 0 ? null : { profile, toHit };
}

/** How far the target moved this turn; a mover shot point-blank by a hidden unit mid-move has its movement waived. */
function targetMovedOf(s: BattleState, attacker: string, target: string): TargetMovement {
  if (s.pointBlank?.mover === target && s.pointBlank.waiting.includes(attacker)) return { hexes: 0, jumped: false, waived: POINT_BLANK_NO_TARGET_MOVE };
  const tm = s.moved[target];
  return { hexes: tm?.hexes ?? 0, jumped: tm?.mode === 'jump' };
}

const attackerMoved = (m: string | undefined) =>
  (m === 'walk' ? 'walked' : m === 'run' ? 'ran' : m === 'jump' ? 'jumped' : 'stood') as 'stood' | 'walked' | 'ran' | 'jumped';

/** A weapon with bins that feed it needs a round left in one; a weapon with none tracked fires freely. */
function hasAmmo(a: BattleUnit, p: WeaponProfile): boolean {
  let fed = false;
  for (const b of a.ammo)
    if (!b.exploded && feedsWeapon(b.equipmentId, p)) {
      if (b.shots > 0) return true;
      fed = true;
    }
  return !fed;
}

/**
 * Weapon `i`'s shot at `target` fired from bin `bin` (a kind of round other than the default one), as `fireOptions`
 * would give it; null when it cannot fire at the target.
 */
export function fireOptionFrom(
  s: BattleState,
  attacker: string,
  target: string,
  i: number,
  bin: number,
  rules: CombatRules,
  twist?: number,
): FireOption | null {
  const base = fireOptions(s, attacker, target, rules, twist).find((o) => o.weapon === i);
  if (!base) return null;
  const range = hexDistance(parseHexLabel(s.positions[attacker]!.hex), parseHexLabel(s.positions[target]!.hex));
  const los = sight(s.map, losUnit(s, attacker), losUnit(s, target), losRulesOf(rules));
  const shot = weaponShot(s, attacker, target, i, range, los, rules, bin);
  return shot && { ...base, profile: shot.profile, toHit: shot.toHit, bin };
}

export interface FireReport {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  /** A shot at a unit, at a building (`target` is `building:<id>`), or one not taken and why. */
  readonly report: WeaponAttackReport | BuildingShotReport | SkippedShot;
  /** Missiles drawn to a unit of the shooter's own side by its Nemesis pod: the unit they were fired at, what drew them (battle/nemesis). */
  readonly nemesis?: { readonly aimedAt: string; readonly missiles: string; readonly source: Source };
}

/** A declared shot that was not made (no ammunition left, the building already down). */
export interface SkippedShot {
  readonly skipped: string;
}

/**
 * Resolve every declared attack. To-hit numbers come from the units as they were when fire was declared; damage
 * accumulates on the targets and the whole result is applied at the end of the phase, so all fire is simultaneous.
 */
export function resolveFire(
  s: BattleState,
  rules: CombatRules,
  dice: Dice,
): { units: Record<string, BattleUnit>; reports: FireReport[]; buildings: Record<string, BuildingState> } {
  const live: Record<string, BattleUnit> = { ...s.units };
  const buildings: Record<string, BuildingState> = { ...s.buildings };
  const reports: FireReport[] = [];
  for (const [attacker, attacks] of Object.entries(s.fire)) {
    const byTarget = new Map<string, readonly FireOption[]>();
    for (const d of attacks)
      if (buildingTargetId(d.target) === null && !byTarget.has(d.target)) byTarget.set(d.target, fireOptions(s, attacker, d.target, rules));
    for (const d of attacks) {
      const building = buildingTargetId(d.target);
      if (building !== null) {
        reports.push(fireAtBuilding(s, live, buildings, attacker, d.weapon, building, dice, d.bin));
        continue;
      }
      const opt = byTarget.get(d.target)!.find((o) => o.weapon === d.weapon)!;
      const bin = d.bin ?? opt.bin;
      // Heat as it stood when fire was declared (Total Warfare, Heat: heat built up this turn takes effect in the heat
      // phase on), so the earlier shots of the same volley never raise a later shot's heat modifier.
      const declaredUnit = s.units[attacker]!;
      const shooter = live[attacker]!.ammo === declaredUnit.ammo ? declaredUnit : { ...declaredUnit, ammo: live[attacker]!.ammo };
      if (!hasAmmo(shooter, opt.profile)) {
        reports.push({ attacker, target: d.target, weapon: opt.profile.name, report: { skipped: 'no ammunition left' } });
        continue;
      }
      const shoot = (target: string, o: FireOption) => {
        const los = sight(s.map, losUnit(s, attacker), losUnit(s, target), losRulesOf(rules));
        const loaded = munitionInput(shooter, o.profile, bin);
        return resolveWeaponAttack(
          {
            attacker: shooter,
            target: live[target]!,
            weapon: shotProfile(shooter, o.profile, bin),
            weaponLocation: o.location,
            direction: o.direction,
            range: hexDistance(parseHexLabel(s.positions[attacker]!.hex), parseHexLabel(s.positions[target]!.hex)),
            los,
            attackerMoved: attackerMoved(s.moved[attacker]?.mode),
            targetMoved: targetMovedOf(s, attacker, target),
            ...electronicsInput(s, attacker, target, los, rules),
            ...declaredMode(s, attacker, d.weapon),
            ...loaded,
            ...podToHit(podsFor(s, attacker, target, rules), loaded.munition),
            ...(d.podEccm ? { podEccm: true } : {}),
            ...(bin !== undefined ? { bin } : {}),
            ...artemisInput(s, attacker, d.weapon, loaded.munition, los, rules),
          },
          rules,
          dice,
        );
      };
      // Nemesis pods: the missiles try each decoy on the line first; a miss on one goes on (no round or heat spent on it).
      let struck = d.target;
      let out: ReturnType<typeof shoot> | null = null;
      const draw = nemesisDraw(shooter, d.weapon, opt.profile.name, munitionInput(shooter, opt.profile, bin).munition);
      if (draw)
        for (const decoy of nemesisDecoys(s, attacker, d.target)) {
          const o = fireOptions(s, attacker, decoy, rules).find((x) => x.weapon === d.weapon);
          if (!o) continue;
          const tried = explainDecoy(shoot(decoy, o), draw, s.units[d.target]!.name);
          if (tried.report.hit) {
            [struck, out] = [decoy, tried];
            break;
          }
          reports.push({ attacker, target: decoy, weapon: opt.profile.name, report: tried.report, nemesis: nemesisNote(draw, d.target) });
        }
      out ??= shoot(d.target, opt);
      live[attacker] = {
        ...live[attacker]!,
        heat: live[attacker]!.heat + (out.attacker.heat - shooter.heat),
        ammo: mergeAmmo(live[attacker]!, shooter, out.attacker),
      };
      live[struck] = out.target;
      const diverted = struck === d.target || !draw ? {} : { nemesis: nemesisNote(draw, d.target) };
      reports.push({ attacker, target: struck, weapon: opt.profile.name, report: out.report, ...diverted });
    }
  }
  return { units: live, reports, buildings };
}

/**
 * One declared shot at a building: to-hit from the state as declared (the building's hex, line of sight), damage
 * off the construction factor as it stands now; a building already brought down takes no more.
 */
function fireAtBuilding(
  s: BattleState,
  live: Record<string, BattleUnit>,
  buildings: Record<string, BuildingState>,
  attacker: string,
  weapon: number,
  id: string,
  dice: Dice,
  bin?: number,
): FireReport {
  const target = `building:${id}`;
  const shot = buildingOptions(s, attacker, id, undefined, bin !== undefined ? { [weapon]: bin } : {}).find((o) => o.weapon === weapon)!;
  const shooter = { ...s.units[attacker]!, ammo: live[attacker]!.ammo };
  if (!hasAmmo(shooter, shot.profile)) return { attacker, target, weapon: shot.profile.name, report: { skipped: 'no ammunition left' } };
  const b = buildings[id]!;
  if (b.destroyed) return { attacker, target, weapon: shot.profile.name, report: { skipped: `${b.label} is already destroyed` } };
  const out = shootBuilding(shooter, shot, b, dice);
  live[attacker] = {
    ...live[attacker]!,
    heat: live[attacker]!.heat + (out.attacker.heat - shooter.heat),
    ammo: mergeAmmo(live[attacker]!, shooter, out.attacker),
  };
  buildings[id] = out.building;
  return { attacker, target, weapon: shot.profile.name, report: out.report };
}

/** The live bins less what the shot used (`before` → `after`); the same array when it used none. */
function mergeAmmo(live: BattleUnit, before: BattleUnit, after: BattleUnit): BattleUnit['ammo'] {
  if (before.ammo === after.ammo) return live.ammo;
  let out: BattleUnit['ammo'][number][] | null = null;
  live.ammo.forEach((b, i) => {
    const shots = Math.max(0, b.shots - ((before.ammo[i]?.shots ?? 0) - (after.ammo[i]?.shots ?? 0)));
    if (shots !== b.shots) (out ??= [...live.ammo])[i] = { ...b, shots };
  });
  return out ?? live.ammo;
}
