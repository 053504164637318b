import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import {
  FORCE_LIMITS,
  checkForce,
  forceCatalogIndex,
  forceInputProblems,
  forceLines,
  forceTotals,
  forceUnitFacts,
  parseForce,
  parseForceCsv,
  parseMul,
  resolveForce,
  writeForceCsv,
  writeMul,
  type Force,
  type ForceCatalogIndex,
  type ForceUnitFacts,
} from '@marshal/catalog';
import { catalogReady, type LoadedCatalog } from '@marshal/loaders';
import { callerOf } from '../games/authority';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import type { SavedForce } from '../store/force-store';
import type { ServerContext } from './index';

/** Saved forces per account (docs/forces.md): list, save, change, delete, export as a MegaMek unit list or CSV; import computes a force from a file. */

const tags = ['forces'];

/** The most text one import may send (a MekHQ list of 100 battered units is about a third of this). */
export const FORCE_IMPORT_MAX_CHARS = 500_000;

const forceBody = z.object({ force: z.unknown() });
const importBody = z.object({
  format: z.enum(['mul', 'csv']),
  text: z.string().max(FORCE_IMPORT_MAX_CHARS),
  fileName: z.string().max(200).optional(),
  name: z.string().max(FORCE_LIMITS.maxNameLength).optional(),
});
const exportQuery = z.object({ format: z.enum(['mul', 'csv']) });

const indexes = new WeakMap<LoadedCatalog, ForceCatalogIndex>();
function indexOf(catalog: LoadedCatalog): ForceCatalogIndex {
  let index = indexes.get(catalog);
  if (!index) indexes.set(catalog, (index = forceCatalogIndex(catalog.entries)));
  return index;
}

function factsFor(force: Force, catalog: LoadedCatalog): Record<string, ForceUnitFacts> {
  const out: Record<string, ForceUnitFacts> = {};
  for (const u of force.units) {
    const entry = catalog.find(u.unitId);
    if (entry && entry.unit.id === u.unitId) out[u.unitId] = forceUnitFacts(entry.unit, entry.bv);
  }
  return out;
}

/** A force with what a builder shows: each unit's facts and crew-adjusted BV, the totals, and what is wrong with it. */
function view(force: Force, catalog: LoadedCatalog) {
  const facts = factsFor(force, catalog);
  const units = forceLines(force, facts).map((line) => ({ facts: line.facts ?? null, adjustedBv: line.adjustedBv }));
  return { force, units, totals: forceTotals(force, facts), problems: checkForce(force, facts) };
}

const savedView = (saved: SavedForce, catalog: LoadedCatalog) => ({
  id: saved.id,
  createdAt: saved.createdAt,
  updatedAt: saved.updatedAt,
  ...view(saved.force, catalog),
});

/** The body's force, checked field by field; every unit must be in the catalog, and takes its chassis and model from there. */
export function forceFrom(input: unknown, catalog: LoadedCatalog): Force {
  const problems = forceInputProblems(input);
  if (problems.length) {
    const first = problems[0]!;
    throw new MarshalError(
      'invalid-force',
      first.message,
      { field: first.unit !== undefined ? `units.${first.unit + 1}` : (first.field ?? 'force') },
      { problems },
    );
  }
  const force = parseForce(input);
  const facts = factsFor(force, catalog);
  const missing = checkForce(force, facts);
  if (missing.length)
    throw new MarshalError(
      'invalid-force',
      missing[0]!.message,
      { field: `units.${(missing[0]!.unit ?? 0) + 1}` },
      { problems: missing.map(({ unit, field, message }) => ({ unit, field, message })) },
    );
  return { ...force, units: force.units.map((u) => ({ ...u, chassis: facts[u.unitId]!.chassis, model: facts[u.unitId]!.model })) };
}

const ownerOf = (request: FastifyRequest): string => callerOf(request, null).id;
const idOf = (request: FastifyRequest): string => (request.params as { id: string }).id;

