/** Support: a side receives new units during the campaign; the attacker cannot until the landing is won, and no side beyond its budget. */
import { type Rejection, reject } from '@marshal/core';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import { RULE } from './sources';
import type { CampaignState, GroupState, UnitState } from './state';

type SupportCommand = Extract<CampaignCommand, { type: 'receiveSupport' }>;

export function resolveSupport(state: CampaignState, cmd: SupportCommand): CampaignEvent[] | Rejection {
  if (cmd.side === 'attacker' && !state.landingWon)
    return reject('the attacker cannot receive support until he has won the planetary landing', RULE.noRepairBeforeLanding, 'side');
  const existing = state.groups[cmd.group.id];
  if (existing && (existing.side !== cmd.side || existing.role !== cmd.group.role))
    return reject(`group ${cmd.group.id} already exists as a ${existing.side} ${existing.role} group`, undefined, 'group.id');
  const lanceIds = new Set(Object.values(state.groups).flatMap((g) => g.lances.map((l) => l.id)));
  for (const [li, l] of cmd.group.lances.entries()) {
    if (lanceIds.has(l.id)) return reject(`lance ${l.id} already exists`, undefined, `group.lances.${li}.id`);
    for (const [ui, u] of l.units.entries())
      if (state.units[u.id]) return reject(`unit ${u.id} already exists`, undefined, `group.lances.${li}.units.${ui}.id`);
  }
  const value = cmd.group.lances.flatMap((l) => l.units).reduce((s, u) => s + u.value, 0);
  const budget = state.sides[cmd.side].budget;
  const current = Object.values(state.units)
    .filter((u) => u.side === cmd.side && u.status !== 'destroyed')
    .reduce((s, u) => s + u.unit.value, 0);
  if (budget !== undefined && current + value > budget)
    return reject(`the ${cmd.side}'s force would be worth ${current + value} points, over its budget of ${budget}`, undefined, 'group');
  return [{ type: 'supportReceived', side: cmd.side, group: cmd.group, value }];
}

export function applySupport(state: CampaignState, e: Extract<CampaignEvent, { type: 'supportReceived' }>): CampaignState {
  const prior = state.groups[e.group.id];
  const lances = e.group.lances.map((l) => ({ id: l.id, name: l.name, formation: l.formation }));
  const group: GroupState = prior
    ? { ...prior, lances: [...prior.lances, ...lances] }
    : { id: e.group.id, name: e.group.name, role: e.group.role, side: e.side, lances };
  const units: Record<string, UnitState> = { ...state.units };
  for (const l of e.group.lances)
    for (const u of l.units) units[u.id] = { unit: u, side: e.side, group: e.group.id, lance: l.id, status: 'operational', landingDamage: 0 };
  return { ...state, groups: { ...state.groups, [e.group.id]: group }, units };
}
