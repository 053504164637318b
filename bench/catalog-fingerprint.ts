// `npx tsx bench/catalog-fingerprint.ts [fingerprint]` | `… cpu [rounds]`: a check for pure-speed changes to the unit
// file readers and Battle Value (ADR 0046). `fingerprint` parses and prices every official and unofficial unit file and
// prints a SHA-256 over `JSON.stringify` of each file's `Unit` and BV breakdown (or its error), in file order; a speed
// change must leave it identical. `cpu` prints the CPU time (not wall time: the machine is shared), after a warm-up, of
// merely reading every official file and, as ratios to it: building the catalog (summaries only, the unit list's cost),
// building it and then forcing every entry's unit and BV, and reading, parsing and pricing every file in full.
// `summaries` prints a SHA-256 over what building the catalog gives (each entry's path and `JSON.stringify` of its summary,
// then of each entry's unit, then every problem), for a change to the summary readers or the kept texts (ADR 0046 session 11).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { battleValue } from '@marshal/catalog';
import { UNIT_DIR, loadCatalog, parseUnitFile, unitFiles } from '@marshal/loaders';

function fingerprint(): void {
  const hash = createHash('sha256');
  const files = unitFiles(UNIT_DIR, true);
  let units = 0;
  let priced = 0;
  for (const file of files) {
    const path = relative(UNIT_DIR, file);
    hash.update(`${path}\n`);
    try {
      const unit = parseUnitFile(readFileSync(file, 'utf8'), path);
      const bv = battleValue(unit);
      units++;
      if (bv) priced++;
      hash.update(JSON.stringify(unit));
      hash.update('\n');
      hash.update(JSON.stringify(bv) ?? 'no BV');
    } catch (error) {
      hash.update(`error: ${(error as Error).message}`);
    }
    hash.update('\n');
  }
  console.log(`${hash.digest('hex')}  ${files.length} files, ${units} parsed, ${priced} priced`);
}

function summaries(): void {
  const hash = createHash('sha256');
  const catalog = loadCatalog(UNIT_DIR);
  for (const e of catalog.entries) hash.update(`${e.path}\n${JSON.stringify(e.summary)}\n`);
  // Then each entry's unit, parsed from the text the catalog kept: the same as parsing the file read afresh.
  for (const e of catalog.entries) hash.update(`${JSON.stringify(e.unit)}\n`);
  for (const p of catalog.problems) hash.update(`problem ${p.path}: ${p.message}\n`);
  hash.update(JSON.stringify(catalog.counts));
  console.log(`${hash.digest('hex')}  ${catalog.entries.length} entries, ${catalog.problems.length} problems`);
}

/** CPU milliseconds of `op`, best of `rounds`. */
function cpuMs(op: () => unknown, rounds: number): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    op();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

function cpu(rounds: number): void {
  const files = unitFiles(UNIT_DIR);
  const ops = {
    read: () => files.reduce((n, f) => n + readFileSync(f, 'utf8').length, 0),
    build: () => loadCatalog(UNIT_DIR).entries.length,
    'build + force all': () => loadCatalog(UNIT_DIR).entries.reduce((n, e) => n + (e.bv ?? 0), 0),
    'read + parse + BV': () => {
      let priced = 0;
      for (const f of files) if (battleValue(parseUnitFile(readFileSync(f, 'utf8'), f))) priced++;
      return priced;
    },
  };
  for (let i = 0; i < 3; i++) for (const op of Object.values(ops)) op();
  // Interleaved, best of `rounds` each, so a burst of load on the shared machine hits every operation alike.
  const best: Record<string, number> = {};
  for (let r = 0; r < rounds; r++) for (const [name, op] of Object.entries(ops)) best[name] = Math.min(best[name] ?? Infinity, cpuMs(op, 1));
  const raw = best.read!;
  console.log(
    Object.entries(best)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms CPU (${(ms / raw).toFixed(2)}×)`)
      .join(', ') + ` — best of ${rounds}`,
  );
}

const [mode = 'fingerprint', n] = process.argv.slice(2);
if (mode === 'cpu') cpu(Number(n ?? 10));
else if (mode === 'fingerprint') fingerprint();
else if (mode === 'summaries') summaries();
else throw new Error(`usage: catalog-fingerprint.ts [fingerprint | summaries | cpu [rounds]]`);
