/** The move order (with breaking away and the half speed out of hindering terrain) and the 'Mech vent order. */
import { type Dice, type Rejection, isRejection, makeRuling, modifier, reject } from '@marshal/core';
import { has } from './abilities';
import { MWDA_SOURCES } from './base-sources';
import type { DaCommand, DaEvent } from './commands';
import { moveEvent, slowingTerrainAt } from './movement';
import { hasHeatDial } from './orders';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { enemiesInContact } from './table';
import { speedValue, unitById } from './units';

type Out = DaEvent[] | Rejection;

function orderable(state: DaSetup, id: string, source: Parameters<typeof reject>[1]): DaUnit | Rejection {
  const u = unitById(state, id);
  if (!u || u.position === null || u.aboard !== null || u.status === 'eliminated') return reject(`no unit "${id}" able to take an order`, source, 'unit');
  if (u.controller !== state.currentPlayer || u.captiveOf !== null) return reject(`${u.name} is not yours to order`, source, 'unit');
  if (u.ordered) return reject(`${u.name} has already been given an order this turn`, source, 'unit');
  if (u.status === 'salvage') return reject(`${u.name} is salvage and takes no orders`, MWDA_SOURCES.salvage, 'unit');
  return u;
}

/** Speed for a move order: the dial's speed, halved (rounded down) when the move starts in hindering terrain or water. */
export function moveAllowance(state: DaSetup, u: DaUnit): { inches: number; slowedBy: string[] } {
  const speed = speedValue(u);
  const slowedBy = has(u, 'jump-jets') ? [] : slowingTerrainAt(state, u.position!).map((t) => t.id);
  return { inches: slowedBy.length ? Math.floor(speed / 2) : speed, slowedBy };
}

/** What a unit in base contact with opponents needs to move away: automatic, or a roll on 1d6 (higher when grappled). */
export function breakAwayNeed(state: DaSetup, rules: DarkAgeRules, u: DaUnit): { automatic: boolean; target: number; grappled: boolean } | null {
  const enemies = enemiesInContact(state, u, rules);
  if (!enemies.length) return null;
  const grappled = u.type !== 'infantry' && enemies.some((e) => has(e, 'grapple'));
  const automatic = !grappled && (has(u, 'evade') || has(u, 'jump-jets'));
  return { automatic, target: grappled ? rules.game.breakAway.grappled : rules.game.breakAway.target, grappled };
}

export function moveOrder(state: DaSetup, rules: DarkAgeRules, c: Extract<DaCommand, { type: 'move' }>, dice: Dice): Out {
  const u = orderable(state, c.unit, MWDA_SOURCES.movement);
  if (isRejection(u)) return u;
  const allowance = moveAllowance(state, u);
  const captives = state.units.filter((o) => o.captiveOf === u.id).map((o) => o.id);
  const mv = moveEvent(state, rules, u, c, allowance.inches, '', captives, { allowContact: true, source: MWDA_SOURCES.movement });
  if (isRejection(mv)) return allowance.slowedBy.length ? { ...mv, reason: `${mv.reason} (half speed: it starts in ${allowance.slowedBy.join(', ')})` } : mv;
  const order: DaEvent = { type: 'orderGiven', units: [u.id], order: 'move', source: MWDA_SOURCES.movement };
  const need = breakAwayNeed(state, rules, u);
  if (!need) return [order, mv];
  if (need.automatic) {
    const reason = `${u.name} breaks away without a roll (Evade or Jump Jets)`;
    return [order, { type: 'breakAway', unit: u.id, ruling: null, roll: null, success: true, reason, source: MWDA_SOURCES.evade }, mv];
  }
  const source = need.grappled ? MWDA_SOURCES.grapple : rules.game.breakAway.source;
  const ruling = makeRuling({
    id: 'da-break-away',
    label: `Break away: ${u.name}`,
    roll: rules.game.breakAway.roll,
    comparison: 'at-least',
    modifiers: [modifier('break-away', need.grappled ? 'break away from a grappling unit' : 'break away from base contact', need.target, source)],
  });
  const roll = dice.roll(rules.game.breakAway.roll, `break away: ${u.name}`);
  const success = roll.total >= ruling.target;
  const reason = success ? `${u.name} breaks away` : `${u.name} fails to break away and stays in contact; the order is spent`;
  const event: DaEvent = { type: 'breakAway', unit: u.id, ruling, roll, success, reason, source };
  return success ? [order, event, mv] : [order, event];
}

export function ventOrder(state: DaSetup, rules: DarkAgeRules, unitId: string): Out {
  const u = orderable(state, unitId, MWDA_SOURCES.vent);
  if (isRejection(u)) return u;
  if (!hasHeatDial(u)) return reject(`${u.name} has no heat dial to vent`, MWDA_SOURCES.vent, 'unit');
  const from = u.heat ?? 0;
  if (from === 0) return reject(`${u.name} has no heat to vent`, MWDA_SOURCES.vent, 'unit');
  const to = Math.max(0, from - (u.vent ?? rules.game.defaultVent.value));
  return [
    { type: 'orderGiven', units: [u.id], order: 'vent', source: MWDA_SOURCES.vent },
    { type: 'heatChanged', unit: u.id, from, to, reason: 'vent order', source: MWDA_SOURCES.vent },
  ];
}
