// The importer fuzzer: mutate bundled boards and unit files, feed them to the parsers, and report anything but a located MarshalError.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MarshalError, PARSER_BUG } from '@marshal/core';
import { boardAsMap, parseBoard } from '@marshal/battletech';
import { battleValue, parseBlk, parseForceCsv, parseMtf, parseMul, summarizeBlk, summarizeMtf, type Unit } from '@marshal/catalog';
import { parsePlayersCsv } from '@marshal/tournament';
import { FuzzRng, mutate } from './mutate';

export const DATA_DIR = join(import.meta.dirname, '../../data/megamek');
/** The sample unit lists and force CSV the catalog's tests read (written for Marshal in MegaMek's format). */
const FORCE_SAMPLES = join(import.meta.dirname, '../../packages/catalog/test-data');

/**
 * A unit file as the catalog reads it: its summary (the quick scan, ADR 0046 session 11), then, whether or not that
 * failed with a located error, the full unit and its BV.
 */
const unitFile =
  (summarize: (text: string, file: string) => unknown, parse: (text: string, file: string) => Unit) =>
  (text: string, file: string): void => {
    try {
      summarize(text, file);
    } catch (error) {
      // Only a located, expected error lets the full read go on; anything else is the fuzzer's finding.
      if (!(error instanceof MarshalError) || error.code === PARSER_BUG || !((error.location.line ?? 0) >= 1)) throw error;
    }
    void battleValue(parse(text, file));
  };

/** What one importer does with a text, as the server and CLI do it: parse, then build what they build from it. */
export const TARGETS = {
  board: (text: string, file: string) => void boardAsMap(parseBoard(text, file)),
  mtf: unitFile(summarizeMtf, parseMtf),
  blk: unitFile(summarizeBlk, parseBlk),
  csv: (text: string, file: string) => void parsePlayersCsv(text, file),
  mul: (text: string, file: string) => void parseMul(text, file),
  forceCsv: (text: string, file: string) => void parseForceCsv(text, file),
} as const;

export type TargetName = keyof typeof TARGETS;

/** A players sheet like the ones the tournament tests read (there is no bundled CSV). */
const SAMPLE_CSV =
  'id,name,faction,club\nanna,Anna Weber,Lyran Commonwealth,"Würzburg, Bavaria"\n,"Jo ""Hammer"" Li";Draconis Combine\nkai,Kai Allard,Federated Suns,\n';

