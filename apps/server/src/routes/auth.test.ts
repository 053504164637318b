import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import { createTestServer, testBackends } from '../testing';

type Session = { user: { id: string; role: string; username: string }; token: string };

describe.each(testBackends())('accounts and roles in shared mode on %s', (backend) => {
  let server: MarshalServer;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const register = async (username: string, role?: string, token?: string) =>
    call('POST', '/api/auth/register', { username, password: `${username}-password`, ...(role ? { role } : {}) }, token);

  beforeAll(async () => {
    server = await createTestServer({ mode: 'shared', backend });
  });
  afterAll(async () => server.close());

  it('refuses callers without a session (401)', async () => {
    expect((await call('GET', '/api/games')).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('makes the first account the organiser, later self-registrations players or spectators', async () => {
    const first = await register('marshal', 'spectator');
    expect(first.statusCode).toBe(201);
    expect((first.json() as Session).user.role).toBe('organiser');
    const player = (await register('mechwarrior')).json() as Session;
    expect(player.user.role).toBe('player');
    expect(((await register('watcher', 'spectator')).json() as Session).user.role).toBe('spectator');
    const sneaky = await register('usurper', 'organiser');
    expect(sneaky.statusCode).toBe(403);
    expect((await register('MechWarrior')).statusCode).toBe(409);
  });

  it('signs in with a cookie and a bearer token, and signs out', async () => {
    const bad = await call('POST', '/api/auth/login', { username: 'marshal', password: 'wrong-password' });
    expect(bad.statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', { username: 'marshal', password: 'marshal-password' });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as Session;
    const cookie = login.cookies.find((c) => c.name === 'marshal_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true });
    const viaCookie = await server.app.inject({ url: '/api/auth/me', cookies: { marshal_session: token } });
    expect(viaCookie.json()).toMatchObject({ user: { username: 'marshal', role: 'organiser' }, mode: 'shared', signedIn: true });
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', undefined, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
  });

  it('checks roles on every guarded route (403 for the wrong role)', async () => {
    const organiser = (await call('POST', '/api/auth/login', { username: 'marshal', password: 'marshal-password' })).json() as Session;
    const spectator = (await call('POST', '/api/auth/login', { username: 'watcher', password: 'watcher-password' })).json() as Session;
    const player = (await call('POST', '/api/auth/login', { username: 'mechwarrior', password: 'mechwarrior-password' })).json() as Session;
    const newGame = { module: 'roll-log', setup: { title: 'Role test' } };
    expect((await call('POST', '/api/games', newGame, spectator.token)).statusCode).toBe(403);
    const created = await call('POST', '/api/games', newGame, player.token);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { game: { id: string; ownerId: string } }).game.id;
    expect((created.json() as { game: { ownerId: string } }).game.ownerId).toBe(player.user.id);
    expect((await call('GET', `/api/games/${id}`, undefined, spectator.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/games/${id}/reveal`, undefined, spectator.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/users', undefined, player.token)).statusCode).toBe(403);
    const users = (await call('GET', '/api/auth/users', undefined, organiser.token)).json() as { id: string; username: string }[];
    expect(users.map((u) => u.username)).toEqual(['marshal', 'mechwarrior', 'watcher']);
    const promoted = await call('PUT', `/api/auth/users/${spectator.user.id}/role`, { role: 'player' }, organiser.token);
    expect(promoted.json()).toMatchObject({ role: 'player' });
    const theirs = (await call('POST', '/api/games', newGame, spectator.token)).json() as { game: { id: string } };
    expect((await call('POST', `/api/games/${theirs.game.id}/reveal`, undefined, player.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/games/${id}/reveal`, undefined, player.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/games/${theirs.game.id}/reveal`, undefined, organiser.token)).statusCode).toBe(200);
  });

  it('slows password guessing: 429 after ten failed sign-ins for a name', { timeout: 120_000 }, async () => {
    await register('target');
    for (let i = 0; i < 10; i++) expect((await call('POST', '/api/auth/login', { username: 'target', password: `guess-${i}-xx` })).statusCode).toBe(401);
    const blocked = await call('POST', '/api/auth/login', { username: 'target', password: 'target-password' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('POST', '/api/auth/login', { username: 'marshal', password: 'marshal-password' })).statusCode).toBe(200);
  });

  it('changes a password after checking the current one, ending other sessions', async () => {
    const first = ((await register('changer')).json() as Session).token;
    const second = ((await call('POST', '/api/auth/login', { username: 'changer', password: 'changer-password' })).json() as Session).token;
    expect((await call('PUT', '/api/auth/password', { currentPassword: 'wrong', newPassword: 'brand-new-password' }, first)).statusCode).toBe(403);
    expect((await call('PUT', '/api/auth/password', { currentPassword: 'changer-password', newPassword: 'brand-new-password' }, first)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, first)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, second)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', { username: 'changer', password: 'changer-password' })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', { username: 'changer', password: 'brand-new-password' })).statusCode).toBe(200);
  });

  it('lets an organiser create an organiser account without signing in as it', async () => {
    const organiser = (await call('POST', '/api/auth/login', { username: 'marshal', password: 'marshal-password' })).json() as Session;
    const res = await register('referee', 'organiser', organiser.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user: { role: 'organiser' }, token: '' });
    expect(res.cookies).toHaveLength(0);
  });
});

describe.each(testBackends())('simultaneous first registrations on %s', (backend) => {
  it('make exactly one organiser', { timeout: 120_000 }, async () => {
    const server = await createTestServer({ mode: 'shared', backend });
    try {
      const results = await Promise.all(
        ['ada', 'bob', 'cyd', 'dee'].map((username) =>
          server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, password: `${username}-password`, role: 'organiser' } }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 403, 403, 403]);
    } finally {
      await server.close();
    }
  });
});

describe('local mode', () => {
  it('treats a caller without a session as the local organiser', { timeout: 120_000 }, async () => {
    const server = await createTestServer();
    try {
      const me = await server.app.inject({ url: '/api/auth/me' });
      expect(me.json()).toMatchObject({ user: { id: 'local', role: 'organiser' }, mode: 'local', signedIn: false });
      const created = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'roll-log', setup: { title: 'At the table' } } });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { game: { id: string } }).game.id;
      expect((await server.app.inject({ method: 'POST', url: `/api/games/${id}/reveal` })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
