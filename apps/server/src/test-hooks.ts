import { afterAll, beforeAll } from 'vitest';
import type { MarshalServer } from './app';
import { createTestServer } from './testing';

/**
 * One test server for a test file: created before its tests on a fresh PGlite directory (or TEST_DATABASE_URL
 * schema), closed and removed after them. The returned object stands for the server once `beforeAll` has run.
 */
export function useTestServer(options: Parameters<typeof createTestServer>[0] = {}): MarshalServer {
  let server: MarshalServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as MarshalServer, {
    get(_target, key) {
      if (!server) throw new Error('the test server is used before beforeAll has started it');
      return Reflect.get(server, key);
    },
  });
}
