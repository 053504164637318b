import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MarshalError, isReferee, verifyRecord } from '@marshal/core';
import { gameModules } from '@marshal/library';
import {
  GAME_KIND,
  type LoadedGame,
  type PlayOutcome,
  createGame,
  loadGame,
  playLoaded,
  recordText,
  requireModule,
  revealGame,
  staleBody,
} from '../games/game-service';
import { observeClock, settleClock } from '../games/clock';
import { gameView, openGame, visibleEntries, visibleState } from '../games/game-view';
import { SEAT_HEADER, prepareSeats, seatClaims, seatOfAnother, seatsOf } from '../games/seats';
import { authorizedCommand, callerOf, provenSeats, requireCreate } from '../games/authority';
import { anyObject, errorBody, idParams, jsonSchema } from '../http/schemas';
import { answeredUnchanged } from '../http/delivery';
import type { ServerContext } from './index';
import { optionList } from '../games/option-list';
import { checkBotSeats, playBots, startBots } from '../games/bots';

/** The generic games API over @marshal/core records and every module in @marshal/library. */

const createBody = z.object({
  module: z.string().min(1),
  ruleset: z.array(z.string()).default([]),
  setup: z.unknown(),
  dice: z.enum(['seeded', 'physical']).default('seeded'),
  title: z.string().trim().min(1).max(200).optional(),
  /** Seats the server's computer player holds (a module with a bot, seeded dice); at least one seat stays a person's. */
  bots: z.array(z.string().min(1).max(40)).max(8).default([]),
});
const commandBody = z.object({
  expectedVersion: z.number().int().min(0),
  command: z.object({ type: z.string() }).passthrough(),
  dice: z.array(z.array(z.number().int())).optional(),
  /** The sender's own name for this command (ADR 0055): sending it again after a lost answer finds the entry it became. */
  commandId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a command id is 8 to 64 letters, digits, "-" or "_"')
    .optional(),
});

const infoSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    module: { type: 'string' },
    title: { type: 'string' },
    version: { type: 'integer' },
    /** In a listing: steps of play (the replay's count: lines after the header, less a seed reveal). */
    steps: { type: 'integer' },
    ownerId: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
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
    seats: {
      type: 'array',
      items: { type: 'string' },
      description: `Seats proven by the tokens in the ${SEAT_HEADER} header; state and entries are what they may see`,
    },
    deadline: { type: ['string', 'null'], format: 'date-time', description: 'When the running phase clock runs out (then the server plays the time-outs)' },
    timer: {
      type: ['object', 'null'],
      properties: { phase: { type: 'string' }, seconds: { type: 'integer' }, waiting: { type: 'array', items: { type: 'string' } } },
      description: 'The running phase clock: its phase, its length and the seats it waits for',
    },
  },
  required: ['game', 'dice', 'closed', 'header', 'entries'],
} as const;
const seatHeaders = {
  type: 'object',
  properties: { [SEAT_HEADER]: { type: 'string', description: 'Seat tokens (comma-separated) from POST /api/games/:id/seats/:seat' } },
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
    {
      preHandler: anyone,
      schema: { tags, summary: 'Game modules that can be played, with their options', response: { 200: { type: 'array', items: anyObject } } },
    },
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
      schema: {
        tags,
        summary: 'List games, oldest first; with `recent`, the most recently changed first (at most that many)',
        querystring: {
          type: 'object',
          properties: { module: { type: 'string', maxLength: 100 }, recent: { type: 'integer', minimum: 1, maximum: 50 } },
        },
        response: { 200: { type: 'array', items: infoSchema } },
      },
    },
    async (request) => {
      const { module, recent } = request.query as { module?: string; recent?: number };
      const games = await store.list({ kind: GAME_KIND, ...(module ? { module } : {}), ...(recent ? { recent } : {}) });
      return games.map((g) => ({ ...g, steps: g.version - (g.revealed ? 1 : 0) }));
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
        headers: seatHeaders,
        response: { 200: gameSchema, 304: { type: 'null' }, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { after } = request.query as { after?: number };
      const { game, clock } = await settleClock(store, (request.params as { id: string }).id, ctx.now());
      const seats = await provenSeats(store, game, request);
      if (answeredUnchanged(request, reply, [game.info.id, game.info.version, seats, after ?? 0, clock?.deadline ?? null])) return reply;
      return gameView(game, seats, clock, after ?? 0);
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
      schema: {
        tags,
        summary: 'Start a game: module, ruleset manifest, setup, seeded or physical dice',
        body: jsonSchema(createBody),
        response: { 201: gameSchema, 400: errorBody },
      },
    },
    async (request, reply) => {
      const body = createBody.parse(request.body);
      requireCreate(requireModule(body.module), request);
      const { bots, ...input } = body;
      const game = await createGame(store, { ...input, ownerId: request.user?.id ?? null, check: (g) => checkBotSeats(g, bots) });
      await prepareSeats(store, game);
      const played = await startBots(store, game, bots);
      const shown = played ? await loadGame(store, game.info.id) : game;
      return reply.code(201).send(gameView(shown, [], await observeClock(store, shown, ctx.now())));
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
        headers: seatHeaders,
        response: { 200: anyObject, 201: anyObject, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = commandBody.parse(request.body);
      const id = (request.params as { id: string }).id;
      try {
        const { game } = await settleClock(store, id, ctx.now(), body.expectedVersion);
        const seats = await provenSeats(store, game, request);
        const command = await authorizedCommand(store, game, request, body.command, { seats });
        const { outcome: out, game: next } = await playLoaded(store, game, body.expectedVersion, command, {
          entered: body.dice,
          parsed: true,
          commandId: body.commandId,
        });
        const [status, payload] = outcomeResponse(
          out.status === 'accepted' && next ? await seenOutcome(store, next, out, seats, ctx.now()) : out,
          body.expectedVersion,
        );
        // The bot seats answer before the reply, so the reload that follows an accepted command already shows their moves.
        if (out.status === 'accepted' && game.module.bot) await playBots(store, id);
        return reply.code(status).send(payload);
      } catch (e) {
        if (e instanceof MarshalError && (e.code === 'dice-entry' || e.code === 'command-id-reused'))
          return reply.code(422).send({ error: e.code, message: e.message, location: e.location, details: e.details });
        throw e;
      }
    },
  );
}

