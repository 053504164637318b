import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { saveDraft, settleClock } from '../games/clock';
import { SEAT_HEADER, claimSeat, prepareSeats, releaseSeat, seatBindings, seatClaims, seatOfAnother, seatsOf, seatsProven, takenSeats } from '../games/seats';
import { openGame } from '../games/game-view';
import { LOCAL_USER } from '../auth/session';
import { createGame, gameRecordSetup, loadGame } from '../games/game-service';
import { requireCreate, requireReferee } from '../games/authority';
import { isBotBinding } from '../games/bots';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { ServerContext } from './index';

/**
 * Seats of games whose module has them: claim a seat (its token; the same account again gets it back from any browser),
 * list the seats, free a seat (the referee), save a draft for the time-out, and start a fresh copy of a seated game.
 */

const tags = ['games'];
const seatParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1 }, seat: { type: 'string', minLength: 1 } },
  required: ['id', 'seat'],
} as const;
const draftBody = z.object({ draft: z.record(z.string(), z.unknown()) });
const seatHeaders = { type: 'object', properties: { [SEAT_HEADER]: { type: 'string' } } } as const;

function capability(game: Awaited<ReturnType<typeof loadGame>>) {
  const seats = seatsOf(game.module);
  if (!seats) throw new MarshalError('no-seats', `games of the ${game.module.id} module have no seats`, { field: 'seat' });
  return seats;
}

export async function gameSeatRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { store, requireRole } = ctx;

  app.post(
    '/games/:id/seats/:seat',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags,
        summary: 'Claim a seat: its token, to send in the X-Marshal-Seat header (the same user claiming again gets the same token)',
        params: seatParams,
        response: {
          201: { type: 'object', properties: { seat: { type: 'string' }, token: { type: 'string' } }, required: ['seat', 'token'] },
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { id, seat } = request.params as { id: string; seat: string };
      const game = await loadGame(store, id);
      capability(game);
      const user = request.user;
      // The local organiser is everyone on a local server: naming it would tell nobody anything.
      const player = user && user.id !== LOCAL_USER.id ? user.displayName : null;
      const out = await claimSeat(store, game, seat, user?.id ?? null, ctx.now(), user?.username ?? null, player);
      if (!out.ok && isBotBinding(out.keptFor)) return reply.code(409).send({ error: 'seat-kept', message: `seat "${seat}" is played by the bot` });
      if (!out.ok && out.keptFor)
        return reply.code(409).send({ error: 'seat-kept', message: `seat "${seat}" is kept for ${out.keptFor.label}: only their account may take it` });
      if (!out.ok) return reply.code(409).send({ error: 'seat-taken', message: `seat "${seat}" has already been claimed by someone else` });
      return reply.code(201).send({ seat: out.seat, token: out.token });
    },
  );

  app.get(
    '/games/:id/seats',
    {
      preHandler: requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags,
        summary: 'The seats of a game: id, name, whether claimed, whether the caller holds it (by its token) and whether it is the caller’s to rejoin',
        params: { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
        headers: seatHeaders,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                seat: { type: 'string' },
                name: { type: 'string' },
                claimed: { type: 'boolean' },
                mine: { type: 'boolean' },
                yours: { type: 'boolean', description: 'claimed by the caller’s account (local mode: the local organiser), so it can be rejoined' },
                keptFor: { type: 'string', description: 'the account the seat is kept for, in words (a tournament duel’s player)' },
                bot: { type: 'boolean', description: 'the server’s computer player holds this seat' },
                player: { type: 'string', description: 'the name of the account that claimed the seat (shared mode)' },
              },
              required: ['seat', 'name', 'claimed'],
            },
          },
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const game = await loadGame(store, (request.params as { id: string }).id);
      const claims = await seatClaims(store, game.info.id);
      const kept = await seatBindings(store, game.info.id);
      const mine = seatsProven(claims, request.headers[SEAT_HEADER]);
      const caller = request.user?.id;
      return capability(game)
        .list(game.live.state)
        .map((s) => ({
          seat: s.id,
          name: s.name,
          claimed: claims.has(s.id),
          mine: mine.includes(s.id),
          yours: caller !== undefined && claims.get(s.id)?.userId === caller,
          ...(claims.get(s.id)?.player ? { player: claims.get(s.id)!.player } : {}),
          ...(isBotBinding(kept[s.id]) ? { bot: true } : kept[s.id] ? { keptFor: kept[s.id]!.label } : {}),
        }));
    },
  );

  app.delete(
    '/games/:id/seats/:seat',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags,
        summary: "Free a claimed seat (the game's referee: whoever started it, or an organiser); its old token stops working",
        params: seatParams,
        response: {
          200: { type: 'object', properties: { seat: { type: 'string' }, released: { type: 'boolean' } }, required: ['seat', 'released'] },
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { id, seat } = request.params as { id: string; seat: string };
      const game = await loadGame(store, id);
      requireReferee(game, request);
      const list = capability(game).list(game.live.state);
      if (!list.some((s) => s.id === seat)) throw new MarshalError('not-found', `game ${id} has no seat "${seat}"`);
      // A referee who plays a side may not free the other player's seat while the battle runs: taking it would show
      // them that side's hidden orders (and let them play it).
      const other = openGame(game) ? null : seatOfAnother(await seatClaims(store, id), request.user?.id ?? null, seat);
      if (other) {
        const name = (s: string) => list.find((x) => x.id === s)?.name ?? s;
        const [mine, theirs] = [name(other.mine), name(other.theirs)];
        const why = 'taking it would show you its hidden orders; an organiser who plays no side here can free it';
        throw new MarshalError('forbidden', `you play ${mine} in this battle, so you may not free ${theirs}, which another player holds: ${why}`);
      }
      return { seat, released: await releaseSeat(store, game, seat, request.user?.id ?? null, ctx.now()) };
    },
  );

  app.post(
    '/games/:id/copy',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags,
        summary:
          'Start a fresh game from the same setup, rules and kind of dice (new seed, free seats), owned by the caller — e.g. your own copy of a demo duel',
        params: { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
        response: { 201: anyObject, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const game = await loadGame(store, (request.params as { id: string }).id);
      capability(game);
      requireCreate(game.module, request);
      const copy = await createGame(store, { ...gameRecordSetup(game), ownerId: request.user?.id ?? null });
      await prepareSeats(store, copy);
      return reply.code(201).send({ id: copy.info.id, title: copy.info.title, module: copy.module.id });
    },
  );

  app.put(
    '/games/:id/seats/:seat/draft',
    {
      preHandler: requireRole('organiser', 'player'),
      schema: {
        tags,
        summary: "Save what the seat has written so far this phase (kept secret); when its clock runs out the module's time-out carries it out",
        params: seatParams,
        headers: seatHeaders,
        body: jsonSchema(draftBody),
        response: { 200: anyObject, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id, seat } = request.params as { id: string; seat: string };
      const { draft } = draftBody.parse(request.body);
      const { game } = await settleClock(store, id, ctx.now());
      if (
        !capability(game)
          .list(game.live.state)
          .some((s) => s.id === seat)
      )
        throw new MarshalError('not-found', `game ${id} has no seat "${seat}"`);
      const claims = await seatClaims(store, id);
      const taken = (await takenSeats(store, id)).has(seat);
      if (taken && !seatsProven(claims, request.headers[SEAT_HEADER]).includes(seat))
        return reply.code(403).send({ error: 'not-your-seat', message: `seat "${seat}" has been claimed; send its token in the ${SEAT_HEADER} header` });
      await saveDraft(store, game, seat, draft, ctx.now());
      return { saved: true, seat };
    },
  );
}
