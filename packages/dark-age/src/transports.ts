/** Transports: boarding through the rear arc for half speed, disembarking the same way, and passengers forced off a salvaged or captured transport. */
import { type Rejection, isRejection, reject } from '@marshal/core';
import type { Check, DaEvent } from './commands';
import { type Footprint, findRearSpot, placementProblem, rearContactProblem } from './placement';
import { moveEvent, type MoveRequest, withMove } from './movement';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { DA_SOURCES } from './sources';
import { enemiesInContact, inRearArcContact } from './table';
import { damageDial, speedValue, isTransport, passengerSize, passengersOf, roomUsed, unitById } from './units';

type Out = DaEvent[] | Rejection;

export const halfSpeed = (u: DaUnit): number => Math.ceil(speedValue(u) / 2);

function usableTransport(state: DaSetup, id: string, field: string): DaUnit | Rejection {
  const t = unitById(state, id);
  if (!t || t.aboard !== null || t.position === null || t.status === 'eliminated')
    return reject(`no transport "${id}" on the battlefield`, DA_SOURCES.transport, field);
  if (!isTransport(t)) return reject(`${t.name} has no transport capacity`, DA_SOURCES.transport, field);
  if (t.controller !== state.currentPlayer) return reject(`${t.name} is not yours to order`, DA_SOURCES.transport, field);
  if (t.ordered) return reject(`${t.name} has already been given an order this turn`, DA_SOURCES.boarding, field);
  return t;
}

/** Board friendly units (and their captives) waiting at the transport's rear arc; the transport may then move on. */
export function board(state: DaSetup, rules: DarkAgeRules, transportId: string, ids: readonly string[], moveAfter?: MoveRequest): Out {
  const t = usableTransport(state, transportId, 'transport');
  if (isRejection(t)) return t;
  if (t.status === 'salvage') return reject(`${t.name} is salvage: a salvaged transport cannot board units`, DA_SOURCES.salvagedTransport, 'transport');
  if (t.captiveOf !== null) return reject(`${t.name} is a captive`, DA_SOURCES.salvagedTransport, 'transport');
  const passengers: DaUnit[] = [];
  for (const [i, id] of ids.entries()) {
    const field = `passengers.${i}`;
    const p = unitById(state, id);
    if (!p || p.position === null || p.aboard !== null || p.status === 'eliminated')
      return reject(`no unit "${id}" on the battlefield`, DA_SOURCES.boarding, field);
    if (p.controller !== t.controller || p.captiveOf !== null) return reject(`${p.name} is not a friendly unit free to board`, DA_SOURCES.boarding, field);
    if (passengerSize(p, rules) === null)
      return reject(`${p.name} cannot ride: only infantry and vehicles ride, and transports never do`, DA_SOURCES.passengers, field);
    if (p.ordered) return reject(`${p.name} has moved or acted this turn; it must begin the turn at the rear arc`, DA_SOURCES.boarding, field);
    if (!inRearArcContact(t, p, rules)) return reject(`${p.name} is not in base contact with ${t.name}'s rear arc`, DA_SOURCES.boarding, field);
    const enemies = enemiesInContact(state, p, rules);
    if (enemies.length)
      return reject(`${p.name} is in base contact with opposing unit ${enemies.map((e) => e.id).join(', ')} and cannot board`, DA_SOURCES.boarding, field);
    passengers.push(p);
  }
  const captives = state.units.filter(
    (c) => c.captiveOf !== null && passengers.some((p) => p.id === c.captiveOf) && c.aboard === null && c.status !== 'eliminated',
  );
  const need = [...passengers, ...captives].reduce((n, u) => n + (passengerSize(u, rules) ?? 0), 0);
  const used = roomUsed(state, t.id, rules);
  if (used + need > t.capacity) {
    const withCaptive = captives.length ? ' (with the captives they hold, which must board with them)' : '';
    return reject(
      `${t.name} has room for ${t.capacity - used}, but these passengers need ${need}${withCaptive}`,
      captives.length ? DA_SOURCES.boarding : DA_SOURCES.passengers,
      'passengers',
    );
  }
  const half = halfSpeed(t);
  const checks: Check[] = [
    { label: `each passenger began the turn in base contact with ${t.name}'s rear arc and is not touching an opponent`, source: DA_SOURCES.boarding },
    { label: `room: ${used} + ${need} ≤ capacity ${t.capacity} (infantry and captives 1, vehicles 3)`, source: DA_SOURCES.passengers },
    { label: `${t.name} spends half its speed, ${half}" of ${speedValue(t)}"`, source: DA_SOURCES.boarding },
  ];
  const events: DaEvent[] = [
    { type: 'orderGiven', units: [t.id], order: 'move', source: DA_SOURCES.boarding },
    {
      type: 'boarded',
      transport: t.id,
      passengers: passengers.map((p) => p.id),
      captives: captives.map((c) => c.id),
      speedSpent: half,
      room: { used: used + need, capacity: t.capacity },
      checks,
    },
  ];
  if (moveAfter) {
    const boardedIds = new Set([...passengers, ...captives].map((u) => u.id));
    const after = { ...state, units: state.units.map((u) => (boardedIds.has(u.id) ? { ...u, position: null, aboard: t.id } : u)) };
    const mv = moveEvent(after, rules, t, moveAfter, speedValue(t) - half, 'moveAfter');
    if (isRejection(mv)) return mv;
    events.push(mv);
  }
  return events;
}

