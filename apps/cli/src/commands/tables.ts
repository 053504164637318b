import type { Command } from 'commander';
import { type RollTable, formatSource } from '@marshal/core';
import { tableRegistry } from '@marshal/library';
import { printJson } from '../lib/io';
import type { CommandModule } from './index';

/** `marshal tables [ID]`: list every registered roll table, or print one with its rows and source. */

const onText = (min: number, max: number): string => (min === max ? `${min}` : `${min}-${max}`);

export function tableSummary(t: RollTable<unknown>) {
  return { id: t.id, title: t.title, roll: t.roll, source: t.source, sourceText: formatSource(t.source) };
}

export function tableDetail(t: RollTable<unknown>) {
  return {
    ...tableSummary(t),
    range: [...t.range],
    outside: t.outside,
    notes: [...t.notes],
    rows: t.rows.map((r) => ({ min: r.min, max: r.max, label: r.label, result: r.result })),
  };
}

function list(json: boolean): void {
  const tables = tableRegistry.list();
  if (json) return printJson(tables.map(tableSummary));
  if (tables.length === 0) return console.log('No roll tables are registered yet (game packages add theirs to @marshal/library).');
  const idWidth = Math.max(...tables.map((t) => t.id.length));
  for (const t of tables) console.log(`${t.id.padEnd(idWidth)}  ${t.roll.padEnd(5)}  ${t.title}  [${formatSource(t.source)}]`);
  console.log(`${tables.length} table(s). Show one with: marshal tables <id>`);
}

function show(id: string, json: boolean): void {
  const t = tableRegistry.get(id);
  if (json) return printJson(tableDetail(t));
  const width = Math.max(5, ...t.rows.map((r) => onText(r.min, r.max).length));
  const lines = [
    `${t.title} (${t.id})`,
    `Roll ${t.roll}; totals ${t.range[0]}-${t.range[1]}${t.outside === 'clamp' ? ', totals outside count as the nearest row' : ', totals outside are an error'}`,
    `Source: ${formatSource(t.source)}`,
    ...t.notes.map((n) => `Note: ${n}`),
    '',
    `${'Total'.padStart(width)}  Result`,
    ...t.rows.map((r) => `${onText(r.min, r.max).padStart(width)}  ${r.label}`),
  ];
  console.log(lines.join('\n'));
}

export const tablesCommand: CommandModule = (program: Command) => {
  program
    .command('tables')
    .description('List the registered roll tables, or print one with its rows and source')
    .argument('[id]', 'table id (see the list)')
    .option('--json', 'print JSON (see docs/cli.md)')
    .action((id: string | undefined, options: { json?: boolean }) => (id ? show(id, options.json ?? false) : list(options.json ?? false)));
};
