// A unit's movement this round: the MP it has left after heat and leg damage, getting up when prone, then its written orders step by step.
import { type Dice, type Ruling, parseHexLabel, rollCheck } from '@marshal/core';
import { type BattleUnit, countHit } from '../combat/battle-unit';
import { resolveFall } from '../combat/falls';
import { heatEffects } from '../combat/heat';
import { psrRuling } from '../combat/piloting';
import type { CombatRules } from '../combat/rules';
import { type Mover, mechMover } from '../map/movement-cost';
import { type PathResult, runOrders } from '../map/path';
import type { BattleState, MoveSummary, Position } from './state';

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
  readonly gettingUp: { readonly ruling: Ruling; readonly roll: number | null; readonly success: boolean } | null;
}

/** Walk and jump MP after heat (−1 per 5 points) and leg damage (−1 per leg actuator, halved per hip, 1 on a lost leg). */
export function currentMP(u: BattleUnit): { walk: number; jump: number } {
  if (u.immobile || u.destroyed || u.shutdown) return { walk: 0, jump: 0 };
  const legs = u.capabilities.legs;
  const lost = legs.filter((l) => u.locations[l]?.destroyed).length;
  if (lost >= 2) return { walk: 0, jump: 0 };
  let walk = u.movement.walk;
  for (const l of legs) walk -= countHit(u, l, 'upper-leg') + countHit(u, l, 'lower-leg') + countHit(u, l, 'foot');
  for (const l of legs) if (countHit(u, l, 'hip')) walk = Math.ceil(walk / 2);
  if (lost === 1) walk = Math.min(walk, 1);
  walk = Math.max(0, walk - heatEffects(u.heat).movementLoss);
  const jetsHit = Object.keys(u.slots).reduce((n, l) => n + countHit(u, l, 'jump-jet'), 0);
  return { walk, jump: Math.max(0, u.movement.jump - jetsHit) };
}

export const moverFor = (u: BattleUnit): Mover => {
  const mp = currentMP(u);
  return mechMover(mp.walk, mp.jump, u.name);
};

/** Movement heat: 1 walking, 2 running, jumping the greater of 3 and the hexes jumped. */
export const movementHeat = (m: MoveSummary | undefined): number =>
  !m ? 0 : m.mode === 'walk' ? 1 : m.mode === 'run' ? 2 : m.mode === 'jump' ? Math.max(3, m.hexes) : 0;

function getUp(u: BattleUnit, rules: CombatRules, dice: Dice): { unit: BattleUnit; report: MoveReport['gettingUp'] } {
  const ruling = psrRuling(u, 'getting-up', rules);
  const r = rollCheck(ruling, dice, `${u.name}: getting up`);
  if (r.success) return { unit: { ...u, prone: false }, report: { ruling, roll: r.roll?.total ?? null, success: true } };
  return { unit: resolveFall(u, rules, dice).unit, report: { ruling, roll: r.roll?.total ?? null, success: false } };
}

/** Carry out one unit's orders; a prone unit first rolls to get up (2 MP), and stays put if it falls again. */
export function executeMove(s: BattleState, id: string, orders: string, rules: CombatRules, dice: Dice, mode?: 'walk' | 'run' | 'jump'): { unit: BattleUnit; report: MoveReport } {
  let u = s.units[id]!;
  const from = s.positions[id]!;
  let gettingUp: MoveReport['gettingUp'] = null;
  let mover = moverFor(u);
  if (u.prone && mover.walk > 0) {
    const g = getUp(u, rules, dice);
    u = g.unit;
    gettingUp = g.report;
    mover = { ...mover, walk: Math.max(0, mover.walk - 2), run: Math.max(0, Math.ceil(mover.walk * 1.5) - 2), jump: 0 };
  }
  const still = u.prone || mover.walk + mover.jump === 0;
  const path: PathResult | null = still ? null : runOrders(s.map, mover, { hex: parseHexLabel(from.hex), facing: from.facing }, orders, mode ? { mode } : {});
  const to = path ? { hex: path.end.hex, facing: path.end.facing } : from;
  const summary: MoveSummary = path ? { mode: path.mode, hexes: path.hexesMoved } : { mode: 'stand', hexes: 0 };
  const stopped = still && orders.trim() ? { index: 1, order: orders.trim().split(/\s+/)[0]!, reason: u.prone ? 'the unit is prone' : 'the unit has no movement points' } : path?.stopped ?? null;
  return {
    unit: u,
    report: {
      unit: id, orders, from, to, summary, mpUsed: path?.mpUsed ?? 0,
      steps: (path?.steps ?? []).map((p) => ({ order: p.order, hex: p.hex, facing: p.facing, total: p.total })),
      stopped, gettingUp,
    },
  };
}