/** "Lance A (2)" → "Lance-A-2": a file name that needs no quoting. */
const fileStem = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'force';
const importName = (fileName: string | undefined): string | undefined =>
  fileName
    ?.replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim() || undefined;

export async function forceRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { forces, requireRole } = ctx;
  const members = requireRole('organiser', 'player');

  app.get(
    '/forces',
    {
      preHandler: members,
      schema: { tags, summary: 'My saved forces, most recently changed first, each with its units, totals and problems', response: { 200: anyObject } },
    },
    async (request) => {
      const catalog = await catalogReady();
      return { forces: (await forces.list(ownerOf(request))).map((s) => savedView(s, catalog)) };
    },
  );

  app.post(
    '/forces',
    {
      preHandler: members,
      schema: {
        tags,
        summary: 'Save a new force ({ force: { name, units: [{ unitId, chassis, model, pilot: { name?, gunnery, piloting } }] } }); at most 200 an account',
        body: jsonSchema(forceBody),
        response: { 201: anyObject, 400: errorBody },
      },
    },
    async (request, reply) => {
      const catalog = await catalogReady();
      const force = forceFrom(forceBody.parse(request.body).force, catalog);
      return reply.code(201).send(savedView(await forces.create(ownerOf(request), force), catalog));
    },
  );

  app.get(
    '/forces/:id',
    {
      preHandler: members,
      schema: { tags, summary: 'One of my forces (another account’s is not found)', params: idParams, response: { 200: anyObject, 404: errorBody } },
    },
    async (request) => savedView(await forces.get(ownerOf(request), idOf(request)), await catalogReady()),
  );

  app.put(
    '/forces/:id',
    {
      preHandler: members,
      schema: {
        tags,
        summary: 'Replace one of my forces',
        params: idParams,
        body: jsonSchema(forceBody),
        response: { 200: anyObject, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const catalog = await catalogReady();
      const owner = ownerOf(request);
      await forces.get(owner, idOf(request));
      const force = forceFrom(forceBody.parse(request.body).force, catalog);
      return savedView(await forces.update(owner, idOf(request), force), catalog);
    },
  );

  app.delete(
    '/forces/:id',
    { preHandler: members, schema: { tags, summary: 'Delete one of my forces', params: idParams, response: { 200: anyObject, 404: errorBody } } },
    async (request) => {
      await forces.delete(ownerOf(request), idOf(request));
      return { deleted: idOf(request) };
    },
  );

  app.post(
    '/forces/import',
    {
      preHandler: members,
      schema: {
        tags,
        summary:
          'Read a MegaMek unit list (.mul) or CSV into a force matched to the catalog; every unit not found is a problem naming its line. Stores nothing.',
        body: jsonSchema(importBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const body = importBody.parse(request.body);
      const file = body.fileName?.trim() || `upload.${body.format}`;
      const entries = body.format === 'mul' ? parseMul(body.text, file) : parseForceCsv(body.text, file);
      const catalog = await catalogReady();
      const resolved = resolveForce(entries, indexOf(catalog));
      const name = (body.name?.trim() || importName(body.fileName) || 'Imported force').slice(0, FORCE_LIMITS.maxNameLength);
      const force = parseForce({ name, units: resolved.units });
      return { ...view(force, catalog), lines: resolved.lines, problems: resolved.problems };
    },
  );

  app.get(
    '/forces/:id/export',
    {
      preHandler: members,
      schema: {
        tags,
        summary: 'One of my forces as a MegaMek unit list (format=mul) or CSV (format=csv), as a download',
        params: idParams,
        querystring: jsonSchema(exportQuery),
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const { format } = exportQuery.parse(request.query);
      const { force } = await forces.get(ownerOf(request), idOf(request));
      const disposition = `attachment; filename="${fileStem(force.name)}.${format}"`;
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').header('content-disposition', disposition).send(writeForceCsv(force));
      const facts = factsFor(force, await catalogReady());
      return reply.type('application/xml; charset=utf-8').header('content-disposition', disposition).send(writeMul(force, { facts }));
    },
  );
}
