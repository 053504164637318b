// Runs written movement orders on a map step by step, costing each step and stopping at the first impossible one.
import { type Facing, type Hex, type Modifier, directionTo, hexDistance, neighbour, rotateFacing, sameHex, toFacing } from '@marshal/core';
import type { EdgeName, GameMap } from './compose';
import { gridLabel, hexAt, onGrid } from './grid';
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
  /** A charge declared with the move: the hex charged into (the unit stops in the hex before it). */
  readonly charge?: { readonly index: number; readonly order: string; readonly hex: string };
  /** Death from above declared with the move: the target's hex (the unit is placed in the hex next to it on the way). */
  readonly dfa?: { readonly index: number; readonly order: string; readonly hex: string };
  /** Set when a step moved the unit off the map (only with `exits`): the edge it left by; `end` is the last hex on the map. */
  readonly exited?: { readonly index: number; readonly order: string; readonly edge: EdgeName };
  readonly attackerModifier: Modifier;
  readonly targetModifiers: readonly Modifier[];
}

interface State {
  hex: Hex;
  facing: Facing;
  mp: number;
  hexes: number;
  backward: boolean;
  water: boolean;
  jumped: boolean;
  ground: boolean;
}

type Outcome = { ok: true; step: Omit<PathStep, 'index' | 'order' | 'total'> } | { ok: false; reason: string };

/**
 * A step as the path records it: one literal with the keys in the order a spread of the step would give (a spread plus
 * keys measured a few per cent of a simulated duel; docs/battle.md "Speed").
 */
const placed = (st: Omit<PathStep, 'index' | 'order' | 'total'>, o: { index: number; token: string }, total: number): PathStep => ({
  hex: st.hex,
  facing: st.facing,
  mp: st.mp,
  items: st.items,
  index: o.index,
  order: o.token,
  total,
});

/** The map edge a hex just off the map lies beyond (a column off the side wins at a corner). */
export function edgeBeyond(map: GameMap, h: Hex): EdgeName {
  return h.col < 0 ? 'west' : h.col >= map.width ? 'east' : h.row < 0 ? 'north' : 'south';
}

/** Leaving the map: a step off it costs 1 MP, as entering a clear hex would (default; see docs/battle.md). */
function exitStep(map: GameMap, m: Mover, s: State, o: Order, cap: number, to: Hex): Outcome {
  const total = s.mp + 1;
  const walkOnly = s.backward || s.water || o.kind === 'backward';
  const limit = walkOnly ? Math.min(m.walk, cap) : cap;
  if (total > limit) return { ok: false, reason: `leaving the map by the ${edgeBeyond(map, to)} edge needs ${total} MP in all; only ${limit} available` };
  return {
    ok: true,
    step: { hex: gridLabel(map, s.hex), facing: s.facing, mp: 1, items: [{ label: `leave the map by the ${edgeBeyond(map, to)} edge`, mp: 1 }] },
  };
}

function groundStep(map: GameMap, m: Mover, s: State, o: Order, cap: number, exits = false): Outcome {
  if (s.jumped) return { ok: false, reason: 'a unit that jumped cannot also walk or run this turn' };
  if (o.kind === 'left' || o.kind === 'right') {
    const facing = rotateFacing(s.facing, o.kind === 'left' ? -1 : 1);
    const limit = s.backward || s.water ? Math.min(m.walk, cap) : cap;
    if (s.mp + 1 > limit)
      return {
        ok: false,
        reason: `turning needs ${s.mp + 1} MP in all; only ${limit} available${limit < cap ? ' (walking only after moving backward or into water)' : ''}`,
      };
    return { ok: true, step: { hex: gridLabel(map, s.hex), facing, mp: 1, items: [{ label: `turn ${o.kind}`, mp: 1 }] } };
  }
  const to = neighbour(s.hex, o.kind === 'backward' ? s.facing + 3 : s.facing);
  if (exits && o.kind !== 'charge' && !onGrid(map, to) && onGrid(map, s.hex)) return exitStep(map, m, s, o, cap, to);
  const cost = entryCost(map, s.hex, to, m);
  if (!cost.ok) return { ok: false, reason: `cannot move ${o.kind} into ${gridLabel(map, to)}: ${cost.reason}` };
  const climb = hexAt(map, to)!.level - hexAt(map, s.hex)!.level;
  if (o.kind === 'backward' && climb !== 0) return { ok: false, reason: `cannot change level while moving backward (into ${gridLabel(map, to)})` };
  if (o.kind === 'charge' && s.backward) return { ok: false, reason: 'a unit that moved backward cannot charge' };
  const total = s.mp + cost.mp;
  const walkOnly = s.backward || s.water || o.kind === 'backward' || cost.water;
  if (walkOnly && total > m.walk)
    return {
      ok: false,
      reason: `moving into ${gridLabel(map, to)} needs ${total} MP but a unit that moved backward or into water may only walk (${m.walk} MP)`,
    };
  if (total > cap) return { ok: false, reason: `moving into ${gridLabel(map, to)} needs ${total} MP in all; only ${cap} available` };
  if (o.kind === 'charge')
    return {
      ok: true,
      step: { hex: gridLabel(map, s.hex), facing: s.facing, mp: cost.mp, items: [...cost.items, { label: `charge into ${gridLabel(map, to)}`, mp: 0 }] },
    };
  return { ok: true, step: { hex: gridLabel(map, to), facing: s.facing, mp: cost.mp, items: cost.items } };
}

