// How the quick simulation bot compares with the full bot (ADR 0045): its win rate against the full bot with the
// seats swapped half the time, and how far quick-versus-quick odds are from full-versus-full odds on the same setup.
import type { CombatRules } from '../options/rules';
import type { BattleSetup } from '../battle/schema';
import { type BotPolicy, DEFAULT_BOT, QUICK_BOT } from './bot';
import { type SimulationCounts, simulateSides } from './simulate';
import { type Proportion, wilson } from './stats';

export interface QuickBotOdds {
  /** Duels of each kind (quick as A against full as B, the reverse, full against full, quick against quick). */
  readonly runs: number;
  /** Over both seatings (2 × runs duels): the quick bot's wins, the full bot's, and the rest (draws, mutual destruction). */
  readonly quickWins: Proportion;
  readonly fullWins: Proportion;
  readonly neither: Proportion;
  /** Side A's win odds with the full bot on both sides, and with the quick bot on both sides. */
  readonly fullVsFull: Proportion;
  readonly quickVsQuick: Proportion;
  /** quickVsQuick.p − fullVsFull.p: how much the quick bot moves a simulation's answer for side A. */
  readonly shift: number;
}

const play = (setup: BattleSetup, rules: CombatRules, seed: string, runs: number, a: BotPolicy, b: BotPolicy): SimulationCounts =>
  simulateSides(setup, rules, seed, 0, runs, { a, b });

/**
 * The measurement behind docs/battle.md's table: `runs` duels of each kind, each on the seed's dice streams
 * "duel-0"… (the same streams for every kind, so the kinds differ only in who plays).
 */
export function quickBotOdds(setup: BattleSetup, rules: CombatRules, seed: string, runs: number): QuickBotOdds {
  const quickA = play(setup, rules, seed, runs, QUICK_BOT, DEFAULT_BOT);
  const quickB = play(setup, rules, seed, runs, DEFAULT_BOT, QUICK_BOT);
  const full = play(setup, rules, seed, runs, DEFAULT_BOT, DEFAULT_BOT);
  const quick = play(setup, rules, seed, runs, QUICK_BOT, QUICK_BOT);
  const quickWon = quickA.tallies['a-wins'] + quickB.tallies['b-wins'];
  const fullWon = quickA.tallies['b-wins'] + quickB.tallies['a-wins'];
  const fullVsFull = wilson(full.tallies['a-wins'], runs);
  const quickVsQuick = wilson(quick.tallies['a-wins'], runs);
  return {
    runs,
    quickWins: wilson(quickWon, 2 * runs),
    fullWins: wilson(fullWon, 2 * runs),
    neither: wilson(2 * runs - quickWon - fullWon, 2 * runs),
    fullVsFull,
    quickVsQuick,
    shift: quickVsQuick.p - fullVsFull.p,
  };
}
