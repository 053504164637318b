import { type Facing, type Hex, type Source, neighbour, sameHex } from '@marshal/core';
import type { HexGrid } from '../../map/board';
import { hexAt } from '../../map/grid';
import type { Mover } from '../../map/movement-cost';
import { hasTerrain, hexFloor, waterDepth } from '../../map/terrain';
import type { PsrTrigger } from '../../options/rules';
import { tw } from '../sources';

/** A successful push moves the target one hex the way the attacker faces; units in the way are displaced too (domino). */
export interface DisplacementPiece {
  readonly id: string;
  readonly hex: Hex;
  readonly facing: Facing;
  readonly mover: Mover;
  /** Makes piloting rolls (and can fall): from the unit's capabilities. */
  readonly canFall: boolean;
}

export interface PushDisplacementInput {
  readonly map: HexGrid;
  readonly attacker: DisplacementPiece;
  readonly target: DisplacementPiece;
  /** Every other unit on the map (the attacker and target may be included; they are skipped). */
  readonly others: readonly DisplacementPiece[];
  /** Whether a unit may be pushed off the map edge (it then leaves play). Default true. */
  readonly offMapAllowed?: boolean;
}

export type DisplacementEffect =
  | { readonly kind: 'moved'; readonly unit: string; readonly from: Hex; readonly to: Hex; readonly cause: 'pushed' | 'domino' | 'follow-through' }
  | { readonly kind: 'off-map'; readonly unit: string; readonly from: Hex; readonly cause: 'pushed' | 'domino'; readonly source: Source }
  | { readonly kind: 'psr'; readonly unit: string; readonly trigger: PsrTrigger; readonly source: Source }
  | { readonly kind: 'fall'; readonly unit: string; readonly levels: number; readonly source: Source }
  | { readonly kind: 'destroyed'; readonly unit: string; readonly reason: string; readonly source: Source };

export interface PushDisplacement {
  /** The target actually changed hex (false: it could not be displaced and stays, still rolling to keep its feet). */
  readonly displaced: boolean;
  readonly reason: string;
  readonly source: Source;
  readonly effects: readonly DisplacementEffect[];
  /** New hex of every unit that moved; null for a unit pushed off the map. */
  readonly positions: Readonly<Record<string, Hex | null>>;
}

const PUSH = tw('Physical Attacks › Push', { note: "target moves one hex in the attacker's facing; the attacker follows into the vacated hex" });
const DISPLACE = tw('Unit Displacement', { note: 'displacement and domino effect (facts: MegaMek Compute.isValidDisplacement / doEntityDisplacement)' });
const OFF_MAP = tw('Unit Displacement', { note: 'a unit displaced off the map leaves play (MegaMek: removed as pushed; option push_off_board)' });
const FALL = tw('Unit Displacement › Accidental Falls', { note: 'displaced into a hex 2+ levels lower: the unit falls that many levels' });
const WATER = tw('Piloting Skill Rolls', { note: 'entering water: depth 1 −1, depth 2 0, depth 3+ +1' });
const DROWN = tw('Unit Displacement', { note: 'a ground vehicle displaced into water is destroyed (facts: MegaMek doEntityDisplacement)' });

type Check = { ok: true } | { ok: false; reason: string };

function occupantAt(input: PushDisplacementInput, hex: Hex, except: readonly string[]): DisplacementPiece | undefined {
  return input.others.find((o) => !except.includes(o.id) && sameHex(o.hex, hex));
}

