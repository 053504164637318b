import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type AnyGameModule, type SeatCapability, MarshalError } from '@marshal/core';
import type { RecordStore } from '../store/types';
import type { LoadedGame } from './game-service';

/**
 * Seat claims of a game whose module has seats. Claims are lines of a companion stream (`<game id>.seats`, kind
 * `game-seats`): the store's versioned append makes the first claim of a seat win. A seat's token is an HMAC of
 * the seat and the claimer under a per-game key kept with the server's secrets, so the same user claiming again
 * gets the same token; only the token's SHA-256 is written in the claim. Tokens never enter the game record.
 */

export const SEAT_HEADER = 'x-marshal-seat';
export const SEATS_KIND = 'game-seats';

interface Claim {
  readonly seat: string;
  readonly userId: string | null;
  readonly tokenHash: string;
  readonly claimedAt: string;
  /** The account's name as other players see it (shared mode), so the seat list can say who plays the seat. */
  readonly player?: string;
}

/** A seat freed by the game's referee: the claim before it no longer holds, and the seat may be claimed again. */
interface Release {
  readonly seat: string;
  readonly released: true;
  readonly by: string | null;
  readonly at: string;
}

type SeatLine = Claim | Release;

const isRelease = (l: SeatLine): l is Release => 'released' in l;

export type ClaimOutcome =
  | { readonly ok: true; readonly seat: string; readonly token: string }
  | { readonly ok: false; readonly claimedBy: string | null; readonly keptFor?: SeatBinding };

