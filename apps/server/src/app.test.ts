import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '@marshal/core';
import type { MarshalServer } from './app';
import { routeModules, type RouteModule } from './routes/index';
import { runDemoSeeders } from './demo/index';
import { DEMO_FINISHED_DUEL, DEMO_OPEN_DUEL } from './demo/battle-demo';
import { DEMO_ROLL_LOG_TITLE, rollLogDemo } from './demo/roll-log-demo';
import { createTestServer } from './testing';

describe('server shell', () => {
  let server: MarshalServer;
  let webRoot: string;
  const probe: RouteModule = (app, ctx) => {
    app.get(
      '/open-probe',
      { config: { public: true }, schema: { summary: 'declared public', response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
      async () => ({ ok: true }),
    );
    app.get(
      '/bare-probe',
      { schema: { summary: 'forgot its guard', response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
      async () => ({ ok: true }),
    );
    app.get(
      '/probe',
      {
        preHandler: ctx.requireRole('organiser'),
        schema: { summary: 'test probe', response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
      },
      async () => ({ ok: true }),
    );
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'marshal-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Marshal</title><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log("marshal")');
    routeModules.push(probe);
    server = await createTestServer({ webRoot });
  });
  afterAll(async () => {
    routeModules.splice(routeModules.indexOf(probe), 1);
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('reports health: database open, database kind, migrations applied, engine version', async () => {
    const res = await server.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      ready: true,
      database: 'pglite',
      migrations: 3,
      engine: ENGINE_VERSION,
      mode: 'local',
      demo: { state: 'off', done: 0, total: 5 },
    });
  });

  it('publishes OpenAPI JSON and the docs page', async () => {
    const spec = (await server.app.inject({ url: '/api/openapi.json' })).json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/auth/login', '/api/games', '/api/games/{id}/commands', '/api/games/{id}/record', '/api/probe'])
      expect(spec.paths).toHaveProperty([path]);
    const docs = await server.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('Swagger UI');
  });

  it('gives every API route a JSON schema and a role check, and shows the roles in the docs', async () => {
    expect(server.routesWithoutSchema).toEqual([]);
    // Other areas' modules are audited too (logged at start); this test holds the server's own routes to it.
    expect(server.routesWithoutRoleCheck.filter((r) => /\/api\/(health|auth|games|streams|probe)\b/.test(r))).toEqual([]);
    const spec = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { description?: string; security?: unknown[] }>>;
    };
    expect(spec.paths['/api/games']!.post!.description).toContain('Roles: organiser, player');
    expect(spec.paths['/api/games']!.post!.security).toHaveLength(2);
    expect(spec.paths['/api/health']!.get!.security).toBeUndefined();
  });

  it('flags a module route without a guard unless it is declared public', () => {
    expect(server.routesWithoutRoleCheck).toContain('GET /api/bare-probe');
    expect(server.routesWithoutRoleCheck.some((r) => r.includes('open-probe'))).toBe(false);
  });

  it('mounts route modules under /api with the role guard', async () => {
    const res = await server.app.inject({ url: '/api/probe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the web app with an SPA fallback, but never for /api', async () => {
    const root = await server.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const asset = await server.app.inject({ url: '/assets/app.js' });
    expect(asset.body).toContain('marshal');
    const deep = await server.app.inject({ url: '/explorer/tables?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect((await server.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await server.app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not-found' });
  });

  it('answers bad input with the one error shape', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/games', payload: { module: 'no-such-module', setup: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unknown-module', location: { field: 'module' } });
  });
});

describe('demo content', () => {
  it('adds the roll-log demo game once, however often its seeder runs', { timeout: 120_000 }, async () => {
    const s = await createTestServer();
    try {
      await runDemoSeeders([rollLogDemo, rollLogDemo], { store: s.store });
      const games = await s.store.list({ kind: 'game', module: 'roll-log' });
      expect(games.filter((g) => g.title === DEMO_ROLL_LOG_TITLE)).toHaveLength(1);
      expect(games[0]!.version).toBeGreaterThan(0);
      const verify = (await s.app.inject({ url: `/api/games/${games[0]!.id}/verify` })).json() as { ok: boolean };
      expect(verify.ok).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('seeds every area on `demo: true`, again in the background on a restart while answering, and every demo game verifies', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marshal-demo-'));
    try {
      await (await createTestServer({ dataDir, demo: true })).close();
      const s = await createTestServer({ dataDir, demo: 'background' });
      expect((await s.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', demo: { state: 'off' } });
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await s.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', demo: { state: 'seeding', total: 5 } });
      await s.demoSeeded();
      expect((await s.app.inject({ url: '/api/health' })).json()).toMatchObject({ demo: { state: 'ready', done: 5, total: 5 } });
      const games = (await s.app.inject({ url: '/api/games' })).json() as { id: string; module: string; title: string }[];
      expect(games.filter((g) => g.module === 'roll-log' && g.title === DEMO_ROLL_LOG_TITLE)).toHaveLength(1);
      const finished = games.find((g) => g.title === DEMO_FINISHED_DUEL)!;
      const duel = (await s.app.inject({ url: `/api/games/${finished.id}` })).json() as { closed: boolean; state: { outcome: { result: string } | null } };
      expect(duel.closed).toBe(true);
      expect(duel.state.outcome?.result).toMatch(/victory|draw|mutual-destruction/);
      expect(games.filter((g) => g.title === DEMO_OPEN_DUEL)).toHaveLength(1);
      for (const game of games) {
        const verify = (await s.app.inject({ url: `/api/games/${game.id}/verify` })).json() as { ok: boolean };
        expect(verify.ok, game.title).toBe(true);
      }
      await s.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
