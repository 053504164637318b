import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError, verifyRecord } from '@marshal/core';
import { gameModules } from '@marshal/library';
import { GAME_KIND, type PlayOutcome, createGame, loadGame, playGameCommand, recordText, requireModule, revealGame } from '../games/game-service';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import type { ServerContext } from './index';
import { optionList } from '../games/option-list';

/** The generic games API over @marshal/core records and every module in @marshal/library. */

const createBody = z.object({
  module: z.string().min(1),
  ruleset: z.array(z.string()).default([]),
  setup: z.unknown(),
  dice: z.enum(['seeded', 'physical']).default('seeded'),
  title: z.string().trim().min(1).max(200).optional(),
});
const commandBody = z.object({
  expectedVersion: z.number().int().min(0),
  command: z.object({ type: z.string() }).passthrough(),
  dice: z.array(z.array(z.number().int())).optional(),
});

const infoSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, kind: { type: 'string' }, module: { type: 'string' }, title: { type: 'string' }, version: { type: 'integer' },
    ownerId: { type: ['string', 'null'] }, createdAt: { type: 'string' }, updatedAt: { type: 'string' },
  },
  required: ['id', 'module', 'title', 'version'],
} as const;
const gameSchema = {
  type: 'object',
  properties: {
    game: infoSchema,
    dice: { type: 'string', enum: ['seeded', 'physical', 'scripted'] },
    closed: { type: 'boolean' },
    header: anyObject,
    entries: { type: 'array', items: anyObject },
    state: {},
    reveal: { type: 'object', properties: { seed: { type: 'string' } } },
  },
  required: ['game', 'dice', 'closed', 'header', 'entries'],
} as const;
const tags = ['games'];

export async function gamesRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  readRoutes(app, ctx);
  playRoutes(app, ctx);
  recordRoutes(app, ctx);
}

function readRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { store, requireRole } = ctx;
  const anyone = requireRole('organiser', 'player', 'spectator');

  app.get(
    '/games/modules',
    { preHandler: anyone, schema: { tags, summary: 'Game modules that can be played, with their options', response: { 200: { type: 'array', items: anyObject } } } },
    async () =>
      gameModules.map((m) => ({
        id: m.id,
        title: m.title,
        version: m.version,
        options: optionList(m.options),
        presets: m.options.presets ?? [],
      })),
  );

  app.get(
    '/games',
    {
      preHandler: anyone,
      schema: { tags, summary: 'List games', querystring: { type: 'object', properties: { module: { type: 'string' } } }, response: { 200: { type: 'array', items: infoSchema } } },
    },
    async (request) => {
      const { module } = request.query as { module?: string };
      return store.list(module ? { kind: GAME_KIND, module } : { kind: GAME_KIND });
    },
  );

  app.get(
    '/games/:id',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Current state and entries of a game (only entries after `after`, when given)',
        params: idParams,
        querystring: { type: 'object', properties: { after: { type: 'integer', minimum: 0 } } },
        response: { 200: gameSchema, 404: errorBody },
      },
    },
    async (request) => {
      const { after } = request.query as { after?: number };
      return view(await loadGame(store, (request.params as { id: string }).id), after ?? 0);
    },
  );
}

function playRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { store, requireRole } = ctx;
  const players = requireRole('organiser', 'player');

  app.post(
    '/games',
    {
      preHandler: players,
      schema: { tags, summary: 'Start a game: module, ruleset manifest, setup, seeded or physical dice', body: jsonSchema(createBody), response: { 201: gameSchema, 400: errorBody } },
    },
    async (request, reply) => {
      const body = createBody.parse(request.body);
      requireModule(body.module);
      const game = await createGame(store, { ...body, ownerId: request.user?.id ?? null });
      return reply.code(201).send(view(game));
    },
  );

  app.post(
    '/games/:id/commands',
    {
      preHandler: players,
      schema: {
        tags,
        summary: 'Play a command at an expected version (physical dice: send the faces entered so far)',
        params: idParams,
        body: jsonSchema(commandBody),
        response: { 200: anyObject, 201: anyObject, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = commandBody.parse(request.body);
      const id = (request.params as { id: string }).id;
      try {
        const out = await playGameCommand(store, id, body.expectedVersion, body.command, body.dice);
        const [status, payload] = outcomeResponse(out, body.expectedVersion);
        return reply.code(status).send(payload);
      } catch (e) {
        if (e instanceof MarshalError && e.code === 'dice-entry')
          return reply.code(422).send({ error: e.code, message: e.message, location: e.location, details: e.details });
        throw e;
      }
    },
  );
}

/** HTTP status and body for the outcome of a command. */
function outcomeResponse(out: PlayOutcome, expectedVersion: number): [200 | 201 | 409 | 422, object] {
  switch (out.status) {
    case 'accepted':
      return [201, out];
    case 'dice-needed':
      return [200, out];
    case 'stale':
      return [409, { error: 'stale', message: `the game is at version ${out.currentVersion}, not ${expectedVersion}; reload and retry`, currentVersion: out.currentVersion }];
    case 'closed':
      return [409, { error: 'closed', message: 'the game is over: its seed has been revealed', currentVersion: out.version }];
    case 'rejected':
      return [422, { error: 'rejected', message: out.rejection.reason, rejection: out.rejection, currentVersion: out.version }];
  }
}

function recordRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { store, requireRole } = ctx;
  const anyone = requireRole('organiser', 'player', 'spectator');

  app.get(
    '/games/:id/record',
    { preHandler: anyone, schema: { tags, summary: 'Download the record (JSON Lines)', params: idParams, produces: ['application/x-ndjson'], response: { 200: { type: 'string' }, 404: errorBody } } },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const text = await recordText(store, id);
      return reply.type('application/x-ndjson; charset=utf-8').header('content-disposition', `attachment; filename="marshal-game-${id}.jsonl"`).send(text);
    },
  );

  app.post(
    '/games/:id/reveal',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags,
        summary: 'End a seeded game by revealing its seed (an organiser, or the player who started it)',
        params: idParams,
        response: { 200: { type: 'object', properties: { seed: { type: 'string' }, version: { type: 'integer' } } }, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const { info } = await loadGame(store, id);
      if (request.user?.role !== 'organiser' && info.ownerId !== request.user?.id)
        return reply.code(403).send({ error: 'forbidden', message: 'only an organiser or the player who started this game can end it' });
      return revealGame(store, id);
    },
  );

  app.get(
    '/games/:id/verify',
    { preHandler: anyone, schema: { tags, summary: 'Replay and verify the record', params: idParams, response: { 200: anyObject } } },
    async (request) => {
      const game = await loadGame(store, (request.params as { id: string }).id);
      const { state: _state, ...report } = verifyRecord(game.module, game.record);
      return report;
    },
  );
}

function view(game: Awaited<ReturnType<typeof loadGame>>, after = 0) {
  return {
    game: game.info,
    dice: game.record.header.dice.kind,
    closed: game.closed,
    header: game.record.header,
    entries: after ? game.record.entries.filter((e) => e.seq > after) : game.record.entries,
    state: game.live.state,
    ...(game.record.reveal ? { reveal: game.record.reveal } : {}),
  };
}
