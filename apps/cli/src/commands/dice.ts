import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { type Comparison, MarshalError, RecordingDice, SeededDice, commitSeed, formatDice, formatOdds, odds, parseDice, totalsTable } from '@marshal/core';
import { printJson } from '../lib/io';
import type { CommandModule } from './index';

/** `marshal roll` and `marshal odds`: seeded dice from the command line, and exact odds for any NdM±K. */

interface RollOptions {
  seed?: string;
  stream: string;
  purpose: string;
  times: string;
  json?: boolean;
}

export function wholeNumber(text: string, option: string, min = -1_000_000, max = 1_000_000): number {
  if (!/^[+-]?\d+$/.test(text.trim())) throw new MarshalError('bad-option', `${option} must be a whole number, not "${text}"`, { field: option });
  const n = Number(text);
  if (n < min || n > max) throw new MarshalError('bad-option', `${option} must be from ${min} to ${max}, not ${n}`, { field: option });
  return n;
}

function roll(notation: string, options: RollOptions): void {
  const spec = parseDice(notation);
  const times = wholeNumber(options.times, '--times', 1, 10_000);
  const seed = options.seed ?? randomBytes(9).toString('base64url');
  const dice = new RecordingDice(SeededDice.fromSeed(seed, options.stream));
  for (let i = 0; i < times; i++) dice.roll(spec, options.purpose);
  const rolls = dice.rolls.map((r) => ({ purpose: r.purpose, notation: r.notation, faces: [...r.faces], total: r.total }));
  if (options.json) return printJson({ seed, stream: options.stream, commitment: commitSeed(seed), rolls });
  for (const r of rolls) {
    const mod = spec.modifier === 0 ? '' : ` ${spec.modifier > 0 ? '+' : '-'} ${Math.abs(spec.modifier)}`;
    console.log(`${r.notation}: ${r.faces.join(' + ')}${mod} = ${r.total}   (for: ${r.purpose})`);
  }
  console.log(`seed "${seed}", stream "${options.stream}" (rerun with --seed ${JSON.stringify(seed)} for the same faces)`);
}

const MAX_EXACT = 20_000;

interface OddsOptions {
  atLeast?: string;
  atMost?: string;
  json?: boolean;
}

function oddsCommand(notation: string, options: OddsOptions): void {
  if ((options.atLeast === undefined) === (options.atMost === undefined))
    throw new MarshalError('bad-option', 'give exactly one of --at-least N or --at-most N', { field: 'at-least' });
  const comparison: Comparison = options.atLeast !== undefined ? 'at-least' : 'at-most';
  const target = wholeNumber((options.atLeast ?? options.atMost)!, `--${comparison}`);
  const spec = parseDice(notation);
  if (spec.count * spec.sides > MAX_EXACT)
    throw new MarshalError('too-large', `${notation}: exact counting is limited to dice × sides ≤ ${MAX_EXACT} (it takes about (dice × sides)² steps)`, {
      field: 'dice',
    });
  const dice = formatDice(spec);
  const o = odds(dice, comparison, target);
  const wins = (t: number) => (comparison === 'at-least' ? t >= target : t <= target);
  const distribution = totalsTable(dice).map((r) => ({ total: r.total, ways: r.ways.toString(), probability: r.probability, success: wins(r.total) }));
  if (options.json)
    return printJson({
      dice,
      comparison,
      target,
      successes: o.successes.toString(),
      outcomes: o.outcomes.toString(),
      probability: o.probability,
      distribution,
    });
  console.log(`${dice} ${comparison === 'at-least' ? '≥' : '≤'} ${target}: ${formatOdds(o)}`);
  if (distribution.length > 60) return;
  const max = Math.max(...distribution.map((d) => d.probability));
  const width = String(distribution[distribution.length - 1]!.total).length + 1;
  for (const d of distribution) {
    const bar = (d.success ? '#' : '.').repeat(Math.max(1, Math.round((d.probability / max) * 40)));
    console.log(`${String(d.total).padStart(width)} ${bar} ${(d.probability * 100).toFixed(2)}%`);
  }
  console.log(`(# succeeds, . fails)`);
}

export const diceCommands: CommandModule = (program: Command) => {
  program
    .command('roll')
    .description('Roll dice from a seeded stream; the same seed and stream always give the same faces')
    .argument('<dice>', 'dice notation NdM±K, e.g. 2d6, 1d6+1')
    .option('--seed <seed>', 'seed text (default: a fresh random seed, printed so the roll can be repeated)')
    .option('--stream <name>', 'named stream within the seed (independent sequences)', 'main')
    .option('--purpose <text>', 'what the roll is for (recorded with it)', 'command-line roll')
    .option('--times <n>', 'how many rolls to make from the stream', '1')
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText('after', '\nExamples:\n  marshal roll 2d6 --seed table-1 --purpose "to-hit, medium laser"\n  marshal roll 1d6 --times 5 --json')
    .action((dice: string, options: RollOptions) => roll(dice, options));
  program
    .command('odds')
    .description('Exact odds that NdM±K is at least / at most a target (counted, not sampled)')
    .argument('<dice>', 'dice notation NdM±K, e.g. 2d6')
    .option('--at-least <n>', 'succeed on a total of at least n')
    .option('--at-most <n>', 'succeed on a total of at most n')
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText('after', '\nExamples:\n  marshal odds 2d6 --at-least 8\n  marshal odds 3d6 --at-most 10 --json')
    .action((dice: string, options: OddsOptions) => oddsCommand(dice, options));
};
