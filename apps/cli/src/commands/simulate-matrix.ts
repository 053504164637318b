import type { Command } from 'commander';
import { z } from 'zod';
import { MarshalError, parseWith } from '@marshal/core';
import { type MatrixInput, type MatrixReport, matrixJob, playMatrix } from '@marshal/server';
import { DUEL_CATEGORIES, MAX_MATRIX_SIDE, baseRules } from '@marshal/tournament';
import { localFiles } from '@marshal/loaders/files';
import { printJson, readJsonFile } from '../lib/io';
import { wholeNumber } from './dice';
import { BOT_OPTION_HELP, botLabel, botOption, optionList, parseSkills, progressBar, withPlayer, workersOption } from './simulate-shared';

/** `marshal simulate matrix`: two rosters (Solaris roster files or lists of units) → every pairing's win odds, BV-balanced. */
export interface MatrixOptions {
  a: string;
  b: string;
  skills: string;
  balance: boolean;
  map: string;
  layout?: string;
  runs: string;
  seed: string;
  rounds: string;
  movement: string;
  options: string;
  workers?: string;
  bot?: string;
  json?: boolean;
}

const rosterFile = z.object({
  mechs: z
    .array(
      z.looseObject({
        category: z.string().optional(),
        unit: z.union([z.string().trim().min(1).max(200), z.looseObject({ name: z.string().trim().min(1).max(200) })]),
      }),
    )
    .min(1)
    .max(MAX_MATRIX_SIDE),
});

/** A side: a roster file (`*.json`, as `marshal tournament set-roster` takes) or a comma-separated list of units. */
export function matrixSide(text: string, option: string): { name: string; label?: string }[] {
  if (text.trim().toLowerCase().endsWith('.json')) {
    const roster = parseWith(rosterFile, readJsonFile(text.trim()), 'roster', text.trim());
    return roster.mechs.map((m) => {
      const label = DUEL_CATEGORIES.find((c) => c.id === m.category)?.id ?? m.category;
      return { name: typeof m.unit === 'string' ? m.unit : m.unit.name, ...(label ? { label } : {}) };
    });
  }
  const names = optionList(text);
  if (!names.length || names.length > MAX_MATRIX_SIDE)
    throw new MarshalError('bad-option', `${option} needs 1 to ${MAX_MATRIX_SIDE} units (comma-separated) or a roster file ending in .json`, {
      field: option,
    });
  return names.map((name) => ({ name }));
}

export function matrixInputFrom(o: MatrixOptions): MatrixInput {
  if (o.movement !== 'simultaneous' && o.movement !== 'alternating')
    throw new MarshalError('bad-option', `--movement must be alternating or simultaneous, not "${o.movement}"`, { field: '--movement' });
  return {
    a: matrixSide(o.a, '--a'),
    b: matrixSide(o.b, '--b'),
    start: parseSkills(o.skills, '--skills'),
    balance: o.balance,
    runs: wholeNumber(o.runs, '--runs', 1, 1_000_000),
    seed: o.seed,
    map: o.map,
    ...(o.layout ? { layout: o.layout } : {}),
    rounds: wholeNumber(o.rounds, '--rounds', 1, 1000),
    movement: o.movement,
    options: optionList(o.options),
    bot: botOption(o.bot),
  };
}

const pct = (x: number) => `${Math.round(100 * x)}%`;
const odds = (x: { p: number; low: number; high: number }) => `${pct(x.p)} ${Math.round(100 * x.low)}–${Math.round(100 * x.high)}`;

