// A unit's movement this round: the MP it has left after heat and leg damage, getting up when prone, then its written orders step by step.
import { type Dice, type Ruling, parseHexLabel, rollCheck, rotateFacing } from '@marshal/core';
import { type BattleUnit, countHit } from '../unit/battle-unit';
import { type FallReport, resolveFall } from '../rules/piloting/falls';
import { heatEffects } from '../rules/heat/heat';
import { psrRuling } from '../rules/piloting/piloting';
import type { CombatRules } from '../options/rules';
import type { EdgeName } from '../map/compose';
import { walkAfterLegLoss } from '../unit/capabilities';
import { cruiseLeft, forcedWithdrawal } from '../rules/withdrawal/crippling';
import { type Mover, mechMover, runMP } from '../map/movement-cost';
import { type StepRoll, isStepRoll, pathTriggers, rollPathPsrs } from './movement-psrs';
import { motiveType, vehicleMover } from '../map/vehicle-movers';
import { parseOrders } from '../map/notation';
import { type PathResult, runOrders } from '../map/path';
import { pathOf } from './memo';
import { type BattleState, type MoveSummary, type Position, inPlay } from './state';
import { nextState } from './next-state';
import { buildingHexesClosed } from './objective-map';

export interface MoveReport {
  readonly unit: string;
  readonly orders: string;
  readonly from: Position;
  readonly to: Position;
  readonly summary: MoveSummary;
  readonly mpUsed: number;
  readonly steps: readonly { readonly order: string; readonly hex: string; readonly facing: number; readonly total: number }[];
  /** The first order that could not be carried out, and why (movement ends before it). */
  readonly stopped: { readonly index: number; readonly order: string; readonly reason: string } | null;
  /** Attempts to get up before moving (2 MP each). */
  readonly gettingUp: readonly GetUpAttempt[];
  /** Rolls the steps caused (water, rubble, running or jumping damaged); a failure is a fall where the move ends. */
  readonly rolls?: readonly StepRoll[];
  /** A charge or death from above declared with the move, against the unit in the hex charged or jumped onto. */
  readonly attack?: { readonly kind: 'charge' | 'dfa'; readonly target: string };
  /** A flying unit's declared change of elevation (1 MP a level, counted in mpUsed). */
  readonly elevation?: { readonly from: number; readonly to: number };
  /** Present when the unit moved off the map: the edge, and its walking/cruising MP as it left (damage, not heat). */
  readonly exited?: { readonly edge: EdgeName; readonly walkMp: number; readonly forced: boolean };
}

/**
 * Walk (cruise) and jump MP after damage only: motive damage (−1 per moderate hit, halved per heavy hit, 0 when
 * immobilised), then damage to the legs still standing (−1 per leg actuator, halved per hip), then the unit's
 * leg-loss rule (`walkAfterLegLoss`: a biped or tripod on one lost leg walks 1; a quad loses 1 for one leg and
 * walks 1 on two), less hit jump jets. When the leg-loss rule leaves no walking MP the unit cannot stand: no jump either.
 */
export function damagedMP(u: BattleUnit): { walk: number; jump: number } {
  if (u.immobile || u.destroyed) return { walk: 0, jump: 0 };
  const caps = u.capabilities;
  const standing = caps.legs.filter((l) => !u.locations[l]?.destroyed);
  const lost = caps.legs.length - standing.length;
  if (lost > 0 && walkAfterLegLoss(caps, lost, Number.MAX_SAFE_INTEGER) === 0) return { walk: 0, jump: 0 };
  let walk = cruiseLeft(u);
  for (const l of standing) walk -= countHit(u, l, 'upper-leg') + countHit(u, l, 'lower-leg') + countHit(u, l, 'foot');
  for (const l of standing) if (countHit(u, l, 'hip')) walk = Math.ceil(walk / 2);
  walk = walkAfterLegLoss(caps, lost, Math.max(0, walk));
  const jetsHit = Object.keys(u.slots).reduce((n, l) => n + countHit(u, l, 'jump-jet'), 0);
  return { walk: Math.max(0, walk), jump: Math.max(0, u.movement.jump - jetsHit) };
}

