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

/** Deep equality of JSON values (what a record can tell apart): an absent key and one set to undefined are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], bb[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    na++;
    if (!sameValue(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb++;
  return na === nb;
}

function recordChange<T>(before: Readonly<Record<string, T>>, after: Readonly<Record<string, T>>): Record<string, T> | null {
  let out: Record<string, T> | null = null;
  for (const k in after) {
    const v = after[k]!;
    if (!sameValue(before[k], v)) (out ??= {})[k] = v;
  }
  return out;
}

/** The change from `before` to `after` (empty when nothing changed). Locations never disappear from a unit. */
export function unitChange(before: BattleUnit, after: BattleUnit): UnitChange {
  const out: Record<string, unknown> = {};
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const k in a) {
    const v = a[k];
    if (v === undefined || sameValue(b[k], v)) continue;
    out[k] = k === 'locations' || k === 'slots' ? recordChange(b[k] as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  let unset: string[] | undefined;
  for (const k in b) if (b[k] !== undefined && a[k] === undefined) (unset ??= []).push(k);
  if (unset) out.unset = unset;
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
