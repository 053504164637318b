import type { Command } from 'commander';
import { MarshalError } from '@marshal/core';
import { type BattleSetup, type BotSearch, type SimulationReport, combatRuleset, simulationReport } from '@marshal/battletech';
import { type DuelChoice, duelSimulationSetup } from '@marshal/loaders';
import { localFiles } from '@marshal/loaders/files';
import type { DuelTask } from '@marshal/loaders/pool';
import { planChunks } from '@marshal/tournament';
import { printJson } from '../lib/io';
import { wholeNumber } from './dice';
import type { CommandModule } from './index';
import { matrixCommand } from './simulate-matrix';
import { BOT_OPTION_HELP, botLabel, botOption, optionList, parseSkills, progressBar, withPlayer, workersOption } from './simulate-shared';

/** `marshal simulate duel`: bot-versus-bot runs of a two-'Mech duel, with win/draw/mutual-destruction/crippled odds. */
export interface DuelOptions {
  a: string;
  aSkills: string;
  b: string;
  bSkills: string;
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

/** What the duel is of, from the options (the same choice `POST /api/simulate/duel` builds from its body). */
export function duelChoiceFrom(o: DuelOptions): DuelChoice {
  const movement =
    o.movement === 'simultaneous' || o.movement === 'alternating'
      ? o.movement
      : (() => {
          throw new MarshalError('bad-option', `--movement must be alternating or simultaneous, not "${o.movement}"`, { field: '--movement' });
        })();
  return {
    a: o.a,
    aSkills: parseSkills(o.aSkills, '--a-skills'),
    b: o.b,
    bSkills: parseSkills(o.bSkills, '--b-skills'),
    map: o.map,
    ...(o.layout ? { layout: o.layout } : {}),
    rounds: wholeNumber(o.rounds, '--rounds', 1, 1000),
    movement,
  };
}

/** The duel's setup (the server's `duelSimulationSetup`, shared with `POST /api/simulate/duel`). */
export const duelSetupFrom = (o: DuelOptions): BattleSetup =>
  duelSimulationSetup(duelChoiceFrom(o), { a: '--a', b: '--b', layout: '--layout', map: '--map' }, localFiles);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function reportLines(r: SimulationReport, a: string, b: string, bot: BotSearch = 'full'): string[] {
  const width = Math.max(a.length, b.length) + 26;
  const row = (label: string, k: keyof SimulationReport['odds']) =>
    `${label.padEnd(width)} ${pct(r.odds[k].p).padStart(6)}  (95% CI ${pct(r.odds[k].low)}–${pct(r.odds[k].high)}, ${r.odds[k].count}/${r.runs})`;
  return [
    `${r.runs} bot-vs-bot duels (${botLabel(bot)}), seed "${r.seed}", mean ${r.meanRounds.toFixed(1)} rounds`,
    row(`A ${a} wins`, 'a-wins'),
    row(`B ${b} wins`, 'b-wins'),
    row('draw (round limit)', 'draw'),
    row('mutual destruction', 'mutual-destruction'),
    row(`A ${a} crippled at the end`, 'a-crippled'),
    row(`B ${b} crippled at the end`, 'b-crippled'),
  ];
}

async function runDuels(o: DuelOptions): Promise<void> {
  const setup = duelSetupFrom(o);
  const runs = wholeNumber(o.runs, '--runs', 1, 10_000_000);
  combatRuleset(optionList(o.options));
  const bot = botOption(o.bot);
  const task: DuelTask = { choice: duelChoiceFrom(o), options: optionList(o.options), seed: o.seed, from: 0, to: runs, bot };
  const chunks = planChunks([task]);
  const workers = workersOption(o.workers, runs);
  const bar = progressBar(runs, o.json, 'Duels');
  const [counts] = await withPlayer(workers, (play) => play([task], chunks, bar.update));
  bar.stop();
  const report = simulationReport(counts!, o.seed);
  if (o.json)
    return printJson({
      a: { unit: o.a, skills: o.aSkills },
      b: { unit: o.b, skills: o.bSkills },
      map: o.map,
      roundLimit: setup.roundLimit,
      movement: setup.movement,
      ruleset: o.options,
      bot,
      workers,
      ...report,
    });
  console.log(reportLines(report, o.a, o.b, bot).join('\n'));
}

export const simulateCommands: CommandModule = (program: Command) => {
  const sim = program.command('simulate').description('Simulate battles with bots on both sides');
  sim
    .command('duel')
    .description(
      "Bot-versus-bot duels of two catalog 'Mechs: win, draw, mutual-destruction and crippled odds with 95% confidence intervals, reproducible from the seed",
    )
    .requiredOption('--a <unit>', 'side A\'s \'Mech ("Chassis Model" or a unit file); starts on the south edge')
    .option('--a-skills <g/p>', "side A's gunnery/piloting", '4/5')
    .requiredOption('--b <unit>', "side B's 'Mech; starts on the north edge")
    .option('--b-skills <g/p>', "side B's gunnery/piloting", '4/5')
    .option('--map <boards>', 'bundled board(s), comma-separated ("@180" turns a sheet)', 'Beginner Box/16x17 Grassland 1')
    .option('--layout <RxC>', 'sheet layout, e.g. 1x2')
    .option('--runs <n>', 'number of duels', '100')
    .option('--seed <text>', 'seed; run i uses the dice stream "duel-i"', 'marshal')
    .option('--rounds <n>', 'round limit (Solaris duels: 20)', '20')
    .option('--movement <how>', 'alternating or simultaneous (written orders)', 'simultaneous')
    .option('--options <list>', 'combat options or presets, comma-separated', 'solaris-vii')
    .option('--workers <n>', 'worker threads (default: one per core); results do not depend on it')
    .option('--bot <full|quick>', BOT_OPTION_HELP, 'full')
    .option('--json', 'print the odds as JSON')
    .action((o: DuelOptions) => runDuels(o));
  matrixCommand(sim);
};
