import type { Command } from 'commander';
import { type AnyGameModule, type Divergence, type GameRecord, MarshalError, canonicalJson, parseRecord, verifyRecord } from '@marshal/core';
import { gameModules, moduleById } from '@marshal/library';
import { printJson, readTextFile } from '../lib/io';
import type { CommandModule } from './index';

/** `marshal replay` and `marshal verify`: re-derive a record's dice, events and hashes and report the first difference. */

function load(file: string): { record: GameRecord; module: AnyGameModule } {
  const record = parseRecord(readTextFile(file), file);
  const module = moduleById(record.header.module);
  if (!module)
    throw new MarshalError(
      'unknown-module',
      `the record is for module "${record.header.module}", which this Marshal does not know; known: ${gameModules.map((m) => m.id).join(', ')}`,
      { file, line: 1, field: 'module' },
    );
  return { record, module };
}

/** The first event that differs, when the events of an entry diverge. */
function firstEventDifference(d: Divergence): { index: number; expected: unknown; actual: unknown } | null {
  if (d.what !== 'events' || !Array.isArray(d.expected) || !Array.isArray(d.actual)) return null;
  const n = Math.max(d.expected.length, d.actual.length);
  for (let i = 0; i < n; i++)
    if (canonicalJson(d.expected[i] ?? null) !== canonicalJson(d.actual[i] ?? null))
      return { index: i, expected: d.expected[i] ?? null, actual: d.actual[i] ?? null };
  return null;
}

/** Paths (a.b.0.c) where two JSON values differ, at most `limit`. */
export function differingFields(expected: unknown, actual: unknown, path = '', limit = 5): { field: string; expected: unknown; actual: unknown }[] {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (!isObj(expected) || !isObj(actual) || Array.isArray(expected) !== Array.isArray(actual))
    return canonicalJson(expected ?? null) === canonicalJson(actual ?? null) ? [] : [{ field: path || '(whole value)', expected, actual }];
  const out: { field: string; expected: unknown; actual: unknown }[] = [];
  for (const key of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) {
    if (out.length >= limit) break;
    out.push(...differingFields(expected[key], actual[key], path ? `${path}.${key}` : key, limit - out.length));
  }
  return out;
}

export function describeDivergence(record: GameRecord, d: Divergence) {
  const entry = d.seq === null ? undefined : record.entries[d.seq - 1];
  const event = firstEventDifference(d);
  return {
    line: d.line,
    seq: d.seq,
    what: d.what,
    message: d.message,
    command: entry ? entry.command : null,
    ...(event ? { event } : {}),
    ...(d.expected !== undefined ? { expected: d.expected } : {}),
    ...(d.actual !== undefined ? { actual: d.actual } : {}),
  };
}

const short = (v: unknown): string => {
  const s = canonicalJson(v ?? null);
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
};

function failed(text: string): void {
  console.log(text);
  process.exitCode = 1;
}

const NOT_PROVEN = 3;

function verify(file: string, options: { json?: boolean; finished?: boolean }): void {
  let loaded: ReturnType<typeof load>;
  try {
    loaded = load(file);
  } catch (e) {
    if (!(e instanceof MarshalError) || e.code === 'file-not-found') throw e;
    if (!options.json) return failed(`NOT VERIFIED ${e.message}`);
    printJson({ ok: false, genuine: false, status: 'malformed', file, error: { code: e.code, message: e.message, location: e.location } });
    process.exitCode = 1;
    return;
  }
  const { record, module } = loaded;
  const report = verifyRecord(module, record);
  // A game said to be over must end in its reveal: without one the record may have been cut short.
  const refusedUnfinished = options.finished === true && report.ok && !record.reveal;
  const summary = refusedUnfinished ? 'no reveal: the record may be cut short' : report.summary;
  const base = {
    ok: report.ok && !refusedUnfinished,
    genuine: report.status === 'genuine',
    status: report.status,
    summary,
    unchecked: report.unchecked,
    file,
    module: module.id,
    entries: record.entries.length,
    diceVerified: report.diceVerified,
  };
  if (report.ok) {
    if (report.status !== 'genuine') process.exitCode = refusedUnfinished ? 1 : NOT_PROVEN;
    if (options.json) return printJson({ ...base, finalHash: report.finalHash });
    const n = record.entries.length;
    const what = `${module.id}, ${n} ${n === 1 ? 'entry' : 'entries'}`;
    if (report.status === 'genuine')
      return console.log(
        `genuine: ${file} (${what}; every roll regenerated from the revealed seed; length and final hash as its reveal states; final hash ${report.finalHash})`,
      );
    const head = refusedUnfinished
      ? `NOT GENUINE: ${file} (${what}): ${summary}`
      : `NOT PROVEN GENUINE (${report.status}): ${file} (${what}; final hash ${report.finalHash}): ${summary}`;
    return console.log(
      [head, '  checked:     every command replays, its events and the running hash match', ...report.unchecked.map((u) => `  not checked: ${u}`)].join('\n'),
    );
  }
  const d = describeDivergence(record, report.divergence!);
  if (options.json) {
    printJson({ ...base, divergence: d });
    process.exitCode = 1;
    return;
  }
  if (report.status === 'cut-short') return failed(`CUT SHORT: ${file}:${d.line}: ${d.message}`);
  const lines = [
    `TAMPERED OR DIVERGED: ${file}:${d.line}${d.seq !== null ? ` (entry ${d.seq}${d.command ? `, command ${d.command.type}` : ''})` : ''}: ${d.what}: ${d.message}`,
    ...(d.command ? [`  command:  ${short(d.command)}`] : []),
    ...(d.event
      ? differingFields(d.event.expected, d.event.actual).map(
          (f) => `  event ${d.event!.index + 1}, field ${f.field}: recorded ${short(f.actual)}, the rules give ${short(f.expected)}`,
        )
      : []),
    ...(!d.event && d.expected !== undefined ? [`  recorded: ${short(d.actual)}`, `  expected: ${short(d.expected)}`] : []),
  ];
  failed(lines.join('\n'));
}

