/**
 * A Web Worker that plays runs of one duel simulation in the browser (started by duel-workers.ts through Vite's worker
 * support). It first receives the setup the server would play (POST /api/simulate/duel/setup), checks it as any external
 * input, then plays each chunk it is sent with `simulateRange`: run i with dice stream "duel-i" of the seed.
 */
import { type BattleSetup, type BotPolicy, type CombatRules, battleModule, botPolicy, combatRuleset, simulateRange } from '@marshal/battletech';
import type { WorkerReply, WorkerRequest } from './duel-workers';

const scope = self as unknown as { postMessage(reply: WorkerReply): void; onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null };

let prepared: { setup: BattleSetup; rules: CombatRules; policy: BotPolicy } | undefined;

scope.onmessage = (e) => {
  const m = e.data;
  try {
    if (m.type === 'setup') {
      prepared = {
        setup: battleModule.parseSetup(m.setup),
        rules: combatRuleset([...m.options]).rules,
        policy: botPolicy(m.bot === 'quick' ? 'quick' : 'full'),
      };
      return;
    }
    if (!prepared) throw new Error('no setup was sent before the runs');
    scope.postMessage({ type: 'counts', id: m.id, counts: simulateRange(prepared.setup, prepared.rules, m.seed, m.from, m.to, prepared.policy) });
  } catch (error) {
    scope.postMessage({ type: 'error', id: m.type === 'runs' ? m.id : -1, message: (error as Error).message });
  }
};
