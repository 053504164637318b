/** Who may do what: organisers everything; players their own roster and their own duels. */
import { reject, type Rejection } from '@marshal/core';
import type { Actor } from './schemas';

export const isOrganiser = (actor: Actor): boolean => actor.role === 'organiser';

export const actorName = (actor: Actor): string => (actor.role === 'organiser' ? 'the organiser' : `player ${actor.player}`);

export function organiserOnly(actor: Actor, what: string): Rejection | null {
  return isOrganiser(actor) ? null : reject(`only the organiser may ${what}`, undefined, 'actor');
}

/** The organiser, or the player named, may act; anyone else is refused with the reason. */
export function selfOrOrganiser(actor: Actor, player: string, what: string): Rejection | null {
  if (actor.role === 'organiser' || actor.player === player) return null;
  return reject(`${actorName(actor)} may not ${what} for ${player}: players may only change their own`, undefined, 'actor');
}
