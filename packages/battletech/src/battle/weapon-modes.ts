// Weapon modes marked on the record sheet at the start of the battle (setup `weaponModes`; Solaris VII Stable Challenge §8.7).
import type { CombatRules } from '../options/rules';
import { weaponProfile } from './memo';
import type { BattleState } from './state';

/** The mode weapon `i` was marked to fire in at the start of the battle (setup `weaponModes`), if any. */
export const declaredMode = (s: BattleState, unit: string, i: number): { mode?: string } => {
  const mode = s.weaponModes?.[unit]?.[i];
  return mode ? { mode } : {};
};

/** Why weapon `i` cannot fire in its declared mode under these rules (the mode unknown, or not for this weapon), or null. */
export function modeProblem(s: BattleState, unit: string, i: number, rules: CombatRules): string | null {
  const { mode } = declaredMode(s, unit, i);
  if (!mode) return null;
  const rule = rules.weaponModes[mode];
  if (!rule) return `weapon ${i} is marked for ${mode}, which these rules do not define (enable its option)`;
  const flags = weaponProfile(s.units[unit]!.weapons[i]!.equipmentId)?.flags ?? [];
  const fits = rule.kind === 'burst' ? Object.keys(rule.dice).some((f) => flags.includes(f as never)) : flags.includes(rule.flag as never);
  if (!fits || (rule.kind === 'burst' && s.units[unit]!.platoon)) return `weapon ${i} cannot fire in ${rule.label}`;
  return null;
}
