// Ready at once (issue 22 item 2): part of `npm run bench` (or `npm run bench -- start`). Starts `marshal serve --demo`
// as a person would, on a fresh PGlite data directory and then again on the same one, and times from the spawn to:
// the "running on" line, the first answer of /api/health, the first page served, health saying `ready` (database
// created and migrated) and the demo content seeded. Health and the page are held to the 3 s budget; the start of a
// bare `tsx` process is timed in the same run for comparison. Printed only: timings depend on the machine's load.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
  console.log('\nServer start: `marshal serve --demo` on PGlite, from the spawn of the process (tsx compiles the sources as it starts).');
  const bare = await timeBareTsx();
  console.log(`  a bare tsx process that exits at once: ${ms(bare)} (the floor under every figure below)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'marshal-bench-start-'));
  try {
    for (const label of ['new data directory', 'same directory again']) {
      const t = await timeStart(dataDir);
      const verdict = (n: number | null) =>
        n === null ? 'not measured (no web build: npm run build:web)' : `${ms(n)} ${n <= READY_BUDGET_MS ? 'within' : 'OVER'}`;
      console.log(`  ${label}: listening ${ms(t.listening)}; /api/health answered ${verdict(t.health)} the ${ms(READY_BUDGET_MS)} budget;`);
      console.log(`    first page ${verdict(t.page)}; database open (ready) ${ms(t.databaseOpen)}; demo content seeded ${ms(t.demoSeeded)}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number): string => `${(n / 1000).toFixed(2)} s`;

async function timeBareTsx(): Promise<number> {
  const start = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(TSX, ['-e', ''], { cwd: ROOT, stdio: 'ignore' });
    child.on('exit', () => done());
    child.on('error', fail);
  });
  return performance.now() - start;
}

async function timeStart(dataDir: string): Promise<Start> {
  const start = performance.now();
  const child = spawn(TSX, [MAIN, 'serve', '--port', '0', '--demo', '--data-dir', dataDir], {
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
