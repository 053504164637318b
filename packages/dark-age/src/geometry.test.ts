import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { angleBetween, bearing, distanceToSegment, inArc, offset, segmentCrossesCircle, segmentCrossesRect } from './geometry';

describe('table geometry', () => {
  it('bearings and arcs, edges inclusive', () => {
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: -1 })).toBe(270);
    expect(angleBetween(350, 10)).toBe(20);
    expect(inArc(315, 270, 90)).toBe(true);
    expect(inArc(316, 270, 90)).toBe(false);
    expect(inArc(0, 180, 360)).toBe(true);
  });

  it('segments against rectangles: crossing, ending inside, and grazing past', () => {
    const r = { x: 2, y: 2, w: 2, h: 2 };
    expect(segmentCrossesRect({ x: 0, y: 3 }, { x: 6, y: 3 }, r)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 0 }, { x: 3, y: 3 }, r)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 5 }, { x: 6, y: 5 }, r)).toBe(false);
    expect(segmentCrossesRect({ x: 0, y: 4 }, { x: 6, y: 4 }, r)).toBe(false);
  });

  it('segments against circles: touching the edge does not cross', () => {
    expect(segmentCrossesCircle({ x: 0, y: 1 }, { x: 4, y: 1 }, { x: 2, y: 0 }, 1)).toBe(false);
    expect(segmentCrossesCircle({ x: 0, y: 0.99 }, { x: 4, y: 0.99 }, { x: 2, y: 0 }, 1)).toBe(true);
    expect(distanceToSegment({ x: 5, y: 0 }, { x: 0, y: 0 }, { x: 3, y: 0 })).toBe(2);
  });

  it('offset moves exactly the given distance along the bearing', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (deg, len) => {
        const p = offset({ x: 1, y: 2 }, deg, len);
        expect(Math.hypot(p.x - 1, p.y - 2)).toBeCloseTo(len, 9);
        if (len > 1e-6) expect(angleBetween(bearing({ x: 1, y: 2 }, p), deg)).toBeLessThan(1e-6);
      }),
    );
  });
});