/** Walk and jump MP this turn: damage (`damagedMP`), then heat (−1 walking MP per 5 points); none when shut down. */
export function currentMP(u: BattleUnit): { walk: number; jump: number } {
  if (u.shutdown) return { walk: 0, jump: 0 };
  const d = damagedMP(u);
  return { walk: Math.max(0, d.walk - heatEffects(u.heat).movementLoss), jump: d.jump };
}

/** Movers made, per unit object (units are read-only values, and a mover reads nothing else). */
const movers = new WeakMap<BattleUnit, Mover>();

/**
 * The unit's mover: a vehicle's from its motive type's row of the movement table, otherwise a 'Mech's. The same
 * unit object gets the same (read-only) mover, so the movement memo (`pathOf`) keys it once.
 */
export const moverFor = (u: BattleUnit): Mover => {
  let m = movers.get(u);
  if (!m) {
    const mp = currentMP(u);
    const motive = motiveType(u.movement.mode);
    // One mover object for equal contents, so a unit changed elsewhere (armour, heat) keeps its movement memo key.
    const key = `${motive ?? ''}|${mp.walk}|${mp.jump}|${u.name}`;
    m = sameMovers.get(key);
    if (!m) {
      if (sameMovers.size >= 10_000) sameMovers.clear();
      sameMovers.set(key, (m = motive ? vehicleMover(motive, mp.walk, u.name) : mechMover(mp.walk, mp.jump, u.name)));
    }
    movers.set(u, m);
  }
  return m;
};
const sameMovers = new Map<string, Mover>();

/** Why a charge or death from above declared with the move cannot be made (no enemy there, or the unit cannot make physical attacks). */
function attackProblem(s: BattleState, id: string, hex: string, what: string, target: string | undefined): string | null {
  if (!s.units[id]!.capabilities.physicalAttacks) return `${s.units[id]!.name} cannot make a ${what}`;
  if (!target) return `no unit stands in ${hex} for a ${what}`;
  if (s.sideOf[target] === s.sideOf[id]) return `${s.units[target]!.name} in ${hex} is on the same side`;
  return null;
}

/** The unit standing in a hex, if any is in play. */
export const unitAt = (s: BattleState, hex: string): string | undefined => Object.keys(s.positions).find((id) => inPlay(s, id) && s.positions[id]!.hex === hex);

/**
 * The orders run on the map, ending before the first step into a hex another unit stands in (where it stands
 * now: in written movement, units already moved are at their new hex).
 */
export function unblockedPath(s: BattleState, id: string, mover: Mover, orders: string, mode?: 'walk' | 'run' | 'jump', limit?: number): PathResult {
  const from = s.positions[id]!;
  const start = { hex: parseHexLabel(from.hex), facing: from.facing };
  const list = parseOrders(orders).slice(0, limit);
  const opts = { exits: true, ...(mode ? { mode } : {}) };
  // The whole orders' run is the bots' and the executor's most common one: remembered (`pathOf`; results are read-only).
  const path = limit === undefined ? pathOf(s.map, mover, start, orders, opts) : runOrders(s.map, mover, start, list, opts);
  const taken = new Map(
    Object.entries(s.positions)
      .filter(([other]) => other !== id && inPlay(s, other))
      .map(([other, p]) => [p.hex, other]),
  );
  const side = s.sides.find((x) => x.id === s.sideOf[id])!;
  const closed = new Map([...(side.closedHexes ?? []).map((c): [string, string] => [c.hex, c.reason]), ...buildingHexesClosed(s)]);
  const c = closed.size ? path.steps.findIndex((step) => step.hex !== from.hex && closed.has(step.hex)) : -1;
  const o = path.steps.findIndex((step) => step.hex !== from.hex && taken.has(step.hex));
  if (c >= 0 && (o < 0 || c <= o)) {
    const cut = runOrders(s.map, mover, start, list.slice(0, c), opts);
    const order = list[c]!;
    return {
      ...cut,
      stopped: {
        index: order.index,
        order: order.token,
        reason: `${s.units[id]!.name} may not enter ${path.steps[c]!.hex}: ${closed.get(path.steps[c]!.hex)!}`,
      },
    };
  }
  const i = o;
  const allowed = side.exitEdges;
  if (i < 0 && path.exited && !allowed.includes(path.exited.edge)) {
    const cut = runOrders(s.map, mover, start, list.slice(0, path.steps.length - 1), opts);
    return {
      ...cut,
      stopped: {
        index: path.exited.index,
        order: path.exited.order,
        reason: `${s.units[id]!.name} may leave the map only by the ${allowed.join(' or ')} edge, not the ${path.exited.edge}`,
      },
    };
  }
  const declared = path.charge ?? path.dfa;
  if (i < 0 && declared) {
    const problem = attackProblem(s, id, declared.hex, path.charge ? 'charge' : 'death from above', taken.get(declared.hex));
    if (!problem) return path;
    const cut = runOrders(s.map, mover, start, list.slice(0, path.steps.length - 1), opts);
    return { ...cut, stopped: { index: declared.index, order: declared.order, reason: problem } };
  }
  if (i < 0) return path;
  const cut = runOrders(s.map, mover, start, list.slice(0, i), opts);
  const order = list[i]!;
  return {
    ...cut,
    stopped: { index: order.index, order: order.token, reason: `${path.steps[i]!.hex} is occupied by ${s.units[taken.get(path.steps[i]!.hex)!]!.name}` },
  };
}

