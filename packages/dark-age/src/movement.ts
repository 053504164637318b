/** Moves measured in a straight line from start to end, within a budget of inches, over terrain, ending on a legal spot. */
import { type Rejection, type Source, reject } from '@marshal/core';
import { has } from './abilities';
import { MWDA_SOURCES } from './base-sources';
import type { DaEvent } from './commands';
import { type Point, bearing, distance, distanceToSegment, insideRect, round, segmentCrossesRect } from './geometry';
import { inchesText } from './names';
import { placementProblem } from './placement';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit, Terrain } from './schema';
import { DA_SOURCES } from './sources';
import { entersWater, fieldUnits } from './table';

export interface MoveRequest {
  readonly to: Point;
  readonly facing?: number | undefined;
}

/** Terrain that stops a unit entering it (hindering; water for those who may wade; elevated), with its source. */
const stopping = (t: Terrain): Source | null =>
  t.kind === 'hindering' ? MWDA_SOURCES.hindering : t.kind === 'water' ? MWDA_SOURCES.water : t.kind === 'elevated' ? MWDA_SOURCES.elevated : null;

/** Hindering terrain (or water) the unit's centre stands in: such a unit moves at half speed. */
export const slowingTerrainAt = (state: DaSetup, p: Point): Terrain[] =>
  state.battlefield.terrain.filter((t) => (t.kind === 'hindering' || t.kind === 'water') && insideRect(p, t.rect));

/** Why the straight path from `from` to `to` is not open to this unit, or null (terrain and opposing bases). */
export function pathProblem(state: DaSetup, rules: DarkAgeRules, unit: DaUnit, from: Point, to: Point): { reason: string; source: Source } | null {
  for (const t of state.battlefield.terrain) {
    if (!segmentCrossesRect(from, to, t.rect)) continue;
    if (t.kind === 'blocking') return { reason: `its centre would cross blocking terrain ${t.id}`, source: MWDA_SOURCES.blocking };
    if (t.kind === 'water' && !entersWater(unit)) return { reason: `a ${unit.type} may not enter water (${t.id})`, source: MWDA_SOURCES.water };
    const src = stopping(t);
    if (src && !insideRect(from, t.rect) && !insideRect(to, t.rect) && !has(unit, 'jump-jets'))
      return { reason: `it must stop on entering ${t.kind} terrain ${t.id}`, source: src };
  }
  const enemy = fieldUnits(state).find(
    (o) =>
      o.id !== unit.id &&
      o.controller !== unit.controller &&
      o.captiveOf !== unit.id &&
      distanceToSegment(o.position!, from, to) < o.baseRadius + unit.baseRadius - rules.contact.tolerance,
  );
  if (enemy) return { reason: `it would pass through opposing unit ${enemy.id}`, source: MWDA_SOURCES.enemyBases };
  return null;
}

export interface MoveOptions {
  /** A move order may end in base contact with an opponent; placing passengers may not. */
  readonly allowContact?: boolean;
  readonly source?: Source;
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
  options: MoveOptions = {},
): Extract<DaEvent, { type: 'moved' }> | Rejection {
  const from = unit.position!;
  const inches = round(distance(from, move.to));
  const source = options.source ?? DA_SOURCES.movement;
  const at = field ? `${field}.to` : 'to';
  if (inches > budget + 1e-9) return reject(`${unit.name} can move ${budget}" here, not ${inchesText(inches)}"`, source, field || 'to');
  const path = inches > 0 ? pathProblem(state, rules, unit, from, move.to) : null;
  if (path) return reject(`${unit.name} cannot move there: ${path.reason}`, path.source, at);
  const problem = placementProblem(state, rules, unit, move.to, [], ignore, options.allowContact ?? false);
  if (problem) return reject(`${unit.name} cannot end its move there: ${problem}`, source, at);
  const facing = move.facing ?? (inches > 0 ? round(bearing(from, move.to)) : unit.facing);
  return { type: 'moved', unit: unit.id, from, to: move.to, facing, inches };
}

/** Apply a move to a copy of the state, so later checks in the same command see the unit where it ended. */
export function withMove(state: DaSetup, ev: Extract<DaEvent, { type: 'moved' }>): DaSetup {
  return { ...state, units: state.units.map((u) => (u.id === ev.unit ? { ...u, position: ev.to, facing: ev.facing } : u)) };
}