export interface CorpusFile {
  readonly target: TargetName;
  /** Path under data/megamek (or the sample's name). */
  readonly file: string;
  readonly text: () => string;
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((e) => {
      const p = join(dir, e);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}

/** The bundled boards and unit files (every `every`-th of each kind, sorted by path), read on first use. */
export function bundledCorpus(every = 1): CorpusFile[] {
  const cache = new Map<string, string>();
  const lazy = (p: string) => () => cache.get(p) ?? (cache.set(p, readFileSync(p, 'utf8')), cache.get(p)!);
  const files = walk(DATA_DIR);
  const of = (ext: string, target: TargetName) =>
    files
      .filter((f) => f.toLowerCase().endsWith(ext))
      .filter((_, i) => i % every === 0)
      .map((p) => ({ target, file: relative(DATA_DIR, p), text: lazy(p) }));
  const forces = (name: string, target: TargetName) => ({ target, file: `forces/${name}`, text: lazy(join(FORCE_SAMPLES, name)) });
  return [
    ...of('.board', 'board'),
    ...of('.mtf', 'mtf'),
    ...of('.blk', 'blk'),
    { target: 'csv', file: 'players.csv', text: () => SAMPLE_CSV },
    forces('lance.mul', 'mul'),
    forces('battle-record.mul', 'mul'),
    forces('lance.csv', 'forceCsv'),
  ];
}

export interface Finding {
  readonly kind: 'crash' | 'hang' | 'no-line';
  readonly case: number;
  readonly target: TargetName;
  readonly file: string;
  readonly mutations: readonly string[];
  readonly message: string;
  readonly ms: number;
}

export interface FuzzReport {
  readonly seed: string;
  cases: number;
  accepted: number;
  rejected: number;
  slowestMs: number;
  slowest?: { case: number; target: TargetName; file: string; mutations: readonly string[] };
  readonly findings: Finding[];
  readonly byTarget: Record<TargetName, number>;
}

export interface FuzzOptions {
  readonly seed: string;
  readonly cases: number;
  readonly corpus: readonly CorpusFile[];
  /** A case slower than this is a hang (only when a clock is given). */
  readonly hangMs?: number;
  readonly clock?: () => number;
  /** Run only this case number (to reproduce a finding). */
  readonly only?: number;
  readonly onProgress?: (report: FuzzReport) => void;
  readonly progressEvery?: number;
}

/** Target files are picked so that each target gets cases, not in proportion to how many files it has. */
const TARGET_WEIGHTS: readonly [TargetName, number][] = [
  ['board', 4],
  ['mtf', 4],
  ['blk', 4],
  ['csv', 1],
  ['mul', 1],
  ['forceCsv', 1],
];

/** One mutated case: which file, which mutations, and the text. The case number alone fixes all three for a seed. */
export function fuzzCase(seed: string, n: number, corpus: readonly CorpusFile[]): { source: CorpusFile; text: string; mutations: string[] } {
  const rng = new FuzzRng(seed, `case ${n}`);
  const weighted = TARGET_WEIGHTS.filter(([t]) => corpus.some((c) => c.target === t)).flatMap(([t, w]) => new Array<TargetName>(w).fill(t));
  const target = rng.pick(weighted);
  const source = rng.pick(corpus.filter((c) => c.target === target));
  const { text, applied } = mutate(source.text(), rng);
  // Mutations build a text out of pieces; V8 joins them into one string on first read, which for a 20-million
  // character text takes longer than reading it. A file or request body arrives whole, so join before timing.
  text.indexOf('\u0001', text.length - 1);
  return { source, text, mutations: applied };
}

function classify(error: unknown): { kind: Finding['kind']; message: string } | undefined {
  if (!(error instanceof MarshalError)) return { kind: 'crash', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  if (error.code === PARSER_BUG) return { kind: 'crash', message: error.message };
  if (!(typeof error.location.line === 'number' && error.location.line >= 1)) return { kind: 'no-line', message: error.message };
  return undefined;
}

export function runFuzz(options: FuzzOptions): FuzzReport {
  const { seed, corpus, clock, hangMs = 1000, progressEvery = 1000 } = options;
  const report: FuzzReport = {
    seed,
    cases: 0,
    accepted: 0,
    rejected: 0,
    slowestMs: 0,
    findings: [],
    byTarget: { board: 0, mtf: 0, blk: 0, csv: 0, mul: 0, forceCsv: 0 },
  };
  const first = options.only ?? 0;
  const last = options.only !== undefined ? options.only + 1 : options.cases;
  for (let n = first; n < last; n++) {
    const { source, text, mutations } = fuzzCase(seed, n, corpus);
    const started = clock?.() ?? 0;
    let problem: { kind: Finding['kind']; message: string } | undefined;
    let accepted = false;
    try {
      TARGETS[source.target](text, source.file);
      accepted = true;
    } catch (error) {
      problem = classify(error);
    }
    const ms = clock ? clock() - started : 0;
    report.cases++;
    report.byTarget[source.target]++;
    if (accepted) report.accepted++;
    else if (!problem) report.rejected++;
    const where = { case: n, target: source.target, file: source.file, mutations };
    if (problem) report.findings.push({ ...where, ...problem, ms });
    if (clock && ms > hangMs) report.findings.push({ ...where, kind: 'hang', message: `took ${ms.toFixed(0)} ms`, ms });
    if (ms > report.slowestMs) {
      report.slowestMs = ms;
      report.slowest = where;
    }
    if (options.onProgress && report.cases % progressEvery === 0) options.onProgress(report);
  }
  return report;
}