/** The matrix as text: side A's win odds (95% Wilson interval) in every cell, each row's and column's total, then who is who. */
export function matrixLines(r: MatrixReport): string[] {
  const name = (u: { name: string; label?: string }) => `${u.name}${u.label ? ` (${u.label})` : ''}`;
  const width = Math.max(...r.a.map((u, i) => `A${i + 1} ${u.name}`.length), 'all A'.length) + 2;
  const col = 13;
  const cell = (row: number, c: number) => r.cells.find((x) => x.row === row && x.col === c);
  const balancing = r.balance ? `from ${r.start.gunnery}/${r.start.piloting}, balanced by BV` : `all ${r.start.gunnery}/${r.start.piloting}`;
  return [
    `Side A's win odds with 95% intervals (Wilson): ${r.runsPerCell} duels a cell (${botLabel(r.bot)}), seed "${r.seed}", skills ${balancing}`,
    ''.padEnd(width) + r.b.map((_, j) => `B${j + 1}`.padStart(col)).join('') + 'all B'.padStart(col),
    ...r.a.map(
      (u, i) =>
        `A${i + 1} ${u.name}`.padEnd(width) +
        r.b.map((_, j) => (cell(i, j) ? odds(cell(i, j)!.aWins) : '—').padStart(col)).join('') +
        odds(r.rows[i]!).padStart(col),
    ),
    'B wins'.padEnd(width) + r.cols.map((c) => odds(c).padStart(col)).join(''),
    '',
    ...r.a.map((u, i) => `A${i + 1}: ${name(u)}${u.bv !== undefined ? `, ${u.bv} BV` : ''}`),
    ...r.b.map((u, j) => `B${j + 1}: ${name(u)}${u.bv !== undefined ? `, ${u.bv} BV` : ''}`),
    '(--json gives each cell’s balanced skills, every balancing step, draws and counts)',
  ];
}

async function runMatrix(o: MatrixOptions): Promise<void> {
  const job = matrixJob(matrixInputFrom(o), localFiles, { a: '--a', b: '--b', map: '--map', layout: '--layout' });
  const total = job.tasks.length * job.input.runs;
  const workers = workersOption(o.workers, total);
  const bar = progressBar(total, o.json, 'Matrix duels');
  const report = await withPlayer(workers, (play) => playMatrix(job, play, undefined, bar.update));
  bar.stop();
  if (o.json) return printJson({ map: o.map, roundLimit: job.input.rounds, movement: job.input.movement, ruleset: job.input.options, workers, ...report });
  console.log(matrixLines(report).join('\n'));
}

export function matrixCommand(sim: Command): void {
  const start = `${baseRules.startingSkills.gunnery}/${baseRules.startingSkills.piloting}`;
  sim
    .command('matrix')
    .description(
      "Roster matchup matrix: every 'Mech of side A against every 'Mech of side B (6 × 6 for two Solaris rosters), skills balanced by BV as in a " +
        'Solaris VII Stable Challenge duel, with win odds and 95% Wilson intervals; reproducible from the seed whatever the number of workers',
    )
    .requiredOption('--a <roster>', 'side A (rows): a roster file (.json, as for `tournament set-roster`) or units, comma-separated')
    .requiredOption('--b <roster>', 'side B (columns): a roster file or units, comma-separated')
    .option('--skills <g/p>', 'starting gunnery/piloting of every pilot (Solaris VII: 3/4)', start)
    .option('--no-balance', 'keep the starting skills (no BV balancing)')
    .option('--map <boards>', 'bundled board(s), comma-separated', 'Beginner Box/16x17 Grassland 1')
    .option('--layout <RxC>', 'sheet layout, e.g. 1x2')
    .option('--runs <n>', 'duels a cell', '1000')
    .option('--seed <text>', 'seed; cell (i, j) uses seed "SEED/matrix-i-j", its run k dice stream "duel-k"', 'marshal')
    .option('--rounds <n>', 'round limit', '20')
    .option('--movement <how>', 'alternating or simultaneous (written orders)', 'simultaneous')
    .option('--options <list>', 'combat options or presets, comma-separated', 'solaris-vii')
    .option('--workers <n>', 'worker threads (default: one per core); results do not depend on it')
    .option('--bot <full|quick>', BOT_OPTION_HELP, 'full')
    .option('--json', 'print every cell as JSON')
    .action((o: MatrixOptions) => runMatrix(o));
}
