// The hexes a straight line between two hex centres passes through, with both candidates where it runs along a hexside.
import { type Hex, cubeDistance, sameHex, toCube } from './coords';

/**
 * One step of a hex line. `divided`: the line runs exactly along the hexside between the two hexes and
 * only one of them counts (the defender chooses). Otherwise every hex listed is on the line (two when the
 * line crosses a hexside exactly at a sample point).
 */
export interface LineStep {
  readonly hexes: readonly Hex[];
  readonly divided: boolean;
}

export interface HexLine {
  /** distance + 1 steps, from the first hex to the last. */
  readonly steps: readonly LineStep[];
  /** True when the line runs along hexsides (the defender chooses the side). */
  readonly divided: boolean;
  /** The hexes in order taking the left-hand candidate at every divided step (seen from the start). */
  readonly left: readonly Hex[];
  /** The hexes in order taking the right-hand candidate at every divided step. */
  readonly right: readonly Hex[];
}

const NUDGE = 1e-6;
type V = { x: number; y: number; z: number };

function hexAt(p: V, n: V, sign: number): Hex {
  return roundedHex(p.x + sign * n.x, p.y + sign * n.y, p.z + sign * n.z);
}

/** The hex holding cube point (x, y, z): cube rounding, then offset coordinates, with no cube object in between (lines are traced in the bots' inner loops). */
function roundedHex(x: number, y: number, z: number): Hex {
  let rx = Math.round(x);
  const ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (!(dy > dz)) rz = -rx - ry;
  const col = rx + 0;
  return { col, row: rz + 0 + (col - (col & 1)) / 2 };
}

/** The hex line from `a` to `b` (inclusive). */
export function hexLine(a: Hex, b: Hex): HexLine {
  const ca = toCube(a);
  const cb = toCube(b);
  const n = cubeDistance(ca, cb);
  if (n === 0) return { steps: [{ hexes: [a], divided: false }], divided: false, left: [a], right: [a] };
  const d = { x: cb.x - ca.x, y: cb.y - ca.y, z: cb.z - ca.z };
  const len = Math.hypot(d.x, d.y, d.z);
  const across = { x: ((d.y - d.z) / len) * NUDGE, y: ((d.z - d.x) / len) * NUDGE, z: ((d.x - d.y) / len) * NUDGE };
  const along = { x: (d.x / len) * NUDGE, y: (d.y / len) * NUDGE, z: (d.z / len) * NUDGE };
  // Along a hexside spine the cube offset has two equal components (e.g. (1, 1, −2)·k); only then is a tie a divided step.
  const spine = d.x === d.y || d.y === d.z || d.x === d.z;
  const steps: LineStep[] = [];
  const left: Hex[] = [];
  const right: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const p = { x: ca.x + (d.x * i) / n, y: ca.y + (d.y * i) / n, z: ca.z + (d.z * i) / n };
    const r = hexAt(p, across, 1);
    const l = hexAt(p, across, -1);
    if (sameHex(r, l)) {
      steps.push({ hexes: [r], divided: false });
      left.push(r);
      right.push(r);
    } else if (spine) {
      steps.push({ hexes: [r, l], divided: true });
      left.push(l);
      right.push(r);
    } else {
      const first = hexAt(p, along, -1);
      const second = hexAt(p, along, 1);
      steps.push({ hexes: [first, second], divided: false });
      left.push(first, second);
      right.push(first, second);
    }
  }
  return { steps, divided: spine, left, right };
}

/** The steps strictly between the two ends, for line-of-sight checks. */
export const interveningSteps = (line: HexLine): readonly LineStep[] => line.steps.slice(1, -1);
