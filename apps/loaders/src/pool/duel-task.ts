// One piece of a duel simulation, as plain data a worker thread can receive: what to set up, which runs to play.
import {
  type BattleSetup,
  type BotSearch,
  type CombatRules,
  type SimulationCounts,
  botPolicy,
  combatRuleset,
  emptyCounts,
  mergeCounts,
  simulateRange,
} from '@marshal/battletech';
import { type DuelChoice, duelSimulationSetup } from '../duel-setup';
import type { DataSources } from '../sources';

export interface DuelTask {
  readonly choice: DuelChoice;
  /** Combat options or presets, e.g. ["solaris-vii"]. */
  readonly options: readonly string[];
  readonly seed: string;
  readonly from: number;
  readonly to: number;
  /** Which bot plays both sides: the full bot (absent or 'full') or the quick simulation bot (ADR 0045). */
  readonly bot?: BotSearch;
}

type Prepared = { readonly setup: BattleSetup; readonly rules: CombatRules };

/** Setups built recently (a matrix has up to 144 cells), so every chunk of one simulation reuses its setup and caches. */
export class SetupCache {
  private readonly recent = new Map<string, Prepared>();
  constructor(
    private readonly from: DataSources,
    private readonly size = 160,
  ) {}

  get(task: Pick<DuelTask, 'choice' | 'options'>): Prepared {
    const key = JSON.stringify([task.choice, task.options]);
    let hit = this.recent.get(key);
    if (!hit) {
      hit = { setup: duelSimulationSetup(task.choice, undefined, this.from), rules: combatRuleset([...task.options]).rules };
      if (this.recent.size >= this.size) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(key, hit);
    }
    return hit;
  }
}

/** Play a task's runs [from, to): a pure function of the task (each run has its own dice stream from the seed). */
export function playDuelTask(task: DuelTask, cache: SetupCache): SimulationCounts {
  const { setup, rules } = cache.get(task);
  return simulateRange(setup, rules, task.seed, task.from, task.to, botPolicy(task.bot));
}

/** The pool's chunks played one after another in this thread (one worker's worth, without starting a thread). */
export function runInThread(
  cache: SetupCache,
  tasks: readonly DuelTask[],
  chunks: readonly { readonly job: number; readonly from: number; readonly to: number }[],
  onProgress?: (played: number, total: number) => void,
): SimulationCounts[] {
  const totals = tasks.map(() => emptyCounts());
  const total = chunks.reduce((s, c) => s + c.to - c.from, 0);
  let played = 0;
  for (const c of chunks) {
    totals[c.job] = mergeCounts(totals[c.job]!, playDuelTask({ ...tasks[c.job]!, from: c.from, to: c.to }, cache));
    onProgress?.((played += c.to - c.from), total);
  }
  return totals;
}
