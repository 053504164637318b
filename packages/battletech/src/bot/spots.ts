// The spots a unit's written orders can reach, as the bots search them (issue #21 memos, ADR 0052): one search per map,
// mover and start, and the choices made from them by geometry alone remembered with what they read.
import { type Facing, type Hex, hexDistance, hexesWithin, parseHexLabel, rotateFacing } from '@marshal/core';
import type { GameMap } from '../map/compose';
import { gridLabel, onGrid } from '../map/grid';
import { FACING_WORDS } from '../map/plot';
import { facingTowardHex } from './spot-value';
import { type Mover, runMP } from '../map/movement-cost';
import { moverKey, pathOf } from '../battle/memo';
import type { BattleState, MoveSummary, Position } from '../battle/state';

const TURNS = ['', 'L', 'R', 'L L', 'R R', 'L L L'];
const TURN_COUNTS = TURNS.map((t) => (t ? t.split(' ').length : 0));

export interface Spot {
  readonly orders: string;
  readonly end: Position;
  readonly moved: MoveSummary;
}

/**
 * End positions for "turn, go forward k hexes, turn" from one run of the longest forward path per opening turn
 * (its steps give every shorter one), plus backing up one or two hexes. Turns at the end cost 1 MP each.
 */
function reachable(s: BattleState, me: string, mover: Mover): Spot[] {
  const start = s.positions[me]!;
  const from = { hex: parseHexLabel(start.hex), facing: start.facing };
  const cap = runMP(mover);
  const out: Spot[] = [];
  const add = (base: string[], hex: string, facing: number, mp: number, hexes: number) => {
    const head = base.filter(Boolean).join(' ');
    for (let j = 0; j < TURNS.length; j++) {
      const post = TURNS[j]!;
      const n = TURN_COUNTS[j]!;
      if (mp + n > cap) continue;
      const f = rotateFacing(facing as Facing, post.startsWith('L') ? -n : n);
      const total = mp + n;
      out.push({
        orders: head && post ? `${head} ${post}` : head || post,
        end: { hex, facing: f },
        moved: { mode: total === 0 ? 'stand' : total <= mover.walk ? 'walk' : 'run', hexes },
      });
    }
  };
  for (const pre of TURNS) {
    const r = pathOf(s.map, mover, from, [pre, cap ? `${cap}xF` : ''].filter(Boolean).join(' '));
    const turns = pre ? pre.split(' ').length : 0;
    if (r.steps.length < turns) continue;
    const after = turns ? r.steps[turns - 1]! : { hex: start.hex, facing: start.facing, total: 0 };
    add([pre], after.hex, after.facing, after.total, 0);
    r.steps.slice(turns).forEach((st, k) => add([pre, `${k + 1}xF`], st.hex, st.facing, st.total, k + 1));
  }
  for (const back of ['B', '2xB']) {
    const r = pathOf(s.map, mover, from, back);
    if (!r.stopped) out.push({ orders: back, end: r.end, moved: { mode: r.mode, hexes: r.hexesMoved } });
  }
  return out;
}

/**
 * The distinct spots of `reachable` (the first of each end hex, facing, movement mode and hexes moved, in its order),
 * remembered per map, mover and start: that is all `reachable` reads, so a unit searches its reachable hexes once a
 * turn, and runs of a simulation that reach the same start share the search.
 */
const spotMemo = new WeakMap<GameMap, Map<string, readonly Spot[]>>();

export function distinctSpots(s: BattleState, me: string, mover: Mover): readonly Spot[] {
  let byMap = spotMemo.get(s.map);
  if (!byMap) spotMemo.set(s.map, (byMap = new Map()));
  const start = s.positions[me]!;
  const key = `${moverKey(mover)}|${start.hex}/${start.facing}`;
  let spots = byMap.get(key);
  if (!spots) {
    if (byMap.size >= 20_000) byMap.clear();
    const seen = new Set<string>();
    spots = reachable(s, me, mover).filter((o) => {
      const k = `${o.end.hex}/${o.end.facing}/${o.moved.mode}/${o.moved.hexes}`;
      return !seen.has(k) && !!seen.add(k);
    });
    byMap.set(key, spots);
  }
  return spots;
}

/**
 * Orders chosen from geometry alone — the quick bot's move, or heading for an edge — remembered per spot set (map,
 * mover and start: `distinctSpots`) and a key naming the rest of what the choice reads. Every run of a simulation starts
 * from the same opening state and these choices are dice-free, so the situations of later rounds recur too.
 */
const spotDecisions = new WeakMap<readonly Spot[], Map<string, string>>();

export function spotDecision(spots: readonly Spot[], key: string, choose: () => string): string {
  let bySituation = spotDecisions.get(spots);
  if (!bySituation) spotDecisions.set(spots, (bySituation = new Map()));
  let orders = bySituation.get(key);
  if (orders === undefined) {
    if (bySituation.size >= 5_000) bySituation.clear();
    bySituation.set(key, (orders = choose()));
  }
  return orders;
}

/**
 * Jumps for the full bot: a landing in every hex within the unit's jumping MP (its own hex left out), facing the
 * nearest of `foes` (or keeping its facing when there is none), written "J 0805 Face NE" (the document's notation).
 * Whether a landing is allowed (water, height, the unit's state) is left to the executor, as for every other spot.
 * Remembered per map, mover, start and the foes' hexes.
 */
const jumpMemo = new WeakMap<GameMap, Map<string, readonly Spot[]>>();

export function jumpSpots(s: BattleState, me: string, mover: Mover, foes: readonly Hex[]): readonly Spot[] {
  if (mover.jump <= 0) return [];
  let byMap = jumpMemo.get(s.map);
  if (!byMap) jumpMemo.set(s.map, (byMap = new Map()));
  const start = s.positions[me]!;
  const key = `${moverKey(mover)}|${start.hex}/${start.facing}|${foes.map((h) => `${h.col}.${h.row}`).join(',')}`;
  let spots = byMap.get(key);
  if (!spots) {
    if (byMap.size >= 20_000) byMap.clear();
    const from = parseHexLabel(start.hex);
    const out: Spot[] = [];
    for (const to of hexesWithin(from, mover.jump)) {
      const hexes = hexDistance(from, to);
      if (hexes === 0 || !onGrid(s.map, to)) continue;
      const foe = foes.reduce<Hex | undefined>((b, f) => (!b || hexDistance(to, f) < hexDistance(to, b) ? f : b), undefined);
      const facing = (foe && facingTowardHex(to, foe)) ?? start.facing;
      const hex = gridLabel(s.map, to);
      out.push({ orders: `J ${hex} Face ${FACING_WORDS[facing]}`, end: { hex, facing }, moved: { mode: 'jump', hexes } });
    }
    byMap.set(key, (spots = out));
  }
  return spots;
}
