// What `marshal simulate duel` and `marshal simulate matrix` share: skills, option lists, progress, and where chunks are played.
import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import { MarshalError } from '@marshal/core';
import { BOT_SEARCHES, type BotSearch } from '@marshal/battletech';
import { localFiles } from '@marshal/loaders/files';
import { DuelPool, SetupCache, runInThread, runOnPool } from '@marshal/loaders/pool';
import type { PlayChunks } from '@marshal/server';
import { wholeNumber } from './dice';

export function parseSkills(text: string, option: string): { gunnery: number; piloting: number } {
  const m = /^(\d)\/(\d)$/u.exec(text.trim());
  if (!m) throw new MarshalError('bad-option', `${option} must be GUNNERY/PILOTING such as 3/4, not "${text}"`, { field: option });
  return { gunnery: wholeNumber(m[1]!, option, 0, 8), piloting: wholeNumber(m[2]!, option, 0, 8) };
}

/** How the CLI plays chunks: in this thread for one worker, else on a pool of worker threads, closed afterwards. */
export async function withPlayer<T>(workers: number, use: (play: PlayChunks) => Promise<T>): Promise<T> {
  if (workers <= 1) {
    const cache = new SetupCache(localFiles);
    return use((tasks, chunks, progress) => Promise.resolve(runInThread(cache, tasks, chunks, progress)));
  }
  const pool = new DuelPool({ size: workers, files: true });
  try {
    return await use((tasks, chunks, progress) => runOnPool(pool, tasks, chunks, progress));
  } finally {
    await pool.close();
  }
}

/** A progress bar on a terminal (not with --json); `update(n)` as runs are played. */
export function progressBar(total: number, json: boolean | undefined, what: string): { update: (n: number) => void; stop: () => void } {
  const bar =
    !json && process.stderr.isTTY
      ? new SingleBar({ format: `${what} [{bar}] {value}/{total} {eta_formatted}`, stream: process.stderr, hideCursor: true })
      : null;
  bar?.start(total, 0);
  return { update: (n) => bar?.update(n), stop: () => bar?.stop() };
}

export const workersOption = (text: string | undefined, runs: number): number =>
  Math.max(1, Math.min(runs, wholeNumber(text ?? String(availableParallelism()), '--workers', 1, 256)));

/** `--bot`: which bot plays the simulation (ADR 0045): `full` (default) or `quick`. */
export function botOption(text: string | undefined): BotSearch {
  const bot = (text ?? 'full').trim().toLowerCase();
  if (!(BOT_SEARCHES as readonly string[]).includes(bot))
    throw new MarshalError('bad-option', `--bot must be ${BOT_SEARCHES.join(' or ')}, not "${text}"`, { field: '--bot' });
  return bot as BotSearch;
}

/** The `--bot` option both simulate commands take. */
export const BOT_OPTION_HELP = 'which bot plays both sides: full (the default) or quick (the fast simulation bot, docs/battle.md)';

/** How a report names the bot that played. */
export const botLabel = (bot: BotSearch): string => (bot === 'quick' ? 'quick simulation bot' : 'full bot');

export const optionList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