/** An accepted command's entry and state as the caller's seats may see them (the clock of the next phase starts now). */
async function seenOutcome(
  store: ServerContext['store'],
  game: LoadedGame,
  out: Extract<PlayOutcome, { status: 'accepted' }>,
  seats: readonly string[],
  now: Date,
): Promise<PlayOutcome> {
  if (!seatsOf(game.module)) return out;
  await observeClock(store, game, now);
  const entry = visibleEntries(game, seats).find((e) => e.seq === out.entry.seq) ?? out.entry;
  return { ...out, entry: entry as typeof out.entry, state: visibleState({ ...game, live: { ...game.live, state: out.state } }, seats) };
}

/** HTTP status and body for the outcome of a command. */
function outcomeResponse(out: PlayOutcome, expectedVersion: number): [200 | 201 | 409 | 422, object] {
  switch (out.status) {
    case 'accepted':
      return [201, out];
    case 'dice-needed':
      return [200, out];
    case 'stale':
      return [409, staleBody('game', expectedVersion, out)];
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
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Download the record (JSON Lines); while a game with seats is running, only an organiser may',
        params: idParams,
        produces: ['application/x-ndjson'],
        response: { 200: { type: 'string' }, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const secret = await secretRecord(store, id, request, ctx.now());
      if (secret) return reply.code(403).send(secret);
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
        response: {
          200: { type: 'object', properties: { seed: { type: 'string' }, version: { type: 'integer' } } },
          400: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const { info } = await loadGame(store, id);
      if (!isReferee(callerOf(request, info)))
        return reply.code(403).send({ error: 'forbidden', message: 'only an organiser or the player who started this game can end it' });
      return revealGame(store, id);
    },
  );

  app.get(
    '/games/:id/verify',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Replay and verify the record (like the download: organisers only while a game with seats runs)',
        params: idParams,
        response: { 200: anyObject, 403: errorBody },
      },
    },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const secret = await secretRecord(store, id, request, ctx.now());
      if (secret) return reply.code(403).send(secret);
      const game = await loadGame(store, id);
      const { state: _state, ...report } = verifyRecord(game.module, game.record);
      return report;
    },
  );
}

/** Why the caller may not have the whole record yet: it holds every seat's hidden orders while the game runs. */
async function secretRecord(store: ServerContext['store'], id: string, request: FastifyRequest, now: Date): Promise<object | null> {
  const { game } = await settleClock(store, id, now);
  if (openGame(game)) return null;
  // An organiser who plays a side against another account is a player here: the record would show the other's orders.
  if (request.user?.role === 'organiser') {
    const other = seatOfAnother(await seatClaims(store, id), request.user.id);
    if (!other) return null;
    const name = (s: string) =>
      seatsOf(game.module)
        ?.list(game.live.state)
        .find((x) => x.id === s)?.name ?? s;
    return {
      error: 'forbidden',
      message: `you play ${name(other.mine)} in this game against another player: its record holds their hidden orders, so it waits until the game is over`,
    };
  }
  return {
    error: 'forbidden',
    message: "the record holds every seat's hidden orders: while this game runs only an organiser may download or verify it; anyone may once it is over",
  };
}
