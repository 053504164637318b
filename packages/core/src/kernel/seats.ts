import type { Roll } from '../dice/dice';
import type { GameCommand, GameEvent } from './module';

/** Seats: who may send which command, what each seat may see, and the phase clocks a shell enforces. */

export interface SeatInfo {
  readonly id: string;
  readonly name: string;
}

/** One record entry as a seat sees it; `hidden` marks an entry with something taken out. */
export interface SeatEntry {
  readonly seq: number;
  readonly command: GameCommand;
  readonly rolls: readonly Roll[];
  readonly events: readonly GameEvent[];
  readonly hidden?: true;
}

/**
 * The clock of the current phase. `key` names this phase instance (a new key starts a new clock); the shell
 * gives it `seconds` from when it first sees the key, or — with `extend` — at least until the clock before it
 * ran out. `waiting` are the seats that still owe something.
 */
export interface PhaseTimer {
  readonly key: string;
  readonly phase: string;
  readonly seconds: number;
  readonly waiting: readonly string[];
  readonly extend?: boolean;
}

/**
 * The optional seat capability of a game module. All functions are pure: the module never sees a clock; the
 * shell measures time and, when a clock runs out, plays `timeOut`'s command as an ordinary record entry.
 */
export interface SeatCapability<S, C extends GameCommand> {
  /** The seats of this game (e.g. the two sides of a battle). */
  list(state: S): readonly SeatInfo[];
  /** The seat a command acts for, or null for a command anybody may send. */
  seatOf(state: S, command: C): string | null;
  /** The state as these seats may see it (none: a spectator). */
  view(state: S, seats: readonly string[]): S;
  /** The whole list of entries as these seats may see it, given the current state (same length, same order). */
  redact(entries: readonly SeatEntry[], seats: readonly string[], state: S): readonly SeatEntry[];
  /** The record header's setup as these seats may see it (e.g. without where the other seat's hidden units start); omitted: all of it. */
  setup?(setup: unknown, seats: readonly string[], state: S): unknown;
  /** The game is decided: nothing is hidden any more. */
  over?(state: S): boolean;
  /** The running phase clock, or null when nothing is timed. */
  timer?(state: S): PhaseTimer | null;
  /** The command to play for `seat` when its clock runs out; `draft` is what the seat had written so far (unchecked). */
  timeOut?(state: S, seat: string, draft: unknown): C | null;
}
