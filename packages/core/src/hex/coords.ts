// Hex coordinates of a BattleTech mapsheet: flat-topped hexes in columns, odd 0-based columns half a hex lower.
import { MarshalError } from '../errors';

/** A hex by 0-based column and row (0101 is { col: 0, row: 0 }). */
export interface Hex {
  readonly col: number;
  readonly row: number;
}

/** Cube coordinates (x + y + z = 0); distances and lines are computed here. */
export interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** 0 = north, then clockwise: 1 north-east, 2 south-east, 3 south, 4 south-west, 5 north-west. */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];
export const FACING_NAMES: Readonly<Record<Facing, string>> = { 0: 'north', 1: 'north-east', 2: 'south-east', 3: 'south', 4: 'south-west', 5: 'north-west' };

export const hex = (col: number, row: number): Hex => ({ col, row });
export const sameHex = (a: Hex, b: Hex): boolean => a.col === b.col && a.row === b.row;

/** Normalise any integer to a facing 0–5. */
export const toFacing = (n: number): Facing => (((n % 6) + 6) % 6) as Facing;
export const rotateFacing = (f: Facing, steps: number): Facing => toFacing(f + steps);

/** XXYY: column then row, 1-based, each at least two digits (wider when the map needs it). */
export function hexLabel(h: Hex, digits = 2): string {
  const { col, row } = h;
  if (digits === 2 && col >= 0 && row >= 0 && col < 99 && row < 99 && Number.isInteger(col) && Number.isInteger(row)) {
    const i = col * 99 + row;
    return (twoDigitLabels[i] ??= `${String(col + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}`);
  }
  return `${String(col + 1).padStart(digits, '0')}${String(row + 1).padStart(digits, '0')}`;
}

/** Two-digit labels made so far, by column × 99 + row (labels are written in the inner loops of movement and line of sight). */
const twoDigitLabels: string[] = [];

/** Labels already read (hexes are read-only values, so one object a label is shared); bounded. */
const labels = new Map<string, Hex>();

/** Parse XXYY (or XXXYYY on maps wider than 99 hexes). */
export function parseHexLabel(label: string, field = 'hex'): Hex {
  let hex = labels.get(label);
  if (hex === undefined) {
    hex = readHexLabel(label, field);
    if (labels.size >= 100_000) labels.clear();
    labels.set(label, hex);
  }
  return hex;
}

function readHexLabel(label: string, field: string): Hex {
  const text = label.trim();
  if (!/^\d{4,}$/.test(text) || text.length % 2 !== 0) throw new MarshalError('hex-label', `"${label}" is not a hex label (XXYY, e.g. 0505)`, { field });
  const half = text.length / 2;
  const col = Number(text.slice(0, half)) - 1;
  const row = Number(text.slice(half)) - 1;
  if (col < 0 || row < 0) throw new MarshalError('hex-label', `"${label}": columns and rows start at 01`, { field });
  return { col, row };
}

export function toCube(h: Hex): Cube {
  const x = h.col;
  const z = h.row - (h.col - (h.col & 1)) / 2;
  return { x, y: -x - z + 0, z: z + 0 };
}

export function fromCube(c: Cube): Hex {
  const col = c.x;
  return { col, row: c.z + (col - (col & 1)) / 2 };
}

export const cubeDistance = (a: Cube, b: Cube): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));

/** `cubeDistance(toCube(a), toCube(b))` without the two cube objects (it runs in the bots' and line of sight's inner loops). */
export function hexDistance(a: Hex, b: Hex): number {
  const az = a.row - (a.col - (a.col & 1)) / 2;
  const bz = b.row - (b.col - (b.col & 1)) / 2;
  const dx = a.col - b.col;
  const dz = az - bz;
  return Math.max(Math.abs(dx), Math.abs(dx + dz), Math.abs(dz));
}

/** Cube offsets of the six neighbours, by facing. */
export const CUBE_DIRECTIONS: readonly Cube[] = [
  { x: 0, y: 1, z: -1 },
  { x: 1, y: 0, z: -1 },
  { x: 1, y: -1, z: 0 },
  { x: 0, y: -1, z: 1 },
  { x: -1, y: 0, z: 1 },
  { x: -1, y: 1, z: 0 },
];

export function neighbour(h: Hex, direction: number, steps = 1): Hex {
  const d = CUBE_DIRECTIONS[toFacing(direction)]!;
  const c = toCube(h);
  return fromCube({ x: c.x + d.x * steps, y: c.y + d.y * steps, z: c.z + d.z * steps });
}

export const neighbours = (h: Hex): Hex[] => FACINGS.map((f) => neighbour(h, f));

/** The facing from a hex to an adjacent one, or undefined when they are not adjacent. */
export function directionTo(from: Hex, to: Hex): Facing | undefined {
  return FACINGS.find((f) => sameHex(neighbour(from, f), to));
}

/** Every hex within `radius` of the centre (the centre included). */
export function hexesWithin(centre: Hex, radius: number): Hex[] {
  const c = toCube(centre);
  const out: Hex[] = [];
  for (let dx = -radius; dx <= radius; dx++)
    for (let dy = Math.max(-radius, -dx - radius); dy <= Math.min(radius, -dx + radius); dy++)
      out.push(fromCube({ x: c.x + dx, y: c.y + dy, z: c.z - dx - dy }));
  return out;
}

/** Centre of a hex in drawing units where a hex is 2 units corner to corner (y grows downwards). */
export function hexCentre(h: Hex): { x: number; y: number } {
  return { x: 1.5 * h.col + 1, y: Math.sqrt(3) * (h.row + 0.5 + (h.col & 1) / 2) };
}
