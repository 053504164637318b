import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import type { WatchedStore } from '../store/watched-store';
import { createTestServer } from '../testing';

describe('waiting for a stream to change', () => {
  let server: MarshalServer;
  let id: string;
  beforeAll(async () => {
    server = await createTestServer();
    const created = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'roll-log', setup: { title: 'Watched' } } });
    id = (created.json() as { game: { id: string } }).game.id;
  });
  afterAll(async () => server.close());

  const wait = (version: number, timeoutMs: number) => server.app.inject({ url: `/api/streams/${id}/wait?version=${version}&timeoutMs=${timeoutMs}` });

  it('answers at once when the stream is already past the version', async () => {
    await server.app.inject({
      method: 'POST',
      url: `/api/games/${id}/commands`,
      payload: { expectedVersion: 0, command: { type: 'rollDice', notation: '1d6', purpose: 'a' } },
    });
    expect((await wait(0, 60000)).json()).toEqual({ version: 1, changed: true });
  });

  it('wakes a waiting spectator when a command is played, and they can fetch only the new entries', async () => {
    const waiting = wait(1, 60000);
    const played = await server.app.inject({
      method: 'POST',
      url: `/api/games/${id}/commands`,
      payload: { expectedVersion: 1, command: { type: 'rollDice', notation: '2d6', purpose: 'b' } },
    });
    expect(played.statusCode).toBe(201);
    expect((await waiting).json()).toEqual({ version: 2, changed: true });
    const fresh = (await server.app.inject({ url: `/api/games/${id}?after=1` })).json() as { entries: { seq: number }[] };
    expect(fresh.entries.map((e) => e.seq)).toEqual([2]);
  });

  it('answers pending waits when the server shuts down', { timeout: 120_000 }, async () => {
    const own = await createTestServer();
    const created = await own.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'roll-log', setup: { title: 'Closing' } } });
    const gameId = (created.json() as { game: { id: string } }).game.id;
    const waiting = own.app.inject({ url: `/api/streams/${gameId}/wait?version=0&timeoutMs=60000` });
    while ((own.store as WatchedStore).pendingWaits === 0) await new Promise((r) => setTimeout(r, 10));
    await own.close();
    expect((await waiting).json()).toEqual({ version: 0, changed: false });
  });

  it('answers unchanged after the timeout, and 404 for an unknown stream', async () => {
    expect((await wait(2, 20)).json()).toEqual({ version: 2, changed: false });
    expect((await server.app.inject({ url: '/api/streams/nope/wait?version=0&timeoutMs=10' })).statusCode).toBe(404);
  });
});
