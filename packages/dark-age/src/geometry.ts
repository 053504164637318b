/** Table geometry in inches: points, distances, angles and arcs, segments against circles and rectangles. */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle: corner (x, y), width w, height h. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

/** Bearing from a to b in degrees, 0 along +x, counter-clockwise, in [0, 360). */
export const bearing = (a: Point, b: Point): number => normalise((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI);

export const normalise = (deg: number): number => ((deg % 360) + 360) % 360;

/** Smallest difference between two bearings, 0–180. */
export const angleBetween = (a: number, b: number): number => {
  const d = Math.abs(normalise(a) - normalise(b));
  return d > 180 ? 360 - d : d;
};

/** Is a bearing inside an arc of the given width centred on `centre`? Edges count as inside. */
export const inArc = (bearingDeg: number, centre: number, width: number, epsilon = 1e-9): boolean => angleBetween(bearingDeg, centre) <= width / 2 + epsilon;

export const offset = (p: Point, bearingDeg: number, length: number): Point => {
  const r = (bearingDeg * Math.PI) / 180;
  return { x: p.x + Math.cos(r) * length, y: p.y + Math.sin(r) * length };
};

export const insideRect = (p: Point, r: Rect): boolean => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

/** Shortest distance from point p to the segment ab. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/** Does the segment ab pass through the interior of a circle (touching the edge does not count)? */
export const segmentCrossesCircle = (a: Point, b: Point, centre: Point, radius: number, epsilon = 1e-9): boolean =>
  distanceToSegment(centre, a, b) < radius - epsilon;

function segmentsIntersect(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const d = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Does the segment ab enter the rectangle (an end inside, or crossing an edge)? */
export function segmentCrossesRect(a: Point, b: Point, r: Rect): boolean {
  const strictlyInside = (p: Point) => p.x > r.x && p.x < r.x + r.w && p.y > r.y && p.y < r.y + r.h;
  if (strictlyInside(a) || strictlyInside(b)) return true;
  const c = [
    { x: r.x, y: r.y },
    { x: r.x + r.w, y: r.y },
    { x: r.x + r.w, y: r.y + r.h },
    { x: r.x, y: r.y + r.h },
  ] as const;
  for (let i = 0; i < 4; i++) if (segmentsIntersect(a, b, c[i]!, c[(i + 1) % 4]!)) return true;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return strictlyInside(mid);
}

/** Does a circle overlap the interior of a rectangle? */
export function circleOverlapsRect(centre: Point, radius: number, r: Rect, epsilon = 1e-9): boolean {
  const nx = Math.max(r.x, Math.min(centre.x, r.x + r.w));
  const ny = Math.max(r.y, Math.min(centre.y, r.y + r.h));
  return distance(centre, { x: nx, y: ny }) < radius - epsilon;
}

export const round = (v: number, places = 3): number => Math.round(v * 10 ** places) / 10 ** places;
