import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '@marshal/core';
import type { ServerMode } from '../auth/session';
import type { OpenDatabase } from '../db/connect';

/** GET /api/health: is the server up, which database, how many migrations, which engine. */
export async function healthRoutes(app: FastifyInstance, deps: { database: OpenDatabase; mode: ServerMode }): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['server'],
        summary: 'Server health, database kind, migrations applied and engine version',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              migrations: { type: 'integer' },
              engine: { type: 'string' },
              mode: { type: 'string', enum: ['local', 'shared'] },
            },
            required: ['status', 'database', 'migrations', 'engine', 'mode'],
          },
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: deps.database.kind,
      migrations: await deps.database.migrationsApplied(),
      engine: ENGINE_VERSION,
      mode: deps.mode,
    }),
  );
}