/** Movement heat: 1 walking, 2 running, jumping the greater of 3 and the hexes jumped. */
export const movementHeat = (m: MoveSummary | undefined): number =>
  !m ? 0 : m.mode === 'walk' ? 1 : m.mode === 'run' ? 2 : m.mode === 'jump' ? Math.max(3, m.hexes) : 0;

export interface GetUpAttempt {
  readonly ruling: Ruling;
  readonly roll: number | null;
  readonly success: boolean;
  /** A failed attempt is a fall: its report (damage, hexsides turned, pilot roll). */
  readonly fall: FallReport | null;
}

function getUp(u: BattleUnit, rules: CombatRules, dice: Dice): { unit: BattleUnit; attempt: GetUpAttempt } {
  const ruling = psrRuling(u, 'getting-up', rules);
  const r = rollCheck(ruling, dice, `${u.name}: getting up`);
  const fall = r.success ? null : resolveFall(u, rules, dice);
  const attempt: GetUpAttempt = { ruling, roll: r.roll?.total ?? null, success: r.success, fall: fall?.report ?? null };
  return { unit: fall ? fall.unit : { ...u, prone: false }, attempt };
}

/**
 * The piloting rolls a unit's orders need before it moves: a prone unit with orders tries to get up (2 MP an
 * attempt) while it has MP for another attempt. `prior` attempts this turn were already made.
 */
export function movementPsrs(u: BattleUnit, orders: string, rules: CombatRules, dice: Dice, prior = 0): { unit: BattleUnit; attempts: GetUpAttempt[] } {
  if (!u.prone || !orders.trim() || moverFor(u).walk - 2 * prior <= 0) return { unit: u, attempts: [] };
  const g = getUp(u, rules, dice);
  return { unit: g.unit, attempts: [g.attempt] };
}

/** What a unit moves with after its getting-up attempts (2 MP each; no jumping after getting up). */
export function afterGettingUp(
  s: BattleState,
  id: string,
  u: BattleUnit,
  attempts: readonly GetUpAttempt[],
): { mover: Mover; start: Position; still: boolean } {
  const from = s.positions[id]!;
  const start = {
    ...from,
    facing: rotateFacing(
      from.facing,
      attempts.reduce((t, a) => t + (a.fall?.facing.turn ?? 0), 0),
    ),
  };
  const spent = 2 * attempts.length;
  const base = moverFor(u);
  const mover = spent ? { ...base, walk: Math.max(0, base.walk - spent), run: Math.max(0, Math.ceil(base.walk * 1.5) - spent), jump: 0 } : base;
  return { mover, start, still: u.prone || runMP(mover) + mover.jump === 0 };
}

/**
 * Every piloting roll a unit's orders need, rolled now (written movement rolls them before the reveal, seed 003
 * §1.2.1): getting up, then the rolls the path's steps cause (`pathTriggers`, on the map as it stands now).
 * `prior` getting-up attempts this turn were already made.
 */
