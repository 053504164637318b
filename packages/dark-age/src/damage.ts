/** Damage and capture: turn dials, and carry the consequences to passengers (eliminated with the transport, forced off when it is salvaged or captured). */
import { type Rejection, type Source, reject } from '@marshal/core';
import type { DaEvent } from './commands';
import type { DaSetup } from './schema';
import { DA_SOURCES } from './sources';
import { damageDial, isTransport, passengersOf, unitById } from './units';

export interface DamageItem {
  readonly unit: string;
  readonly clicks: number;
  readonly reason: string;
  readonly source: Source;
}

/** Sum damage per unit (in first-seen order) and emit the dial turns with their consequences for passengers. */
export function damageEvents(state: DaSetup, items: readonly DamageItem[]): DaEvent[] {
  const merged = new Map<string, DamageItem>();
  for (const it of items) {
    const prior = merged.get(it.unit);
    merged.set(it.unit, prior ? { ...prior, clicks: prior.clicks + it.clicks, reason: `${prior.reason}; ${it.reason}` } : it);
  }
  const events: DaEvent[] = [];
  for (const it of merged.values()) {
    const u = unitById(state, it.unit);
    if (!u || u.status === 'eliminated' || it.clicks <= 0) continue;
    const change = damageDial(u, it.clicks, it.reason);
    events.push({ type: 'dialTurned', ...change, source: it.source });
    const aboard = isTransport(u) ? passengersOf(state, u.id) : [];
    if (!aboard.length) continue;
    if (change.status === 'eliminated')
      events.push({ type: 'passengersEliminated', transport: u.id, units: aboard.map((p) => p.id), source: DA_SOURCES.passengers });
    else if (change.status === 'salvage' && u.status !== 'salvage')
      events.push({ type: 'disembarkRequired', transport: u.id, reason: 'salvage', damagePassengers: false, source: DA_SOURCES.salvagedTransport });
  }
  return events;
}

/** Record a capture (the capture procedure itself is the base game's); a captured transport's passengers must get off. */
export function capture(state: DaSetup, unitId: string, captorId: string): DaEvent[] | Rejection {
  const u = unitById(state, unitId);
  const c = unitById(state, captorId);
  if (!u || u.position === null || u.status === 'eliminated') return reject(`no unit "${unitId}" on the battlefield`, DA_SOURCES.captive, 'unit');
  if (!c || c.position === null || c.status === 'eliminated') return reject(`no captor "${captorId}" on the battlefield`, DA_SOURCES.captive, 'captor');
  if (c.controller === u.controller) return reject(`${c.name} cannot capture a friendly unit`, DA_SOURCES.captive, 'captor');
  if (u.captiveOf !== null) return reject(`${u.name} is already a captive`, DA_SOURCES.captive, 'unit');
  const events: DaEvent[] = [{ type: 'captured', unit: u.id, captor: c.id, source: DA_SOURCES.captive }];
  if (isTransport(u) && passengersOf(state, u.id).length)
    events.push({ type: 'disembarkRequired', transport: u.id, reason: 'captured', damagePassengers: true, source: DA_SOURCES.salvagedTransport });
  return events;
}
