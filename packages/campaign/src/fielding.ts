/** Who may take part in a scenario: a side's own surviving units whose group the scenario admits. */
import { type Rejection, reject } from '@marshal/core';
import type { SideId } from './force';
import type { CampaignRules } from './rules';
import { SCENARIO_TITLES, type ScenarioType } from './scenarios';
import { RULE } from './sources';
import type { CampaignState } from './state';

/** Refuse unknown, enemy, destroyed or ineligible units, naming the rule; null when every unit may take part. */
export function checkFielded(state: CampaignState, rules: CampaignRules, scenario: ScenarioType, side: SideId, ids: readonly string[]): Rejection | null {
  const allowed = rules.eligibility.byScenario[scenario];
  const seen = new Set<string>();
  for (const id of ids) {
    const field = side;
    if (seen.has(id)) return reject(`unit ${id} is listed twice`, undefined, field);
    seen.add(id);
    const u = state.units[id];
    if (!u) return reject(`there is no unit "${id}" in this campaign`, undefined, field);
    if (u.side !== side) return reject(`${u.unit.name} (${id}) belongs to the ${u.side}, not the ${side}`, undefined, field);
    if (u.status === 'destroyed') return reject(`${u.unit.name} (${id}) was destroyed and cannot take part`, undefined, field);
    const group = state.groups[u.group]!;
    if (!allowed.includes(group.role))
      return reject(
        `${u.unit.name} (${id}) is in ${group.name}, a ${group.role} group; the ${SCENARIO_TITLES[scenario]} admits only ${allowed.join(', ')} groups`,
        scenario === 'meeting-engagement' ? RULE.meetingRecon : rules.eligibility.source,
        field,
      );
  }
  return null;
}

/** Surviving units of a side whose groups may take part in the scenario. */
export function eligibleUnits(state: CampaignState, rules: CampaignRules, scenario: ScenarioType, side: SideId): string[] {
  const allowed = rules.eligibility.byScenario[scenario];
  return Object.entries(state.units)
    .filter(([, u]) => u.side === side && u.status !== 'destroyed' && allowed.includes(state.groups[u.group]!.role))
    .map(([id]) => id);
}

/** A unit's normal logistics cost: its own, or the rules' default per started 10 tons. */
export const normalCost = (state: CampaignState, rules: CampaignRules, id: string): number => {
  const u = state.units[id]!.unit;
  return u.logisticsCost ?? Math.ceil(u.tonnage / 10) * rules.logistics.perTenTons;
};
