import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serve } from './serve';

const root = resolve(import.meta.dirname, '../../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const main = join(root, 'apps/cli/src/main.ts');

function run(args: string[], env: Record<string, string>) {
  const child = spawn(tsx, [main, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('marshal serve', () => {
  it('prints one line and exits non-zero when DATABASE_URL cannot be reached, without the password', { timeout: 120_000 }, async () => {
    const p = run(['serve', '--port', '0'], { DATABASE_URL: 'postgres://marshal:hunter2@127.0.0.1:1/marshal' });
    const code = await p.exited;
    expect(code).not.toBe(0);
    const lines = p
      .err()
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^marshal: cannot reach the database at postgres:\/\/marshal:\*\*\*@127\.0\.0\.1:1\/marshal: .*ECONNREFUSED/);
    expect(p.err()).not.toContain('hunter2');
  });

  it('refuses a data directory another server holds before it opens the port', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marshal-serve-held-'));
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      writeFileSync(join(dataDir, 'marshal.lock'), String(process.ppid));
      const options = { port: '0', host: '127.0.0.1', dataDir, webRoot: dataDir, allowOrigin: [], allowHost: [] };
      await expect(serve(options)).rejects.toMatchObject({ code: 'data-dir-locked' });
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the API on the embedded database with demo content', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marshal-serve-'));
    const p = run(['serve', '--port', '0', '--demo', '--data-dir', dataDir], { DATABASE_URL: '' });
    try {
      const url = await new Promise<string>((done, fail) => {
        const timer = setInterval(() => {
          const m = /running on (http:\/\/\S+)/.exec(p.out());
          if (m) {
            clearInterval(timer);
            done(m[1]!);
          }
        }, 100);
        void p.exited.then((code) => {
          clearInterval(timer);
          fail(new Error(`serve exited with ${code}: ${p.err()}`));
        });
      });
      // It answers at once, while the new data directory is still being created; the demo content is added in the
      // background once it is open, and health says how far both are.
      type Health = { ready: boolean; database: string; migrations: number; demo: { state: string } };
      const health = async () => (await (await fetch(`${url}/api/health`)).json()) as Health;
      expect(await health()).toMatchObject({ status: 'ok', database: 'pglite' });
      await expect.poll(async () => (await health()).ready, { timeout: 200_000, interval: 500 }).toBe(true);
      expect(await health()).toMatchObject({ migrations: 3, demo: { state: expect.stringMatching(/seeding|ready/) } });
      expect(p.out()).toMatch(/Demo content is being added in the background/);
      await expect.poll(async () => (await health()).demo.state, { timeout: 200_000, interval: 500 }).toBe('ready');
      await expect.poll(() => p.out(), { timeout: 5_000 }).toMatch(/Demo content: ready\./);
      const games = (await (await fetch(`${url}/api/games`)).json()) as { title: string }[];
      expect(games.some((g) => g.title.startsWith('Demo'))).toBe(true);
    } finally {
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
