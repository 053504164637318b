import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import {
  ERAS,
  FACTION_CODES,
  battleValue,
  findEra,
  forceUnitFacts,
  equipmentById,
  parseRulesList,
  parseTonsRange,
  searchUnits,
  type UnitKind,
  type UnitQuery,
} from '@marshal/catalog';
import { catalogReady, eraFactions, loadAvailability, readInFull } from '@marshal/loaders';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';

/** The unit catalog over HTTP: search with filters, one unit with its derived values and BV breakdown, counts. */

const searchQuery = z.object({
  q: z.string().max(200).optional(),
  tons: z.string().max(20).optional(),
  jump: z.enum(['true', 'false']).optional(),
  rules: z.string().max(100).optional(),
  era: z.string().max(60).optional(),
  faction: z.string().max(80).optional(),
  kind: z.string().max(100).optional(),
  tech: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const factionsQuery = z.object({ era: z.string().max(60).optional() });
const tags = ['catalog'];
const KINDS: readonly UnitKind[] = ['mech', 'vehicle', 'vtol', 'battle-armor', 'infantry', 'protomech', 'aerospace', 'other'];

export function toQuery(p: z.infer<typeof searchQuery>): UnitQuery {
  const kinds = p.kind
    ?.split(',')
    .filter(Boolean)
    .map((k) => {
      const kind = KINDS.find((x) => x === k);
      if (!kind) throw new MarshalError('bad-query', `unknown kind "${k}"`, { field: 'kind' });
      return kind;
    });
  const tech = p.tech
    ?.split(',')
    .filter(Boolean)
    .map((t) => (/^c/i.test(t) ? 'Clan' : /^m/i.test(t) ? 'Mixed' : 'Inner Sphere') as 'Clan' | 'Mixed' | 'Inner Sphere');
  return {
    ...(p.q ? { text: p.q } : {}),
    ...(p.tons ? { tons: parseTonsRange(p.tons) } : {}),
    ...(p.jump ? { jump: p.jump === 'true' } : {}),
    ...(p.rules ? { rules: parseRulesList(p.rules) } : {}),
    ...(p.era ? { era: p.era } : {}),
    ...(p.faction ? { faction: p.faction } : {}),
    ...(kinds?.length ? { kinds } : {}),
    ...(tech?.length ? { techBase: tech } : {}),
    limit: p.limit,
    offset: p.offset,
  };
}

export const catalogRoutes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');

  app.get(
    '/catalog/units',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Search units (text, tonnage range, jump, rules levels, era, faction, kind, tech base)',
        querystring: jsonSchema(searchQuery),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const q = toQuery(searchQuery.parse(request.query));
      const availability = loadAvailability();
      if (q.faction && !availability)
        throw new MarshalError('no-availability', 'faction filters need availability data (marshal catalog import-mul)', { field: 'faction' });
      const r = searchUnits((await catalogReady()).entries, q, availability);
      return {
        total: r.total,
        results: r.results.map(({ unit: u, bv }) => ({
          id: u.id,
          name: u.name,
          kind: u.kind,
          tons: u.tonnage,
          weightClass: u.weightClass,
          techBase: u.techBase,
          rules: u.rulesLevel,
          intro: u.introYear,
          walk: u.movement.walk,
          run: u.movement.run,
          jump: u.movement.jump,
          bv: bv ?? null,
          facts: forceUnitFacts(u, bv ?? null),
        })),
      };
    },
  );

  app.get(
    '/catalog/units/:id',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'One unit: full stats, derived values, equipment details and the BV breakdown',
        params: { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
        response: { 200: anyObject, 404: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const entry = (await catalogReady()).find(id);
      if (!entry) throw new MarshalError('not-found', `no unit "${id}"`, { field: 'id' });
      const equipment = Object.fromEntries(entry.unit.equipment.map((m) => [m.equipmentId, equipmentById(m.equipmentId) ?? null]));
      return { unit: entry.unit, bv: battleValue(entry.unit) ?? null, equipment };
    },
  );

  app.get(
    '/catalog/factions',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Factions the availability data lists for an era (all eras when none is given); empty without availability data',
        querystring: jsonSchema(factionsQuery),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const { era } = factionsQuery.parse(request.query);
      const found = era ? findEra(era) : undefined;
      if (era && !found) throw new MarshalError('bad-query', `unknown era "${era}"`, { field: 'era' });
      const availability = loadAvailability();
      const eras = found ? [found] : ERAS;
      const byId = new Map<string, { id: string; name: string; group?: string }>();
      for (const e of eras) for (const f of eraFactions(availability, e.name)) byId.set(f.id, { ...f, name: FACTION_CODES[f.id]?.[0] ?? f.name });
      return { era: found?.name ?? null, factions: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)) };
    },
  );

  app.get(
    '/catalog/stats',
    { preHandler: anyone, schema: { tags, summary: 'Units read by kind and files that could not be read', response: { 200: anyObject } } },
    async () => {
      const full = readInFull(await catalogReady());
      return { units: full.units, byKind: full.counts, problems: full.problems, eras: ERAS, availability: loadAvailability() ? 'imported' : 'none' };
    },
  );
};
