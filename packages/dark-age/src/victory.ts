/** Ending the game: a side with nothing left that counts loses; otherwise the time (turn) limit or a scenario score decides, by points defeated. */
import { MWDA_SOURCES } from './base-sources';
import type { DaEvent } from './commands';
import type { DaSetup, DaUnit } from './schema';
import { countsForVictory } from './units';

/** A unit lost to its side: eliminated, salvage, or held captive. */
export const defeated = (u: DaUnit): boolean => u.status !== 'active' || u.captiveOf !== null;

/** Each player's score: the points of opposing units defeated. */
export function scores(state: DaSetup): Record<string, number> {
  return Object.fromEntries(
    state.players.map((p) => [p, state.units.filter((u) => u.controller !== p && defeated(u)).reduce((n, u) => n + (u.points ?? 0), 0)]),
  );
}

/** Units still fighting for a player: active, free, and (Fire for Effect) not riding a transport. */
export const standing = (state: DaSetup, player: string): DaUnit[] =>
  state.units.filter((u) => u.controller === player && u.status === 'active' && u.captiveOf === null && countsForVictory(u));

/** The `gameEnded` event the state calls for, if any: `turnOver` is true when a turn has just ended. */
export function victoryEvent(state: DaSetup, turnOver: boolean): DaEvent | null {
  // Only a game with victory conditions ends by itself (a refereed table without them runs until the referee stops);
  // passengers about to be put off a transport still count, and artillery already fired still lands (Fire for Effect).
  if (!state.victory || state.outcome || state.pendingDisembark || state.markers.length) return null;
  const s = scores(state);
  const [p1, p2] = state.players;
  const left = state.players.filter((p) => standing(state, p).length > 0);
  const end = (winner: string | null, reason: string): DaEvent => ({ type: 'gameEnded', winner, reason, scores: s, source: MWDA_SOURCES.victory });
  if (left.length === 0) return end(null, 'neither side has a unit left');
  if (left.length === 1) return end(left[0]!, `${state.players.find((p) => p !== left[0])} has no unit left that counts`);
  const target = state.victory?.pointsToWin;
  if (target !== undefined) {
    const reached = state.players.filter((p) => s[p]! >= target);
    if (reached.length === 1) return end(reached[0]!, `${reached[0]} has defeated ${s[reached[0]!]} points (scenario: ${target})`);
  }
  const limit = state.victory?.turnLimit;
  if (turnOver && limit !== undefined && state.turn > limit) {
    const winner = s[p1!]! === s[p2!]! ? null : s[p1!]! > s[p2!]! ? p1! : p2!;
    return end(winner, `the time limit of ${limit} turns has run out (${p1} ${s[p1!]}, ${p2} ${s[p2!]})`);
  }
  return null;
}