export function prepareMove(
  s: BattleState,
  id: string,
  orders: string,
  rules: CombatRules,
  dice: Dice,
  prior = 0,
): { unit: BattleUnit; attempts: GetUpAttempt[] } {
  const up = movementPsrs(s.units[id]!, orders, rules, dice, prior);
  const m = afterGettingUp(s, id, up.unit, up.attempts);
  if (m.still || !orders.trim()) return up;
  const path = unblockedPath(nextState(s, { positions: { ...s.positions, [id]: m.start } }), id, m.mover, orders);
  const r = rollPathPsrs(up.unit, pathTriggers(s.map, up.unit, path), rules, dice);
  return { unit: r.unit, attempts: [...up.attempts, ...r.rolls] };
}

/**
 * Carry out one unit's orders. A prone unit gets up first; each attempt costs 2 MP and a unit still prone stays
 * put. Then the path, with the rolls its steps cause: the first failure is a fall in that step's hex, where the
 * move ends. The rolls are made here, or were made before the reveal and come in as `rolled`.
 */
export function executeMove(
  s: BattleState,
  id: string,
  orders: string,
  rules: CombatRules,
  dice: Dice,
  mode?: 'walk' | 'run' | 'jump',
  rolled?: readonly GetUpAttempt[],
  limit?: number,
): { unit: BattleUnit; report: MoveReport } {
  const pre = rolled ? { unit: s.units[id]!, attempts: rolled.filter((a) => !isStepRoll(a)) } : movementPsrs(s.units[id]!, orders, rules, dice);
  let u = pre.unit;
  const from = s.positions[id]!;
  const fellBefore = (rolled ?? []).some((a) => isStepRoll(a) && !a.success);
  const m = afterGettingUp(s, id, fellBefore ? { ...u, prone: false } : u, pre.attempts);
  const moving = nextState(s, { positions: { ...s.positions, [id]: m.start } });
  let path: PathResult | null = m.still ? null : unblockedPath(moving, id, m.mover, orders, mode, limit);
  let rolls: StepRoll[] = [];
  let fell: StepRoll | undefined;
  if (path) {
    if (rolled) rolls = rolled.filter(isStepRoll);
    else ({ unit: u, rolls } = rollPathPsrs(u, pathTriggers(s.map, u, path), rules, dice));
    fell = rolls.find((r) => !r.success);
    if (fell) path = unblockedPath(moving, id, m.mover, orders, mode, Math.min(fell.step, path.steps.length - 1) + 1);
  }
  const to = path ? { hex: path.end.hex, facing: rotateFacing(path.end.facing, fell?.fall?.facing.turn ?? 0) } : m.start;
  const summary: MoveSummary = path ? { mode: path.mode, hexes: path.hexesMoved } : { mode: 'stand', hexes: 0 };
  const next = path && fell ? parseOrders(orders)[path.steps.length] : undefined;
  const fallStop =
    fell && next
      ? { index: next.index, order: next.token, reason: `${u.name} fell in ${to.hex} (failed piloting roll: ${rules.triggers[fell.trigger].label})` }
      : null;
  const stopped =
    m.still && orders.trim()
      ? { index: 1, order: orders.trim().split(/\s+/)[0]!, reason: u.prone ? 'the unit is prone' : 'the unit has no movement points' }
      : (fallStop ?? path?.stopped ?? null);
  return {
    unit: u,
    report: {
      unit: id,
      orders,
      from,
      to,
      summary,
      mpUsed: path?.mpUsed ?? 0,
      steps: (path?.steps ?? []).map((p) => ({ order: p.order, hex: p.hex, facing: p.facing, total: p.total })),
      stopped,
      gettingUp: pre.attempts,
      ...(rolls.length ? { rolls } : {}),
      ...(path?.charge || path?.dfa
        ? { attack: { kind: path.charge ? ('charge' as const) : ('dfa' as const), target: unitAt(s, (path.charge ?? path.dfa)!.hex)! } }
        : {}),
      ...(path?.exited ? { exited: { edge: path.exited.edge, walkMp: damagedMP(u).walk, forced: forcedWithdrawal(u).met } } : {}),
    },
  };
}
