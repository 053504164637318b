// `npm run fuzz -- --cases 100000 --seed S`: the long run of the importer fuzzer (docs/security.md); exits 1 on any finding.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { bundledCorpus, fuzzCase, runFuzz, type FuzzReport } from './fuzz/fuzz-run';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    seed: { type: 'string', default: 'marshal-fuzz' },
    case: { type: 'string' },
    'hang-ms': { type: 'string', default: '1000' },
    show: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`usage: npm run fuzz -- [--cases N] [--seed S] [--case N [--show]] [--hang-ms MS]
Mutates the bundled boards and unit files (and a sample players CSV, unit lists and force CSV) and feeds them to the importers.
A crash (anything but a MarshalError), a rejection without a line, or a case taking more than --hang-ms of CPU
time is a finding.
--case N reruns one case of the seed; --show prints its mutated text.`);
  process.exit(0);
}

const whole = (text: string, name: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`fuzz: --${name} must be a whole number, not "${text}"`);
    process.exit(2);
  }
  return n;
};

const cases = whole(values.cases, 'cases');
const hangMs = whole(values['hang-ms'], 'hang-ms');
const only = values.case === undefined ? undefined : whole(values.case, 'case');
const corpus = bundledCorpus();

if (only !== undefined && values.show) {
  const c = fuzzCase(values.seed, only, corpus);
  process.stdout.write(c.text);
  console.error(`\n[case ${only}: ${c.source.target} ${c.source.file}, ${c.mutations.join(' + ')}; ${c.text.length} characters]`);
  process.exit(0);
}

/** The process's CPU time: a case is timed by the work it costs, so other programs on a busy machine do not make hangs up. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const started = performance.now();
const line = (r: FuzzReport) =>
  `${r.cases.toLocaleString('en')} cases, ${r.rejected.toLocaleString('en')} rejected, ${r.accepted.toLocaleString('en')} accepted, ${r.findings.length} findings, slowest ${r.slowestMs.toFixed(0)} ms CPU, ${((performance.now() - started) / 1000).toFixed(0)} s`;

console.log(
  `fuzz: seed "${values.seed}", ${only !== undefined ? `case ${only}` : `${cases.toLocaleString('en')} cases`} over ${corpus.length} files (boards, .mtf, .blk, a players CSV, unit lists, a force CSV); hang = over ${hangMs} ms of CPU time`,
);
const report = runFuzz({
  seed: values.seed,
  cases,
  corpus,
  hangMs,
  clock: cpuMs,
  ...(only !== undefined ? { only } : {}),
  progressEvery: 5000,
  onProgress: (r) => console.log(`  ${line(r)}`),
});

console.log(
  `done: ${line(report)}; by target ${Object.entries(report.byTarget)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}`,
);
if (report.slowest)
  console.log(`slowest: case ${report.slowest.case} (${report.slowest.target} ${report.slowest.file}, ${report.slowest.mutations.join(' + ')})`);
for (const f of report.findings.slice(0, 50))
  console.log(
    `${f.kind.toUpperCase()} case ${f.case}: ${f.target} ${f.file} after ${f.mutations.join(' + ')} (${f.ms.toFixed(0)} ms): ${f.message.slice(0, 300)}`,
  );
if (report.findings.length > 50) console.log(`… and ${report.findings.length - 50} more`);
if (report.findings.length) console.log(`reproduce one with: npm run fuzz -- --seed ${JSON.stringify(values.seed)} --case N [--show]`);
process.exit(report.findings.length ? 1 : 0);