/** Where a death-from-above attacker waits for the physical phase: the hex next to the target nearest its take-off hex. */
export function dfaStandoff(map: GameMap, from: Hex, target: Hex): Hex | undefined {
  const around = [0, 1, 2, 3, 4, 5].map((d) => neighbour(target, d)).filter((h) => hexAt(map, h) && !hasTerrain(hexAt(map, h)!, 'impassable'));
  return around.reduce<Hex | undefined>((best, h) => (best === undefined || hexDistance(h, from) < hexDistance(best, from) ? h : best), undefined);
}

function dfaStep(map: GameMap, m: Mover, s: State, o: Extract<Order, { kind: 'dfa' }>): Outcome {
  const jump = jumpStep(map, m, s, { kind: 'jump', to: o.to, token: o.token, index: o.index });
  if (!jump.ok) return { ok: false, reason: jump.reason.replace('cannot jump to', 'cannot make death from above on') };
  const stand = dfaStandoff(map, s.hex, o.to);
  if (!stand) return { ok: false, reason: `no hex next to ${gridLabel(map, o.to)} to come down beside` };
  return {
    ok: true,
    step: {
      hex: gridLabel(map, stand),
      facing: directionTo(stand, o.to)!,
      mp: jump.step.mp,
      items: [{ label: `death from above on ${gridLabel(map, o.to)}`, mp: jump.step.mp }],
    },
  };
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
  /** A forward or backward step off the map leaves it by that edge (the battle loop); otherwise it is impossible. */
  readonly exits?: boolean;
}

/** Carry out movement orders from a start hex and facing. Orders may be a string in the written notation. */
export function runOrders(
  map: GameMap,
  mover: Mover,
  start: { hex: Hex; facing: Facing },
  orders: string | readonly Order[],
  opts: PathOptions = {},
): PathResult {
  const list = typeof orders === 'string' ? parseOrders(orders) : orders;
  const limits = { walk: mover.walk, run: runMP(mover), jump: mover.jump };
  const cap = opts.mode === 'walk' ? limits.walk : limits.run;
  const s: State = { hex: start.hex, facing: toFacing(start.facing), mp: 0, hexes: 0, backward: false, water: false, jumped: false, ground: false };
  const steps: PathStep[] = [];
  let stopped: PathResult['stopped'];
  let exited: PathResult['exited'];
  let attack: { kind: 'charge' | 'dfa'; index: number; order: string; hex: string } | undefined;
  for (const o of list) {
    if (exited || attack) {
      stopped = {
        index: o.index,
        order: o.token,
        reason: exited
          ? `the unit has left the map by the ${exited.edge} edge`
          : `a ${attack!.kind === 'dfa' ? 'death from above' : 'charge'} ends the movement`,
      };
      break;
    }
    const out =
      o.kind === 'jump'
        ? jumpStep(map, mover, s, o)
        : o.kind === 'dfa'
          ? dfaStep(map, mover, s, o)
          : groundStep(map, mover, s, o, opts.mode === 'jump' ? -1 : cap, opts.exits);
    if (!out.ok) {
      stopped = { index: o.index, order: o.token, reason: out.reason };
      break;
    }
    if (o.kind === 'charge' || o.kind === 'dfa') {
      const hex = o.kind === 'dfa' ? o.to : neighbour(s.hex, s.facing);
      attack = { kind: o.kind, index: o.index, order: o.token, hex: gridLabel(map, hex) };
      if (o.kind === 'dfa') Object.assign(s, { jumped: true, hexes: out.step.mp, hex: dfaStandoff(map, s.hex, o.to)! });
      else Object.assign(s, { ground: true, hexes: s.hexes + 1 });
      s.facing = out.step.facing;
      s.mp += out.step.mp;
      steps.push(placed(out.step, o, s.mp));
      continue;
    }
    const beyond = o.kind === 'forward' || o.kind === 'backward' ? neighbour(s.hex, o.kind === 'forward' ? s.facing : s.facing + 3) : null;
    if (beyond && !onGrid(map, beyond)) {
      exited = { index: o.index, order: o.token, edge: edgeBeyond(map, beyond) };
      s.ground = true;
      s.hexes += 1;
      s.mp += out.step.mp;
      steps.push(placed(out.step, o, s.mp));
      continue;
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
    steps.push(placed(out.step, o, s.mp));
  }
  const mode: MoveMode = s.jumped ? 'jump' : s.mp === 0 ? 'stand' : s.mp <= limits.walk ? 'walk' : 'run';
  const end = { hex: gridLabel(map, s.hex), facing: s.facing };
  return {
    start: { hex: gridLabel(map, start.hex), facing: toFacing(start.facing) },
    end,
    steps,
    mpUsed: s.mp,
    hexesMoved: s.hexes,
    mode,
    limits,
    ...(stopped ? { stopped } : {}),
    ...(exited ? { exited } : {}),
    ...(attack ? { [attack.kind]: { index: attack.index, order: attack.order, hex: attack.hex } } : {}),
    attackerModifier: attackerMovementModifier(mode),
    targetModifiers: targetMovementModifiers(s.hexes, mode),
  };
}
