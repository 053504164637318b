import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord, verifyRecord } from '@marshal/core';
import { moduleById } from '@marshal/library';
import { type DatabaseOptions, openDatabase } from '../db/connect';
import { streamLines, streamSecrets, streams } from '../db/schema';
import { dropSchema } from '../testing';

/**
 * Kill -9 durability: the real server runs as a child process and is killed with SIGKILL at seeded points while
 * several clients create, play and reveal games. After each restart every acknowledged write must be there, and at
 * the end the database must hold no orphans: no stream without its seed, no secret without its stream, no half entry.
 */

const CHILD = resolve(import.meta.dirname, 'crash-child.ts');
const CYCLES = 3;
const WORKERS = 3;
const rollLog = moduleById('roll-log')!;

/** mulberry32: the test's own seeded choices (what to do, when to kill). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Tracked {
  readonly dice: 'seeded' | 'physical';
  /** Lines after the header the server acknowledged (entries, and the reveal once acknowledged). */
  version: number;
  /** Acknowledged entry hashes by seq. */
  readonly hashes: string[];
  revealed: boolean;
  busy: boolean;
}

interface Child {
  readonly process: ChildProcess;
  readonly base: string;
}

async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  return { process: child, base: `http://127.0.0.1:${port}/api` };
}

async function kill(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((done) => child.process.once('exit', done));
  child.process.kill('SIGKILL');
  await exited;
}

