// The bot's charges and deaths from above: each is a move with an attack on its end, worth the spot plus the expected damage dealt, less (by caution) the damage risked.
import { type Hex, hexDistance, neighbour, parseHexLabel } from '@marshal/core';
import { fallDamage } from '../rules/piloting/falls';
import { type PhysicalAttackInput, physicalDamage, physicalToHit } from '../rules/physical-attacks/physical';
import type { CombatRules } from '../options/rules';
import { gridLabel } from '../map/grid';
import type { Mover } from '../map/movement-cost';
import type { PathResult } from '../map/path';
import { pathOf } from '../battle/memo';
import { type BattleState, type MoveSummary, type Position, enemiesOf } from '../battle/state';

export interface AttackMove {
  readonly orders: string;
  readonly value: number;
}

interface Spot {
  readonly orders: string;
  readonly end: Position;
  readonly moved: MoveSummary;
}

type SpotValue = (end: Position, moved: MoveSummary) => number;

/** A charge's or death from above's worth: the spot, plus expected damage dealt, less caution × expected damage taken (a missed death from above falls as the rules' missed-dfa trigger says). */
function value(s: BattleState, me: string, foe: string, path: PathResult, rules: CombatRules, caution: number, spot: SpotValue): number {
  const kind = path.dfa ? 'dfa' : 'charge';
  const tm = s.moved[foe];
  const input: PhysicalAttackInput = {
    kind,
    attacker: s.units[me]!,
    target: s.units[foe]!,
    attackerMoved: path.mode === 'jump' ? 'jumped' : path.mode === 'run' ? 'ran' : 'walked',
    targetMoved: { hexes: tm?.hexes ?? 0, jumped: tm?.mode === 'jump' },
    hexesMoved: path.hexesMoved,
  };
  const p = physicalToHit(input, rules).odds.probability;
  const dmg = physicalDamage(input);
  const risk = p * dmg.attacker + (kind === 'dfa' ? (1 - p) * fallDamage(s.units[me]!.tonnage, rules.triggers['missed-dfa'].fall?.levels ?? 0) : 0);
  return spot(path.end, { mode: path.mode, hexes: path.hexesMoved }) + p * dmg.target - caution * risk;
}

/**
 * Charges from every reachable spot that ends facing an enemy, and deaths from above on every enemy within jump
 * range, with their values. Only units that make physical attacks and stand up take part.
 */
export function attackMoves(
  s: BattleState,
  me: string,
  mover: Mover,
  spots: readonly Spot[],
  rules: CombatRules,
  caution: number,
  spot: SpotValue,
): AttackMove[] {
  const u = s.units[me]!;
  if (!u.capabilities.physicalAttacks || u.prone) return [];
  const start = s.positions[me]!;
  const from = { hex: parseHexLabel(start.hex), facing: start.facing };
  const foes = new Map(enemiesOf(s, me).map((f) => [s.positions[f]!.hex, f]));
  const out: AttackMove[] = [];
  const tryOrders = (orders: string, foe: string) => {
    const path = pathOf(s.map, mover, from, orders);
    if (!path.stopped && (path.charge || path.dfa)) out.push({ orders, value: value(s, me, foe, path, rules, caution, spot) });
  };
  for (const o of spots) {
    if (o.moved.mode === 'jump') continue;
    const ahead: Hex = neighbour(parseHexLabel(o.end.hex), o.end.facing);
    const foe = foes.get(gridLabel(s.map, ahead));
    if (foe) tryOrders(`${o.orders} Ch`.trim(), foe);
  }
  if (mover.jump > 0) for (const [hex, foe] of foes) if (hexDistance(from.hex, parseHexLabel(hex)) <= mover.jump) tryOrders(`DFA ${hex}`, foe);
  return out;
}
