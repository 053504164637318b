import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import {
  type DiceSource,
  type RollTable,
  MarshalError,
  PhysicalDice,
  RecordingDice,
  SeededDice,
  formatSource,
  parseDice,
  parseFaces,
  rollOnTable,
} from '@marshal/core';
import { tableRegistry } from '@marshal/library';
import { printJson } from '../lib/io';
import { wholeNumber } from './dice';
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

interface RollOptions {
  json?: boolean;
  roll?: boolean;
  seed?: string;
  dice?: string;
  modifier: string;
}

/** Roll once on a table: seeded (printing the seed) or with faces rolled at the table (`--dice "3 4"`). */
function rollTable(id: string, options: RollOptions): void {
  const t = tableRegistry.get(id);
  const modifier = wholeNumber(options.modifier, '--modifier');
  let source: DiceSource;
  let seed: string | undefined;
  if (options.dice !== undefined) source = new PhysicalDice([parseFaces(options.dice, parseDice(t.roll))]);
  else {
    seed = options.seed ?? randomBytes(9).toString('base64url');
    source = SeededDice.fromSeed(seed, t.id);
  }
  const r = rollOnTable(t, new RecordingDice(source), t.title, modifier);
  const row = { min: r.row.min, max: r.row.max, label: r.row.label, result: r.row.result };
  if (options.json) return printJson({ table: t.id, roll: r.roll, modifier, total: r.total, row, ...(seed !== undefined ? { seed } : {}) });
  const mod = modifier ? ` ${modifier > 0 ? '+' : '-'} ${Math.abs(modifier)} = ${r.total}` : '';
  console.log(`${t.title}: ${t.roll} rolled ${r.roll.faces.join(' + ')} = ${r.roll.total}${mod} → ${onText(row.min, row.max)}: ${row.label}`);
  console.log(`Source: ${formatSource(t.source)}`);
  if (seed !== undefined) console.log(`seed "${seed}", stream "${t.id}" (rerun with --seed ${JSON.stringify(seed)} for the same roll)`);
}

export const tablesCommand: CommandModule = (program: Command) => {
  program
    .command('tables')
    .description('List the registered roll tables, or print one with its rows and source')
    .argument('[id]', 'table id (see the list)')
    .option('--roll', 'roll once on the table (needs an id)')
    .option('--seed <seed>', 'with --roll: seed for the dice (default: a fresh random seed, printed)')
    .option('--dice <faces>', 'with --roll: the faces you rolled at the table, e.g. "3 4"')
    .option('--modifier <n>', 'with --roll: added to the total before looking it up', '0')
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText('after', '\nExamples:\n  marshal tables\n  marshal tables cluster-hits\n  marshal tables cluster-hits --roll --dice "3 4" --modifier 2')
    .action((id: string | undefined, options: RollOptions) => {
      if (options.roll) {
        if (!id) throw new MarshalError('bad-option', '--roll needs a table id: marshal tables <id> --roll', { field: 'id' });
        return rollTable(id, options);
      }
      return id ? show(id, options.json ?? false) : list(options.json ?? false);
    });
};