async function call(child: Child, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; text: string }> {
  const res = await fetch(child.base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

/** One client: create, play and reveal games until the server dies; returns when a request fails. */
async function client(child: Child, games: Map<string, Tracked>, random: () => number, acked: () => void): Promise<void> {
  for (;;) {
    try {
      const idle = [...games.entries()].filter(([, g]) => !g.busy && !g.revealed);
      const r = random();
      if (idle.length < 2 || r < 0.2) {
        const dice = random() < 0.7 ? 'seeded' : 'physical';
        const res = await call(child, 'POST', '/games', { module: 'roll-log', setup: { title: `crash ${games.size}` }, dice });
        expect(res.status, res.text).toBe(201);
        games.set((res.json as { game: { id: string } }).game.id, { dice, version: 0, hashes: [], revealed: false, busy: false });
      } else {
        const [id, game] = idle[Math.floor(random() * idle.length)]!;
        game.busy = true;
        try {
          if (game.dice === 'seeded' && r > 0.93) {
            const res = await call(child, 'POST', `/games/${id}/reveal`);
            expect(res.status, res.text).toBe(200);
            game.version = (res.json as { version: number }).version;
            game.revealed = true;
          } else {
            const body = {
              expectedVersion: game.version,
              command: { type: 'rollDice', notation: '2d6', purpose: `roll ${game.version + 1}` },
              ...(game.dice === 'physical' ? { dice: [[1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)]] } : {}),
            };
            const res = await call(child, 'POST', `/games/${id}/commands`, body);
            expect(res.status, res.text).toBe(201);
            const out = res.json as { version: number; entry: { seq: number; hash: string } };
            game.hashes[out.entry.seq - 1] = out.entry.hash;
            game.version = out.version;
          }
        } finally {
          game.busy = false;
        }
      }
      acked();
    } catch (e) {
      if (e instanceof TypeError) return; // fetch failed: the server was killed
      throw e;
    }
  }
}

/** Every acknowledged write is in the restarted server; unacknowledged ones that landed are adopted whole. */
async function checkAcknowledged(child: Child, games: Map<string, Tracked>): Promise<void> {
  for (const [id, game] of games) {
    const res = await call(child, 'GET', `/games/${id}/record`);
    expect(res.status, `game ${id}: ${res.text}`).toBe(200);
    const record = parseRecord(res.text, `game ${id}`);
    const report = verifyRecord(rollLog, record);
    expect(report.ok, `game ${id}: ${report.summary}`).toBe(true);
    expect(record.entries.length).toBeGreaterThanOrEqual(game.hashes.length);
    game.hashes.forEach((hash, i) => expect(record.entries[i]?.hash, `game ${id} entry ${i + 1}`).toBe(hash));
    if (game.revealed) expect(report.status).toBe('genuine');
    else if (record.reveal) game.revealed = true;
    expect(report.status).toBe(game.dice === 'physical' ? 'unverified-dice' : game.revealed ? 'genuine' : 'unfinished');
    record.entries.forEach((e, i) => (game.hashes[i] = e.hash));
    game.version = record.entries.length + (record.reveal ? 1 : 0);
  }
}

/**
 * After the last kill, in the database itself: every acknowledged entry and reveal is there; no orphans: every
 * seeded game has its secret, every secret its stream, every stream exactly its lines, every record whole.
 */
async function checkNoOrphans(options: DatabaseOptions, games: ReadonlyMap<string, Tracked>): Promise<{ streams: number; lines: number; secrets: number }> {
  const db = await openDatabase(options);
  try {
    const rows = await db.db.select().from(streams);
    const lines = await db.db.select().from(streamLines);
    const secrets = await db.db.select({ streamId: streamSecrets.streamId }).from(streamSecrets);
    const ids = new Set(rows.map((r) => r.id));
    for (const id of games.keys()) expect(ids.has(id), `acknowledged game ${id} survived`).toBe(true);
    for (const s of secrets) expect(ids.has(s.streamId.split('.')[0]!), `secret ${s.streamId} has no stream`).toBe(true);
    const secretIds = new Set(secrets.map((s) => s.streamId));
    for (const row of rows) {
      const own = lines.filter((l) => l.streamId === row.id).sort((a, b) => a.seq - b.seq);
      expect(
        own.map((l) => l.seq),
        `stream ${row.id} lines`,
      ).toEqual(Array.from({ length: row.version }, (_, i) => i + 1));
      const record = parseRecord([row.header, ...own.map((l) => l.line)].join('\n'), `stream ${row.id}`);
      expect(verifyRecord(rollLog, record).ok, `stream ${row.id} replays`).toBe(true);
      if (record.header.dice.kind === 'seeded') expect(secretIds.has(row.id), `seeded game ${row.id} has its secret`).toBe(true);
      // A stream the clients do not know was created by a request cut off by the kill: whole, but never acknowledged.
      const acked = games.get(row.id);
      acked?.hashes.forEach((hash, i) => expect(record.entries[i]?.hash, `game ${row.id} entry ${i + 1} survived`).toBe(hash));
      if (acked?.revealed) expect(record.reveal, `game ${row.id} reveal survived`).toBeDefined();
    }
    return { streams: rows.length, lines: lines.length, secrets: secrets.length };
  } finally {
    await db.close();
  }
}

async function crashCycles(seed: number, env: Record<string, string>, database: DatabaseOptions): Promise<void> {
  const random = rng(seed);
  const games = new Map<string, Tracked>();
  let acknowledged = 0;
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const child = await startChild(env);
    try {
      await checkAcknowledged(child, games);
      const killAfter = acknowledged + 4 + Math.floor(random() * 12);
      let killing: Promise<void> | null = null;
      const onAck = () => {
        acknowledged++;
        if (acknowledged >= killAfter && !killing) killing = kill(child);
      };
      // Each client returns once its request fails on the killed server; an assertion failure rejects at once.
      await Promise.all(Array.from({ length: WORKERS }, () => client(child, games, random, onAck)));
      await killing;
    } finally {
      await kill(child);
    }
  }
  // The last restart is checked in the database itself (a fourth server start would only slow the suite down).
  const counts = await checkNoOrphans(database, games);
  expect(counts.streams).toBeGreaterThanOrEqual(games.size);
  expect(acknowledged).toBeGreaterThanOrEqual(CYCLES * 4);
}

const url = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.concurrent('kill -9 while writing', () => {
  it('PGlite: every acknowledged write survives, and nothing is left half-made', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-crash-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    await crashCycles(15, { CRASH_DATA_DIR: dir }, { dataDir: dir });
  });

  it.runIf(url)('PostgreSQL: every acknowledged write survives, and nothing is left half-made', { timeout: 600_000 }, async () => {
    const schema = `marshal_crash_${randomBytes(6).toString('hex')}`;
    cleanups.push(() => dropSchema(url!, schema));
    await crashCycles(1815, { CRASH_DATABASE_URL: url!, CRASH_SCHEMA: schema }, { url: url!, schema });
  });
});

if (!url) {
  console.warn('kill -9 durability on PostgreSQL: skipped because TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  describe.skip('kill -9 durability on PostgreSQL (TEST_DATABASE_URL not set)', () => {
    it('runs against PostgreSQL', () => undefined);
  });
}
