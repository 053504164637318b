import { parentPort, workerData } from 'node:worker_threads';
import { combatRuleset, simulateRange } from '@marshal/battletech';
import { type DuelOptions, duelSetupFrom } from '../commands/simulate';

/** Plays runs [from, to) of a duel simulation in a worker thread; reports progress every few runs, then the counts. */
interface Job {
  readonly options: DuelOptions;
  readonly from: number;
  readonly to: number;
}

const job = workerData as Job;
const setup = duelSetupFrom(job.options);
const rules = combatRuleset(
  job.options.options
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
).rules;
let done = 0;
const counts = simulateRange(setup, rules, job.options.seed, job.from, job.to, undefined, () => {
  if (++done % 5 === 0) parentPort!.postMessage({ type: 'progress', done: 5 });
});
parentPort!.postMessage({ type: 'progress', done: done % 5 });
parentPort!.postMessage({ type: 'done', counts });
