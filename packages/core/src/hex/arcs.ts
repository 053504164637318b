// Firing arcs and attack directions, measured exactly on the hex grid in twelfths of a turn (30° steps).
import type { Facing, Hex } from './coords';

/** Axial offsets of the twelve rays from a hex centre: even = towards a neighbour's centre, odd = along a hexside spine. */
const RAYS: readonly (readonly [number, number])[] = (() => {
  const dirs: [number, number][] = [
    [0, -1],
    [1, -1],
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ];
  return dirs.flatMap((d, i) => {
    const n = dirs[(i + 1) % 6]!;
    return [d, [d[0] + n[0], d[1] + n[1]] as [number, number]];
  });
})();

const cross = (a: readonly [number, number], b: readonly [number, number]) => a[0] * b[1] - a[1] * b[0];

/** The bearing of cube offset (dx, dz) in twelfths, worked out from the rays (see `bearing12`). */
function bearingOfOffset(dx: number, dz: number): number | undefined {
  if (dx === 0 && dz === 0) return undefined;
  const v: [number, number] = [dx, dz];
  for (let k = 0; k < 12; k++) {
    const r = RAYS[k]!;
    const next = RAYS[(k + 1) % 12]!;
    const c = cross(r, v);
    if (c === 0 && Math.sign(v[0]) === Math.sign(r[0]) && Math.sign(v[1]) === Math.sign(r[1])) return k;
    if (c > 0 && cross(v, next) > 0) return k + 0.5;
  }
  throw new Error('unreachable: every direction lies in one sector');
}

/** Bearings of offsets within `SPAN` hexes each way, filled on first use (−1 = not yet; NaN = the same hex). */
const SPAN = 64;
const WIDTH = 2 * SPAN + 1;
const BEARINGS = new Float64Array(WIDTH * WIDTH).fill(-1);

/**
 * Compass bearing from one hex centre to another in twelfths (0 = north, 3 = east): an integer when the
 * line runs exactly along a ray, otherwise k + 0.5 for "strictly between ray k and ray k + 1".
 * Undefined for the same hex. It depends only on the offset between the hexes, so offsets up to 64 hexes each
 * way are remembered in a table (every call on a battle map hits it after the first).
 */
export function bearing12(from: Hex, to: Hex): number | undefined {
  const dx = to.col - from.col;
  const dz = to.row - (to.col - (to.col & 1)) / 2 - (from.row - (from.col - (from.col & 1)) / 2);
  if (dx < -SPAN || dx > SPAN || dz < -SPAN || dz > SPAN) return bearingOfOffset(dx, dz);
  const i = (dx + SPAN) * WIDTH + dz + SPAN;
  let b = BEARINGS[i]!;
  if (b === -1) BEARINGS[i] = b = bearingOfOffset(dx, dz) ?? Number.NaN;
  return Number.isNaN(b) ? undefined : b;
}

/** Bearing relative to a unit's facing, in degrees 0 ≤ a < 360 (exact multiples of 30 on rays, +15 between). */
export function relativeBearing(from: Hex, facing: Facing, to: Hex): number | undefined {
  const b = bearing12(from, to);
  if (b === undefined) return undefined;
  return ((((b - 2 * facing) % 12) + 12) % 12) * 30;
}

/** An arc as an interval of relative degrees, clockwise from `from` to `to`, each end open or closed. */
export interface Arc {
  readonly id: string;
  readonly label: string;
  readonly from: number;
  readonly to: number;
  readonly fromClosed: boolean;
  readonly toClosed: boolean;
}

export function inArc(arc: Arc, degrees: number): boolean {
  if (arc.from === arc.to && arc.fromClosed) return true;
  const span = (((arc.to - arc.from) % 360) + 360) % 360 || 360;
  const off = (((degrees - arc.from) % 360) + 360) % 360;
  if (off === 0) return arc.fromClosed;
  if (off === span) return arc.toClosed;
  return off < span;
}

/** An arc from its ends (relative degrees clockwise from the facing) and whether each end belongs to it. */
export const arc = (id: string, label: string, from: number, to: number, fromClosed: boolean, toClosed: boolean): Arc => ({
  id,
  label,
  from,
  to,
  fromClosed,
  toClosed,
});

/** Is the target inside the attacker's arc? The same hex counts as inside every arc. */
export function isInArc(arc: Arc, attacker: Hex, facing: Facing, target: Hex): boolean {
  const deg = relativeBearing(attacker, facing, target);
  return deg === undefined || inArc(arc, deg);
}

/** The arcs (by id) that contain the target. */
export function arcsContaining(arcs: readonly Arc[], attacker: Hex, facing: Facing, target: Hex): string[] {
  return arcs.filter((a) => isInArc(a, attacker, facing, target)).map((a) => a.id);
}

/**
 * The side of the target an attack strikes. Usually one; two when the attack comes exactly along the
 * boundary between two sides, and then the defender chooses (the divided line-of-sight rule).
 */
export function attackDirection(directions: readonly Arc[], target: Hex, targetFacing: Facing, attacker: Hex): string[] {
  const deg = relativeBearing(target, targetFacing, attacker);
  if (deg === undefined) return [directions[0]!.id];
  const inside = directions.filter((a) => inArc(a, deg)).map((a) => a.id);
  if (inside.length) return inside;
  const touching = directions.filter((a) => a.from === deg || a.to === deg).map((a) => a.id);
  return touching;
}
