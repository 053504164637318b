// Orders by pointing: the written notation that takes a unit to a clicked hex on its cheapest route, sets its facing
// at the end, jumps or charges. Pointing only ever edits the notation, so it sends exactly what a player could type.
import { type Facing, type Hex, directionTo, neighbour, parseHexLabel, rotateFacing, sameHex, toFacing } from '@marshal/core';
import type { GameMap } from './compose';
import { gridLabel, onGrid } from './grid';
import { type Mover, entryCost, runMP } from './movement-cost';
import { type Order, parseOrders } from './notation';
import { type PathResult, runOrders } from './path';

export type PlotMode = 'walk' | 'run' | 'jump';
export type Occupant = 'enemy' | 'friend';

export interface PlotContext {
  readonly map: GameMap;
  readonly mover: Mover;
  readonly start: { readonly hex: Hex; readonly facing: Facing };
  /** Declared mode; without it the path may run. Jump makes a click the landing hex. */
  readonly mode?: PlotMode;
  /** Who stands in a hex (other than the unit itself): routes go round units; an enemy clicked is charged or jumped onto. */
  readonly occupant?: (hex: string) => Occupant | undefined;
}

export type PlotResult = { readonly ok: true; readonly orders: string; readonly path: PathResult } | { readonly ok: false; readonly reason: string };

export const FACING_WORDS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

const SIMPLE: Partial<Record<Order['kind'], string>> = { forward: 'F', backward: 'B', left: 'L', right: 'R', charge: 'Ch' };

/** Orders as single tokens: "3xF R" → F F F R; a jump is "J 0805" with an optional "Face NE"; "DFA 0805". */
export function orderTokens(map: GameMap, orders: string): string[] {
  return parseOrders(orders).flatMap((o) => {
    if (o.kind === 'jump') {
      const face = o.face === undefined ? [] : [`Face ${typeof o.face === 'number' ? FACING_WORDS[o.face] : gridLabel(map, o.face)}`];
      return [`J ${gridLabel(map, o.to)}`, ...face];
    }
    if (o.kind === 'dfa') return [`DFA ${gridLabel(map, o.to)}`];
    return [SIMPLE[o.kind]!];
  });
}

/** Tokens back to notation, repeats counted: F F F R → "3xF R". */
export function compactOrders(tokens: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let n = 1;
    while (/^[FBLR]$/.test(tokens[i]!) && tokens[i + n] === tokens[i]) n++;
    out.push(n > 1 ? `${n}x${tokens[i]}` : tokens[i]!);
    i += n;
  }
  return out.join(' ');
}

const cap = (ctx: PlotContext) => (ctx.mode === 'walk' ? ctx.mover.walk : runMP(ctx.mover));

function run(ctx: PlotContext, tokens: readonly string[]): PathResult {
  return runOrders(ctx.map, ctx.mover, ctx.start, compactOrders(tokens), ctx.mode ? { mode: ctx.mode } : {});
}

/** The result of a new list of tokens: refused with the engine's reason when an order in it cannot be carried out. */
function settle(ctx: PlotContext, tokens: readonly string[]): PlotResult {
  const path = run(ctx, tokens);
  if (path.stopped) return { ok: false, reason: path.stopped.reason };
  return { ok: true, orders: compactOrders(tokens), path };
}

/** Turns (L or R, fewest) from one facing to another. */
export function turnsBetween(from: Facing, to: Facing): string[] {
  const right = (((to - from) % 6) + 6) % 6;
  return right <= 3 ? Array<string>(right).fill('R') : Array<string>(6 - right).fill('L');
}

interface Node {
  readonly hex: Hex;
  readonly facing: Facing;
  readonly mp: number;
  readonly tokens: readonly string[];
}

/**
 * The cheapest forward route (turns 1 MP, each hex its Total Warfare entry cost) from a hex and facing to a hex,
 * within `budget` MP, never through a hex another unit stands in. Ties go to fewer orders. Null when there is none.
 */
