import type { Dice, Roll } from '../dice/dice';
import { RecordingDice } from '../dice/dice';
import { DiceNeeded, type DiceSource } from '../dice/sources';
import { MarshalError } from '../errors';
import type { OptionRegistry } from '../options/options';
import type { Source } from '../source';
import type { AuthorityCapability } from './authority';
import type { ConcurrencyCapability } from './concurrency';
import type { SeatCapability } from './seats';

export interface GameCommand {
  readonly type: string;
}

export interface GameEvent {
  readonly type: string;
}

/** A command the rules refuse, with the reason and the rule that refuses it. Nothing changes. */
export interface Rejection {
  readonly rejected: true;
  readonly reason: string;
  readonly source?: Source;
  readonly field?: string;
}

export const reject = (reason: string, source?: Source, field?: string): Rejection => ({
  rejected: true,
  reason,
  ...(source ? { source } : {}),
  ...(field ? { field } : {}),
});

export const isRejection = (value: unknown): value is Rejection => typeof value === 'object' && value !== null && (value as Rejection).rejected === true;

/**
 * The one way a rule's refusal becomes a command's rejection: a `MarshalError` thrown while resolving (an attack the
 * rules do not allow, orders that do not parse) is rejected with its message and field. Dice still to be entered
 * (`DiceNeeded`, `dice-entry`) and every other error are not refusals: they are thrown on.
 */
export function rejectionFrom(e: unknown, source?: Source, field?: string): Rejection {
  if (e instanceof MarshalError && !(e instanceof DiceNeeded) && e.code !== 'dice-entry') return reject(e.message, source, field ?? e.location.field);
  throw e;
}

/** What `resolve` may use: dice (the only randomness) and the frozen rules. No clock, no I/O. */
export interface ResolveContext<R> {
  readonly dice: Dice;
  readonly rules: R;
}

/**
 * The kernel contract every game, mission, campaign and tournament module implements:
 * commands in, events out; `apply` folds events into state and is pure.
 */
export interface GameModule<S, C extends GameCommand, E extends GameEvent, R extends object, Setup> {
  readonly id: string;
  readonly version: string;
  readonly title: string;
  readonly options: OptionRegistry<object>;
  readonly baseRules: R;
  /** Validate external setup input; throw a MarshalError naming the field. */
  parseSetup(input: unknown): Setup;
  /** Validate an external command; throw a MarshalError naming the field. */
  parseCommand(input: unknown): C;
  init(setup: Setup, rules: R): S;
  resolve(state: S, command: C, ctx: ResolveContext<R>): readonly E[] | Rejection;
  apply(state: S, event: E): S;
  /** Optional: seats with hidden information and phase clocks (see kernel/seats.ts). */
  readonly seats?: SeatCapability<S, C>;
  /** Optional: who may start a stream and issue each command (see kernel/authority.ts); without it, only the referee plays. */
  readonly authority?: AuthorityCapability<C>;
  /**
   * Optional: what each command touches, so one sent against an older version can be played when nothing recorded in
   * between touched the same things (kernel/concurrency.ts).
   */
  readonly concurrency?: ConcurrencyCapability<C>;
  /** Optional: an event told in players' words for logs (`state` gives names), its dice and arithmetic as details. */
  narrate?(state: S, event: E): readonly NarratedLine[];
  /** Optional: a computer player that can hold a seat (see `BotCapability`). */
  readonly bot?: BotCapability<S, C, R>;
}

/**
 * A computer player for a module with seats. Pure: it sees only what its seat may see (`view` is the seat capability's
 * view of the state for that seat) and answers the command it sends now for that seat, or null when the seat has
 * nothing to do yet (another seat's turn, or a command for nobody's seat, which the people at the table send).
 */
export interface BotCapability<S, C extends GameCommand, R extends object> {
  command(view: S, rules: R, seat: string): C | null;
}

/** One line of a module's narration: what kind of thing happened, in words, and the workings behind it. */
export interface NarratedLine {
  readonly kind: string;
  readonly text: string;
  readonly details?: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any>;

export type StepResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[]; readonly rolls: readonly Roll[] }
  | { readonly ok: false; readonly rejection: Rejection; readonly rolls: readonly Roll[] };

/** Resolve one command and apply its events. Rolls made on the way are returned in order with their purposes. */
export function step<S, C extends GameCommand, E extends GameEvent, R extends object>(
  module: GameModule<S, C, E, R, unknown>,
  state: S,
  command: C,
  rules: R,
  source: DiceSource,
): StepResult<S, E> {
  const dice = new RecordingDice(source);
  const out = module.resolve(state, command, { dice, rules });
  if (isRejection(out)) return { ok: false, rejection: out, rolls: dice.rolls };
  let next = state;
  for (const event of out) next = module.apply(next, event);
  return { ok: true, state: next, events: out, rolls: dice.rolls };
}
