/**
 * The table clock of a duel played on a physical table (Solaris VII Stable Challenge, 2.1 Time Limit): its events are
 * kept in the tournament record with the server's time; only the duel's players or the organiser may move it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { clockActionSchema, clockLimits, findDuel, type TournamentRules, type TournamentState } from '@marshal/tournament';
import type { LoadedGame } from '../games/game-service';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';

const clockBody = z.object({ expectedVersion: z.number().int().min(0), clock: clockActionSchema });
const duelParams = { type: 'object', properties: { id: { type: 'string' }, duel: { type: 'string' } }, required: ['id', 'duel'] } as const;
const tags = ['tournament'];

type PlayAs = (
  request: FastifyRequest,
  reply: FastifyReply,
  expectedVersion: number,
  commands: Record<string, unknown>[],
  options?: { built?: boolean },
) => Promise<unknown>;

/** What the clock page needs: the duel's players, the limits and every clock event so far, and the server's time now. */
export function clockView(game: LoadedGame, duelId: string, now: number) {
  const state = game.live.state as TournamentState;
  const d = findDuel(state, duelId);
  if (!d || !d.b) throw new MarshalError('not-found', `no duel ${duelId} with two players in this tournament`, { field: 'duel' });
  const name = (p: string) => state.players[p]?.name ?? p;
  return {
    tournament: { id: game.info.id, title: state.setup.title },
    version: game.info.version,
    duel: { id: d.id, round: d.round, table: d.table, final: d.final !== null },
    players: [d.a, d.b].map((s) => ({ id: s.player, name: name(s.player), mech: s.mech })),
    limits: d.clock?.limits ?? clockLimits(game.live.ruleset.rules as TournamentRules),
    events: d.clock?.events ?? [],
    serverTime: now,
  };
}

export function tableClockRoutes(
  app: FastifyInstance,
  deps: { load: (id: string) => Promise<LoadedGame>; participants: preHandlerHookHandler; playAs: PlayAs; now: () => number },
) {
  const params = (request: FastifyRequest) => request.params as { id: string; duel: string };
  app.get(
    '/tournaments/:id/duels/:duel/clock',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A duel's table clock: limits, events with their times, the server's time (public)",
        params: duelParams,
        response: { 200: anyObject, 404: errorBody },
      },
    },
    async (request) => clockView(await deps.load(params(request).id), params(request).duel, deps.now()),
  );

  app.post(
    '/tournaments/:id/duels/:duel/clock',
    {
      preHandler: deps.participants,
      schema: {
        tags,
        summary: "Start, stop or advance a duel's table clock, grant the extra minute, or record a time-out choice (the duel's players or the organiser)",
        params: duelParams,
        body: jsonSchema(clockBody),
        response: { 201: anyObject, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const body = clockBody.parse(request.body);
      const { duel } = params(request);
      return deps.playAs(request, reply, body.expectedVersion, [{ type: 'tableClock', duel, clock: body.clock, at: deps.now() }], { built: true });
    },
  );
}
