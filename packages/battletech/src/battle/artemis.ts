// Artemis fire-control systems in a battle (rules/artemis): what the working FCS serving a launcher (unit/artemis) adds to
// one shot's cluster roll (the bonus, or a +0 line saying why it is lost: enemy ECM on the line of fire, the attacker's
// own stealth armour). The battle has no indirect fire, so that exception never arises here.
import type { LosResult } from '../map/los-types';
import type { CombatRules } from '../options/rules';
import { type ArtemisBlock, type ClusterModifier, FCS } from '../rules/artemis';
import type { MunitionRule } from '../rules/munitions';
import { fcsLine, workingFcs } from '../unit/artemis';
import type { BattleUnit } from '../unit/battle-unit';
import { ecmHexes, stealthActive } from './electronics';
import type { BattleState } from './state';

/** The launcher is served by a working FCS and fires the rounds made for it (what the Nemesis rule calls Artemis-guided). */
export function artemisGuided(u: BattleUnit, weapon: number, munition: MunitionRule | undefined): boolean {
  const fcs = workingFcs(u, weapon);
  return !!fcs && munition?.id === FCS[fcs].ammo;
}

/**
 * The cluster-roll line of weapon `weapon` of `attacker` fired with `munition` along `los`, as a declaration field
 * (`{}` when no working FCS serves it or it fires other rounds). Enemy ECM on any hex of the line of sight (`los.hexes`
 * runs from the attacker's hex to the target's) or the attacker's own stealth armour turns the bonus into a +0 line.
 */
export function artemisInput(
  s: BattleState,
  attacker: string,
  weapon: number,
  munition: MunitionRule | undefined,
  los: Pick<LosResult, 'hexes'>,
  rules: CombatRules,
): { artemis?: ClusterModifier } {
  const a = s.units[attacker]!;
  if (!a.fcs || !artemisGuided(a, weapon, munition)) return {};
  const block: ArtemisBlock | undefined = stealthActive(a, rules) ? 'stealth' : ecmHexes(s, s.sideOf[attacker]!, los.hexes, rules).length ? 'ecm' : undefined;
  const line = fcsLine(a, weapon, munition?.id, block);
  return line ? { artemis: line } : {};
}
