// The bot heading for a map edge: forced withdrawal (its home edge) or a mission objective's edge.
import { hexDistance, parseHexLabel } from '@marshal/core';
import { type EdgeName, edgeHexes } from '../map/compose';
import type { Mover } from '../map/movement-cost';
import { pathOf } from '../battle/memo';
import type { BattleState, Position } from '../battle/state';

/** Turns then a step that could carry a unit off the map from where a spot ends. */
const EXIT_STEPS = ['F', 'L F', 'R F', 'L L F', 'R R F', 'L L L F', 'B'];

/**
 * Heading for an edge (forced withdrawal, seed 000: the home edge; or an objective edge): leave by it this turn if
 * some spot allows it, otherwise end as close to it as possible.
 */
export function edgeOrders(s: BattleState, me: string, mover: Mover, options: readonly { orders: string; end: Position }[], edge: EdgeName): string {
  const side = s.sides.find((x) => x.id === s.sideOf[me])!;
  const goal = edgeHexes(s.map, edge, 1);
  const near = new Map<string, number>();
  const dist = (hex: string) => {
    let d = near.get(hex);
    if (d === undefined) near.set(hex, (d = Math.min(...goal.map((g) => hexDistance(g, parseHexLabel(hex))))));
    return d;
  };
  const start = s.positions[me]!;
  const from = { hex: parseHexLabel(start.hex), facing: start.facing };
  if (side.exitEdges.includes(edge))
    for (const o of options.filter((x) => dist(x.end.hex) === 0))
      for (const step of EXIT_STEPS) {
        const orders = [o.orders, step].filter(Boolean).join(' ');
        const r = pathOf(s.map, mover, from, orders, { exits: true });
        if (!r.stopped && r.exited?.edge === edge) return orders;
      }
  let best = options[0]!;
  for (const o of options) if (dist(o.end.hex) < dist(best.end.hex)) best = o;
  return best.orders;
}