function placeAll(
  state: DaSetup,
  rules: DarkAgeRules,
  t: DaUnit,
  wanted: readonly { unit: DaUnit; at?: { x: number; y: number } | undefined; field: string }[],
): { placements: { unit: string; at: { x: number; y: number } }[]; unplaced: DaUnit[] } | Rejection {
  const placed: Footprint[] = [];
  const placements: { unit: string; at: { x: number; y: number } }[] = [];
  const unplaced: DaUnit[] = [];
  for (const w of wanted) {
    let at = w.at ?? findRearSpot(state, rules, t, w.unit, placed);
    if (w.at) {
      const problem = rearContactProblem(t, rules, w.at, w.unit.baseRadius) ?? placementProblem(state, rules, w.unit, w.at, placed, [t.id]);
      if (problem) return reject(`${w.unit.name} cannot be placed there: ${problem}`, DA_SOURCES.disembark, `${w.field}.at`);
    }
    if (!at) {
      unplaced.push(w.unit);
      continue;
    }
    at = { x: at.x, y: at.y };
    placed.push({ id: w.unit.id, controller: w.unit.controller, position: at, baseRadius: w.unit.baseRadius, isCaptive: w.unit.captiveOf !== null });
    placements.push({ unit: w.unit.id, at });
  }
  return { placements, unplaced };
}

