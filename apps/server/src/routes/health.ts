import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '@marshal/core';
import type { ServerMode } from '../auth/session';
import type { OpeningDatabase } from '../db/connect';
import type { DemoProgress } from '../demo/background';

/** GET /api/health: is the server up, is its database open yet, which database, how many migrations, which engine. */
export async function healthRoutes(app: FastifyInstance, deps: { opening: OpeningDatabase; mode: ServerMode; demo: () => DemoProgress }): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['server'],
        summary: 'Server health, whether its database is open yet, database kind, migrations applied, engine version and demo seeding progress',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              ready: {
                type: 'boolean',
                description: 'false while the server is still opening its database just after start (other API requests wait for it, then 503)',
              },
              startupError: { type: 'string', description: 'why the database could not be opened at start' },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              migrations: { type: 'integer', description: 'migrations applied (0 until the database is open)' },
              engine: { type: 'string' },
              mode: { type: 'string', enum: ['local', 'shared'] },
              demo: {
                type: 'object',
                description: 'demo content seeded in the background: off, seeding (done of total), ready or failed',
                properties: {
                  state: { type: 'string', enum: ['off', 'seeding', 'ready', 'failed'] },
                  done: { type: 'integer' },
                  total: { type: 'integer' },
                  error: { type: 'string' },
                },
                required: ['state', 'done', 'total'],
              },
            },
            required: ['status', 'ready', 'database', 'migrations', 'engine', 'mode'],
          },
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      ready: deps.opening.isOpen(),
      ...(deps.opening.failure() ? { startupError: deps.opening.failure() } : {}),
      database: deps.opening.database.kind,
      migrations: deps.opening.isOpen() ? await deps.opening.database.migrationsApplied() : 0,
      engine: ENGINE_VERSION,
      mode: deps.mode,
      demo: deps.demo(),
    }),
  );
}
