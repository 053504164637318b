// Seed 003 §1.2 written simultaneous movement: each side writes its orders in secret, rolls its movement piloting rolls before the reveal, may change a failed unit's orders once, then all orders are revealed and carried out.
import { type Dice, type Rejection, reject, rejectionFrom } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import { parseOrders } from '../map/notation';
import { type GetUpAttempt, type MoveReport, executeMove, prepareMove } from './movement';
import { isStepRoll } from './movement-psrs';
import type { BattleCommand } from './schema';
import { SEED_003_MOVEMENT, SEED_003_MOVE_PSR, TW_SEQUENCE } from './sources';
import { type UnitChange, applyUnitChange, applyUnitChanges, unitChange } from './unit-change';
import { type BattleState, canAct, unitsOf } from './state';
import { nextState } from './next-state';

export type WrittenOrdersEvent =
  | {
      readonly type: 'ordersWritten';
      readonly side: string;
      readonly orders: Readonly<Record<string, string>>;
      readonly psrs: Readonly<Record<string, readonly GetUpAttempt[]>>;
      readonly units: Readonly<Record<string, UnitChange>>;
    }
  | {
      readonly type: 'ordersRevised';
      readonly side: string;
      readonly unit: string;
      readonly orders: string | null;
      readonly psrs: readonly GetUpAttempt[];
      readonly state: UnitChange;
    }
  | { readonly type: 'ordersRevealed'; readonly orders: Readonly<Record<string, Readonly<Record<string, string>>>> }
  | { readonly type: 'unitMoved'; readonly report: MoveReport; readonly unit: UnitChange };

export function checkOrders(text: string, field: string): Rejection | null {
  try {
    parseOrders(text);
    return null;
  } catch (e) {
    return rejectionFrom(e, SEED_003_MOVEMENT, field);
  }
}

/** Both sides have written and no failed roll still waits for its one change. */
export const readyToReveal = (s: BattleState): boolean => s.sides.every((x) => s.written[x.id]) && !s.revisable.length;

/** The reveal: every written order carried out, units that move first (setup `movesFirst`) then initiative loser first; a unit cannot end in or pass into a hex a unit already stands in. */
function reveal(s: BattleState, rules: CombatRules, dice: Dice, apply: Apply): WrittenOrdersEvent[] {
  const events: WrittenOrdersEvent[] = [{ type: 'ordersRevealed', orders: s.written }];
  let cur = apply(s, events[0]!);
  const first = s.movesFirst ?? [];
  const inOrder = s.initiativeOrder.flatMap((side) => Object.entries(s.written[side] ?? {}));
  for (const [id, text] of [...inOrder.filter(([id]) => first.includes(id)), ...inOrder.filter(([id]) => !first.includes(id))]) {
    const r = executeMove(cur, id, text, rules, dice, undefined, s.prepared[id] ?? []);
    const moved: WrittenOrdersEvent = { type: 'unitMoved', report: r.report, unit: unitChange(cur.units[id]!, r.unit) };
    events.push(moved);
    cur = apply(cur, moved);
  }
  return events;
}

type Apply = (s: BattleState, e: WrittenOrdersEvent) => BattleState;

function thenReveal(s: BattleState, events: WrittenOrdersEvent[], apply: Apply, rules: CombatRules, dice: Dice): WrittenOrdersEvent[] {
  const next = events.reduce(apply, s);
  return readyToReveal(next) ? [...events, ...reveal(next, rules, dice, apply)] : events;
}

