/**
 * Whether a side has anything to decide in the current attack phase. A side whose every unit has no shot (no weapon
 * in range, arc, ammunition and line of sight of any target) or no physical attack (nothing adjacent in a punching,
 * kicking or pushing arc) has nothing to keep secret either: a hot seat can declare "no attack" for it without
 * handing the device over.
 */
import type { CombatRules } from '../options/rules';
import { buildingOptions, canTwist, fireOptions } from './fire';
import { brushOffOptions, physicalOption } from './phases';
import { crewRemovalDeclaration } from './pod-removal';
import type { PhysicalDeclaration } from './schema';
import { type BattleState, canAct, enemiesOf, unitsOf } from './state';

/** Every physical attack a player may declare in the physical phase (charges and deaths from above go with movement). */
export const PHYSICAL_ATTACKS: readonly Omit<PhysicalDeclaration, 'target'>[] = [
  { kind: 'kick', limb: 'RL' },
  { kind: 'kick', limb: 'LL' },
  { kind: 'punch', limb: 'RA' },
  { kind: 'punch', limb: 'LA' },
  { kind: 'push' },
];

function canShoot(s: BattleState, unit: string, rules: CombatRules): boolean {
  const twists = canTwist(s.units[unit]!) ? [0, -1, 1] : [0];
  const buildings = Object.values(s.buildings ?? {}).filter((b) => !b.destroyed);
  return twists.some(
    (twist) =>
      enemiesOf(s, unit).some((foe) => fireOptions(s, unit, foe, rules, twist).length > 0) ||
      buildings.some((b) => buildingOptions(s, unit, b.id, twist).length > 0),
  );
}

const canStrike = (s: BattleState, unit: string, rules: CombatRules): boolean =>
  enemiesOf(s, unit).some((target) => PHYSICAL_ATTACKS.some((a) => typeof physicalOption(s, unit, { ...a, target }, rules) !== 'string')) ||
  brushOffOptions(s, unit, rules).length > 0 ||
  crewRemovalDeclaration(s, unit) !== null;

/** The units of `side` that still owe a declaration in this fire or physical phase. */
export function owingUnits(s: BattleState, side: string): string[] {
  if (s.phase === 'fire') return unitsOf(s, side).filter((id) => canAct(s, id) && !s.fire[id]);
  if (s.phase === 'physical') return unitsOf(s, side).filter((id) => canAct(s, id) && !(id in s.physical));
  return [];
}

/**
 * True when `side` owes declarations in the fire or physical phase and none of its units has any attack to choose.
 * Movement always has something to decide.
 */
export function nothingToDecide(s: BattleState, side: string, rules: CombatRules): boolean {
  const owing = owingUnits(s, side);
  if (!owing.length) return false;
  if (s.phase === 'fire') return !owing.some((id) => canShoot(s, id, rules));
  if (s.phase === 'physical') return !owing.some((id) => canStrike(s, id, rules));
  return false;
}
