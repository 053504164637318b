import type { BattleState } from './state';

const HIDDEN = '(hidden until both sides have written orders)';

/**
 * What one seat may see. Before the reveal the other side's written orders, the piloting rolls it made before
 * revealing and what they did to its units are hidden (seed 003 §1.2); declared fire and physical attacks of the other side are hidden until all
 * are in (seed 003 §2.1: combat is recorded secretly).
 */
export function viewFor(state: BattleState, seat: string): BattleState {
  const theirs = (id: string) => state.sideOf[id] !== seat;
  let view = state;
  if (state.phase === 'movement') {
    const written = Object.fromEntries(Object.entries(state.written).map(([side, orders]) => [side, side === seat ? orders : Object.fromEntries(Object.keys(orders).map((id) => [id, HIDDEN]))]));
    const prepared = Object.fromEntries(Object.entries(state.prepared).filter(([id]) => !theirs(id)));
    const units = { ...state.units, ...Object.fromEntries(Object.entries(state.beforeRolls).filter(([id]) => theirs(id))) };
    view = { ...view, written, prepared, units, beforeRolls: {}, revisable: state.revisable.filter((id) => !theirs(id)) };
  }
  if (state.phase === 'fire') view = { ...view, fire: Object.fromEntries(Object.entries(state.fire).map(([id, a]) => [id, theirs(id) ? [] : a])) };
  if (state.phase === 'physical') view = { ...view, physical: Object.fromEntries(Object.entries(state.physical).map(([id, a]) => [id, theirs(id) ? null : a])) };
  return view;
}
