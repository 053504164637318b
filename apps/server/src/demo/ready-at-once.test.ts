import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../testing';
import type { DemoSeeder } from './index';

/** Busy for about `ms` of CPU without giving the event loop a turn. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('ready at once: demo content seeded after the server listens', () => {
  it('answers /api/health over HTTP while a busy seeder is still at work, and says it is seeding', { timeout: 120_000 }, async () => {
    let answered = false;
    let steps = 0;
    // Like the bots' duel: many steps of CPU work whose awaits settle as microtasks. It stops once health has answered,
    // or after 2,000 steps; a server that cannot answer before the seeder ends sees "ready" and fails the test.
    const busy: DemoSeeder = {
      id: 'busy',
      title: 'A busy seeder',
      async seed({ breathe }) {
        while (!answered && steps < 2000) {
          steps++;
          spin(2);
          await Promise.resolve();
          await breathe?.();
        }
      },
    };
    const webRoot = mkdtempSync(join(tmpdir(), 'marshal-web-root-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Marshal</title><h1>Marshal</h1>');
    const s = await createTestServer({ demo: 'background', demoSeeders: [busy], webRoot });
    try {
      const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
      const health = (await (await fetch(`${url}/api/health`)).json()) as { status: string; demo: object };
      const page = await fetch(`${url}/missions`);
      answered = true;
      expect(health).toMatchObject({ status: 'ok', demo: { state: 'seeding', done: 0, total: 1 } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>Marshal</h1>');
      await s.demoSeeded();
      expect(steps).toBeLessThan(2000);
      expect(s.demoStatus()).toEqual({ state: 'ready', done: 1, total: 1 });
    } finally {
      await s.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('listens before a new PGlite data directory is created and migrated; seeding starts once it is open', { timeout: 240_000 }, async () => {
    const order: string[] = [];
    const recorder: DemoSeeder = { id: 'recorder', title: 'Notes when it runs', seed: async () => void order.push('demo seeding') };
    const webRoot = mkdtempSync(join(tmpdir(), 'marshal-web-root-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Marshal</title><h1>Marshal</h1>');
    const s = await createTestServer({ startup: 'listen-first', startupWaitMs: 0, demo: 'background', demoSeeders: [recorder], webRoot });
    try {
      void s.databaseOpened().then(() => order.push('database open'));
      const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
      const health = await fetch(`${url}/api/health`);
      order.push('health answered');
      const page = await fetch(`${url}/missions`);
      const early = await fetch(`${url}/api/games`);
      order.push(`games ${early.status}`);
      expect(await health.json()).toMatchObject({ status: 'ok', ready: false, migrations: 0, demo: { state: 'off' } });
      expect(await page.text()).toContain('<h1>Marshal</h1>');
      expect(early.headers.get('retry-after')).toBe('3');
      expect(await early.json()).toMatchObject({ error: 'starting' });
      await s.databaseOpened();
      await s.demoSeeded();
      expect((await fetch(`${url}/api/games`)).status).toBe(200);
      expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ ready: true, migrations: 3, demo: { state: 'ready' } });
      expect(order).toEqual(['health answered', 'games 503', 'database open', 'demo seeding']);
    } finally {
      await s.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('opens PGlite only once the server listens (its start would delay the listening); closed before, it frees the directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marshal-not-yet-'));
    try {
      const s = await createTestServer({ startup: 'listen-first', dataDir });
      expect(existsSync(join(dataDir, 'marshal.lock'))).toBe(true);
      await new Promise((done) => setTimeout(done, 300));
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect((await s.app.inject('/api/health')).json()).toMatchObject({ ready: false });
      await s.close();
      expect(existsSync(join(dataDir, 'marshal.lock'))).toBe(false);
      await expect(s.databaseOpened()).rejects.toThrow('the server was closed before its database was opened');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
