// Runs written movement orders on a map step by step, costing each step and stopping at the first impossible one.
import { type Facing, type Hex, type Modifier, directionTo, hexDistance, neighbour, rotateFacing, sameHex, toFacing } from '@marshal/core';
import type { GameMap } from './compose';
import { gridLabel, hexAt } from './grid';
import { type CostItem, type Mover, entryCost, runMP } from './movement-cost';
import { type MoveMode, attackerMovementModifier, targetMovementModifiers } from './movement-modifiers';
import { type Order, parseOrders } from './notation';
import { hasTerrain, waterDepth } from './terrain';

export interface PathStep {
  readonly index: number;
  readonly order: string;
  readonly hex: string;
  readonly facing: Facing;
  readonly mp: number;
  readonly items: readonly CostItem[];
  readonly total: number;
}

export interface PathResult {
  readonly start: { readonly hex: string; readonly facing: Facing };
  readonly end: { readonly hex: string; readonly facing: Facing };
  readonly steps: readonly PathStep[];
  readonly mpUsed: number;
  readonly hexesMoved: number;
  readonly mode: MoveMode;
  readonly limits: { readonly walk: number; readonly run: number; readonly jump: number };
  /** Set when an order could not be carried out: movement ends before it (seed 003 §1.2). */
  readonly stopped?: { readonly index: number; readonly order: string; readonly reason: string };
  readonly attackerModifier: Modifier;
  readonly targetModifiers: readonly Modifier[];
}

interface State { hex: Hex; facing: Facing; mp: number; hexes: number; backward: boolean; water: boolean; jumped: boolean; ground: boolean }

type Outcome = { ok: true; step: Omit<PathStep, 'index' | 'order' | 'total'> } | { ok: false; reason: string };

function groundStep(map: GameMap, m: Mover, s: State, o: Order, cap: number): Outcome {
  if (s.jumped) return { ok: false, reason: 'a unit that jumped cannot also walk or run this turn' };
  if (o.kind === 'left' || o.kind === 'right') {
    const facing = rotateFacing(s.facing, o.kind === 'left' ? -1 : 1);
    const limit = s.backward || s.water ? Math.min(m.walk, cap) : cap;
    if (s.mp + 1 > limit) return { ok: false, reason: `turning needs ${s.mp + 1} MP in all; only ${limit} available${limit < cap ? ' (walking only after moving backward or into water)' : ''}` };
    return { ok: true, step: { hex: gridLabel(map, s.hex), facing, mp: 1, items: [{ label: `turn ${o.kind}`, mp: 1 }] } };
  }
  const to = neighbour(s.hex, o.kind === 'forward' ? s.facing : s.facing + 3);
  const cost = entryCost(map, s.hex, to, m);
  if (!cost.ok) return { ok: false, reason: `cannot move ${o.kind} into ${gridLabel(map, to)}: ${cost.reason}` };
  const climb = hexAt(map, to)!.level - hexAt(map, s.hex)!.level;
  if (o.kind === 'backward' && climb !== 0) return { ok: false, reason: `cannot change level while moving backward (into ${gridLabel(map, to)})` };
  const total = s.mp + cost.mp;
  const walkOnly = s.backward || s.water || o.kind === 'backward' || cost.water;
  if (walkOnly && total > m.walk) return { ok: false, reason: `moving into ${gridLabel(map, to)} needs ${total} MP but a unit that moved backward or into water may only walk (${m.walk} MP)` };
  if (total > cap) return { ok: false, reason: `moving into ${gridLabel(map, to)} needs ${total} MP in all; only ${cap} available` };
  return { ok: true, step: { hex: gridLabel(map, to), facing: s.facing, mp: cost.mp, items: cost.items } };
}

