// Plays a battle to the end with bots on both sides, straight through the module (no record), for the simulator.
import { type DiceSource, MarshalError, RecordingDice, isRejection } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import { type BotPolicy, DEFAULT_BOT, botCommand } from './bot';
import { battleModule } from '../battle/module';
import type { BattleSetup } from '../battle/schema';
import type { BattleOutcome, BattleState } from '../battle/state';

export interface DuelResult {
  readonly outcome: BattleOutcome;
  readonly commands: number;
  readonly final: BattleState;
}

/** Commands a single round may take before the runner gives up (a bot that cannot finish a round is a bug). */
const COMMANDS_PER_ROUND = 200;

/**
 * The opening state of a setup, built once per setup and rules object: `init` is pure and states are never
 * mutated, so every run of a simulation starts from the same object — and shares its map, whose line-of-sight
 * cache then lives across runs.
 */
const openings = new WeakMap<BattleSetup, WeakMap<CombatRules, BattleState>>();

export function openingState(setup: BattleSetup, rules: CombatRules): BattleState {
  let byRules = openings.get(setup);
  if (!byRules) openings.set(setup, (byRules = new WeakMap()));
  let s = byRules.get(rules);
  if (!s) byRules.set(rules, (s = battleModule.init(setup, rules)));
  return s;
}

/** Play to the end; each side's units by that side's policy in `policies` (the full bot for a side not named). */
export function runBotBattle(setup: BattleSetup, rules: CombatRules, source: DiceSource, policies: Readonly<Record<string, BotPolicy>> = {}): DuelResult {
  let state = openingState(setup, rules);
  const policyOf = (unit: string): BotPolicy => policies[state.sideOf[unit]!] ?? DEFAULT_BOT;
  let commands = 0;
  let inRound = 0;
  let round = state.round;
  for (;;) {
    const command = botCommand(state, rules, policyOf);
    if (!command) return { outcome: state.outcome!, commands, final: state };
    const events = battleModule.resolve(state, command, { dice: new RecordingDice(source), rules });
    if (isRejection(events))
      throw new MarshalError('bot-rejected', `the bot's ${command.type} was refused: ${events.reason}`, { field: events.field ?? 'command' });
    for (const e of events) state = battleModule.apply(state, e);
    commands++;
    if (state.round !== round) [round, inRound] = [state.round, 0];
    if (++inRound > COMMANDS_PER_ROUND)
      throw new MarshalError('bot-stuck', `round ${round} did not finish in ${COMMANDS_PER_ROUND} commands (phase ${state.phase})`, { field: 'command' });
  }
}

/** One run's outcome as the simulator counts it. */
export type DuelTally = 'a-wins' | 'b-wins' | 'draw' | 'mutual-destruction';

export function tallyOf(outcome: BattleOutcome, a: string): DuelTally {
  if (outcome.result === 'victory') return outcome.winner === a ? 'a-wins' : 'b-wins';
  return outcome.result === 'draw' ? 'draw' : 'mutual-destruction';
}
