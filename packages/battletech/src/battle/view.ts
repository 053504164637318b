import type { BattleState } from './state';

/** What one seat may see: before both sides' orders are in, the other side's written orders are hidden (seed 003 §1.2). */
export function viewFor(state: BattleState, seat: string): BattleState {
  const sides = Object.keys(state.written);
  if (state.phase !== 'movement' || sides.length === 2) return state;
  const written = Object.fromEntries(sides.map((side) => [side, side === seat ? state.written[side]! : Object.fromEntries(Object.keys(state.written[side]!).map((id) => [id, '(hidden until both sides have written orders)']))]));
  return { ...state, written };
}
