// What an event carries about a unit: only the fields that changed (per location for armour and critical slots), so records stay small and replay stays exact.
import type { BattleUnit } from '../unit/battle-unit';
import type { Position } from './state';

/**
 * The changed fields of a unit. `locations` and `slots` list only the locations that changed; `unset` names fields
 * the unit no longer has. Applying it to the unit it was taken from gives the new unit, field for field.
 */
export type UnitChange = { readonly [K in Exclude<keyof BattleUnit, 'locations' | 'slots'>]?: BattleUnit[K] } & {
  readonly locations?: Readonly<Record<string, BattleUnit['locations'][string]>>;
  readonly slots?: Readonly<Record<string, BattleUnit['slots'][string]>>;
  readonly unset?: readonly string[];
};

/** Deep equality of JSON values (what a record can tell apart). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function recordChange<T>(before: Readonly<Record<string, T>>, after: Readonly<Record<string, T>>): Record<string, T> | null {
  const out: Record<string, T> = {};
  let any = false;
  for (const [k, v] of Object.entries(after)) if (!sameValue(before[k], v)) [out[k], any] = [v, true];
  return any ? out : null;
}

/** The change from `before` to `after` (empty when nothing changed). Locations never disappear from a unit. */
export function unitChange(before: BattleUnit, after: BattleUnit): UnitChange {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after) as [keyof BattleUnit, unknown][]) {
    if (v === undefined || sameValue(before[k], v)) continue;
    out[k] = k === 'locations' || k === 'slots' ? recordChange(before[k] as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  const unset = Object.keys(before).filter(
    (k) => (before as unknown as Record<string, unknown>)[k] !== undefined && (after as unknown as Record<string, unknown>)[k] === undefined,
  );
  if (unset.length) out.unset = unset;
  return out as UnitChange;
}

export function applyUnitChange(u: BattleUnit, c: UnitChange): BattleUnit {
  const { locations, slots, unset, ...rest } = c;
  const next = { ...u, ...rest } as Record<string, unknown>;
  if (locations) next.locations = { ...u.locations, ...locations };
  if (slots) next.slots = { ...u.slots, ...slots };
  for (const k of unset ?? []) delete next[k];
  return next as unknown as BattleUnit;
}

/** The units that changed, each as its change. */
export function unitChanges(before: Readonly<Record<string, BattleUnit>>, after: Readonly<Record<string, BattleUnit>>): Record<string, UnitChange> {
  const out: Record<string, UnitChange> = {};
  for (const [id, u] of Object.entries(after)) {
    const c = before[id] ? unitChange(before[id], u) : (u as UnitChange);
    if (Object.keys(c).length) out[id] = c;
  }
  return out;
}

export function applyUnitChanges(units: Readonly<Record<string, BattleUnit>>, changes: Readonly<Record<string, UnitChange>>): Record<string, BattleUnit> {
  const out = { ...units };
  for (const [id, c] of Object.entries(changes)) out[id] = units[id] ? applyUnitChange(units[id], c) : (c as BattleUnit);
  return out;
}

/** The positions that changed. */
export const positionChanges = (before: Readonly<Record<string, Position>>, after: Readonly<Record<string, Position>>): Record<string, Position> =>
  recordChange(before, after) ?? {};
