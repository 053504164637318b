// Seed 003 §2.1: when a side's time runs out before it has finished writing its movement or fire, it either does nothing or carries out what it had written so far.
import { type Rejection, isRejection, reject } from '@marshal/core';
import type { BattleCommand } from './schema';
import { SEED_003_TIMERS } from './sources';
import { type BattleState, canAct, unitsOf } from './state';
import { checkOrders } from './written-orders';

type TimeOut = Extract<BattleCommand, { type: 'timeOut' }>;
type Step<E> = (s: BattleState, c: BattleCommand) => readonly E[] | Rejection;
type Fold<E> = (s: BattleState, e: E) => BattleState;

/** The units of `side` that act this phase (the ones the other side waits for). */
const acting = (s: BattleState, side: string): string[] => unitsOf(s, side).filter((id) => canAct(s, id));

/** The draft orders a unit carries out: as written when they parse, otherwise it stands still. */
function draftOrders(c: TimeOut, id: string): string {
  const text = c.choice === 'as-written' ? (c.orders?.[id] ?? '') : '';
  return checkOrders(text, id) ? '' : text;
}

/** The commands a timed-out side's units are given, in order; the events of each are folded before the next. */
function commandsFor(s: BattleState, c: TimeOut): BattleCommand[] | string {
  const mine = acting(s, c.side);
  if (s.pointBlank) {
    const waiting = s.pointBlank.waiting.filter((id) => s.sideOf[id] === c.side);
    if (!waiting.length) return `${c.side} has no point-blank shot to decide`;
    return waiting.map((unit) => ({ type: 'pointBlank', unit, attacks: [], twist: 0 }));
  }
  if (s.phase === 'movement' && s.movementMode === 'alternating') {
    const unit = s.moveQueue[0];
    if (!unit || s.sideOf[unit] !== c.side) return `${c.side} is not the side to move`;
    return [{ type: 'move', unit, orders: draftOrders(c, unit) }];
  }
  if (s.phase === 'movement') {
    if (!s.written[c.side]) return [{ type: 'writeOrders', side: c.side, orders: Object.fromEntries(mine.map((id) => [id, draftOrders(c, id)])) }];
    const failed = s.revisable.filter((id) => s.sideOf[id] === c.side);
    if (!failed.length) return `${c.side} has written its orders and owes no change`;
    return failed.map((unit) => ({
      type: 'reviseOrders',
      side: c.side,
      unit,
      orders: c.choice === 'nothing' ? '' : c.orders?.[unit] !== undefined ? draftOrders(c, unit) : null,
    }));
  }
  if (s.phase === 'fire') {
    const open = mine.filter((id) => !s.fire[id]);
    if (!open.length) return `${c.side} has declared all its fire`;
    return open.map((unit) => ({ type: 'fire', unit, attacks: [], twist: 0 }));
  }
  if (s.phase === 'physical') {
    const open = mine.filter((id) => !(id in s.physical));
    if (!open.length) return `${c.side} has declared all its physical attacks`;
    return open.map((unit) => ({ type: 'physical', unit, attack: null }));
  }
  return `nothing is timed in the ${s.phase} phase`;
}

/**
 * A side's clock ran out. Its units that still owed something are given "nothing" (stand still, no fire, no
 * physical attack) or, as written, the draft orders it had. Choosing nothing also withdraws the fire and physical
 * attacks it had already declared this phase. The events are those of the ordinary commands, so the phase resolves as usual.
 */
export function timeOut<E extends { type: string }>(
  s: BattleState,
  c: TimeOut,
  step: Step<E>,
  fold: Fold<E>,
  cancel: (unit: string) => E,
): readonly E[] | Rejection {
  if (!s.sides.some((x) => x.id === c.side)) return reject(`no side "${c.side}"`, undefined, 'side');
  const commands = commandsFor(s, c);
  if (typeof commands === 'string') return reject(commands, SEED_003_TIMERS, 'side');
  const events: E[] = [];
  if (c.choice === 'nothing' && (s.phase === 'fire' || s.phase === 'physical')) {
    const declared = acting(s, c.side).filter((id) => (s.phase === 'fire' ? !!s.fire[id] : id in s.physical));
    events.push(...declared.map(cancel));
  }
  let cur = events.reduce(fold, s);
  for (const command of commands) {
    const out = step(cur, command);
    if (isRejection(out)) return out;
    events.push(...out);
    cur = out.reduce(fold, cur);
  }
  return events;
}
