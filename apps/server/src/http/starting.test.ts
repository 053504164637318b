import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OpenDatabase, OpeningDatabase } from '../db/connect';
import { holdUntilOpen } from './starting';

/** A database whose opening the test settles by hand. */
function opening(): { db: OpeningDatabase; open: () => void; fail: (e: Error) => void } {
  let open!: () => void;
  let fail!: (e: Error) => void;
  let state: 'opening' | 'open' | Error = 'opening';
  const opened = new Promise<void>((resolve, reject) => {
    open = () => {
      state = 'open';
      resolve();
    };
    fail = (e) => {
      state = e;
      reject(e);
    };
  });
  opened.catch(() => undefined);
  const db: OpeningDatabase = {
    database: {} as OpenDatabase,
    opened,
    isOpen: () => state === 'open',
    failure: () => (state instanceof Error ? state.message : undefined),
  };
  return { db, open, fail };
}

async function app(db: OpeningDatabase, waitMs?: number) {
  const server = Fastify();
  server.addHook('onRequest', holdUntilOpen(db, waitMs));
  server.get('/api/health', async () => ({ ready: db.isOpen() }));
  server.get('/api/games', async () => ['a game']);
  server.get('/missions', async () => 'page');
  await server.ready();
  return server;
}

describe('API requests held while the database opens at start (startup: listen-first)', () => {
  it('answers health and pages at once, and a request needing the database once it is open', async () => {
    const { db, open } = opening();
    const server = await app(db);
    const order: string[] = [];
    const games = server.inject('/api/games').then((r) => {
      order.push(`games ${r.statusCode}`);
      return r;
    });
    const health = await server.inject('/api/health');
    order.push(`health ${health.statusCode} ${health.body}`);
    expect((await server.inject('/missions')).body).toBe('page');
    order.push('opened');
    open();
    expect((await games).json()).toEqual(['a game']);
    expect(order).toEqual(['health 200 {"ready":false}', 'opened', 'games 200']);
    await server.close();
  });

  it('answers 503 starting with Retry-After when the database is not open within the wait, and names a failure', async () => {
    const { db, fail } = opening();
    const server = await app(db, 0);
    const waited = await server.inject('/api/games');
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('3');
    expect(waited.json()).toMatchObject({ error: 'starting', message: expect.stringContaining('still opening its database') });
    fail(new Error('the data directory is damaged'));
    const failed = await server.inject('/api/games');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('the server could not open its database: the data directory is damaged');
    await server.close();
  });
});
