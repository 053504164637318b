// `npm run bench [-- filter…]`: run every bench/<area>.bench.ts and print each as a ratio to raw PRNG draws,
// then the web app's delivery on a throttled browser (bench/web-delivery.ts; filter `web`) and the server's start
// (bench/server-start.ts; filter `start`).
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bench, type BenchGoal, type BenchModule, type BrowserBench, type Measurement, type PoolBench, measure } from './registry';

const BASELINE = 'dice-raw-draw';

export async function loadBenches(dir = import.meta.dirname): Promise<{ file: string; bench: Bench }[]> {
  return (await loadAll(dir)).benches;
}

/** Every bench file's benches, and the ones timed in Chromium (ratios to their own in-browser baseline). */
export async function loadAll(
  dir = import.meta.dirname,
): Promise<{ benches: { file: string; bench: Bench }[]; browser: { file: string; bench: BrowserBench }[]; pool: { file: string; bench: PoolBench }[] }> {
  const out: { file: string; bench: Bench }[] = [];
  const browser: { file: string; bench: BrowserBench }[] = [];
  const pool: { file: string; bench: PoolBench }[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(resolve(dir, file)).href)) as Partial<BenchModule>;
    if (!Array.isArray(mod.benches)) throw new Error(`bench/${file} must export \`benches: Bench[]\``);
    for (const bench of mod.benches) out.push({ file, bench });
    for (const bench of mod.browserBenches ?? []) browser.push({ file, bench });
    for (const bench of mod.poolBenches ?? []) pool.push({ file, bench });
  }
  const seen = new Set<string>();
  for (const { file, bench } of [...out, ...browser, ...pool]) {
    if (seen.has(bench.id)) throw new Error(`bench/${file}: bench id ${bench.id} is used twice`);
    seen.add(bench.id);
  }
  return { benches: out, browser, pool };
}

function format(m: Measurement): string {
  const rate =
    m.opsPerSecond >= 1e6
      ? `${(m.opsPerSecond / 1e6).toFixed(2)}M`
      : m.opsPerSecond >= 1e3
        ? `${(m.opsPerSecond / 1e3).toFixed(1)}k`
        : m.opsPerSecond >= 100
          ? m.opsPerSecond.toFixed(0)
          : `${(1000 / m.opsPerSecond).toFixed(1)} ms a ${m.unit}, ${m.opsPerSecond.toFixed(1)}`;
  return `${m.ratio.toFixed(1).padStart(10)}×  ${`${rate}/s`.padStart(10)}  ${m.id.padEnd(24)} ${m.title} (per ${m.unit})`;
}

/** The ratio a goal is about (to its own reference bench, measured in this run), the goal and whether it is met. */
export function goalLine(ratio: number, goal: BenchGoal): string {
  const n = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en') : x.toFixed(2));
  const against = goal.against ?? `${BASELINE} (raw draws)`;
  return `${''.padStart(12)}→ ${n(ratio)}× ${against}; goal ≤ ${n(goal.ratio)}× (${goal.from}): ${ratio <= goal.ratio ? 'met' : 'not met'}`;
}

/** Simulations on worker threads: each a ratio to raw draws per operation, then its wall clock against the goal and its own baseline. */
async function runPoolBenches(benches: readonly PoolBench[], baseNs: number): Promise<void> {
  if (benches.length)
    console.log(`\nOn worker threads (one per core), timed once; ratio to raw draws, then the wall clock and the speed-up over its baseline:\n`);
  for (const bench of benches) {
    const r = await bench.run();
    const m = { id: bench.id, title: bench.title, unit: bench.unit, nsPerOp: r.nsPerOp, opsPerSecond: 1e9 / r.nsPerOp, ratio: r.nsPerOp / baseNs };
    const seconds = (r.nsPerOp * bench.ops) / 1e9;
    const verdict = seconds <= bench.goalSeconds ? 'within' : 'over';
    console.log(
      `${format(m)} — ${seconds.toFixed(1)} s for ${bench.ops.toLocaleString('en')} (goal ≤ ${bench.goalSeconds} s: ${verdict}); ` +
        `${(r.baselineNsPerOp / r.nsPerOp).toFixed(2)}× ${bench.baseline}; load average ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const { benches: all, browser, pool } = await loadAll();
  const baseline = all.find((b) => b.bench.id === BASELINE);
  if (!baseline) throw new Error(`the baseline bench ${BASELINE} is missing`);
  const chosen = all.filter((b) => b.bench.id !== BASELINE && (filters.length === 0 || filters.some((f) => b.bench.id.includes(f) || b.file.includes(f))));
  const baseNs = measure(baseline.bench.setup());
  console.log(`Baseline: ${baseline.bench.title}: ${baseNs.toFixed(1)} ns per draw (this machine, this run).`);
  console.log(`Each line: cost of one operation in raw draws (lower is faster), operations per second of CPU time (this process), id, what.\n`);
  const measured = new Map<string, number>([[BASELINE, baseNs]]);
  const nsOf = (id: string): number => {
    let ns = measured.get(id);
    if (ns === undefined) {
      const b = all.find((x) => x.bench.id === id);
      if (!b) throw new Error(`a bench goal names ${id}, which no bench file has`);
      measured.set(id, (ns = measure(b.bench.setup(), b.bench)));
    }
    return ns;
  };
  for (const { bench } of chosen) {
    const ns = measure(bench.setup(), bench);
    measured.set(bench.id, ns);
    console.log(format({ id: bench.id, title: bench.title, unit: bench.unit, nsPerOp: ns, opsPerSecond: 1e9 / ns, ratio: ns / baseNs }));
    if (bench.goal) console.log(goalLine(ns / nsOf(bench.goal.against ?? BASELINE), bench.goal));
  }
  await runPoolBenches(
    pool.filter((b) => filters.length === 0 || filters.some((f) => b.bench.id.includes(f) || b.file.includes(f))).map((b) => b.bench),
    baseNs,
  );
  const inBrowser = browser.filter((b) => filters.length === 0 || filters.some((f) => b.bench.id.includes(f) || b.file.includes(f)));
  if (inBrowser.length) console.log(`\nIn Chromium, each a ratio to its own baseline measured in the same browser run:\n`);
  for (const { bench } of inBrowser) {
    const r = await bench.run();
    const m = { id: bench.id, title: bench.title, unit: bench.unit, nsPerOp: r.nsPerOp, opsPerSecond: 1e9 / r.nsPerOp, ratio: r.nsPerOp / r.baselineNsPerOp };
    console.log(`${format(m)} — × ${bench.baseline}`);
  }
  if (filters.length === 0 || filters.some((f) => 'web-delivery'.includes(f))) await (await import('./web-delivery')).runWebDelivery();
  if (filters.length === 0 || filters.some((f) => 'server-start'.includes(f))) await (await import('./server-start')).runServerStart();
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
