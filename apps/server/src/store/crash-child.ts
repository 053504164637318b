import { createServer } from '../app';

/**
 * A server process for the crash tests (`crash-durability.test.ts`): PGlite in CRASH_DATA_DIR, or PostgreSQL at
 * CRASH_DATABASE_URL in schema CRASH_SCHEMA. It prints `listening <port>` once it accepts requests; the test
 * kills it with SIGKILL, so it never shuts down cleanly.
 */
const url = process.env.CRASH_DATABASE_URL;
const server = await createServer({
  database: url ? { url, ...(process.env.CRASH_SCHEMA ? { schema: process.env.CRASH_SCHEMA } : {}) } : { dataDir: process.env.CRASH_DATA_DIR! },
  mode: 'local',
});
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${new URL(address).port}\n`);
