import { ApiError, apiFetch } from '../../api';

/**
 * The seats this browser holds in a battle, kept in localStorage per game so a reload keeps them: the sides it
 * plays and, when the server hands them out, each seat's token (sent as X-Marshal-Seat on every game request).
 */
export interface HeldSeats {
  readonly sides: readonly string[];
  readonly tokens: Readonly<Record<string, string>>;
}

const key = (id: string) => `marshal.battle.${id}.seats`;

export function heldSeats(id: string): HeldSeats {
  try {
    const raw = localStorage.getItem(key(id));
    const v = raw ? (JSON.parse(raw) as Partial<HeldSeats>) : {};
    return { sides: Array.isArray(v.sides) ? v.sides : [], tokens: v.tokens && typeof v.tokens === 'object' ? v.tokens : {} };
  } catch {
    return { sides: [], tokens: {} };
  }
}

export function saveSeats(id: string, seats: HeldSeats): void {
  localStorage.setItem(key(id), JSON.stringify(seats));
}

/** The header that proves which seats this browser holds (none: a spectator's view). */
export function seatHeaders(seats: HeldSeats): Record<string, string> {
  const tokens = Object.values(seats.tokens);
  return tokens.length ? { 'x-marshal-seat': tokens.join(',') } : {};
}

/** The server answers "no route" when it does not hand out seats (an older server). */
const noSeatRoute = (e: unknown): boolean => e instanceof ApiError && e.status === 404 && /^no route /u.test(e.message);

export interface SeatInfo {
  readonly seat: string;
  readonly name: string;
  readonly claimed: boolean;
  /** Claimed by this account (local mode: the local organiser): this browser may take it back. */
  readonly yours?: boolean;
  /** Kept for one account (a tournament duel's player), in words: only that account may take it. */
  readonly keptFor?: string;
  /** The server's computer player holds it: nobody may take it, and it plays itself. */
  readonly bot?: boolean;
  /** The name of the account playing the seat (a server with accounts). */
  readonly player?: string;
}

/** The game's seats, or null when the server does not hand out seats (then anyone may send any side's commands). */
export async function listSeats(id: string): Promise<SeatInfo[] | null> {
  try {
    return await apiFetch<SeatInfo[]>(`/games/${id}/seats`);
  } catch (e) {
    if (noSeatRoute(e)) return null;
    throw e;
  }
}

/**
 * Take a seat: ask the server for its token when it hands seats out and remember the side either way.
 * Throws the server's refusal (409 seat-taken) so the page can say the seat belongs to someone else.
 */
export async function claimSeat(id: string, side: string): Promise<HeldSeats> {
  const held = heldSeats(id);
  let tokens = held.tokens;
  try {
    const out = await apiFetch<{ seat: string; token: string }>(`/games/${id}/seats/${encodeURIComponent(side)}`, { method: 'POST', body: {} });
    tokens = { ...tokens, [side]: out.token };
  } catch (e) {
    if (!noSeatRoute(e)) throw e;
  }
  const next = { sides: held.sides.includes(side) ? held.sides : [...held.sides, side], tokens };
  saveSeats(id, next);
  return next;
}
