import { describe, expect, it } from 'vitest';
import { SIZE } from './board-parts';
import { firstView } from './board-view';

/** Whether a point lies inside a view. */
const inside = (v: { x: number; y: number; w: number; h: number }, p: { x: number; y: number }) =>
  p.x >= v.x && p.x <= v.x + v.w && p.y >= v.y && p.y <= v.y + v.h;

describe('the first view of a readable board', () => {
  // One 16 × 17 mapsheet in map pixels (flat-topped hexes of radius SIZE).
  const map = { width: 24.5 * SIZE, height: 17.5 * Math.sqrt(3) * SIZE };
  const phone = { width: 370, height: 700 };
  const laptop = { width: 1340, height: 600 };
  const radius = (v: { w: number }, frame: { width: number }) => (frame.width / v.w) * SIZE;

  it('shows two sides at opposite edges both, with a counter of margin, instead of the first side only', () => {
    const north = { x: 12 * SIZE, y: 3 * SIZE };
    const south = { x: 13.5 * SIZE, y: 28 * SIZE };
    for (const frame of [phone, laptop]) {
      const v = firstView([south, north], map, frame);
      for (const p of [north, south]) {
        expect(inside(v, { x: p.x, y: p.y - SIZE })).toBe(true);
        expect(inside(v, { x: p.x, y: p.y + SIZE })).toBe(true);
      }
      // the frame's shape is kept (no stretching) and no more than the board is shown
      expect(v.w / v.h).toBeCloseTo(frame.width / frame.height);
      expect(Math.min(v.w / map.width, v.h / map.height)).toBeLessThanOrEqual(1.0001);
    }
  });

  it('zooms in no further than a readable hex (30 px) around close units, centred on them', () => {
    const a = { x: 12 * SIZE, y: 14 * SIZE };
    const b = { x: 13.5 * SIZE, y: 15 * SIZE };
    const v = firstView([a, b], map, phone);
    expect(radius(v, phone)).toBeCloseTo(30);
    expect(inside(v, a) && inside(v, b)).toBe(true);
    expect(v.x + v.w / 2).toBeCloseTo((a.x + b.x) / 2);
  });

  it('fits the whole board when it is readable that way, and when there is nothing to frame', () => {
    const big = { width: 2000, height: 1600 };
    const v = firstView([{ x: 12 * SIZE, y: 14 * SIZE }], map, big);
    expect(inside(v, { x: 0, y: 0 }) && inside(v, { x: map.width, y: map.height })).toBe(true);
    const empty = firstView([], map, phone);
    expect(inside(empty, { x: 0, y: 0 }) && inside(empty, { x: map.width, y: map.height })).toBe(true);
  });
});
