import { describe, expect, it } from 'vitest';
import { SIZE } from './board-parts';
import { firstViewCentre } from './board-view';

describe('the first view of a readable board', () => {
  const view = { w: 20 * SIZE, h: 12 * SIZE };
  it('is the middle of the units when they all fit, with a counter of margin around them', () => {
    expect(
      firstViewCentre(
        [
          { x: 100, y: 100 },
          { x: 300, y: 200 },
        ],
        view.w,
        view.h,
      ),
    ).toEqual({ x: 200, y: 150 });
  });
  it('is the first unit when they do not fit (two sides at opposite edges), not the empty middle between them', () => {
    const north = { x: 8 * SIZE, y: 3 * SIZE };
    const south = { x: 8 * SIZE, y: 30 * SIZE };
    expect(firstViewCentre([south, north], view.w, view.h)).toEqual(south);
    expect(firstViewCentre([north, south], view.w, view.h)).toEqual(north);
  });
  it('leaves the choice to the map when there is nothing to show', () => {
    expect(firstViewCentre([], view.w, view.h)).toBeUndefined();
  });
});
