// Many bot-versus-bot runs of one setup, each with its own dice stream from one seed, tallied with 95% intervals.
import { SeededDice } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import { type BotPolicy, DEFAULT_BOT } from './bot';
import { type DuelTally, runBotBattle, tallyOf } from './duel';
import type { BattleSetup } from '../battle/schema';
import { type Proportion, wilson } from './stats';

export interface SimulationCounts {
  readonly runs: number;
  readonly tallies: Readonly<Record<DuelTally, number>>;
  /** Runs that ended with the side's every unit crippled, destroyed or withdrawn. */
  readonly crippled: Readonly<Record<'a' | 'b', number>>;
  readonly rounds: number;
}

export interface SimulationReport {
  readonly runs: number;
  readonly seed: string;
  readonly odds: Readonly<Record<DuelTally | 'a-crippled' | 'b-crippled', Proportion>>;
  readonly meanRounds: number;
}

export const emptyCounts = (): SimulationCounts => ({
  runs: 0,
  tallies: { 'a-wins': 0, 'b-wins': 0, draw: 0, 'mutual-destruction': 0 },
  crippled: { a: 0, b: 0 },
  rounds: 0,
});

/** The dice stream of run `i`: one seed, a stream per run, so any run can be replayed alone. */
export const runStream = (i: number): string => `duel-${i}`;

/** Play runs [from, to) and add them to `counts`. */
export function simulateRange(
  setup: BattleSetup,
  rules: CombatRules,
  seed: string,
  from: number,
  to: number,
  policy: BotPolicy = DEFAULT_BOT,
  onRun?: (i: number) => void,
): SimulationCounts {
  return simulateSides(setup, rules, seed, from, to, { a: policy, b: policy }, onRun);
}

/** Play runs [from, to) with side A (the setup's first side) played by `bots.a` and side B by `bots.b`. */
export function simulateSides(
  setup: BattleSetup,
  rules: CombatRules,
  seed: string,
  from: number,
  to: number,
  bots: { readonly a: BotPolicy; readonly b: BotPolicy },
  onRun?: (i: number) => void,
): SimulationCounts {
  const [a, b] = [setup.sides[0]!.id, setup.sides[1]!.id];
  const t = { 'a-wins': 0, 'b-wins': 0, draw: 0, 'mutual-destruction': 0 };
  const crippled = { a: 0, b: 0 };
  let rounds = 0;
  for (let i = from; i < to; i++) {
    const r = runBotBattle(setup, rules, SeededDice.fromSeed(seed, runStream(i)), { [a]: bots.a, [b]: bots.b });
    t[tallyOf(r.outcome, a)]++;
    if (r.outcome.crippled[a]) crippled.a++;
    if (r.outcome.crippled[b]) crippled.b++;
    rounds += r.outcome.round;
    onRun?.(i);
  }
  return { runs: to - from, tallies: t, crippled, rounds };
}

export function mergeCounts(x: SimulationCounts, y: SimulationCounts): SimulationCounts {
  const tallies = { ...x.tallies };
  for (const k of Object.keys(tallies) as DuelTally[]) tallies[k] += y.tallies[k];
  return { runs: x.runs + y.runs, tallies, crippled: { a: x.crippled.a + y.crippled.a, b: x.crippled.b + y.crippled.b }, rounds: x.rounds + y.rounds };
}

export function simulationReport(c: SimulationCounts, seed: string): SimulationReport {
  const w = (n: number) => wilson(n, c.runs);
  return {
    runs: c.runs,
    seed,
    odds: {
      'a-wins': w(c.tallies['a-wins']),
      'b-wins': w(c.tallies['b-wins']),
      draw: w(c.tallies.draw),
      'mutual-destruction': w(c.tallies['mutual-destruction']),
      'a-crippled': w(c.crippled.a),
      'b-crippled': w(c.crippled.b),
    },
    meanRounds: c.runs ? c.rounds / c.runs : 0,
  };
}
