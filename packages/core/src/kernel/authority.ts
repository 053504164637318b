import type { GameCommand } from './module';

/**
 * Who may start a stream of a module and who may issue each of its commands. A shell works out the caller from
 * its session and seat tokens — never from the request — and asks `mayIssue` before a command is played.
 */

export type CallerRole = 'organiser' | 'player' | 'spectator';

/** The person behind a request, as the shell knows them. */
export interface Caller {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly role: CallerRole;
  /** This caller started the stream (its referee or host). */
  readonly owner: boolean;
  /** The seats this caller has proven with their seat tokens. */
  readonly seats: readonly string[];
}

/**
 * Who may issue a command:
 * - `referee`: whoever started the stream, or an organiser;
 * - `organiser`: an organiser only;
 * - `seat`: whoever holds the seat the command acts for (an unclaimed seat: the referee; a command for no seat:
 *   the referee or anyone holding a seat);
 * - `participant`: any organiser or player; the module checks the acting fields it is given (see `actingFields`).
 */
export type Issuer = 'referee' | 'organiser' | 'seat' | 'participant';

export interface CommandRule {
  readonly issuer: Issuer;
  /**
   * The command is built by a route from checked facts (e.g. a roster's BV from the unit catalog); sent as it is
   * by anyone but an organiser it is refused, naming that route.
   */
  readonly builtBy?: string;
  /** With `builtBy`: an organiser must go through that route too (the command's facts come only from records). */
  readonly onlyBuilt?: boolean;
}

export interface AuthorityCapability<C extends GameCommand> {
  /** Who may start a stream of this module. */
  readonly create: 'organiser' | 'participant';
  /** Every command type with who may issue it (the type makes the list complete). */
  readonly commands: { readonly [K in C['type']]: Issuer | CommandRule };
  /** Fields of a command that say who acts, filled from the caller whatever the request said (e.g. `actor`). */
  actingFields?(caller: Caller): Readonly<Record<string, unknown>>;
}

/** Modules that declare nothing: anyone signed in may start one, and only its referee may play it. */
export const REFEREE_ONLY = { create: 'participant', commands: {} } as const;

export type Authorization = { readonly ok: true } | { readonly ok: false; readonly code: 'forbidden' | 'not-your-seat'; readonly reason: string };

const ALLOWED: Authorization = { ok: true };
const forbidden = (reason: string): Authorization => ({ ok: false, code: 'forbidden', reason });

export const isReferee = (caller: Caller): boolean => caller.role === 'organiser' || caller.owner;

/** The rule for one command type: the module's own, or the referee's when the module declares none. */
export function commandRule(authority: AuthorityCapability<GameCommand> | undefined, type: string): CommandRule {
  const rule = (authority?.commands as Record<string, Issuer | CommandRule> | undefined)?.[type];
  if (rule === undefined) return { issuer: 'referee' };
  return typeof rule === 'string' ? { issuer: rule } : rule;
}

/** May this caller start a stream of a module with this authority? */
export function mayCreate(authority: AuthorityCapability<GameCommand> | undefined, caller: Caller): Authorization {
  if (caller.role === 'spectator') return forbidden('spectators may watch but not start anything');
  if ((authority?.create ?? 'participant') === 'organiser' && caller.role !== 'organiser') return forbidden('only an organiser may start one of these');
  return ALLOWED;
}

export interface IssueContext {
  /** The seat the command acts for (the module's `seatOf`), or null. */
  readonly seat: string | null;
  /** Seats someone has claimed. */
  readonly claimed: ReadonlySet<string>;
  /** The command reached the module through the route that builds it (see `CommandRule.builtBy`). */
  readonly built?: boolean;
}

/** May this caller issue a command of this type here? Spectators never write. */
export function mayIssue(authority: AuthorityCapability<GameCommand> | undefined, type: string, caller: Caller, at: IssueContext): Authorization {
  if (caller.role === 'spectator') return forbidden('spectators may watch but not play');
  const rule = commandRule(authority, type);
  if (rule.builtBy && !at.built && (caller.role !== 'organiser' || rule.onlyBuilt))
    return forbidden(`send "${type}" through ${rule.builtBy}, which fills in its facts`);
  switch (rule.issuer) {
    case 'organiser':
      return caller.role === 'organiser' ? ALLOWED : forbidden(`only an organiser may ${type}`);
    case 'participant':
      return ALLOWED;
    case 'referee':
      return isReferee(caller) ? ALLOWED : forbidden(`only whoever started this (or an organiser) may ${type}`);
    case 'seat':
      return seatAuthorization(type, caller, at);
  }
}

function seatAuthorization(type: string, caller: Caller, at: IssueContext): Authorization {
  if (at.seat === null) return isReferee(caller) || caller.seats.length > 0 ? ALLOWED : forbidden(`only the players at this table may ${type}`);
  if (caller.seats.includes(at.seat)) return ALLOWED;
  if (at.claimed.has(at.seat))
    return { ok: false, code: 'not-your-seat', reason: `this command is for seat "${at.seat}", which someone has claimed; send its seat token` };
  return isReferee(caller) ? ALLOWED : forbidden(`seat "${at.seat}" is free: claim it before you play for it`);
}