/** Disembark passengers into base contact with the rear arc, for half speed; the transport may move before or after within its speed. */
export function disembark(
  state: DaSetup,
  rules: DarkAgeRules,
  cmd: {
    transport: string;
    passengers: readonly { unit: string; at?: { x: number; y: number } | undefined }[];
    moveBefore?: MoveRequest | undefined;
    moveAfter?: MoveRequest | undefined;
  },
): Out {
  const t0 = usableTransport(state, cmd.transport, 'transport');
  if (isRejection(t0)) return t0;
  if (t0.status === 'salvage' || t0.captiveOf !== null)
    return reject(`${t0.name} cannot be given a move order; its passengers are put off at once instead`, DA_SOURCES.salvagedTransport, 'transport');
  const speed = speedValue(t0);
  const half = halfSpeed(t0);
  const events: DaEvent[] = [{ type: 'orderGiven', units: [t0.id], order: 'move', source: DA_SOURCES.disembark }];
  let s = state;
  let budget = speed - half;
  if (cmd.moveBefore) {
    const mv = moveEvent(s, rules, t0, cmd.moveBefore, budget, 'moveBefore');
    if (isRejection(mv)) return mv;
    events.push(mv);
    s = withMove(s, mv);
    budget -= mv.inches;
  }
  const t = unitById(s, t0.id)!;
  const wanted: { unit: DaUnit; at?: { x: number; y: number } | undefined; field: string }[] = [];
  for (const [i, p] of cmd.passengers.entries()) {
    const u = unitById(s, p.unit);
    if (!u || u.aboard !== t.id) return reject(`"${p.unit}" is not aboard ${t.name}`, DA_SOURCES.disembark, `passengers.${i}.unit`);
    wanted.push({ unit: u, at: p.at, field: `passengers.${i}` });
  }
  for (const c of passengersOf(s, t.id))
    if (c.captiveOf !== null && wanted.some((w) => w.unit.id === c.captiveOf) && !wanted.some((w) => w.unit.id === c.id))
      wanted.push({ unit: c, field: 'passengers' });
  const placed = placeAll(s, rules, t, wanted);
  if (isRejection(placed)) return placed;
  if (placed.unplaced.length)
    return reject(`no free spot at ${t.name}'s rear arc for ${placed.unplaced.map((u) => u.name).join(', ')}`, DA_SOURCES.disembark, 'passengers');
  const checks: Check[] = [
    { label: `placed in base contact with ${t.name}'s rear arc, not touching an opponent`, source: DA_SOURCES.disembark },
    { label: `${t.name} spends half its speed, ${half}" of ${speed}"`, source: DA_SOURCES.disembark },
  ];
  events.push({ type: 'disembarked', transport: t.id, placements: placed.placements, speedSpent: half, checks });
  if (cmd.moveAfter) {
    const after = {
      ...s,
      units: s.units.map((u) => {
        const pl = placed.placements.find((x) => x.unit === u.id);
        return pl ? { ...u, aboard: null, position: pl.at } : u;
      }),
    };
    const mv = moveEvent(after, rules, unitById(after, t.id)!, cmd.moveAfter, budget, 'moveAfter');
    if (isRejection(mv)) return mv;
    events.push(mv);
  }
  return events;
}

/** Passengers of a salvaged or captured transport get off at once; any that cannot are eliminated, in the controller's order of priority. */
export function forcedDisembark(state: DaSetup, rules: DarkAgeRules, transportId: string, order: readonly string[]): Out {
  const pending = state.pendingDisembark;
  if (!pending || pending.transport !== transportId)
    return reject(`${transportId} has no passengers that must get off`, DA_SOURCES.salvagedTransport, 'transport');
  const t = unitById(state, transportId)!;
  const aboard = passengersOf(state, t.id);
  for (const [i, id] of order.entries())
    if (!aboard.some((p) => p.id === id)) return reject(`"${id}" is not aboard ${t.name}`, DA_SOURCES.salvagedTransport, `order.${i}`);
  const ordered = [...order.map((id) => aboard.find((p) => p.id === id)!), ...aboard.filter((p) => !order.includes(p.id))];
  const placed = placeAll(
    state,
    rules,
    t,
    ordered.map((unit, i) => ({ unit, field: `order.${i}` })),
  );
  if (isRejection(placed)) return placed;
  const events: DaEvent[] = [
    {
      type: 'forcedDisembarked',
      transport: t.id,
      placements: placed.placements,
      eliminated: placed.unplaced.map((u) => u.id),
      source: DA_SOURCES.salvagedTransport,
    },
  ];
  if (pending.damagePassengers)
    for (const pl of placed.placements) {
      const u = unitById(state, pl.unit)!;
      if (u.captiveOf !== null) continue;
      const change = damageDial(u, 1, `passenger of captured ${t.name}`);
      events.push({ type: 'dialTurned', ...change, source: DA_SOURCES.salvagedTransport });
    }
  return events;
}