export function routeTo(ctx: PlotContext, from: { hex: Hex; facing: Facing }, to: Hex, budget: number): string[] | null {
  const seen = new Set<string>();
  const frontier: Node[] = [{ hex: from.hex, facing: from.facing, mp: 0, tokens: [] }];
  while (frontier.length) {
    let at = 0;
    for (let i = 1; i < frontier.length; i++) {
      const a = frontier[i]!;
      const b = frontier[at]!;
      if (a.mp < b.mp || (a.mp === b.mp && a.tokens.length < b.tokens.length)) at = i;
    }
    const n = frontier.splice(at, 1)[0]!;
    if (sameHex(n.hex, to)) return [...n.tokens];
    const key = `${n.hex.col},${n.hex.row},${n.facing}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const turn of ['L', 'R'] as const)
      if (n.mp + 1 <= budget) frontier.push({ hex: n.hex, facing: rotateFacing(n.facing, turn === 'L' ? -1 : 1), mp: n.mp + 1, tokens: [...n.tokens, turn] });
    const next = neighbour(n.hex, n.facing);
    if (!onGrid(ctx.map, next) || ctx.occupant?.(gridLabel(ctx.map, next))) continue;
    const cost = entryCost(ctx.map, n.hex, next, ctx.mover);
    if (cost.ok && n.mp + cost.mp <= budget) frontier.push({ hex: next, facing: n.facing, mp: n.mp + cost.mp, tokens: [...n.tokens, 'F'] });
  }
  return null;
}

const isAirborne = (t: string) => /^(J|DFA) /.test(t);

/**
 * A click on a hex while plotting. Jumping: the landing hex (an enemy's hex: death from above). Walking or running:
 * the cheapest route there from the end of the orders so far is added; an enemy next to the end is charged (turning
 * to face it first). Refusals carry the engine's reason.
 */
export function plotTo(ctx: PlotContext, orders: string, to: Hex): PlotResult {
  const label = gridLabel(ctx.map, to);
  if (!onGrid(ctx.map, to)) return { ok: false, reason: `${label} is off the map` };
  const who = ctx.occupant?.(label);
  if (ctx.mode === 'jump') {
    if (sameHex(to, ctx.start.hex)) return { ok: false, reason: 'the unit stands there: a jump lands on another hex' };
    if (who === 'friend') return { ok: false, reason: `a friendly unit stands in ${label}` };
    return settle(ctx, [who === 'enemy' ? `DFA ${label}` : `J ${label}`]);
  }
  let tokens = orderTokens(ctx.map, orders);
  if (tokens.some(isAirborne)) tokens = [];
  const sofar = run(ctx, tokens);
  if (sofar.stopped) return { ok: false, reason: `the orders so far stop: ${sofar.stopped.reason}` };
  if (sofar.charge) return { ok: false, reason: 'a charge ends the movement' };
  const end = { hex: parseHexLabel(sofar.end.hex), facing: sofar.end.facing };
  if (sameHex(end.hex, to)) return { ok: false, reason: `the path already ends in ${label}: set the facing or click another hex` };
  if (who === 'friend') return { ok: false, reason: `a friendly unit stands in ${label}` };
  if (who === 'enemy') {
    const d = directionTo(end.hex, to);
    if (d === undefined) return { ok: false, reason: `to charge the unit in ${label}, end the path next to it first` };
    return settle(ctx, [...tokens, ...turnsBetween(end.facing, d), 'Ch']);
  }
  const route = routeTo(ctx, end, to, cap(ctx) - sofar.mpUsed);
  if (!route) return { ok: false, reason: `no route to ${label} with the ${cap(ctx) - sofar.mpUsed} MP left` };
  return settle(ctx, [...tokens, ...route]);
}

/** Set the facing at the end: after a jump, its landing facing; otherwise the trailing turns are replaced by the fewest to it. */
export function plotFace(ctx: PlotContext, orders: string, facing: Facing): PlotResult {
  const tokens = orderTokens(ctx.map, orders);
  const jump = tokens.findIndex((t) => t.startsWith('J '));
  if (jump >= 0) return settle(ctx, [tokens[jump]!, `Face ${FACING_WORDS[toFacing(facing)]}`]);
  if (tokens.some((t) => t.startsWith('DFA ') || t === 'Ch')) return { ok: false, reason: 'an attack declared with the move sets the facing' };
  while (tokens.length && /^[LR]$/.test(tokens[tokens.length - 1]!)) tokens.pop();
  const end = run(ctx, tokens).end.facing;
  return settle(ctx, [...tokens, ...turnsBetween(end, toFacing(facing))]);
}

/** One more order by name (keyboard or buttons): F forward, B back, L or R turn. A jump plotted so far is dropped. */
export function plotStep(ctx: PlotContext, orders: string, step: 'F' | 'B' | 'L' | 'R'): PlotResult {
  const tokens = orderTokens(ctx.map, orders).filter((t) => !isAirborne(t) && !t.startsWith('Face '));
  return settle(ctx, [...tokens, step]);
}
