import type { FastifyRequest } from 'fastify';
import {
  type AnyGameModule,
  type Authorization,
  type Caller,
  type GameCommand,
  MarshalError,
  commandRule,
  isReferee,
  mayCreate,
  mayIssue,
} from '@marshal/core';
import type { StreamInfo } from '../store/types';
import type { LoadedGame } from './game-service';
import { openGame } from './game-view';
import { SEAT_HEADER, seatClaims, seatsOf, seatsProven, takenSeats } from './seats';
import type { RecordStore } from '../store/types';

/**
 * Authorization in one place: every command any route plays is checked here against the module's declared
 * authority, with the caller worked out from the session and seat tokens. What the request body says about who
 * acts is overwritten (`actingFields`) before the command is parsed.
 */

/** The caller of a request as the rules see them; a request without a user has been refused by its route's role guard. */
export function callerOf(request: FastifyRequest, stream: StreamInfo | null, seats: readonly string[] = []): Caller {
  const user = request.user;
  if (!user) throw new MarshalError('unauthenticated', 'sign in first');
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    owner: stream !== null && stream.ownerId !== null && stream.ownerId === user.id,
    seats,
  };
}

/** Refuse (403) a caller who may not start a stream of this module. */
export function requireCreate(module: AnyGameModule, request: FastifyRequest): void {
  const verdict = mayCreate(module.authority, callerOf(request, null));
  if (!verdict.ok) throw new MarshalError('forbidden', `${module.title}: ${verdict.reason}`);
}

/** The seats the caller's seat tokens prove in this game (none for a module without seats). */
export async function provenSeats(store: RecordStore, game: LoadedGame, request: FastifyRequest): Promise<string[]> {
  if (!seatsOf(game.module)) return [];
  return seatsProven(await seatClaims(store, game.info.id), request.headers[SEAT_HEADER]);
}

export interface AuthorizeOptions {
  /** Seats already proven for this request (saves reading the claims again). */
  readonly seats?: readonly string[];
  /** The route built this command from checked facts (see `CommandRule.builtBy`). */
  readonly built?: boolean;
}

/**
 * The command this caller may play in this game, parsed once with its acting fields filled from the caller; a
 * MarshalError `forbidden` or `not-your-seat` (403) when they may not, `invalid-input` (400) when it is malformed.
 */
export async function authorizedCommand(
  store: RecordStore,
  game: LoadedGame,
  request: FastifyRequest,
  input: unknown,
  options: AuthorizeOptions = {},
): Promise<GameCommand> {
  const seats = options.seats ?? (await provenSeats(store, game, request));
  const caller = callerOf(request, game.info, seats);
  if (caller.role === 'spectator') throw new MarshalError('forbidden', 'spectators may watch but not play');
  const type = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') throw new MarshalError('invalid-input', 'a command is an object with a "type"', { field: 'command.type' });
  const built = options.built ?? false;
  if (commandRule(game.module.authority, type).issuer !== 'seat')
    refuse(mayIssue(game.module.authority, type, caller, { seat: null, claimed: new Set(), built }));
  const acting = game.module.authority?.actingFields?.(caller) ?? {};
  const command = game.module.parseCommand({ ...(input as object), ...acting }) as GameCommand;
  const capability = seatsOf(game.module);
  const seat = capability && !openGame(game) ? capability.seatOf(game.live.state, command) : null;
  const claimed = seat === null ? new Set<string>() : await takenSeats(store, game.info.id);
  const verdict = mayIssue(game.module.authority, command.type, caller, { seat, claimed, built });
  if (!verdict.ok && verdict.code === 'not-your-seat' && seat !== null && capability) {
    // Told by the seat's name, as the players know it, rather than its id and the header a script would send.
    const name = capability.list(game.live.state).find((s) => s.id === seat)?.name ?? seat;
    throw new MarshalError('not-your-seat', `this is for ${name} to play, and another player holds that seat: only they can`);
  }
  refuse(verdict);
  return command;
}

function refuse(verdict: Authorization): void {
  if (!verdict.ok) throw new MarshalError(verdict.code, verdict.reason);
}

/** Refuse (403) a caller who is not this record's referee (whoever started it, or an organiser). */
export function requireReferee(game: LoadedGame, request: FastifyRequest): void {
  if (!isReferee(callerOf(request, game.info))) throw new MarshalError('forbidden', `only whoever started ${game.info.title} (or an organiser) may do this`);
}
