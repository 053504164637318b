/** Setup units may name a catalog unit instead of spelling it out; the shell resolves them before the setup is recorded. */
import type { Unit } from '@marshal/catalog';
import { MarshalError, parseWith } from '@marshal/core';
import { z } from 'zod';
import { forceUnitFromCatalog } from './catalog-adapter';
import { pilotSchema } from './force';

export const catalogRefSchema = z.object({
  id: z.string().min(1),
  /** A catalog id or "Chassis Model" name, e.g. "Ostscout OTT-7Jb". */
  catalog: z.string().min(1),
  pilot: pilotSchema,
  /** Combat value; when absent the unit's Battle Value from the catalog is used. */
  value: z.number().int().min(0).optional(),
  logisticsCost: z.number().int().min(0).optional(),
});

export type CatalogLookup = (nameOrId: string) => { readonly unit: Unit; readonly bv?: number } | undefined;

type Raw = Record<string, unknown>;
const isObj = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when a raw setup has at least one `{ catalog: … }` unit (so the shell knows to load the catalog). */
export function hasCatalogRefs(input: unknown): boolean {
  return refs(input).length > 0;
}

function refs(input: unknown): { unit: Raw; field: string; lance: unknown[]; index: number }[] {
  const out: { unit: Raw; field: string; lance: unknown[]; index: number }[] = [];
  if (!isObj(input)) return out;
  for (const side of ['attacker', 'defender']) {
    const groups = isObj(input[side]) ? (input[side] as Raw).groups : undefined;
    if (!Array.isArray(groups)) continue;
    groups.forEach((g, gi) => {
      const lances = isObj(g) && Array.isArray(g.lances) ? g.lances : [];
      lances.forEach((l: unknown, li: number) => {
        const units = isObj(l) && Array.isArray(l.units) ? (l.units as unknown[]) : [];
        units.forEach((u, ui) => {
          if (isObj(u) && 'catalog' in u) out.push({ unit: u, field: `${side}.groups.${gi}.lances.${li}.units.${ui}`, lance: units, index: ui });
        });
      });
    });
  }
  return out;
}

/** A copy of the raw setup with every `{ catalog: … }` unit replaced by the full campaign unit; unknown names are refused naming the field. */
export function resolveCatalogRefs(input: unknown, lookup: CatalogLookup, file?: string): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(input));
  for (const r of refs(copy)) {
    const ref = parseWith(catalogRefSchema, r.unit, 'catalog unit', file);
    const found = lookup(ref.catalog);
    if (!found) throw new MarshalError('unknown-unit', `no unit "${ref.catalog}" in the catalog`, { ...(file ? { file } : {}), field: `${r.field}.catalog` });
    r.lance[r.index] = forceUnitFromCatalog(found.unit, {
      id: ref.id,
      pilot: ref.pilot,
      value: ref.value ?? found.bv ?? 0,
      ...(ref.logisticsCost !== undefined ? { logisticsCost: ref.logisticsCost } : {}),
    });
  }
  return copy;
}
