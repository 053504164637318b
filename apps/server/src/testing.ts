import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type MarshalServer, type ServerOptions } from './app';

/** A server on a fresh PGlite database in a temporary directory, removed again on close (for tests). */
export async function createTestServer(options: Omit<ServerOptions, 'database'> & { dataDir?: string } = {}): Promise<MarshalServer> {
  const own = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marshal-test-'));
  const server = await createServer({ ...options, database: { dataDir } });
  return {
    ...server,
    async close() {
      await server.close();
      if (own) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