function replay(file: string, options: { json?: boolean }): void {
  const { record, module } = load(file);
  const report = verifyRecord(module, record);
  const log = record.entries.map((e) => ({ seq: e.seq, line: e.seq + 1, command: e.command, rolls: e.rolls, events: e.events }));
  if (options.json) {
    const out = {
      ok: report.ok,
      module: module.id,
      setup: record.header.setup,
      ruleset: record.header.ruleset,
      entries: log,
      finalHash: report.finalHash,
      diceVerified: report.diceVerified,
      status: report.status,
    };
    printJson(report.ok ? { ...out, state: report.state } : { ...out, divergence: describeDivergence(record, report.divergence!) });
    if (!report.ok) process.exitCode = 1;
    return;
  }
  console.log(`${module.title} (${module.id}), ${record.entries.length} entries, ruleset [${record.header.ruleset.join(', ')}]`);
  for (const e of log) {
    if (report.divergence && e.seq >= (report.divergence.seq ?? Infinity)) break;
    const rolls = e.rolls.map((r) => `${r.notation} for ${r.purpose}: ${r.faces.join('+')} = ${r.total}`).join('; ');
    console.log(`#${e.seq} ${e.command.type}${rolls ? ` — ${rolls}` : ''} → ${e.events.map((ev) => ev.type).join(', ') || 'no events'}`);
    // A module that tells its events in players' words (a battle: hits, criticals, falls, destruction) says so under each entry.
    if (module.narrate && report.state !== undefined)
      for (const ev of e.events)
        for (const l of module.narrate(report.state, ev)) console.log(`    ${l.text}${l.details?.length ? ` (${l.details.join('; ')})` : ''}`);
  }
  if (!report.ok) {
    const d = describeDivergence(record, report.divergence!);
    return failed(`stopped at ${file}:${d.line}: ${d.what}: ${d.message} (run marshal verify for details)`);
  }
  console.log(`final state: ${short(report.state)}`);
}

export const recordCommands: CommandModule = (program: Command) => {
  program
    .command('replay')
    .description('Replay a record file (JSON Lines) step by step and print each command, its rolls and events, then the final state')
    .argument('<file>', 'record file (.jsonl)')
    .option('--json', 'print JSON (see docs/cli.md)')
    .action((file: string, options: { json?: boolean }) => replay(file, options));
  program
    .command('verify')
    .description('Check that a record is genuine: dice from the revealed seed, events from the rules, the running hash, and its length against its reveal')
    .argument('<file>', 'record file (.jsonl)')
    .option('--json', 'print JSON (see docs/cli.md)')
    .option('--finished', 'the game is over: refuse a record without a seed reveal (it may have been cut short)')
    .addHelpText(
      'after',
      '\nExit status: 0 genuine; 1 tampered, diverged, cut short or malformed (the line, entry and field are named), or no reveal with --finished;\n' +
        '2 usage errors such as a missing file; 3 consistent but not proven genuine (no reveal yet, dice rolled at the table, or a reveal\n' +
        'from before the entry count was committed): the checks that could not be made are listed.',
    )
    .action((file: string, options: { json?: boolean; finished?: boolean }) => verify(file, options));
};
