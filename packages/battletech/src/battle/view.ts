import type { BattleState } from './state';
import { withoutHidden } from './hidden';

const HIDDEN = '(hidden until both sides have written orders)';

/**
 * What one seat (or several, or none: a spectator) may see. Before the reveal the other side's written orders, the piloting rolls it made before
 * revealing and what they did to its units are hidden (seed 003 §1.2); declared fire and physical attacks of the other side are hidden until all
 * are in (seed 003 §2.1: combat is recorded secretly). The other side's hidden units are not shown at all until revealed (Total Warfare Hidden Units).
 */
export function viewFor(state: BattleState, seat: string | readonly string[]): BattleState {
  const seats: readonly string[] = typeof seat === 'string' ? [seat] : seat;
  const theirs = (id: string) => !seats.includes(state.sideOf[id]!);
  let view = state;
  if (state.phase === 'movement') {
    const written = Object.fromEntries(
      Object.entries(state.written).map(([side, orders]) => [
        side,
        seats.includes(side) ? orders : Object.fromEntries(Object.keys(orders).map((id) => [id, HIDDEN])),
      ]),
    );
    const prepared = Object.fromEntries(Object.entries(state.prepared).filter(([id]) => !theirs(id)));
    const units = { ...state.units, ...Object.fromEntries(Object.entries(state.beforeRolls).filter(([id]) => theirs(id))) };
    view = { ...view, written, prepared, units, beforeRolls: {}, revisable: state.revisable.filter((id) => !theirs(id)) };
  }
  if (state.phase === 'fire') {
    const fire = Object.fromEntries(Object.entries(state.fire).map(([id, a]) => [id, theirs(id) ? [] : a]));
    view = { ...view, fire, twists: Object.fromEntries(Object.entries(state.twists).filter(([id]) => !theirs(id))) };
  }
  if (state.phase === 'physical')
    view = { ...view, physical: Object.fromEntries(Object.entries(state.physical).map(([id, a]) => [id, theirs(id) ? null : a])) };
  return withoutHidden(view, seats);
}
