import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer, type MarshalServer, type ServerOptions } from './app';

/** Test servers: a fresh PGlite database in a temporary directory, or a throw-away schema in TEST_DATABASE_URL. */

export type TestBackend = 'pglite' | 'postgres';

/** The backends tests should run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Test servers hash passwords at a lower scrypt cost than OWASP's (N = 2^14 instead of 2^17) so sign-ins stay quick; pass `passwordCost` to test the real one. */
export const TEST_PASSWORD_COST = { N: 2 ** 14, r: 8, p: 1 } as const;

export async function createTestServer(options: Omit<ServerOptions, 'database'> & { dataDir?: string; backend?: TestBackend } = {}): Promise<MarshalServer> {
  const { backend = 'pglite', dataDir: given, ...given_ } = options;
  const rest = { passwordCost: TEST_PASSWORD_COST, ...given_ };
  if (backend === 'postgres') return postgresTestServer(rest);
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'marshal-test-'));
  const server = await createServer({ ...rest, database: { dataDir } });
  return {
    ...server,
    async close() {
      await server.close();
      if (given === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTestServer(options: Omit<ServerOptions, 'database'>): Promise<MarshalServer> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `marshal_test_${randomBytes(6).toString('hex')}`;
  const drop = () => dropSchema(url, schema);
  const server = await createServer({ ...options, database: { url, schema } }).catch(async (e: unknown) => {
    await drop();
    throw e;
  });
  return {
    ...server,
    async close() {
      await server.close();
      await drop();
    },
  };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** A one-on-one duel for `POST /api/battles/setup` (Hunchback against Centurion on a grassland sheet); spread in what a test changes. */
export const TEST_DUEL = {
  boards: 'Beginner Box/16x17 Grassland 1',
  movement: 'simultaneous',
  roundLimit: 3,
  sides: [
    { id: 'a', name: 'Alpha', homeEdge: 'south' },
    { id: 'b', name: 'Beta', homeEdge: 'north' },
  ],
  units: [
    { side: 'a', unit: 'Hunchback HBK-4G' },
    { side: 'b', unit: 'Centurion CN9-A' },
  ],
} as const;
