// What the bot counts for a launcher served by an Artemis FCS (battle/artemis): the bonus the shot's cluster roll would
// get now, with enemy ECM on the line of fire and the attacker's stealth armour taken into account as in the fire phase.
import { artemisInput } from '../battle/artemis';
import { losUnit } from '../battle/fire';
import { losRulesOf, sight } from '../battle/memo';
import type { BattleState } from '../battle/state';
import type { CombatRules } from '../options/rules';
import type { MunitionRule } from '../rules/munitions';

/** The Artemis bonus on the cluster roll of weapon `weapon` of `attacker` fired at `target` with `munition` (0 without one). */
export function artemisBonus(s: BattleState, attacker: string, target: string, weapon: number, munition: MunitionRule | undefined, rules: CombatRules): number {
  if (!s.units[attacker]!.fcs || !munition) return 0;
  const los = sight(s.map, losUnit(s, attacker), losUnit(s, target), losRulesOf(rules));
  return artemisInput(s, attacker, weapon, munition, los, rules).artemis?.value ?? 0;
}