/** Can `piece` be displaced from its hex one step in `dir`? Follows units in the way (each must be displaceable too). */
function canDisplace(input: PushDisplacementInput, piece: DisplacementPiece, dir: Facing, chain: readonly string[]): Check {
  const dest = neighbour(piece.hex, dir);
  const to = hexAt(input.map, dest);
  if (!to) return input.offMapAllowed === false ? { ok: false, reason: `${piece.id} would leave the map` } : { ok: true };
  const from = hexAt(input.map, piece.hex);
  if (!from) return { ok: false, reason: `${piece.id} is not on the map` };
  if (hasTerrain(to, 'impassable')) return { ok: false, reason: 'the hex behind is impassable' };
  const banned = (piece.mover.prohibited ?? []).find((t) => hasTerrain(to, t));
  if (banned) return { ok: false, reason: `${piece.id} cannot enter ${banned}` };
  const climb = hexFloor(to) - hexFloor(from);
  if (climb > piece.mover.maxLevelChange) return { ok: false, reason: `the hex behind is ${climb} levels higher (at most ${piece.mover.maxLevelChange})` };
  const next = occupantAt(input, dest, [...chain, piece.id]);
  if (next) {
    const c = canDisplace(input, next, dir, [...chain, piece.id]);
    return c.ok ? c : { ok: false, reason: `${next.id} is in the way and cannot be displaced (${c.reason})` };
  }
  return { ok: true };
}

const WATER_TRIGGER: readonly PsrTrigger[] = ['water-depth-1', 'water-depth-2', 'water-depth-3'];

function displace(
  input: PushDisplacementInput,
  piece: DisplacementPiece,
  dir: Facing,
  cause: 'pushed' | 'domino',
  moved: string[],
  out: DisplacementEffect[],
  positions: Record<string, Hex | null>,
): void {
  const dest = neighbour(piece.hex, dir);
  const to = hexAt(input.map, dest);
  moved.push(piece.id);
  if (!to) {
    out.push({ kind: 'off-map', unit: piece.id, from: piece.hex, cause, source: OFF_MAP });
    positions[piece.id] = null;
    return;
  }
  const from = hexAt(input.map, piece.hex)!;
  out.push({ kind: 'moved', unit: piece.id, from: piece.hex, to: dest, cause });
  positions[piece.id] = dest;
  const drop = hexFloor(from) - to.level;
  const depth = waterDepth(to);
  if (drop > 1) out.push({ kind: 'fall', unit: piece.id, levels: drop, source: FALL });
  else if (depth > piece.mover.maxWaterDepth) out.push({ kind: 'destroyed', unit: piece.id, reason: `displaced into water of depth ${depth}`, source: DROWN });
  else if (piece.canFall) {
    out.push({ kind: 'psr', unit: piece.id, trigger: cause, source: cause === 'pushed' ? PUSH : DISPLACE });
    if (depth > 0) out.push({ kind: 'psr', unit: piece.id, trigger: WATER_TRIGGER[Math.min(depth, 3) - 1]!, source: WATER });
  }
  const next = occupantAt(input, dest, moved);
  if (next) displace(input, next, dir, 'domino', moved, out, positions);
}

/**
 * Where a successful push leaves everyone. Pure: the battle loop applies the moves, queues the piloting rolls
 * (`psr` effects carry a PsrTrigger), resolves falls and removes units pushed off the map.
 * Not modelled: a unit in the way choosing to step aside (TW lets it try when pushed from the side), and damage
 * from being displaced into a building.
 */
export function pushDisplacement(input: PushDisplacementInput): PushDisplacement {
  const dir = input.attacker.facing;
  const check = canDisplace(input, input.target, dir, [input.attacker.id]);
  if (!check.ok) {
    const effects: DisplacementEffect[] = input.target.canFall ? [{ kind: 'psr', unit: input.target.id, trigger: 'pushed', source: PUSH }] : [];
    return { displaced: false, reason: check.reason, source: DISPLACE, effects, positions: {} };
  }
  const effects: DisplacementEffect[] = [];
  const positions: Record<string, Hex | null> = {};
  displace(input, input.target, dir, 'pushed', [input.attacker.id], effects, positions);
  effects.push({ kind: 'moved', unit: input.attacker.id, from: input.attacker.hex, to: input.target.hex, cause: 'follow-through' });
  positions[input.attacker.id] = input.target.hex;
  return { displaced: true, reason: 'pushed one hex', source: PUSH, effects, positions };
}
