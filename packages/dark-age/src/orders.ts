/** Orders per turn, order tokens and pushing: checked for every command that gives orders, whatever the order is. */
import { type Rejection, reject } from '@marshal/core';
import { MWDA_SOURCES } from './base-sources';
import type { DaEvent } from './commands';
import { damageEvents } from './damage';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { heatEffects, unitById } from './units';

/** Orders a player may give each turn: the setup's number, else the build total divided by points per order (at least 1). */
export function ordersAllowed(state: DaSetup, rules: DarkAgeRules): number {
  if (state.ordersPerTurn !== undefined) return state.ordersPerTurn;
  if (state.buildTotal === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.floor(state.buildTotal / rules.game.pointsPerOrder.value));
}

/** Is this unit a 'Mech (it has a heat dial)? Read from data: a unit with a vent rating or the 'mech' speed mode. */
export const hasHeatDial = (u: DaUnit): boolean => u.vent !== undefined || u.speedMode === 'mech' || (u.speedMode === undefined && u.type === 'mech');

/** Why the current player may not give this order now, or null. A shut-down 'Mech takes only a vent order. */
export function orderProblem(state: DaSetup, rules: DarkAgeRules, units: readonly string[], order = ''): Rejection | null {
  const allowed = ordersAllowed(state, rules);
  if ((state.ordersUsed ?? 0) >= allowed)
    return reject(`${state.currentPlayer} has given all ${allowed} orders this turn`, rules.game.pointsPerOrder.source, 'type');
  for (const id of units) {
    const u = unitById(state, id);
    if (!u) continue;
    if (u.orderTokens >= rules.game.maxTokens.value && !u.ordered)
      return reject(`${u.name} carries ${u.orderTokens} order tokens and must rest a turn`, rules.game.maxTokens.source, 'unit');
    if (order !== 'vent' && heatEffects(u).shutdown)
      return reject(`${u.name} is shut down by heat (heat ${u.heat ?? 0}) and may only be given a vent order`, MWDA_SOURCES.shutdown, 'unit');
  }
  return null;
}

/**
 * Pushing: a unit given an order when it still carries a token from its last turn takes pushing damage after its action,
 * a 'Mech heat instead. Units that boarded a transport in this action lost their tokens and are not pushed.
 */
export function pushEvents(state: DaSetup, after: DaSetup, rules: DarkAgeRules, units: readonly string[]): DaEvent[] {
  const events: DaEvent[] = [];
  for (const id of units) {
    const before = unitById(state, id);
    const now = unitById(after, id);
    if (!before || !now || before.orderTokens === 0 || before.ordered || now.status === 'eliminated' || now.aboard !== null) continue;
    if (hasHeatDial(before)) {
      const from = before.heat ?? 0;
      const to = from + rules.game.pushHeat.value;
      events.push({ type: 'heatChanged', unit: id, from, to, reason: 'pushing', source: MWDA_SOURCES.pushingHeat });
    } else events.push(...damageEvents(after, [{ unit: id, clicks: rules.game.pushClicks.value, reason: 'pushing', source: rules.game.pushClicks.source }]));
  }
  return events;
}
