// Ready at once (issue 22 item 2): part of `npm run bench` (or `npm run bench -- start`). Starts the server as a
// person would: the compiled entry `npm start` runs (`node dist/server/serve.mjs --demo`, built here first) on a fresh
// PGlite data directory and then again on the same one, and `marshal serve --demo` under tsx (`npm run serve`, for
// development) on a fresh one. Times from the spawn to: the "running on" line, the first answer of /api/health, the
// first page served, health saying `ready` (database created and migrated) and the demo content seeded. Health and
// the page are held to the 3 s budget; the start of a bare `node` and a bare `tsx` process are timed in the same run
// as floors. Printed only: timings depend on the machine's load.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../scripts/build-server';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const MAIN = join(ROOT, 'apps/cli/src/main.ts');
export const READY_BUDGET_MS = 3000;

interface Start {
  readonly listening: number;
  readonly health: number;
  readonly page: number | null;
  readonly databaseOpen: number;
  readonly demoSeeded: number;
}

export async function runServerStart(): Promise<void> {
  console.log('\nServer start on PGlite with demo content, from the spawn of the process.');
  const entry = await buildServer();
  console.log(`  a bare node process that exits at once: ${ms(await timeBare(process.execPath))}; a bare tsx one: ${ms(await timeBare(TSX))} (floors)`);
  const compiled = [process.execPath, entry];
  const underTsx = [TSX, MAIN, 'serve'];
  const dataDir = mkdtempSync(join(tmpdir(), 'marshal-bench-start-'));
  const fresh = mkdtempSync(join(tmpdir(), 'marshal-bench-start-tsx-'));
  try {
    report('npm start (node dist/server/serve.mjs), new data directory', await timeStart(compiled, dataDir));
    report('npm start (node dist/server/serve.mjs), same directory again', await timeStart(compiled, dataDir));
    report('npm run serve (tsx, development), new data directory', await timeStart(underTsx, fresh));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(fresh, { recursive: true, force: true });
  }
}

function report(label: string, t: Start): void {
  const verdict = (n: number | null) =>
    n === null ? 'not measured (no web build: npm run build:web)' : `${ms(n)} ${n <= READY_BUDGET_MS ? 'within' : 'OVER'}`;
  console.log(`  ${label}: listening ${ms(t.listening)}; /api/health answered ${verdict(t.health)} the ${ms(READY_BUDGET_MS)} budget;`);
  console.log(`    first page ${verdict(t.page)}; database open (ready) ${ms(t.databaseOpen)}; demo content seeded ${ms(t.demoSeeded)}`);
}

const ms = (n: number): string => `${(n / 1000).toFixed(2)} s`;

async function timeBare(program: string): Promise<number> {
  const start = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(program, ['-e', ''], { cwd: ROOT, stdio: 'ignore' });
    child.on('exit', () => done());
    child.on('error', fail);
  });
  return performance.now() - start;
}

/** `command`: the program and its first arguments (node and the compiled entry, or tsx and the CLI with `serve`). */
async function timeStart([program, ...first]: readonly string[], dataDir: string): Promise<Start> {
  const start = performance.now();
  const child = spawn(program!, [...first, '--port', '0', '--demo', '--data-dir', dataDir], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  try {
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const url = await until(() => /running on (http:\/\/\S+)/.exec(out)?.[1]);
    const listening = performance.now() - start;
    const health = await until(async () => ((await fetch(`${url}/api/health`).catch(() => null))?.ok ? performance.now() - start : undefined));
    const built = existsSync(join(ROOT, 'apps/web/dist/index.html'));
    const page = built ? await until(async () => ((await fetch(`${url}/missions`).catch(() => null))?.ok ? performance.now() - start : undefined)) : null;
    const state = async () => (await (await fetch(`${url}/api/health`)).json()) as { ready: boolean; demo?: { state: string } };
    const databaseOpen = await until(async () => ((await state()).ready ? performance.now() - start : undefined));
    const demoSeeded = await until(async () => ((await state()).demo?.state === 'ready' ? performance.now() - start : undefined), 600_000);
    return { listening, health, page, databaseOpen, demoSeeded };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Polls every 20 ms until `probe` gives a value. */
async function until<T>(probe: () => T | undefined | Promise<T | undefined>, limitMs = 300_000): Promise<T> {
  const stop = performance.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > stop) throw new Error(`server start: gave up after ${limitMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runServerStart();
