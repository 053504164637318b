// A duel-pool worker thread: receives tasks, plays them, answers with the counts (or the error, with its location).
import { parentPort, workerData } from 'node:worker_threads';
import { MarshalError } from '@marshal/core';
import { bundled } from '../sources';
import { type DuelTask, SetupCache, playDuelTask } from './duel-task';

const from = (workerData as { files: boolean }).files ? (await import('../files')).localFiles : bundled;
const cache = new SetupCache(from);

parentPort!.on('message', ({ id, task }: { id: number; task: DuelTask }) => {
  try {
    parentPort!.postMessage({ id, counts: playDuelTask(task, cache) });
  } catch (e) {
    const error =
      e instanceof MarshalError
        ? { code: e.code, message: e.message, location: e.location, details: e.details }
        : { code: 'worker-failed', message: e instanceof Error ? e.message : String(e) };
    parentPort!.postMessage({ id, error });
  }
});
