// To-hit modifiers that come from movement: the target's (by hexes moved, +1 for jumping) and the attacker's (by mode).
import { type Modifier, TOTAL_WARFARE, bookSource, modifier } from '@marshal/core';

export type MoveMode = 'stand' | 'walk' | 'run' | 'jump';

const TMM_SOURCE = bookSource(TOTAL_WARFARE, { section: 'Combat › Target movement modifier', note: 'by hexes moved' });
const AMM_SOURCE = bookSource(TOTAL_WARFARE, { section: 'Combat › Attacker movement modifier' });

/** Hexes moved (at least) → modifier. */
export const TARGET_MOVEMENT_TABLE: readonly (readonly [number, number])[] = [
  [0, 0],
  [3, 1],
  [5, 2],
  [7, 3],
  [10, 4],
  [18, 5],
  [25, 6],
];

export function targetMovementModifiers(hexesMoved: number, mode: MoveMode): Modifier[] {
  const value = [...TARGET_MOVEMENT_TABLE].reverse().find(([min]) => hexesMoved >= min)![1];
  const out = [modifier('target-movement', `target moved ${hexesMoved} hex${hexesMoved === 1 ? '' : 'es'}`, value, TMM_SOURCE)];
  if (mode === 'jump') out.push(modifier('target-jumped', 'target jumped', 1, TMM_SOURCE));
  return out;
}

const ATTACKER: Record<MoveMode, [number, string]> = {
  stand: [0, 'attacker stood still'],
  walk: [1, 'attacker walked'],
  run: [2, 'attacker ran'],
  jump: [3, 'attacker jumped'],
};

export function attackerMovementModifier(mode: MoveMode): Modifier {
  const [value, label] = ATTACKER[mode];
  return modifier('attacker-movement', label, value, AMM_SOURCE);
}
