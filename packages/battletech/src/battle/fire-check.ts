// Checking a unit's declared fire before it is recorded: each weapon once, a target it can hit now, its mode, bin and pod.
import type { CombatRules } from '../options/rules';
import { weaponProfile } from './memo';
import { type FireOption, buildingOptions, canTwist, fireOptionFrom, fireOptions } from './fire';
import { isMml } from '../unit/mml';
import { coverForbidsTwist } from './taking-cover';
import { modeProblem } from './weapon-modes';
import { munitionInput } from './munitions';
import { binFeeds } from '../unit/ammo-use';
import type { FireDeclaration } from './schema';
import { type BattleState, inPlay } from './state';
import { buildingOutOfSight, buildingTargetId } from './buildings';

/** Check a unit's declared attacks: each weapon once, against an enemy it can hit now. Returns the reason for the first bad one. */
export function checkFire(s: BattleState, unit: string, attacks: readonly FireDeclaration[], rules: CombatRules, twist = 0): string | null {
  if (twist && !canTwist(s.units[unit]!)) return `${s.units[unit]!.name} cannot twist its torso`;
  if (twist && coverForbidsTwist(s, unit)) return `${s.units[unit]!.name} is taking cover and may not twist its torso`;
  const seen = new Set<number>();
  const options = new Map<string, readonly FireOption[]>();
  const optionsAt = (target: string) => {
    let o = options.get(target);
    if (!o) options.set(target, (o = fireOptions(s, unit, target, rules, twist)));
    return o;
  };
  for (const [i, d] of attacks.entries()) {
    if (seen.has(d.weapon)) return `attacks.${i}: weapon ${d.weapon} is fired twice`;
    seen.add(d.weapon);
    const badMode = modeProblem(s, unit, d.weapon, rules);
    if (badMode) return `attacks.${i}: ${badMode}`;
    if (d.bin !== undefined) {
      const u = s.units[unit]!;
      const p = u.weapons[d.weapon] && weaponProfile(u.weapons[d.weapon]!.equipmentId);
      const b = u.ammo[d.bin];
      if (!p || !b || b.exploded || b.shots <= 0 || !binFeeds(b.equipmentId, p))
        return `attacks.${i}: bin ${d.bin} does not feed weapon ${d.weapon} or is empty`;
    }
    if (d.podEccm) {
      const badPod = podEccmProblem(s, unit, d.weapon, rules);
      if (badPod) return `attacks.${i}: ${badPod}`;
    }
    const building = buildingTargetId(d.target);
    if (building !== null) {
      const b = s.buildings?.[building];
      if (!b) return `attacks.${i}: there is no objective building "${building}"`;
      if (b.destroyed) return `attacks.${i}: building "${building}" is already destroyed`;
      if (buildingOutOfSight(s, unit, b)) return `attacks.${i}: ${s.units[unit]!.name} has no line of sight to building ${building} at ${b.hex}`;
      if (!buildingOptions(s, unit, building, twist, d.bin !== undefined ? { [d.weapon]: d.bin } : {}).some((o) => o.weapon === d.weapon)) {
        return cannotFire(s, unit, i, d.weapon, `building ${building} at ${b.hex}`);
      }
      continue;
    }
    if (!inPlay(s, d.target) || s.sideOf[d.target] === s.sideOf[unit]) return `attacks.${i}: "${d.target}" is not an enemy unit in play`;
    if (!optionsAt(d.target).some((o) => o.weapon === d.weapon)) {
      return cannotFire(s, unit, i, d.weapon, d.target);
    }
    if (d.bin !== undefined && mmlOutOfReach(s, unit, d, rules, twist))
      return `attacks.${i}: the rounds of bin ${d.bin} cannot reach ${d.target} (an MML fires them in their own mode's range brackets)`;
  }
  return null;
}

/** Why weapon `i` cannot fire an ECCM pod: the ECCM option is off, or it is not an iNarc loaded with ECM pods. */
function podEccmProblem(s: BattleState, unit: string, i: number, rules: CombatRules): string | null {
  if (!rules.eccm.allowed) return 'an ECM pod fired as ECCM needs the ECCM option (Solaris VII Stable Challenge §8.6.1)';
  const u = s.units[unit]!;
  const p = u.weapons[i] && weaponProfile(u.weapons[i]!.equipmentId);
  if (!p || munitionInput(u, p).munition?.pod !== 'ecm') return `weapon ${i} is not an iNarc launcher firing ECM pods`;
  return null;
}

/** Whether weapon `i` may fire its ECM pod as an ECCM pod now (the ECCM option on, an iNarc loaded with ECM pods). */
export const canFireEccmPod = (s: BattleState, unit: string, i: number, rules: CombatRules): boolean => podEccmProblem(s, unit, i, rules) === null;

/** An MML declared with a bin whose mode cannot reach the target (the other mode could). */
function mmlOutOfReach(s: BattleState, unit: string, d: FireDeclaration, rules: CombatRules, twist: number): boolean {
  const w = s.units[unit]!.weapons[d.weapon];
  const p = w && weaponProfile(w.equipmentId);
  return !!p && isMml(p) && !fireOptionFrom(s, unit, d.target, d.weapon, d.bin!, rules, twist);
}

/** Why declared attack `i` is refused when its weapon has no shot at `what` (named by its equipment when it has one). */
function cannotFire(s: BattleState, unit: string, i: number, weapon: number, what: string): string {
  const w = s.units[unit]!.weapons[weapon];
  const name = w ? w.equipmentId : `weapon ${weapon}`;
  return `attacks.${i}: ${name} cannot fire at ${what} (destroyed, out of range or arc, no ammunition, or no line of sight)`;
}
