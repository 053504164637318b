import { type Modifier, type Source, modifier } from '@marshal/core';
import { SRC } from '../sources';

/** Attacker and target movement modifiers, shared by weapon and physical attacks. */
export type AttackerMovement = 'stood' | 'walked' | 'ran' | 'jumped';

export const ATTACKER_MOVEMENT: Readonly<Record<AttackerMovement, number>> = { stood: 0, walked: 1, ran: 2, jumped: 3 };

export interface TargetMovement {
  readonly hexes: number;
  readonly jumped: boolean;
  /** The target's movement does not count (a point-blank shot from a hidden unit, mid-move): the rule that says so. */
  readonly waived?: Source;
}

const TMM_STEPS: readonly [number, number][] = [
  [25, 6],
  [18, 5],
  [10, 4],
  [7, 3],
  [5, 2],
  [3, 1],
];

export const targetMovementModifier = (hexes: number): number => TMM_STEPS.find(([at]) => hexes >= at)?.[1] ?? 0;

export function attackerMovementMod(moved: AttackerMovement): Modifier | null {
  const v = ATTACKER_MOVEMENT[moved];
  return v ? modifier('attacker-movement', `attacker ${moved}`, v, SRC.attackerMove) : null;
}

export function targetMovementMods(moved: TargetMovement): Modifier[] {
  if (moved.waived) return [modifier('target-movement', 'point-blank shot: the target is still moving, its movement does not count', 0, moved.waived)];
  const out: Modifier[] = [];
  const v = targetMovementModifier(moved.hexes);
  if (v) out.push(modifier('target-movement', `target moved ${moved.hexes} hexes`, v, SRC.targetMove));
  if (moved.jumped) out.push(modifier('target-jumped', 'target jumped', 1, SRC.targetMove));
  return out;
}