/** A seat kept for one account (a tournament duel's player): nobody else may claim it, and while it is free nobody plays for it. */
export interface SeatBinding {
  readonly username: string;
  /** Who it is kept for, in words ("Anna, duel R1-T1"). */
  readonly label: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const seatsOf = (module: AnyGameModule): SeatCapability<any, any> | undefined => module.seats;

const claimsId = (gameId: string) => `${gameId}.seats`;
const keyId = (gameId: string) => `${gameId}.seat-key`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The current claim of each seat: a later line for the same seat replaces an earlier one, a release removes it. */
function currentClaims(lines: readonly SeatLine[]): Map<string, Claim> {
  const out = new Map<string, Claim>();
  for (const l of lines) {
    if (isRelease(l)) out.delete(l.seat);
    else out.set(l.seat, l);
  }
  return out;
}

type Bindings = Readonly<Record<string, SeatBinding>>;

function bindingsOf(header: string): Bindings {
  const parsed = JSON.parse(header) as { bound?: Bindings };
  return parsed.bound ?? {};
}

async function readClaims(store: RecordStore, gameId: string): Promise<{ version: number; claims: Map<string, Claim>; bound: Bindings } | null> {
  const stream = await store.read(claimsId(gameId));
  if (!stream) return null;
  return { version: stream.info.version, claims: currentClaims(stream.lines.map((l) => JSON.parse(l) as SeatLine)), bound: bindingsOf(stream.header) };
}

/** The seats kept for accounts (see `bindSeats`). */
export async function seatBindings(store: RecordStore, gameId: string): Promise<Bindings> {
  return (await readClaims(store, gameId))?.bound ?? {};
}

/** Seats nobody but their holder may play for: the claimed ones and the ones kept for an account. */
export async function takenSeats(store: RecordStore, gameId: string): Promise<Set<string>> {
  const read = await readClaims(store, gameId);
  return new Set([...(read?.claims.keys() ?? []), ...Object.keys(read?.bound ?? {})]);
}

/** Keep a new game's seats for accounts (before anyone claims): only that account may take each, from any browser. */
export async function bindSeats(store: RecordStore, game: LoadedGame, bound: Bindings): Promise<void> {
  await seatKey(store, game.info.id);
  await store.create({
    id: claimsId(game.info.id),
    kind: SEATS_KIND,
    module: game.module.id,
    title: `Seats of ${game.info.title}`,
    header: JSON.stringify({ game: game.info.id, bound }),
  });
}

export async function seatClaims(store: RecordStore, gameId: string): Promise<ReadonlyMap<string, Claim>> {
  const read = await readClaims(store, gameId);
  return read?.claims ?? new Map<string, Claim>();
}

/** The game's token key, made on first need: concurrent first callers (or a call after a crash) agree on one key. */
async function seatKey(store: RecordStore, gameId: string): Promise<string> {
  const existing = await store.getSecret(keyId(gameId));
  if (existing) return existing;
  return store.setSecretIfAbsent(keyId(gameId), randomBytes(32).toString('hex'));
}

/** Prepare a new game's seats: its token key, made once so concurrent first claims agree on it. */
export async function prepareSeats(store: RecordStore, game: LoadedGame): Promise<void> {
  if (seatsOf(game.module)) await seatKey(store, game.info.id);
}

const tokenFor = (key: string, gameId: string, seat: string, userId: string | null) =>
  createHmac('sha256', key)
    .update(`${gameId}\u0000${seat}\u0000${userId ?? ''}`)
    .digest('base64url');

/** Claim a seat for a user: the seat's token, the same one again for the same user, or who holds it already. */
export async function claimSeat(
  store: RecordStore,
  game: LoadedGame,
  seat: string,
  userId: string | null,
  now: Date,
  username: string | null = null,
  player: string | null = null,
): Promise<ClaimOutcome> {
  const seats = seatsOf(game.module);
  if (!seats) throw new MarshalError('no-seats', `the ${game.module.id} module has no seats to claim`, { field: 'seat' });
  const names = seats.list(game.live.state).map((s) => s.id);
  if (!names.includes(seat)) throw new MarshalError('not-found', `game ${game.info.id} has no seat "${seat}" (seats: ${names.join(', ')})`);
  const id = game.info.id;
  const token = tokenFor(await seatKey(store, id), id, seat, userId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const read = await readClaims(store, id);
    const kept = read?.bound[seat];
    if (kept && kept.username !== username) return { ok: false, claimedBy: null, keptFor: kept };
    const held = read?.claims.get(seat);
    if (held) return held.tokenHash === sha256(token) ? { ok: true, seat, token } : { ok: false, claimedBy: held.userId };
    if (!read) {
      await store
        .create({ id: claimsId(id), kind: SEATS_KIND, module: game.module.id, title: `Seats of ${game.info.title}`, header: JSON.stringify({ game: id }) })
        .catch(() => undefined);
      continue;
    }
    const line = JSON.stringify({ seat, userId, tokenHash: sha256(token), claimedAt: now.toISOString(), ...(player ? { player } : {}) } satisfies Claim);
    if ((await store.append(claimsId(id), read.version, [line])).ok) return { ok: true, seat, token };
  }
  throw new MarshalError('stale', `seat "${seat}" of game ${id} is being claimed by several callers at once; try again`);
}

/**
 * Free a claimed seat (the game's referee, when a player's browser is gone or the wrong person sat down): the old
 * token stops working and the next claim wins the seat. False when the seat was not claimed.
 */
export async function releaseSeat(store: RecordStore, game: LoadedGame, seat: string, by: string | null, now: Date): Promise<boolean> {
  const id = game.info.id;
  for (let attempt = 0; attempt < 5; attempt++) {
    const read = await readClaims(store, id);
    if (!read?.claims.has(seat)) return false;
    const line = JSON.stringify({ seat, released: true, by, at: now.toISOString() } satisfies Release);
    if ((await store.append(claimsId(id), read.version, [line])).ok) return true;
  }
  throw new MarshalError('stale', `seat "${seat}" of game ${id} is changing under several callers at once; try again`);
}

/** The seats proven by the tokens of an `X-Marshal-Seat` header (comma-separated). Unknown tokens prove nothing. */
/**
 * The seat another account holds that this caller may not free nor read through the whole record while the game
 * runs: the caller plays a side of it (a seat claimed by their account) and someone else plays another. Freeing that
 * seat and taking it, or reading the record, would show the caller the other side's hidden orders. Null when the
 * caller plays no side here, or every claimed seat is theirs (a hot seat).
 */
export function seatOfAnother(claims: ReadonlyMap<string, Claim>, userId: string | null, seat?: string): { mine: string; theirs: string } | null {
  const all = [...claims.values()];
  const mine = all.find((c) => c.userId === userId);
  const theirs = all.find((c) => c.userId !== userId && (seat === undefined || c.seat === seat));
  return mine && theirs ? { mine: mine.seat, theirs: theirs.seat } : null;
}

export function seatsProven(claims: ReadonlyMap<string, Claim>, header: string | string[] | undefined): string[] {
  const tokens = [header ?? []]
    .flat()
    .flatMap((h) => h.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  const hashes = tokens.map((t) => Buffer.from(sha256(t), 'hex'));
  return [...claims.values()].filter((c) => hashes.some((h) => timingSafeEqual(h, Buffer.from(c.tokenHash, 'hex')))).map((c) => c.seat);
}
