/** Unit helpers: the current dial click, damage turning the dial (salvage, elimination), capabilities read from data. */
import type { Source } from '@marshal/core';
import type { DarkAgeRules } from './rules';
import { DA_SOURCES } from './sources';
import type { DaSetup, DaUnit, DialClick } from './schema';

export const currentClick = (u: DaUnit): DialClick => u.dial[Math.min(u.click, u.dial.length - 1)]!;

export interface HeatEffects {
  /** Heat click read (0: cool). */
  readonly position: number;
  readonly primary: number;
  readonly secondary: number;
  readonly speed: number;
  readonly shutdown: boolean;
}

/** What the heat dial does now: the row at the 'Mech's heat (the last row past the end); no dial, no effects. */
export function heatEffects(u: DaUnit): HeatEffects {
  const heat = u.heat ?? 0;
  const row = u.heatDial?.[Math.min(heat, u.heatDial.length - 1)];
  return { position: heat, primary: row?.primary ?? 0, secondary: row?.secondary ?? 0, speed: row?.speed ?? 0, shutdown: row?.shutdown === true };
}

/** The speed value with the heat dial's modifier (never below 0). */
export const speedValue = (u: DaUnit): number => Math.max(0, currentClick(u).speed + heatEffects(u).speed);

/** The primary or secondary damage value with the heat dial's modifier (never below 0); undefined when the click has no secondary value. */
export function damageValue(u: DaUnit, secondary = false): number | undefined {
  const click = currentClick(u);
  const base = secondary ? click.secondaryDamage : click.damage;
  if (base === undefined) return undefined;
  const h = heatEffects(u);
  return Math.max(0, base + (secondary ? h.secondary : h.primary));
}

export const isTransport = (u: DaUnit): boolean => u.capacity > 0;

export const isArtillery = (u: DaUnit): boolean => currentClick(u).artilleryRange !== undefined;

/** Room a passenger takes in a transport, or null when this kind of unit cannot ride (transports never ride). */
export function passengerSize(u: DaUnit, rules: DarkAgeRules): number | null {
  if (isTransport(u)) return null;
  return rules.passengerSize.sizes[u.type] ?? null;
}

export const passengersOf = (state: DaSetup, transportId: string): DaUnit[] => state.units.filter((u) => u.aboard === transportId && u.status !== 'eliminated');

export function roomUsed(state: DaSetup, transportId: string, rules: DarkAgeRules): number {
  return passengersOf(state, transportId).reduce((n, p) => n + (passengerSize(p, rules) ?? 0), 0);
}

export interface DialChange {
  readonly unit: string;
  readonly clicks: number;
  readonly from: number;
  readonly to: number;
  readonly status: DaUnit['status'];
  readonly reason: string;
}

/** Damage turns the dial click by click: past the last click the unit is eliminated; a click marked salvage makes it salvage. */
export function damageDial(u: DaUnit, clicks: number, reason: string): DialChange {
  const to = u.click + clicks;
  const salvaged = u.dial.slice(u.click + 1, to + 1).some((c) => c.salvage);
  const status: DaUnit['status'] = to >= u.dial.length ? 'eliminated' : salvaged ? 'salvage' : u.status;
  return { unit: u.id, clicks, from: u.click, to: Math.min(to, u.dial.length), status, reason };
}

export const unitById = (state: DaSetup, id: string): DaUnit | undefined => state.units.find((u) => u.id === id);

/** Passengers do not count toward victory conditions (nor, being off the battlefield, toward formations). */
export const countsForVictory = (u: DaUnit): boolean => u.status !== 'eliminated' && u.aboard === null;

export interface VictoryCount {
  readonly player: string;
  /** Units that count toward victory conditions. */
  readonly counted: readonly string[];
  /** Units left out because they ride a transport. */
  readonly passengers: readonly string[];
  readonly source: Source;
}

/** Each player's units that count toward victory conditions; passengers and eliminated units do not. */
export function victoryCounts(state: DaSetup): VictoryCount[] {
  return state.players.map((player) => {
    const own = state.units.filter((u) => u.controller === player && u.status !== 'eliminated');
    return {
      player,
      counted: own.filter(countsForVictory).map((u) => u.id),
      passengers: own.filter((u) => u.aboard !== null).map((u) => u.id),
      source: DA_SOURCES.passengers,
    };
  });
}
