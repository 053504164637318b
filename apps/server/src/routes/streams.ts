import type { FastifyInstance } from 'fastify';
import { MarshalError } from '@marshal/core';
import { settleClock } from '../games/clock';
import type { WatchedStore } from '../store/watched-store';
import { errorBody } from '../http/schemas';
import type { ServerContext } from './index';

/** GET /api/streams/:id/wait: long-poll until a game, campaign or tournament moves past a version. */
export async function streamRoutes(app: FastifyInstance, ctx: ServerContext & { store: WatchedStore }): Promise<void> {
  app.get(
    '/streams/:id/wait',
    {
      preHandler: ctx.requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags: ['streams'],
        summary:
          'Wait until a record stream is no longer at `version` (or `timeoutMs` passes); answers its version. A game whose phase clock runs out meanwhile has its time-outs played then.',
        params: { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
        querystring: {
          type: 'object',
          properties: { version: { type: 'integer', minimum: 0 }, timeoutMs: { type: 'integer', minimum: 0, maximum: 60000, default: 25000 } },
          required: ['version'],
        },
        response: {
          200: { type: 'object', properties: { version: { type: 'integer' }, changed: { type: 'boolean' } }, required: ['version', 'changed'] },
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { version, timeoutMs } = request.query as { version: number; timeoutMs: number };
      const aborted = new AbortController();
      reply.raw.on('close', () => aborted.abort());
      const deadline = await playDueTimeOuts(ctx, id);
      const until = deadline === null ? timeoutMs : Math.min(timeoutMs, Math.max(0, deadline.getTime() - ctx.now().getTime()) + 50);
      let now = await ctx.store.waitForChange(id, version, until, aborted.signal);
      if (now === version && deadline !== null && !aborted.signal.aborted) {
        await playDueTimeOuts(ctx, id);
        now = await ctx.store.version(id);
      }
      if (now === null) return reply.code(404).send({ error: 'not-found', message: `no stream ${id}` });
      return { version: now, changed: now !== version };
    },
  );
}

/** For a game with a phase clock: play the time-outs already due, and answer when the running clock runs out. */
async function playDueTimeOuts(ctx: ServerContext, id: string): Promise<Date | null> {
  try {
    return (await settleClock(ctx.store, id, ctx.now())).clock?.deadline ?? null;
  } catch (e) {
    if (e instanceof MarshalError && e.code === 'not-found') return null;
    throw e;
  }
}
