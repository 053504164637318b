import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { type BattleSetup, type EdgeName, type GameMap, SOLARIS_TIMERS, battleModule } from '@marshal/battletech';
import { boardSheets, catalogFor, findUnitByFileName, loadMap } from '@marshal/loaders';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';

/** Battles: turn a form's choices (board names, catalog units, skills) into a self-contained battle setup for the games API. */

const tags = ['battles'];
const edge = z.enum(['north', 'south', 'east', 'west']);
const hex = z.string().regex(/^\d{4,6}$/u, 'a hex label such as 0816');
const setupBody = z.object({
  title: z.string().trim().min(1).max(200).default('Battle'),
  boards: z.string().min(1).max(2000),
  layout: z
    .string()
    .regex(/^\d+x\d+$/u, 'ROWSxCOLS such as 1x2')
    .optional(),
  movement: z.enum(['alternating', 'simultaneous']).default('simultaneous'),
  roundLimit: z.number().int().min(1).max(1000).nullable().default(null),
  timers: z.boolean().default(false),
  sides: z.array(z.object({ id: z.string().min(1).max(40), name: z.string().min(1).max(100).optional(), homeEdge: edge })).length(2),
  units: z
    .array(
      z.object({
        id: z.string().min(1).max(40).optional(),
        side: z.string().min(1),
        unit: z.string().min(1).max(200),
        gunnery: z.number().int().min(0).max(8).default(4),
        piloting: z.number().int().min(0).max(8).default(5),
        pilotName: z.string().trim().max(100).optional(),
        hex: hex.optional(),
        facing: z.number().int().min(0).max(5).optional(),
        /** Set up hidden (Total Warfare Hidden Units). */
        hidden: z.boolean().optional(),
        /** Special munitions by ammunition bin index (checked against the unit when the battle is set up). */
        munitions: z.record(z.string().regex(/^\d{1,2}$/), z.string().min(1).max(40)).optional(),
      }),
    )
    .min(2)
    .max(24),
});
type SetupBody = z.infer<typeof setupBody>;

/** Facing toward the middle of the map from each home edge. */
const FACING_FROM: Readonly<Record<EdgeName, number>> = { south: 0, north: 3, west: 2, east: 5 };

const pad = (n: number) => String(n).padStart(2, '0');

/** Default start hexes: the second row in from the home edge, spread two hexes apart around its middle. */
export function homeHex(map: GameMap, edgeName: EdgeName, k: number): string {
  const offset = (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 2;
  if (edgeName === 'north' || edgeName === 'south') {
    const col = Math.min(map.width, Math.max(1, Math.ceil(map.width / 2) + offset));
    return `${pad(col)}${pad(edgeName === 'north' ? 2 : map.height - 1)}`;
  }
  const row = Math.min(map.height, Math.max(1, Math.ceil(map.height / 2) + offset));
  return `${pad(edgeName === 'west' ? 2 : map.width - 1)}${pad(row)}`;
}

/** Unit kinds the battle turn loop moves and fights with. */
const BATTLE_KINDS: readonly string[] = ['mech', 'vehicle'];

function unitFor(name: string, field: string) {
  const entry = findUnitByFileName(name) ?? catalogFor().find(name);
  if (!entry) throw new MarshalError('unit-not-found', `no unit "${name}" in the catalog`, { field });
  if (!BATTLE_KINDS.includes(entry.unit.kind))
    throw new MarshalError('unsupported-unit', `${entry.unit.name} is a ${entry.unit.kind}: battles take 'Mechs and ground vehicles so far`, { field });
  return entry.unit;
}

export function battleSetupFrom(b: SetupBody): BattleSetup {
  const names = b.boards
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const boards = boardSheets(names, { field: 'boards' });
  const map = loadMap(b.boards, b.layout);
  const layout = b.layout ? b.layout.split('x').map(Number) : null;
  const count: Record<string, number> = {};
  const units = b.units.map((u, i) => {
    const side = b.sides.find((s) => s.id === u.side);
    if (!side) throw new MarshalError('invalid-input', `unit ${i + 1} is on side "${u.side}", which is not one of the two sides`, { field: `units.${i}.side` });
    const k = (count[side.id] = (count[side.id] ?? -1) + 1);
    const unit = unitFor(u.unit, `units.${i}.unit`);
    return {
      id: u.id ?? `${side.id}${k + 1}`,
      side: side.id,
      unit: unit as never,
      gunnery: u.gunnery,
      piloting: u.piloting,
      ...(u.pilotName ? { pilotName: u.pilotName } : {}),
      hex: u.hex ?? homeHex(map, side.homeEdge, k),
      facing: u.facing ?? FACING_FROM[side.homeEdge],
      ...(u.hidden ? { hidden: true } : {}),
      ...(u.munitions ? { munitions: u.munitions } : {}),
    };
  });
  return battleModule.parseSetup({
    title: b.title,
    map: { boards, ...(layout ? { layout: { rows: layout[0]!, cols: layout[1]! } } : {}) },
    movement: b.movement,
    roundLimit: b.roundLimit,
    timers: b.timers ? SOLARIS_TIMERS : null,
    sides: b.sides,
    units,
  });
}

export const battleRoutes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  app.post(
    '/battles/setup',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags,
        summary: 'A battle setup (board texts, catalog units, default start hexes at the home edges) for POST /games with module battletech-battle',
        body: jsonSchema(setupBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => battleSetupFrom(setupBody.parse(request.body)),
  );
};
