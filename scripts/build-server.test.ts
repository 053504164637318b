import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';

const ROOT = resolve(import.meta.dirname, '..');
// Built beside dist/server (gitignored), not over it: a server started by `npm start` keeps its files.
const OUT = join(ROOT, 'dist', `server-test-${process.pid}`);

afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('the compiled server entry (npm run build:server → dist/server/serve.mjs, what npm start runs)', () => {
  it('starts under plain node, answers health at once, then opens and migrates PGlite and serves the API', { timeout: 240_000 }, async () => {
    const entry = await buildServer(OUT);
    // What opens the port is small; the server is a chunk of its own, imported once the port is open.
    expect(readFileSync(entry, 'utf8')).not.toMatch(/from "fastify"/);
    const dataDir = mkdtempSync(join(tmpdir(), 'marshal-compiled-'));
    const child = spawn(process.execPath, [entry, '--port', '0', '--data-dir', dataDir], {
      cwd: tmpdir(),
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      await expect.poll(() => /running on (http:\/\/\S+)/.exec(out)?.[1], { timeout: 60_000 }).toBeDefined();
      const url = /running on (http:\/\/\S+)/.exec(out)![1]!;
      expect(out).toContain(`embedded PGlite in ${dataDir}`);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      // Fastify has adopted the port once the OpenAPI document is served (the door holds it until then).
      expect((await fetch(`${url}/api/openapi.json`)).status).toBe(200);
      type Health = { ready: boolean; migrations: number };
      const health = async () => (await (await fetch(`${url}/api/health`)).json()) as Health;
      // The migrations are found from the bundle (apps/server/drizzle), as under tsx.
      await expect.poll(async () => (await health()).ready, { timeout: 200_000, interval: 500 }).toBe(true);
      expect((await health()).migrations).toBe(3);
      expect((await fetch(`${url}/api/games`)).status).toBe(200);
      // The simulation pool starts the worker compiled beside the bundle (nothing of the source is run through tsx).
      expect(existsSync(join(OUT, 'duel-worker.mjs'))).toBe(true);
      const chunks = readdirSync(OUT).filter((f) => f.endsWith('.mjs'));
      expect(chunks.some((f) => readFileSync(join(OUT, f), 'utf8').includes('new URL("./duel-worker.mjs", import.meta.url)'))).toBe(true);
      for (const f of chunks) expect(readFileSync(join(OUT, f), 'utf8')).not.toContain('pool/duel-worker.mjs');
      const duel = { a: 'Hunchback HBK-4G', aSkills: { gunnery: 3, piloting: 4 }, b: 'Wolverine WVR-6R', bSkills: { gunnery: 4, piloting: 5 } };
      const sim = await fetch(`${url}/api/simulate/duel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...duel, runs: 4, seed: 'compiled', bot: 'quick' }),
      });
      expect(sim.status).toBe(200);
      const { counts } = (await sim.json()) as { counts: { runs: number; tallies: Record<string, number> } };
      expect(counts.runs).toBe(4);
      expect(Object.values(counts.tallies).reduce((a, b) => a + b, 0)).toBe(4);
      // The default web root is the repository's apps/web/dist, found from the bundle even when started elsewhere.
      const webDist = join(ROOT, 'apps/web/dist');
      if (existsSync(join(webDist, 'index.html')))
        expect(await (await fetch(`${url}/missions`)).text()).toBe(readFileSync(join(webDist, 'index.html'), 'utf8'));
      else expect(out).toContain(`The web app is not built (${webDist} is missing)`);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(err).toBe('');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
