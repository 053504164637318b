import type { FastifyInstance } from 'fastify';
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
        summary: 'Wait until a record stream is no longer at `version` (or `timeoutMs` passes); answers its version',
        params: { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
        querystring: {
          type: 'object',
          properties: { version: { type: 'integer', minimum: 0 }, timeoutMs: { type: 'integer', minimum: 0, maximum: 60000, default: 25000 } },
          required: ['version'],
        },
        response: { 200: { type: 'object', properties: { version: { type: 'integer' }, changed: { type: 'boolean' } }, required: ['version', 'changed'] }, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { version, timeoutMs } = request.query as { version: number; timeoutMs: number };
      const aborted = new AbortController();
      reply.raw.on('close', () => aborted.abort());
      const now = await ctx.store.waitForChange(id, version, timeoutMs, aborted.signal);
      if (now === null) return reply.code(404).send({ error: 'not-found', message: `no stream ${id}` });
      return { version: now, changed: now !== version };
    },
  );
}
