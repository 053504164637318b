import { basename, extname } from 'node:path';
import type { Command } from 'commander';
import { MarshalError } from '@marshal/core';
import {
  FORCE_LIMITS,
  forceCatalogIndex,
  forceLines,
  forceTotals,
  forceUnitFacts,
  parseForce,
  parseForceCsv,
  parseMul,
  resolveForce,
  writeForceCsv,
  writeMul,
  type Force,
  type ForceUnitFacts,
  type ImportProblem,
} from '@marshal/catalog';
import { catalogFor, UNIT_DIR, type LoadedCatalog } from '@marshal/loaders';
import { printJson, readJsonFile, readTextFile, writeFileAtomic } from '../lib/io';
import type { CommandModule } from './index';

/** `marshal force …`: import a MegaMek unit list (.mul) or CSV into a force, export a force, show one with its BV. */

type ListFormat = 'mul' | 'csv';

/** By extension (.mul/.xml, .csv), else by content: a unit list starts with "<". */
export function listFormatOf(file: string, text: string): ListFormat {
  const ext = extname(file).toLowerCase();
  if (ext === '.mul' || ext === '.xml') return 'mul';
  if (ext === '.csv') return 'csv';
  return /^\uFEFF?\s*</.test(text) ? 'mul' : 'csv';
}

const forceName = (file: string): string => basename(file, extname(file)).trim().slice(0, FORCE_LIMITS.maxNameLength) || 'Imported force';

function factsFor(force: Force, catalog: LoadedCatalog): Record<string, ForceUnitFacts> {
  const out: Record<string, ForceUnitFacts> = {};
  for (const u of force.units) {
    const entry = catalog.find(u.unitId);
    if (entry && entry.unit.id === u.unitId) out[u.unitId] = forceUnitFacts(entry.unit, entry.bv);
  }
  return out;
}

/** Each unit with its pilot, tons and BVs, and the totals: what `show` and `import` print and `--json` returns. */
function forceReport(force: Force, facts: Record<string, ForceUnitFacts>, lines?: readonly number[]) {
  const units = forceLines(force, facts).map((line, i) => {
    const u = force.units[i]!;
    return {
      ...(lines ? { line: lines[i] } : {}),
      ...u,
      name: line.facts?.name ?? `${u.chassis} ${u.model}`.trim(),
      inCatalog: !!line.facts,
      tons: line.facts?.tons ?? null,
      bv: line.facts?.bv ?? null,
      adjustedBv: line.adjustedBv,
    };
  });
  return { force, units, totals: forceTotals(force, facts) };
}

