// The quick simulation bot's movement (issue #21, ADR 0045): a cheap score per reachable spot from geometry alone —
// distance to the best range, the enemy in the front or rear arc, the target-movement modifier earned and the
// attacker-movement penalty paid — instead of the full bot's expected-damage trade (volley values, fire back, cover).
import { type Hex, hexDistance, inArc, parseHexLabel, relativeBearing, toFacing } from '@marshal/core';
import { MECH_FIRING_ARCS } from '../map/arcs';
import { targetMovementModifier } from '../rules/to-hit/movement-modifiers';
import type { MoveSummary, Position } from '../battle/state';

const [FRONT, , REAR] = MECH_FIRING_ARCS as [(typeof MECH_FIRING_ARCS)[number], unknown, (typeof MECH_FIRING_ARCS)[number]];

/** What the quick score weighs: one point is about one to-hit step or one hex off the best range. */
export const QUICK_WEIGHTS = {
  /** Per hex beyond the unit's best range (the longest short-range band of its weapons). */
  beyondRange: 1,
  /** Per hex closer than half of it (a long-range unit keeps some distance). */
  tooClose: 0.5,
  /** The enemy in the front arc (every weapon but rear mounts bears; a twist covers the side arcs). */
  front: 2,
  /** The enemy in the rear arc (its fire strikes the rear armour). */
  rear: 2,
  /** Per point of target-movement modifier earned this turn. */
  evasion: 0.5,
  /** Running (+2 to hit, more heat) against walking (+1). */
  run: 0.75,
} as const;

export interface QuickSpot {
  readonly end: Position;
  readonly moved: MoveSummary;
}

/** A spot's quick score against the enemies' hexes for a unit whose best range is `reach`. */
export function quickScore(spot: QuickSpot, foes: readonly Hex[], reach: number): number {
  const here = parseHexLabel(spot.end.hex);
  const facing = toFacing(spot.end.facing);
  const w = QUICK_WEIGHTS;
  let score = w.evasion * targetMovementModifier(spot.moved.hexes);
  if (spot.moved.mode === 'run') score -= w.run;
  for (const at of foes) {
    const d = hexDistance(here, at);
    score -= w.beyondRange * Math.max(0, d - reach) + w.tooClose * Math.max(0, Math.floor(reach / 2) - d);
    // One bearing for both arcs (the same hex counts as inside every arc, so as in front).
    const deg = relativeBearing(here, facing, at);
    if (deg === undefined || inArc(FRONT, deg)) score += w.front;
    else if (inArc(REAR, deg)) score -= w.rear;
  }
  return score;
}

/** The spots in order of quick score, best first (ties keep the given order). */
export function quickRanking<T extends QuickSpot>(spots: readonly T[], foes: readonly Hex[], reach: number): T[] {
  return spots
    .map((o, i) => ({ o, i, v: quickScore(o, foes, reach) }))
    .sort((x, y) => y.v - x.v || x.i - y.i)
    .map((x) => x.o);
}

/**
 * The first spot in `quickRanking` order that `ok` accepts (or undefined), without sorting: the best score is
 * picked, ties to the earlier spot, and the next best only when `ok` refuses it (it seldom does).
 */
export function quickChoice<T extends QuickSpot>(spots: readonly T[], foes: readonly Hex[], reach: number, ok: (spot: T) => boolean): T | undefined {
  const scores = new Float64Array(spots.length);
  for (let i = 0; i < spots.length; i++) scores[i] = quickScore(spots[i]!, foes, reach);
  const tried = new Uint8Array(spots.length);
  for (let left = spots.length; left > 0; left--) {
    let best = -1;
    for (let i = 0; i < spots.length; i++) if (!tried[i] && (best < 0 || scores[i]! > scores[best]!)) best = i;
    if (ok(spots[best]!)) return spots[best];
    tried[best] = 1;
  }
  return undefined;
}
