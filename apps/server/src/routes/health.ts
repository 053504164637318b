import type { FastifyInstance } from 'fastify';
import { ENGINE_VERSION } from '@marshal/core';
import type { ServerMode } from '../auth/session';
import type { OpenDatabase } from '../db/connect';
import type { DemoProgress } from '../demo/background';

/** GET /api/health: is the server up, which database, how many migrations, which engine. */
export async function healthRoutes(app: FastifyInstance, deps: { database: OpenDatabase; mode: ServerMode; demo: () => DemoProgress }): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['server'],
        summary: 'Server health, database kind, migrations applied, engine version and demo seeding progress',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              migrations: { type: 'integer' },
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
      demo: deps.demo(),
    }),
  );
}
