/** Battlefield queries: on the table, terrain under a point or a base, lines blocked by terrain or bases, base contact and arcs. */
import { type Point, bearing, circleOverlapsRect, distance, inArc, insideRect, segmentCrossesCircle, segmentCrossesRect } from './geometry';
import type { DarkAgeRules } from './rules';
import type { Battlefield, DaSetup, DaUnit } from './schema';

export const onTable = (bf: Battlefield, p: Point): boolean => insideRect(p, { x: 0, y: 0, w: bf.width, h: bf.height });

/** A base wholly on the table. */
export const baseOnTable = (bf: Battlefield, p: Point, r: number): boolean =>
  p.x - r >= -1e-9 && p.y - r >= -1e-9 && p.x + r <= bf.width + 1e-9 && p.y + r <= bf.height + 1e-9;

/** Terrain that blocks lines of fire and blasts: blocking areas, never water. */
export function blockingTerrainBetween(bf: Battlefield, a: Point, b: Point): string[] {
  return bf.terrain.filter((t) => t.kind === 'blocking' && segmentCrossesRect(a, b, t.rect)).map((t) => t.id);
}

/** Terrain a base may not stand in: blocking areas, and water for units that may not enter it. */
export function forbiddenTerrainUnder(bf: Battlefield, p: Point, r: number, waterOk = false): string[] {
  return bf.terrain.filter((t) => (t.kind === 'blocking' || (t.kind === 'water' && !waterOk)) && circleOverlapsRect(p, r, t.rect)).map((t) => t.id);
}

/** May this unit enter shallow water? 'Mechs and hover units (default — source rule not available). */
export const entersWater = (u: DaUnit): boolean => u.speedMode === 'hover' || u.speedMode === 'mech' || (u.speedMode === undefined && u.type === 'mech');

/** Units standing on the battlefield (not aboard a transport, not eliminated). */
export const fieldUnits = (state: DaSetup): DaUnit[] => state.units.filter((u) => u.status !== 'eliminated' && u.aboard === null && u.position !== null);

export interface LineOfFire {
  readonly blocked: boolean;
  readonly terrain: readonly string[];
  readonly units: readonly string[];
}

/** Line of fire from a unit's centre to a point: blocked by blocking terrain, and (by default) other units' bases. */
export function lineOfFire(state: DaSetup, rules: DarkAgeRules, from: Point, to: Point, ignore: readonly string[]): LineOfFire {
  const terrain = blockingTerrainBetween(state.battlefield, from, to);
  const units = rules.lineOfFire.unitsBlock
    ? fieldUnits(state)
        .filter((u) => !ignore.includes(u.id) && distance(u.position!, to) > u.baseRadius && segmentCrossesCircle(from, to, u.position!, u.baseRadius))
        .map((u) => u.id)
    : [];
  return { blocked: terrain.length > 0 || units.length > 0, terrain, units };
}

/** Gap between two bases' edges (negative when they overlap). */
export const edgeGap = (a: DaUnit, b: DaUnit): number => distance(a.position!, b.position!) - a.baseRadius - b.baseRadius;

/** In base contact: edges touching within the tolerance; overlapping bases count as touching. */
export const inContact = (a: DaUnit, b: DaUnit, rules: DarkAgeRules): boolean =>
  a.position !== null && b.position !== null && edgeGap(a, b) <= rules.contact.tolerance;

export const opposing = (a: DaUnit, b: DaUnit): boolean => a.controller !== b.controller;

/** Opposing units on the battlefield in base contact with this unit (a captive is not an opponent of its captor's side). */
export const enemiesInContact = (state: DaSetup, u: DaUnit, rules: DarkAgeRules): DaUnit[] =>
  fieldUnits(state).filter((o) => o.id !== u.id && opposing(o, u) && o.captiveOf === null && inContact(o, u, rules));

export const frontArcWidth = (u: DaUnit, rules: DarkAgeRules): number => u.frontArc ?? rules.arcs.front;
export const rearArcWidth = (u: DaUnit, rules: DarkAgeRules): number => u.rearArc ?? rules.arcs.rear;

/** Is the point seen through the unit's front arc? */
export const inFrontArc = (u: DaUnit, p: Point, rules: DarkAgeRules): boolean => inArc(bearing(u.position!, p), u.facing, frontArcWidth(u, rules));

/** Is `other` in base contact with the rear arc of `u` (the contact point lies in the rear arc)? */
export const inRearArcContact = (u: DaUnit, other: DaUnit, rules: DarkAgeRules): boolean =>
  inContact(u, other, rules) && rearArcWidth(u, rules) > 0 && inArc(bearing(u.position!, other.position!), u.facing + 180, rearArcWidth(u, rules));