function printTable(report: ReturnType<typeof forceReport>): void {
  const { force, units, totals } = report;
  console.log(`${force.name} — ${totals.units} unit${totals.units === 1 ? '' : 's'}`);
  const rows = units.map((u, i) => [
    String(i + 1),
    u.name + (u.inCatalog ? '' : ' (not in the catalog)'),
    u.pilot.name ?? '—',
    `${u.pilot.gunnery}/${u.pilot.piloting}`,
    u.tons === null ? '—' : String(u.tons),
    u.bv === null ? '—' : String(u.bv),
    u.adjustedBv === null ? '—' : String(u.adjustedBv),
  ]);
  const head = ['#', 'Unit', 'Pilot', 'G/P', 'Tons', 'BV', 'Adj. BV'];
  const foot = ['', 'Total', '', '', String(totals.tons), String(totals.bv), String(totals.adjustedBv)];
  const all = [head, ...rows, foot];
  const widths = head.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const right = new Set([0, 4, 5, 6]);
  const fmt = (r: string[]) => r.map((cell, c) => (right.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ');
  console.log(fmt(head));
  for (const r of rows) console.log(fmt(r));
  console.log(fmt(foot));
  if (totals.withoutBv > 0) console.log(`${totals.withoutBv} unit(s) without a known Battle Value are left out of the BV totals`);
}

function printProblems(problems: readonly ImportProblem[], file: string): void {
  for (const p of problems) console.log(`${file}:${p.message.replace(/^line \d+: /, `${p.line}: `)}`);
}

function readList(file: string): { entries: ReturnType<typeof parseMul>; format: ListFormat } {
  const text = readTextFile(file);
  const format = listFormatOf(file, text);
  return { entries: format === 'mul' ? parseMul(text, file) : parseForceCsv(text, file), format };
}

function importList(file: string, o: { out?: string; json?: boolean; name?: string; dir: string }): void {
  const { entries } = readList(file);
  const catalog = catalogFor(o.dir);
  const resolved = resolveForce(entries, forceCatalogIndex(catalog.entries));
  if (resolved.units.length === 0) {
    const first = resolved.problems[0]!;
    throw new MarshalError('force-unresolved', `no unit in the file was found in the catalog (first: ${first.message})`, { file, line: first.line });
  }
  const force = parseForce({ name: o.name ?? forceName(file), units: resolved.units }, file);
  if (o.out) writeFileAtomic(o.out, `${JSON.stringify(force, null, 2)}\n`);
  const facts = Object.fromEntries(resolved.facts.map((f) => [f.unitId, f]));
  const report = forceReport(force, facts, resolved.lines);
  if (o.json) return printJson({ ...report, problems: resolved.problems, ...(o.out ? { written: o.out } : {}) });
  printTable(report);
  if (resolved.problems.length) {
    console.log(`${resolved.problems.length} unit(s) not imported:`);
    printProblems(resolved.problems, file);
  }
  if (o.out) console.log(`Force written to ${o.out}`);
}

/** A force from a JSON file, or a unit list read and matched to the catalog (misses refused with their line). */
export function readForce(file: string, catalog: () => LoadedCatalog): Force {
  if (extname(file).toLowerCase() === '.json') return parseForce(readJsonFile(file), file);
  const { entries } = readList(file);
  const resolved = resolveForce(entries, forceCatalogIndex(catalog().entries));
  const miss = resolved.problems[0];
  if (miss) throw new MarshalError('force-unresolved', miss.message.replace(/^line \d+: /, ''), { file, line: miss.line });
  return parseForce({ name: forceName(file), units: resolved.units }, file);
}

function exportForce(file: string, o: { format: string; out?: string; dir: string }): void {
  if (o.format !== 'mul' && o.format !== 'csv') throw new MarshalError('bad-format', `unknown format "${o.format}" (mul or csv)`, { field: 'format' });
  const catalog = () => catalogFor(o.dir);
  const force = readForce(file, catalog);
  const text = o.format === 'csv' ? writeForceCsv(force) : writeMul(force, { facts: factsFor(force, catalog()) });
  if (o.out) {
    writeFileAtomic(o.out, text);
    console.log(`${force.units.length} unit(s) written to ${o.out}`);
  } else process.stdout.write(text);
}

function show(file: string, o: { json?: boolean; dir: string }): void {
  const catalog = () => catalogFor(o.dir);
  const force = readForce(file, catalog);
  const report = forceReport(force, factsFor(force, catalog()));
  if (o.json) return printJson(report);
  printTable(report);
}

export const forceCommands: CommandModule = (program: Command) => {
  const force = program.command('force').description('forces: import MegaMek unit lists (.mul) or CSV, export them, show units, pilots and Battle Value');
  force
    .command('import <file>')
    .description(
      'read a MegaMek unit list (.mul) or a CSV (chassis,model,pilot,gunnery,piloting), match units to the catalog, print the force and every line not found',
    )
    .option('--out <file>', 'write the force as JSON here')
    .option('--name <name>', 'the force name (default: the file name)')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .option('--json', 'machine-readable output')
    .action((f, o) => importList(f, o));
  force
    .command('export <force>')
    .description('write a force (JSON, .mul or .csv) as a MegaMek unit list or a CSV')
    .requiredOption('--format <format>', 'mul or csv')
    .option('--out <file>', 'write here instead of standard output')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .action((f, o) => exportForce(f, o));
  force
    .command('show <force>')
    .description('a force (JSON, .mul or .csv) as a table: unit, pilot, gunnery/piloting, tons, BV, skill-adjusted BV and totals')
    .option('--dir <dir>', 'unit file directory', UNIT_DIR)
    .option('--json', 'machine-readable output')
    .action((f, o) => show(f, o));
};
