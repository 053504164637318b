import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import { Accounts } from '../auth/accounts';
import { users } from '../db/schema';
import { createTestServer } from '../testing';
import { DEFAULT_LIMITS } from './limits';

/** Cross-site requests, host names, abuse limits and bounded inputs, end to end through `inject`. */

const newGame = { module: 'roll-log', setup: { title: 'Hardening' } };

describe('local mode: host names, Origin, CSRF header and bounded inputs', () => {
  let server: MarshalServer;
  let webRoot: string;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const inject = (req: InjectOptions) => server.app.inject(req);
  const post = (headers: Record<string, string>, payload: object = newGame) => inject({ method: 'POST', url: '/api/games', headers, payload });

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'marshal-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Marshal</title><div id="root"></div>');
    server = await createTestServer({
      webRoot,
      now: () => new Date(clock),
      allowedOrigins: ['https://marshal.example.org'],
      allowedHosts: ['marshal.lan'],
      limits: { routes: { 'GET /api/auth/me': { limit: 3, windowSeconds: 60 } } },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers only the host names it serves, on every route including the web app (DNS rebinding)', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:9999', '[::1]:8080', 'LOCALHOST', 'marshal.lan:8080'])
      expect((await inject({ url: '/api/health', headers: { host } })).statusCode).toBe(200);
    for (const url of ['/api/health', '/', '/explorer', '/assets/app.js']) {
      const res = await inject({ url, headers: { host: 'rebound.attacker.example:8080' } });
      expect(res.statusCode).toBe(421);
      expect(res.json()).toMatchObject({ error: 'unknown-host' });
      expect(res.json().message).toMatch(/rebound\.attacker\.example.*--allow-host/u);
    }
    expect((await post({ host: 'rebound.attacker.example', origin: 'http://rebound.attacker.example' })).statusCode).toBe(421);
  });

  it('refuses state-changing requests from another origin (Origin, else Referer, else Sec-Fetch-Site)', async () => {
    const before = (await inject({ url: '/api/games' })).json().length;
    const cross = await post({ origin: 'http://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ error: 'cross-site' });
    expect(cross.json().message).toContain('http://evil.example');
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://localhost.evil.example' })).statusCode).toBe(403);
    expect((await post({ referer: 'http://evil.example/page' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await inject({ method, url: '/api/games/x', headers: { origin: 'http://evil.example' } })).statusCode).toBe(403);
    expect((await inject({ url: '/api/games' })).json()).toHaveLength(before);

    expect((await post({ origin: 'http://localhost' })).statusCode).toBe(201); // inject's Host is localhost:80
    expect((await post({ origin: 'http://localhost:80', host: 'localhost' })).statusCode).toBe(201);
    expect((await post({ origin: 'http://marshal.lan:8080', host: 'marshal.lan:8080' })).statusCode).toBe(201);
    expect((await post({ origin: 'https://marshal.example.org' })).statusCode).toBe(201);
    expect((await post({ referer: 'http://localhost/games' })).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201); // a script without a browser: no Origin, no Referer
    expect((await post({ origin: 'http://evil.example', authorization: 'Bearer some-token' })).statusCode).toBe(201); // bearer callers are exempt
    // GET is not state-changing: a page elsewhere may still link to the app.
    expect((await inject({ url: '/api/games', headers: { origin: 'http://evil.example' } })).statusCode).toBe(200);
  });

  it('asks a request signed in by the session cookie for the X-Marshal-CSRF header', async () => {
    const bare = await post({ cookie: 'marshal_session=whatever' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ error: 'csrf' });
    expect(bare.json().message).toContain('X-Marshal-CSRF');
    expect((await post({ cookie: 'marshal_session=whatever', 'x-marshal-csrf': '1', origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await post({ cookie: 'marshal_session=whatever', 'x-marshal-csrf': '1', origin: 'http://evil.example' })).statusCode).toBe(403);
  });

  it('refuses a deeply nested JSON body before parsing it, with 400 not a stack overflow', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await inject({
      method: 'POST',
      url: '/api/games',
      headers: { 'content-type': 'application/json' },
      payload: `{"module":"roll-log","setup":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'too-deep', location: { field: 'body' } });
    expect(res.json().message).toContain('64');
    const strings = `{"module":"roll-log","setup":{"title":"${'[{'.repeat(40)}\\"${'['.repeat(40)}"}}`; // brackets inside a string do not nest
    expect((await inject({ method: 'POST', url: '/api/games', headers: { 'content-type': 'application/json' }, payload: strings })).statusCode).toBe(201);
  });

  it('refuses NUL bytes in any string of the body, the query or the path, naming the field', async () => {
    const body = await post({}, { module: 'roll-log', setup: { title: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ error: 'nul-byte', location: { field: 'setup.title' } });
    const nested = await post({}, { module: 'roll-log', setup: { title: 'x', tags: ['ok', 'b\u0000d'] } });
    expect(nested.json()).toMatchObject({ error: 'nul-byte', location: { field: 'setup.tags[1]' } });
    const key = await post({}, { module: 'roll-log', setup: { 'ti\u0000tle': 'x' } });
    expect(key.json()).toMatchObject({ error: 'nul-byte' });
    const param = await inject({ url: '/api/games/abc%00def' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({ error: 'nul-byte', location: { field: 'id' } });
    const query = await inject({ url: '/api/health?x=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ error: 'nul-byte', location: { field: 'x' } });
    const command = await inject({ method: 'POST', url: '/api/games/abc%00/commands', payload: { expectedVersion: 0, command: {} } });
    expect(command.statusCode).toBe(400);
  });

  it('bounds ids in the path in length and characters (400, not 500)', async () => {
    const long = await inject({ url: `/api/games/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'invalid-id', location: { field: 'id' } });
    expect(long.json().message).toContain('200');
    const control = await inject({ url: '/api/games/a%01b' });
    expect(control.json()).toMatchObject({ error: 'invalid-id', location: { field: 'id' } });
    expect(control.json().message).toContain('U+0001');
    expect((await inject({ url: '/api/games/a%E2%80%AEb' })).json()).toMatchObject({ error: 'invalid-id' }); // right-to-left override
    expect((await inject({ url: '/api/games/a%2F..%2Fb' })).json()).toMatchObject({ error: 'invalid-id' });
    expect((await inject({ url: `/api/games/${'a'.repeat(200)}` })).statusCode).toBe(404);
  });

  it('limits the body size and accepts only JSON bodies', async () => {
    const big = await inject({
      method: 'POST',
      url: '/api/games',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...newGame, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'body-too-large' });
    expect(big.json().message).toContain('1 MiB');
    const text = await inject({ method: 'POST', url: '/api/games', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(newGame) });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: 'unsupported-media-type' });
    const form = await inject({
      method: 'POST',
      url: '/api/games',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'module=roll-log',
    });
    expect(form.statusCode).toBe(415);
    const proto = await inject({
      method: 'POST',
      url: '/api/games',
      headers: { 'content-type': 'application/json' },
      payload: '{"module":"roll-log","setup":{"title":"x"},"__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBe(400);
    const broken = await inject({ method: 'POST', url: '/api/games', headers: { 'content-type': 'application/json' }, payload: '{"module":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'invalid-json' });
  });

  it('rate-limits configured routes per address with 429 and Retry-After on the injected clock', async () => {
    const me = (remoteAddress = '10.0.0.1') => inject({ url: '/api/auth/me', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await me()).statusCode).toBe(200);
    const limited = await me();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toMatchObject({ error: 'rate-limited', details: { limit: 3, windowSeconds: 60, retryAfterSeconds: 60 } });
    expect(limited.json().message).toContain('GET /api/auth/me');
    expect((await me('10.0.0.2')).statusCode).toBe(200);
    // IPv6 clients count by their /64.
    for (let i = 0; i < 3; i++) expect((await me(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await me('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    clock += 30_000;
    expect((await me()).headers['retry-after']).toBe('30');
    clock += 30_000;
    expect((await me()).statusCode).toBe(200);
  });

  it('checks host names over a real socket too, once listening on an address', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = new URL(address).port;
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/api/health', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await get(`127.0.0.1:${port}`)).toBe(200);
    expect(await get(`localhost:${port}`)).toBe(200);
    expect(await get(`rebound.attacker.example:${port}`)).toBe(421);
  });

  it('names only routes that exist in its default limits', () => {
    for (const route of Object.keys(DEFAULT_LIMITS.routes)) {
      const [method, url] = route.split(' ') as ['POST' | 'GET', string];
      expect(server.app.hasRoute({ method, url }), route).toBe(true);
    }
  });
});

describe('shared mode: sign-in and registration limits, cookies, password cost', () => {
  let server: MarshalServer;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const call = (url: string, payload: object, remoteAddress: string, token?: string) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  const login = (username: string, password: string, remoteAddress: string) => call('/api/auth/login', { username, password }, remoteAddress);

  beforeAll(async () => {
    server = await createTestServer({
      mode: 'shared',
      now: () => new Date(clock),
      limits: {
        register: { perAddress: { limit: 4, windowSeconds: 3600 } },
        login: {
          perAccountAndAddress: { limit: 3, windowSeconds: 900 },
          perAddress: { limit: 5, windowSeconds: 900 },
          perAccount: { limit: 4, windowSeconds: 900 },
        },
      },
    });
  });
  afterAll(async () => server.close());

  it("does not check host names in shared mode (a rebound name gets no one's cookies)", async () => {
    expect((await server.app.inject({ url: '/api/health', headers: { host: 'rebound.attacker.example' } })).statusCode).toBe(200);
  });

  it('limits self-registrations per address, but not accounts an organiser creates', async () => {
    const reg = (username: string, address: string, token?: string) =>
      call('/api/auth/register', { username, password: `${username}-password` }, address, token);
    const organiser = (await reg('boss', '10.1.0.1')).json() as { token: string; user: { role: string } };
    expect(organiser.user.role).toBe('organiser');
    for (const name of ['ada', 'bob', 'cyd']) expect((await reg(name, '10.1.0.1')).statusCode).toBe(201);
    const limited = await reg('dee', '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too-many-registrations', details: { limit: 4, windowSeconds: 3600 } });
    expect(Number(limited.headers['retry-after'])).toBe(3600);
    expect((await reg('dee', '10.1.0.2')).statusCode).toBe(201);
    expect((await reg('eve', '10.1.0.1', organiser.token)).statusCode).toBe(201);
    clock += 3600_000;
    expect((await reg('fay', '10.1.0.1')).statusCode).toBe(201);
  });

  it('sets the session cookie HttpOnly and SameSite=Strict', async () => {
    const res = await login('ada', 'ada-password', '10.2.0.1');
    expect(res.cookies.find((c) => c.name === 'marshal_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  });

  it('limits one address spraying passwords across user names', async () => {
    for (const name of ['ada', 'bob', 'cyd', 'dee', 'nobody']) expect((await login(name, 'Summer2026!', '10.3.0.1')).statusCode).toBe(401);
    const sprayed = await login('eve', 'eve-password', '10.3.0.1');
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json()).toMatchObject({ error: 'too-many-attempts', details: { reason: 'address', limit: 5 } });
    expect((await login('eve', 'eve-password', '10.3.0.2')).statusCode).toBe(200);
    clock += 900_000;
    expect((await login('eve', 'eve-password', '10.3.0.1')).statusCode).toBe(200);
  });

  it('limits one account attacked from many addresses, but lets in an address that signed in to it before', async () => {
    expect((await login('bob', 'bob-password', '10.4.0.99')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('bob', `guess-${i}`, `10.4.1.${i}`)).statusCode).toBe(401);
    const attacked = await login('bob', 'bob-password', '10.4.2.1');
    expect(attacked.statusCode).toBe(429);
    expect(attacked.json()).toMatchObject({ details: { reason: 'account', limit: 4 } });
    expect((await login('bob', 'bob-password', '10.4.0.99')).statusCode).toBe(200);
  });

  it('limits one name from one address', async () => {
    for (let i = 0; i < 3; i++) expect((await login('cyd', `guess-${i}`, '10.5.0.1')).statusCode).toBe(401);
    const res = await login('cyd', 'cyd-password', '10.5.0.1');
    expect(res.json()).toMatchObject({ error: 'too-many-attempts', details: { reason: 'account-and-address', limit: 3 } });
    expect(res.json().message).toMatch(/15 minutes/u);
  });

  it('hashes again at a higher cost when someone signs in with a cheaper stored hash', async () => {
    const stored = async () => (await server.database.db.select().from(users).where(eq(users.username, 'dee')))[0]!.passwordHash;
    expect(await stored()).toMatch(/^scrypt\$16384\$8\$1\$/u); // the test server's cost
    const stronger = new Accounts(server.database.db, { N: 2 ** 15, r: 8, p: 1 });
    expect(await stronger.authenticate('dee', 'wrong-password')).toBeNull();
    expect(await stored()).toMatch(/^scrypt\$16384\$/u);
    expect(await stronger.authenticate('dee', 'dee-password')).toMatchObject({ username: 'dee' });
    expect(await stored()).toMatch(/^scrypt\$32768\$8\$1\$/u);
    // The server's own, lower cost does not lower it again.
    expect((await login('dee', 'dee-password', '10.6.0.1')).statusCode).toBe(200);
    expect(await stored()).toMatch(/^scrypt\$32768\$/u);
  });
});
