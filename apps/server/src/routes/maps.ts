import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseHexLabel, MarshalError, type Facing } from '@marshal/core';
import { type GameMap, hexAt, lineOfSight, losOptions, losRules, mechMover, runOrders } from '@marshal/battletech';
import { findMechMovement, listBoards, loadMap } from '@marshal/loaders';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';

/** Maps API: the bundled MegaMek boards, composed maps (for the board view), line of sight and movement orders. */

const tags = ['maps'];
const mapQuery = z.object({ boards: z.string().min(1), layout: z.string().optional() });
const hexText = z.string().regex(/^\d{4,6}$/, 'a hex label XXYY');
const losBody = mapQuery.extend({
  from: hexText,
  to: hexText,
  attackerHeight: z.number().int().min(0).max(20).default(1),
  targetHeight: z.number().int().min(0).max(20).default(1),
  attackerElevation: z.number().int().min(-20).max(50).default(0),
  targetElevation: z.number().int().min(-20).max(50).default(0),
  takingCover: z.number().int().min(0).max(5).optional(),
  rules: z.array(z.string()).default([]),
});
const pathBody = mapQuery.extend({
  from: hexText,
  facing: z.number().int().min(0).max(5).default(0),
  orders: z.string(),
  unit: z.string().optional(),
  walk: z.number().int().min(0).max(30).optional(),
  run: z.number().int().min(0).max(50).optional(),
  jump: z.number().int().min(0).max(30).optional(),
  mode: z.enum(['walk', 'run', 'jump']).optional(),
});

function onMap(map: GameMap, text: string, field: string) {
  const h = parseHexLabel(text, field);
  if (!hexAt(map, h)) throw new MarshalError('off-map', `${field} ${text} is not on the ${map.width}×${map.height} map`, { field });
  return h;
}

/** The map as JSON for the board view: size, hexes (level, terrain), sheets and edges. */
export const mapJson = (map: GameMap) => ({
  name: map.name,
  width: map.width,
  height: map.height,
  hexes: map.hexes,
  sheets: map.sheets,
  edges: map.edges,
  problems: map.problems,
});

export const mapRoutes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');
  app.get(
    '/maps/boards',
    { preHandler: anyone, schema: { tags, summary: 'Bundled official MegaMek boards', response: { 200: { type: 'array', items: { type: 'string' } } } } },
    async () => listBoards().map((b) => b.id),
  );
  app.get(
    '/maps/options',
    { preHandler: anyone, schema: { tags, summary: 'Optional line-of-sight rules', response: { 200: { type: 'array', items: anyObject } } } },
    async () =>
      losOptions.options.map((o) => ({ id: o.id, title: o.title, description: o.description, group: o.group ?? null, enabledByDefault: !!o.enabledByDefault })),
  );
  app.get(
    '/maps/map',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Compose a map from boards ("A,B@180", layout ROWSxCOLS)',
        querystring: jsonSchema(mapQuery),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => {
      const q = mapQuery.parse(request.query);
      return mapJson(loadMap(q.boards, q.layout));
    },
  );
  app.post(
    '/maps/los',
    {
      preHandler: anyone,
      schema: { tags, summary: 'Line of sight with its modifiers and sources', body: jsonSchema(losBody), response: { 200: anyObject, 400: errorBody } },
    },
    async (request) => {
      const b = losBody.parse(request.body);
      const map = loadMap(b.boards, b.layout);
      const attacker = { hex: onMap(map, b.from, 'from'), height: b.attackerHeight, elevation: b.attackerElevation };
      const target = {
        hex: onMap(map, b.to, 'to'),
        height: b.targetHeight,
        elevation: b.targetElevation,
        ...(b.takingCover !== undefined ? { takingCover: b.takingCover as Facing } : {}),
      };
      return lineOfSight(map, attacker, target, losRules(b.rules));
    },
  );
  app.post(
    '/maps/path',
    {
      preHandler: anyone,
      schema: { tags, summary: 'Run written movement orders step by step', body: jsonSchema(pathBody), response: { 200: anyObject, 400: errorBody } },
    },
    async (request) => {
      const b = pathBody.parse(request.body);
      const map = loadMap(b.boards, b.layout);
      let mover;
      if (b.walk !== undefined) mover = { ...mechMover(b.walk, b.jump ?? 0, b.unit), ...(b.run !== undefined ? { run: b.run } : {}) };
      else if (b.unit) {
        const mp = findMechMovement(b.unit);
        mover = { ...mechMover(mp.walk, mp.jump, mp.name), run: mp.run };
      } else throw new MarshalError('bad-request', 'give unit or walk (with run, jump)', { field: 'walk' });
      return runOrders(map, mover, { hex: onMap(map, b.from, 'from'), facing: b.facing as Facing }, b.orders, b.mode ? { mode: b.mode } : {});
    },
  );
};
