import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../testing';
import { parseAnnouncement } from './change-feed';

/** Two server processes on one PostgreSQL database: a wait on one wakes when the other appends (LISTEN/NOTIFY). */

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const url = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  for (const c of cleanups) await c();
});

async function startServer(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const port = await new Promise<string>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening (\d+)/.exec(output);
      if (m) done(m[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return `http://127.0.0.1:${port}/api`;
}

async function call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const roll = (expectedVersion: number, purpose: string) => ({ expectedVersion, command: { type: 'rollDice', notation: '1d6', purpose } });

describe('announcements', () => {
  it('reads only its own schema and well-formed payloads', () => {
    expect(parseAnnouncement('public abc 3', 'public')).toEqual({ id: 'abc', version: 3 });
    expect(parseAnnouncement('other abc 3', 'public')).toBeNull();
    expect(parseAnnouncement('public abc x', 'public')).toBeNull();
    expect(parseAnnouncement(undefined, 'public')).toBeNull();
  });
});

describe.runIf(url)('two servers on one PostgreSQL', () => {
  it('a wait on one server wakes when the other appends, and a stale write on either is refused', { timeout: 180_000 }, async () => {
    const schema = `marshal_two_${randomBytes(6).toString('hex')}`;
    cleanups.push(() => dropSchema(url!, schema));
    const env = { CRASH_DATABASE_URL: url!, CRASH_SCHEMA: schema };
    // Started one after the other: the first runs the migrations.
    const a = await startServer(env);
    const b = await startServer(env);
    const created = await call(a, 'POST', '/games', { module: 'roll-log', setup: { title: 'Two servers' } });
    const id = (created.json.game as { id: string }).id;
    // The longest wait the API allows (60 s): without a cross-server wake, B would answer only when it re-reads at
    // the end, long after the 30 s this test gives it (a bound on liveness, far above a working wake's milliseconds).
    const waiting = call(b, 'GET', `/streams/${id}/wait?version=0&timeoutMs=60000`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await call(a, 'POST', `/games/${id}/commands`, roll(0, 'on server A'))).status).toBe(201);
    const notWoken = new Promise<string>((r) => setTimeout(() => r('B was not woken by the append on A'), 30_000).unref());
    expect(await Promise.race([waiting.then((w) => w.json), notWoken])).toEqual({ version: 1, changed: true });

    const [onA, onB] = await Promise.all([
      call(a, 'POST', `/games/${id}/commands`, roll(1, 'A again')),
      call(b, 'POST', `/games/${id}/commands`, roll(1, 'B at the same version')),
    ]);
    expect([onA.status, onB.status].sort()).toEqual([201, 409]);
    const seenOnB = await call(b, 'GET', `/games/${id}`);
    expect((seenOnB.json.game as { version: number }).version).toBe(2);
  });
});

if (!url) {
  console.warn('two servers on PostgreSQL: skipped because TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  describe.skip('two servers on PostgreSQL (TEST_DATABASE_URL not set)', () => {
    it('runs against PostgreSQL', () => undefined);
  });
}
