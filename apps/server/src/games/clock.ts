import type { PhaseTimer } from '@marshal/core';
import type { RecordStore } from '../store/types';
import { type LoadedGame, cachedAtLeast, loadGame, playGameCommand } from './game-service';
import { playBots } from './bots';
import { seatsOf } from './seats';

/**
 * Phase clocks. The rules have no clock: a module's `timer(state)` names the current phase instance and its
 * length; the server notes the wall time it first sees a new one and keeps `{ key, startedAt, deadline }` in the
 * stream's secrets (`<game id>.clock`), so it survives restarts. When a request finds the deadline passed, the
 * server plays the module's time-out command for every waiting seat as ordinary record entries.
 */

interface StoredClock {
  readonly key: string;
  readonly startedAt: string;
  readonly deadline: string;
}

export interface RunningClock {
  readonly timer: PhaseTimer;
  readonly deadline: Date;
}

const clockId = (gameId: string) => `${gameId}.clock`;
const draftId = (gameId: string, seat: string) => `${gameId}.draft.${seat}`;

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The clock of the game's current phase, started now if this phase instance is new; null when nothing is timed. */
export async function observeClock(store: RecordStore, game: LoadedGame, now: Date): Promise<RunningClock | null> {
  const timer = seatsOf(game.module)?.timer?.(game.live.state) ?? null;
  if (!timer || game.closed) return null;
  const stored = parse<StoredClock>(await store.getSecret(clockId(game.info.id)));
  if (stored?.key === timer.key) return { timer, deadline: new Date(stored.deadline) };
  let deadline = now.getTime() + timer.seconds * 1000;
  if (timer.extend && stored) deadline = Math.max(deadline, Date.parse(stored.deadline));
  const next: StoredClock = { key: timer.key, startedAt: now.toISOString(), deadline: new Date(deadline).toISOString() };
  await store.setSecret(clockId(game.info.id), JSON.stringify(next));
  return { timer, deadline: new Date(deadline) };
}

/** Save what a seat has written so far (its draft), for the module's time-out to carry out; kept with the phase it was written in. */
export async function saveDraft(store: RecordStore, game: LoadedGame, seat: string, draft: unknown, now: Date): Promise<void> {
  const clock = await observeClock(store, game, now);
  await store.setSecret(draftId(game.info.id, seat), JSON.stringify({ key: clock?.timer.key ?? '', draft }));
}

/** A seat's draft for this phase; from an earlier phase (or saved while no clock ran) only its standing choices (everything but `orders`). */
async function draftFor(store: RecordStore, gameId: string, seat: string, key: string): Promise<unknown> {
  const saved = parse<{ key: string; draft: unknown }>(await store.getSecret(draftId(gameId, seat)));
  if (!saved) return null;
  if (saved.key && key.startsWith(saved.key)) return saved.draft;
  if (typeof saved.draft !== 'object' || saved.draft === null) return null;
  const { orders: _orders, ...standing } = saved.draft as Record<string, unknown>;
  return standing;
}

/**
 * Load a game after playing any time-outs now due: while the running clock has passed its deadline, the
 * module's time-out command for each waiting seat is played (a new phase starts a new clock, from now). A
 * time-out the rules cannot play by themselves (physical dice, a refusal) is left for the players.
 */
export async function settleClock(
  store: RecordStore,
  id: string,
  now: Date,
  /** The version a command was sent against: a game without clocks this process holds at that version is not read again. */
  sentAt?: number,
): Promise<{ game: LoadedGame; clock: RunningClock | null }> {
  const held = sentAt === undefined ? undefined : cachedAtLeast(store, id, sentAt);
  if (held && !seatsOf(held.module)?.timer) return { game: held, clock: null };
  for (let round = 0; round < 50; round++) {
    const game = await loadGame(store, id);
    const clock = await observeClock(store, game, now);
    if (!clock || clock.deadline.getTime() > now.getTime()) return { game, clock };
    if (!(await timeOutOne(store, game, clock))) return { game, clock };
  }
  const game = await loadGame(store, id);
  return { game, clock: await observeClock(store, game, now) };
}

async function timeOutOne(store: RecordStore, game: LoadedGame, clock: RunningClock): Promise<boolean> {
  const seats = seatsOf(game.module)!;
  for (const seat of clock.timer.waiting) {
    const command = seats.timeOut?.(game.live.state, seat, await draftFor(store, game.info.id, seat, clock.timer.key));
    if (!command) continue;
    const out = await playGameCommand(store, game.info.id, game.info.version, command);
    if (out.status === 'accepted' && game.module.bot) await playBots(store, game.info.id); // a bot seat answers a timed-out person as it answers a command
    if (out.status === 'accepted' || out.status === 'stale') return true;
  }
  return false;
}
