/** Moves measured in a straight line from start to end, within a budget of inches, ending on a legal spot. */
import { type Rejection, reject } from '@marshal/core';
import type { DaEvent } from './commands';
import { type Point, bearing, distance, round } from './geometry';
import { placementProblem } from './placement';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { DA_SOURCES } from './sources';

export interface MoveRequest {
  readonly to: Point;
  readonly facing?: number | undefined;
}

/** The `moved` event for a unit going from its position to `move.to`, or a rejection naming the field (`field` is where the move object sits in the command; '' for the command itself). */
export function moveEvent(
  state: DaSetup,
  rules: DarkAgeRules,
  unit: DaUnit,
  move: MoveRequest,
  budget: number,
  field: string,
  ignore: readonly string[] = [],
): Extract<DaEvent, { type: 'moved' }> | Rejection {
  const from = unit.position!;
  const inches = round(distance(from, move.to));
  if (inches > budget + 1e-9) return reject(`${unit.name} can move ${budget}" here, not ${inches}"`, DA_SOURCES.movement, field || 'to');
  const problem = placementProblem(state, rules, unit, move.to, [], ignore);
  if (problem) return reject(`${unit.name} cannot end its move there: ${problem}`, DA_SOURCES.movement, field ? `${field}.to` : 'to');
  const facing = move.facing ?? (inches > 0 ? round(bearing(from, move.to)) : unit.facing);
  return { type: 'moved', unit: unit.id, from, to: move.to, facing, inches };
}

/** Apply a move to a copy of the state, so later checks in the same command see the unit where it ended. */
export function withMove(state: DaSetup, ev: Extract<DaEvent, { type: 'moved' }>): DaSetup {
  return { ...state, units: state.units.map((u) => (u.id === ev.unit ? { ...u, position: ev.to, facing: ev.facing } : u)) };
}
