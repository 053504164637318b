/** Where a base may be put: wholly on the table, off forbidden terrain, not overlapping bases, not touching opponents; and free spots behind a transport. */
import { type Point, bearing, distance, inArc, offset } from './geometry';
import type { DarkAgeRules } from './rules';
import type { DaSetup, DaUnit } from './schema';
import { baseOnTable, entersWater, fieldUnits, forbiddenTerrainUnder, rearArcWidth } from './table';

export interface Footprint {
  readonly id: string;
  readonly controller: string;
  readonly position: Point;
  readonly baseRadius: number;
  readonly isCaptive: boolean;
}

const footprint = (u: DaUnit): Footprint => ({
  id: u.id,
  controller: u.controller,
  position: u.position!,
  baseRadius: u.baseRadius,
  isCaptive: u.captiveOf !== null,
});

/** Why a unit cannot stand at p, or null when it can. `extra` are bases placed in the same action. */
export function placementProblem(
  state: DaSetup,
  rules: DarkAgeRules,
  unit: DaUnit,
  p: Point,
  extra: readonly Footprint[] = [],
  ignore: readonly string[] = [],
  allowContact = false,
): string | null {
  const r = unit.baseRadius;
  if (!baseOnTable(state.battlefield, p, r)) return 'the base would not be wholly on the battlefield';
  const terrain = forbiddenTerrainUnder(state.battlefield, p, r, entersWater(unit));
  if (terrain.length) return `the base would stand in impassable terrain (${terrain.join(', ')})`;
  const others = [
    ...fieldUnits(state)
      .filter((o) => o.id !== unit.id && !ignore.includes(o.id))
      .map(footprint),
    ...extra,
  ];
  for (const o of others) {
    const gap = distance(p, o.position) - r - o.baseRadius;
    if (gap < -rules.contact.tolerance) return `the base would overlap ${o.id}`;
    if (!allowContact && o.controller !== unit.controller && !o.isCaptive && unit.captiveOf === null && gap <= rules.contact.tolerance)
      return `the base would be in contact with opposing unit ${o.id}`;
  }
  return null;
}

/** Is p a spot in base contact with the transport's rear arc for a base of radius r? */
export function rearContactProblem(transport: DaUnit, rules: DarkAgeRules, p: Point, r: number): string | null {
  const gap = distance(transport.position!, p) - transport.baseRadius - r;
  if (Math.abs(gap) > rules.contact.tolerance) return `not in base contact with ${transport.id} (edges ${gap.toFixed(2)}" apart)`;
  if (!inArc(bearing(transport.position!, p), transport.facing + 180, rearArcWidth(transport, rules))) return `not against ${transport.id}'s rear arc`;
  return null;
}

/** The first free spot touching the transport's rear arc, searching out from the middle of the arc in 5° steps. */
export function findRearSpot(state: DaSetup, rules: DarkAgeRules, transport: DaUnit, unit: DaUnit, extra: readonly Footprint[]): Point | null {
  const half = rearArcWidth(transport, rules) / 2;
  const centre = transport.facing + 180;
  for (let step = 0; step <= half; step += 5) {
    for (const sign of step === 0 ? [1] : [1, -1]) {
      const p = offset(transport.position!, centre + sign * step, transport.baseRadius + unit.baseRadius);
      const spot = { x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 };
      if (placementProblem(state, rules, unit, spot, extra, [transport.id]) === null && rearContactProblem(transport, rules, spot, unit.baseRadius) === null)
        return spot;
    }
  }
  return null;
}