export function writeOrders(
  s: BattleState,
  c: Extract<BattleCommand, { type: 'writeOrders' }>,
  rules: CombatRules,
  dice: Dice,
  apply: Apply,
): WrittenOrdersEvent[] | Rejection {
  if (s.movementMode !== 'simultaneous') return reject('this battle uses alternating movement: send move', TW_SEQUENCE, 'type');
  if (!s.sides.some((x) => x.id === c.side)) return reject(`no side "${c.side}"`, undefined, 'side');
  if (s.written[c.side]) return reject(`${c.side} has already written its orders this round`, SEED_003_MOVEMENT, 'side');
  const mine = unitsOf(s, c.side).filter((id) => canAct(s, id));
  for (const id of Object.keys(c.orders)) if (!mine.includes(id)) return reject(`"${id}" is not a unit of ${c.side} that can move`, undefined, `orders.${id}`);
  for (const id of mine) {
    const bad = checkOrders(c.orders[id] ?? '', `orders.${id}`);
    if (bad) return bad;
  }
  const orders = Object.fromEntries(mine.map((id) => [id, c.orders[id] ?? '']));
  const psrs: Record<string, GetUpAttempt[]> = {};
  const units: Record<string, UnitChange> = {};
  for (const id of mine) {
    const r = prepareMove(s, id, orders[id]!, rules, dice);
    if (!r.attempts.length) continue;
    psrs[id] = r.attempts;
    units[id] = unitChange(s.units[id]!, r.unit);
  }
  return thenReveal(s, [{ type: 'ordersWritten', side: c.side, orders, psrs, units }], apply, rules, dice);
}

export function reviseOrders(
  s: BattleState,
  c: Extract<BattleCommand, { type: 'reviseOrders' }>,
  rules: CombatRules,
  dice: Dice,
  apply: Apply,
): WrittenOrdersEvent[] | Rejection {
  if (!s.revisable.includes(c.unit) || s.sideOf[c.unit] !== c.side)
    return reject(`${c.unit} has no failed piloting roll whose orders ${c.side} may change`, SEED_003_MOVE_PSR, 'unit');
  if (c.orders !== null) {
    const bad = checkOrders(c.orders, 'orders');
    if (bad) return bad;
  }
  const prior = s.prepared[c.unit] ?? [];
  const r =
    c.orders === null ? { unit: s.units[c.unit]!, attempts: [] } : prepareMove(s, c.unit, c.orders, rules, dice, prior.filter((a) => !isStepRoll(a)).length);
  return thenReveal(
    s,
    [{ type: 'ordersRevised', side: c.side, unit: c.unit, orders: c.orders, psrs: r.attempts, state: unitChange(s.units[c.unit]!, r.unit) }],
    apply,
    rules,
    dice,
  );
}

/** Folding the written-orders events into the state (the unit moves themselves are folded by the module). */
export function applyWritten(s: BattleState, e: Exclude<WrittenOrdersEvent, { type: 'unitMoved' }>): BattleState {
  switch (e.type) {
    case 'ordersWritten': {
      const failed = Object.entries(e.psrs)
        .filter(([, a]) => a.some((x) => !x.success))
        .map(([id]) => id);
      const before = Object.fromEntries(Object.keys(e.units).map((id) => [id, s.units[id]!]));
      return nextState(s, {
        written: { ...s.written, [e.side]: e.orders },
        units: applyUnitChanges(s.units, e.units),
        prepared: { ...s.prepared, ...e.psrs },
        revisable: [...s.revisable, ...failed],
        beforeRolls: { ...before, ...s.beforeRolls },
      });
    }
    case 'ordersRevised': {
      const orders = e.orders === null ? s.written[e.side]! : { ...s.written[e.side], [e.unit]: e.orders };
      const beforeRolls = e.unit in s.beforeRolls ? s.beforeRolls : { ...s.beforeRolls, [e.unit]: s.units[e.unit]! };
      return nextState(s, {
        beforeRolls,
        written: { ...s.written, [e.side]: orders },
        units: { ...s.units, [e.unit]: applyUnitChange(s.units[e.unit]!, e.state) },
        prepared: {
          ...s.prepared,
          [e.unit]: e.orders === null ? (s.prepared[e.unit] ?? []) : [...(s.prepared[e.unit] ?? []).filter((a) => !isStepRoll(a)), ...e.psrs],
        },
        revisable: s.revisable.filter((id) => id !== e.unit),
      });
    }
    case 'ordersRevealed':
      return nextState(s, { written: e.orders, beforeRolls: {} });
  }
}
