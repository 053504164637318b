import type { GameRecord, SeatEntry } from '@marshal/core';
import type { RunningClock } from './clock';
import type { LoadedGame } from './game-service';
import { seatsOf } from './seats';

/**
 * A game as the caller's seats may see it. Modules without seats, revealed records and decided games show
 * everything. Otherwise the state is the module's view for those seats and the entries its redaction; from the
 * first entry with something hidden on, the running hashes are left out too (a hash over short orders could be
 * tried against guesses).
 */

type Entry = GameRecord['entries'][number];

/** Nothing is hidden in this game any more (or never was). */
export function openGame(game: LoadedGame): boolean {
  const seats = seatsOf(game.module);
  return !seats || game.closed || (seats.over?.(game.live.state) ?? false);
}

export function visibleState(game: LoadedGame, seats: readonly string[]): unknown {
  return openGame(game) ? game.live.state : seatsOf(game.module)!.view(game.live.state, seats);
}

export function visibleEntries(game: LoadedGame, seats: readonly string[]): readonly (Entry | Omit<Entry, 'hash'>)[] {
  const entries = game.record.entries;
  if (openGame(game)) return entries;
  const shown = seatsOf(game.module)!.redact(entries as readonly SeatEntry[], seats, game.live.state);
  const firstHidden = shown.findIndex((e) => e.hidden);
  if (firstHidden < 0) return entries;
  return shown.map((e, i): Entry | Omit<Entry, 'hash'> => {
    if (i < firstHidden) return entries[i]!;
    const { seq, command, rolls, events, hidden } = e;
    return { seq, command, rolls: [...rolls], events: [...events], ...(hidden ? { hidden } : {}) } as Omit<Entry, 'hash'>;
  });
}

/** The record header as these seats may see it: the module may keep part of the setup back (hidden units' starting hexes). */
export function visibleHeader(game: LoadedGame, seats: readonly string[]): GameRecord['header'] {
  const hide = seatsOf(game.module)?.setup;
  if (openGame(game) || !hide) return game.record.header;
  return { ...game.record.header, setup: hide(game.record.header.setup, seats, game.live.state) };
}

export function gameView(game: LoadedGame, seats: readonly string[], clock: RunningClock | null, after = 0) {
  const entries = visibleEntries(game, seats);
  return {
    game: game.info,
    dice: game.record.header.dice.kind,
    closed: game.closed,
    header: visibleHeader(game, seats),
    entries: after ? entries.filter((e) => e.seq > after) : entries,
    state: visibleState(game, seats),
    seats: [...seats],
    deadline: clock ? clock.deadline.toISOString() : null,
    timer: clock ? { phase: clock.timer.phase, seconds: clock.timer.seconds, waiting: [...clock.timer.waiting] } : null,
    ...(game.record.reveal ? { reveal: game.record.reveal } : {}),
  };
}