function jumpStep(map: GameMap, m: Mover, s: State, o: Extract<Order, { kind: 'jump' }>): Outcome {
  if (s.ground) return { ok: false, reason: 'a jump cannot follow walking or running in the same turn' };
  if (s.jumped) return { ok: false, reason: 'only one jump per turn' };
  const label = gridLabel(map, o.to);
  const land = hexAt(map, o.to);
  if (!land) return { ok: false, reason: `cannot jump to ${label}: the hex is off the map` };
  const dist = hexDistance(s.hex, o.to);
  if (m.jump <= 0) return { ok: false, reason: `${m.name ?? 'the unit'} has no jump MP` };
  if (dist > m.jump) return { ok: false, reason: `cannot jump to ${label}: ${dist} hexes away, jump MP ${m.jump}` };
  if (hasTerrain(land, 'impassable')) return { ok: false, reason: `cannot jump to ${label}: the hex is impassable` };
  if (waterDepth(land) > m.maxWaterDepth) return { ok: false, reason: `cannot jump to ${label}: water too deep` };
  const rise = land.level - hexAt(map, s.hex)!.level;
  if (rise > m.jump) return { ok: false, reason: `cannot jump to ${label}: it is ${rise} levels higher, more than jump MP ${m.jump}` };
  let facing = s.facing;
  if (o.face !== undefined) {
    if (typeof o.face === 'number') facing = o.face;
    else {
      const d = directionTo(o.to, o.face);
      if (d === undefined) return { ok: false, reason: `cannot face ${gridLabel(map, o.face)}: it is not next to ${label}` };
      facing = d;
    }
  }
  return { ok: true, step: { hex: label, facing, mp: dist, items: [{ label: `jump ${dist} hex${dist === 1 ? '' : 'es'}`, mp: dist }] } };
}

export interface PathOptions {
  /** Declare the mode; by default the cheapest mode that covers the MP spent. */
  readonly mode?: 'walk' | 'run' | 'jump';
}

/** Carry out movement orders from a start hex and facing. Orders may be a string in the written notation. */
export function runOrders(map: GameMap, mover: Mover, start: { hex: Hex; facing: Facing }, orders: string | readonly Order[], opts: PathOptions = {}): PathResult {
  const list = typeof orders === 'string' ? parseOrders(orders) : orders;
  const limits = { walk: mover.walk, run: runMP(mover), jump: mover.jump };
  const cap = opts.mode === 'walk' ? limits.walk : limits.run;
  const s: State = { hex: start.hex, facing: toFacing(start.facing), mp: 0, hexes: 0, backward: false, water: false, jumped: false, ground: false };
  const steps: PathStep[] = [];
  let stopped: PathResult['stopped'];
  for (const o of list) {
    const out = o.kind === 'jump' ? jumpStep(map, mover, s, o) : groundStep(map, mover, s, o, opts.mode === 'jump' ? -1 : cap);
    if (!out.ok) {
      stopped = { index: o.index, order: o.token, reason: out.reason };
      break;
    }
    const next = o.kind === 'jump' ? o.to : o.kind === 'forward' ? neighbour(s.hex, s.facing) : o.kind === 'backward' ? neighbour(s.hex, s.facing + 3) : s.hex;
    if (o.kind === 'jump') Object.assign(s, { jumped: true, hexes: out.step.mp });
    else {
      s.ground = true;
      if (!sameHex(next, s.hex)) s.hexes += 1;
      if (o.kind === 'backward') s.backward = true;
      if (waterDepth(hexAt(map, next)!) > 0) s.water = true;
    }
    s.hex = next;
    s.facing = out.step.facing;
    s.mp += out.step.mp;
    steps.push({ ...out.step, index: o.index, order: o.token, total: s.mp });
  }
  const mode: MoveMode = s.jumped ? 'jump' : s.mp === 0 ? 'stand' : s.mp <= limits.walk ? 'walk' : 'run';
  const end = { hex: gridLabel(map, s.hex), facing: s.facing };
  return {
    start: { hex: gridLabel(map, start.hex), facing: toFacing(start.facing) }, end, steps, mpUsed: s.mp, hexesMoved: s.hexes, mode, limits,
    ...(stopped ? { stopped } : {}), attackerModifier: attackerMovementModifier(mode), targetModifiers: targetMovementModifiers(s.hexes, mode),
  };
}

