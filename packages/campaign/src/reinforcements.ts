/**
 * Lost-landing item 6: while the defender holds the landing zone it may spend up to 3600 points on each lance of its
 * groups. Points buy units (a catalog unit costs its Battle Value) that join that lance before the landing is fought again.
 */
import { type Rejection, reject } from '@marshal/core';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import type { CampaignRules } from './rules';
import { RULE } from './sources';
import type { CampaignState, UnitState } from './state';

type ReinforceCommand = Extract<CampaignCommand, { type: 'reinforce' }>;

/** Points a defender lance may still spend this turn (0 unless the defender holds the landing zone). */
export function reinforcementAllowance(state: CampaignState, rules: CampaignRules, lance: string): number {
  return Math.max(0, rules.defenderSpendPerLance.value - (state.scenario.reinforcements?.[lance] ?? 0));
}

/** Points spent on reinforcements this turn, all lances together. */
export const reinforcementsSpent = (state: CampaignState): number => Object.values(state.scenario.reinforcements ?? {}).reduce((a, b) => a + b, 0);

/** True while the defender may buy: a landing lost last turn, to be fought again, not yet set up. */
export const defenderHoldsLandingZone = (state: CampaignState): boolean =>
  state.scenario.type === 'landing' && state.scenario.attempt > 1 && state.scenario.status === 'awaiting-roll';

export function resolveReinforce(state: CampaignState, cmd: ReinforceCommand, rules: CampaignRules): CampaignEvent[] | Rejection {
  const source = rules.defenderSpendPerLance.source;
  if (!defenderHoldsLandingZone(state))
    return reject('the defender buys reinforcements only while it holds the landing zone, before a lost landing is fought again', RULE.defenderSpend);
  const group = Object.values(state.groups).find((g) => g.side === 'defender' && g.lances.some((l) => l.id === cmd.lance));
  if (!group) return reject(`there is no defender lance "${cmd.lance}"`, undefined, 'lance');
  if (!Object.values(state.units).some((u) => u.lance === cmd.lance && u.status !== 'destroyed'))
    return reject(`lance ${cmd.lance} has no unit left; points are spent on the lances the defender still has`, source, 'lance');
  for (const [i, u] of cmd.units.entries()) {
    if (state.units[u.id] || cmd.units.findIndex((x) => x.id === u.id) !== i) return reject(`unit ${u.id} already exists`, undefined, `units.${i}.id`);
    if (u.value <= 0) return reject(`${u.name} has no cost: a reinforcement costs its Battle Value (value)`, source, `units.${i}.value`);
  }
  const cost = cmd.units.reduce((s, u) => s + u.value, 0);
  const allowance = reinforcementAllowance(state, rules, cmd.lance);
  if (cost > allowance)
    return reject(
      `these units cost ${cost} points; lance ${cmd.lance} may spend ${allowance} more this turn (${rules.defenderSpendPerLance.value} a lance)`,
      source,
      'units',
    );
  return [{ type: 'reinforcementsBought', side: 'defender', group: group.id, lance: cmd.lance, units: cmd.units, cost, left: allowance - cost, source }];
}

export function applyReinforcements(state: CampaignState, e: Extract<CampaignEvent, { type: 'reinforcementsBought' }>): CampaignState {
  const units: Record<string, UnitState> = { ...state.units };
  for (const u of e.units) units[u.id] = { unit: u, side: e.side, group: e.group, lance: e.lance, status: 'operational', landingDamage: 0 };
  const spent = { ...(state.scenario.reinforcements ?? {}), [e.lance]: (state.scenario.reinforcements?.[e.lance] ?? 0) + e.cost };
  return { ...state, units, scenario: { ...state.scenario, reinforcements: spent } };
}
