import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CUBE_DIRECTIONS,
  type Hex,
  cubeDistance,
  directionTo,
  fromCube,
  hex,
  hexDistance,
  hexLabel,
  hexesWithin,
  neighbour,
  neighbours,
  parseHexLabel,
  toCube,
} from './coords';
import { type Arc, arc, arcsContaining, attackDirection, bearing12 } from './arcs';
import { hexLine } from './line';

const L = (s: string) => parseHexLabel(s);
const labels = (hs: readonly Hex[]) => hs.map((h) => hexLabel(h));
const arbHex = fc.record({ col: fc.integer({ min: 0, max: 60 }), row: fc.integer({ min: 0, max: 60 }) });

/** MegaMek's offset-coordinate distance (research facts §10.1), an independent oracle for the cube formula. */
function offsetDistance(a: Hex, b: Hex): number {
  const dx = Math.abs(a.col - b.col);
  const yo = Math.floor(dx / 2) + ((a.col & 1) === 0 && (b.col & 1) === 1 ? 1 : 0);
  const ymin = a.row - yo;
  const ymax = ymin + dx;
  const extra = b.row < ymin ? ymin - b.row : b.row > ymax ? b.row - ymax : 0;
  return dx + extra;
}

describe('hex labels', () => {
  it('0101 is the top-left hex and labels round-trip', () => {
    expect(L('0101')).toEqual({ col: 0, row: 0 });
    expect(L('1617')).toEqual({ col: 15, row: 16 });
    expect(hexLabel(hex(4, 4))).toBe('0505');
    expect(hexLabel(hex(104, 9), 3)).toBe('105010');
    expect(L('105010')).toEqual({ col: 104, row: 9 });
  });
  it('rejects malformed labels by name', () => {
    expect(() => L('55')).toThrow(/"55" is not a hex label/);
    expect(() => L('0001')).toThrow(/start at 01/);
    expect(() => L('05a5')).toThrow(/not a hex label/);
  });
});

describe('neighbours and facing', () => {
  it('even printed columns sit half a hex lower (MegaMek neighbour table)', () => {
    // 0505 is in printed column 05 (odd): its north-east neighbour is one row up.
    expect(labels(neighbours(L('0505')))).toEqual(['0504', '0604', '0605', '0506', '0405', '0404']);
    // 0605 is in printed column 06 (even, shifted down): its north-east neighbour is on the same row.
    expect(labels(neighbours(L('0605')))).toEqual(['0604', '0705', '0706', '0606', '0506', '0505']);
  });
  it('directionTo inverts neighbour; cube conversion round-trips', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 5 }), (h, d) => {
        expect(directionTo(h, neighbour(h, d))).toBe(d);
        expect(fromCube(toCube(h))).toEqual(h);
      }),
    );
  });
});

describe('distance', () => {
  it('agrees with the offset-coordinate formula', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        expect(hexDistance(a, b)).toBe(offsetDistance(a, b));
      }),
    );
  });
  it('is symmetric and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbHex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });
  it('equals the cube distance of the two cube coordinates (the allocation-free form is the same formula)', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        expect(hexDistance(a, b)).toBe(cubeDistance(toCube(a), toCube(b)));
      }),
    );
  });
  it('hand-worked distances', () => {
    expect(hexDistance(L('0505'), L('1210'))).toBe(9);
    expect(hexDistance(L('0101'), L('1617'))).toBe(24);
    expect(hexesWithin(L('0808'), 2)).toHaveLength(19);
  });
});

describe('hex lines', () => {
  it('have distance + 1 steps, start and end at the ends, and move one hex per step', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const line = hexLine(a, b);
        expect(line.steps).toHaveLength(hexDistance(a, b) + 1);
        expect(line.left[0]).toEqual(a);
        expect(line.left.at(-1)).toEqual(b);
        expect(line.right.at(-1)).toEqual(b);
        for (const side of [line.left, line.right]) for (let i = 1; i < side.length; i++) expect(hexDistance(side[i - 1]!, side[i]!)).toBe(1);
      }),
    );
  });
  it('are divided only when they run exactly along hexsides (a spine bearing)', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const bearing = bearing12(a, b);
        const spine = bearing !== undefined && Number.isInteger(bearing) && bearing % 2 === 1;
        const line = hexLine(a, b);
        expect(line.divided).toBe(spine);
        expect(line.steps.some((s) => s.divided)).toBe(spine && hexDistance(a, b) > 0);
      }),
    );
  });
  it('a straight line along a hexside offers both hexes (left and right as seen from the start)', () => {
    const line = hexLine(L('0505'), L('0905'));
    expect(line.steps.map((s) => labels(s.hexes))).toEqual([['0505'], ['0605', '0604'], ['0705'], ['0805', '0804'], ['0905']]);
    expect(line.steps.map((s) => s.divided)).toEqual([false, true, false, true, false]);
    expect(labels(line.left)).toEqual(['0505', '0604', '0705', '0804', '0905']);
    expect(labels(line.right)).toEqual(['0505', '0605', '0705', '0805', '0905']);
  });
  it('a line crossing a hexside exactly at a sample point lists both hexes in order', () => {
    const line = hexLine(hex(20, 0), hex(17, 2));
    expect(line.divided).toBe(false);
    expect(line.steps[2]!.hexes).toHaveLength(2);
    expect(line.left).toEqual(line.right);
    expect(line.left).toHaveLength(6);
  });
  it('a line at a non-spine angle has a single hex each step', () => {
    expect(hexLine(L('0505'), L('0806')).steps.map((s) => labels(s.hexes))).toEqual([['0505'], ['0605'], ['0706'], ['0806']]);
  });
});

describe('arcs', () => {
  const at = L('0808');
  const halves: readonly Arc[] = [arc('ahead', 'ahead', 270, 90, false, false), arc('behind', 'behind', 90, 270, false, false)];
  it('an arc holds the targets whose bearing falls inside it; the same hex is inside every arc', () => {
    expect(arcsContaining(halves, at, 0, L('0804'))).toEqual(['ahead']);
    expect(arcsContaining(halves, at, 3, L('0804'))).toEqual(['behind']);
    expect(arcsContaining(halves, at, 0, at)).toEqual(['ahead', 'behind']);
  });
  it('attack direction: the arc of the bearing from the target, both arcs on an open boundary', () => {
    expect(attackDirection(halves, at, 0, L('0804'))).toEqual(['ahead']);
    expect(attackDirection(halves, at, 0, L('0812'))).toEqual(['behind']);
    expect(attackDirection(halves, at, 0, L('1008'))).toEqual(['ahead', 'behind']);
  });
});

describe('hex labels', () => {
  it('remembered two-digit labels read as the written formula, at any digits and off the remembered range', () => {
    const written = (h: Hex, digits: number) => `${String(h.col + 1).padStart(digits, '0')}${String(h.row + 1).padStart(digits, '0')}`;
    const anyHex = fc.record({ col: fc.integer({ min: -3, max: 140 }), row: fc.integer({ min: -3, max: 140 }) });
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 2, max: 4 }), (h, digits) => {
        expect(hexLabel(h, digits)).toBe(written(h, digits));
        expect(hexLabel(h)).toBe(written(h, 2));
      }),
    );
    expect(hexLabel({ col: 98, row: 98 })).toBe('9999');
    expect(hexLabel({ col: 99, row: 0 })).toBe('10001');
  });
});

describe('bearing12 remembered by offset', () => {
  // The bearing computed afresh from the rays (the table must give exactly this, near and beyond its 64-hex span).
  // The twelve rays: towards each neighbour's centre (the six cube directions, by facing) and between two of them.
  const toward = CUBE_DIRECTIONS.map((d) => [d.x, d.z]);
  const rays = toward.flatMap((d, i) => [d, [d[0]! + toward[(i + 1) % 6]![0]!, d[1]! + toward[(i + 1) % 6]![1]!]]);
  const fresh = (a: Hex, b: Hex): number | undefined => {
    const v = [toCube(b).x - toCube(a).x, toCube(b).z - toCube(a).z] as const;
    if (v[0] === 0 && v[1] === 0) return undefined;
    const cross = (p: readonly number[], q: readonly number[]) => p[0]! * q[1]! - p[1]! * q[0]!;
    for (let k = 0; k < 12; k++) {
      const r = rays[k]!;
      if (cross(r, v) === 0 && Math.sign(v[0]) === Math.sign(r[0]!) && Math.sign(v[1]) === Math.sign(r[1]!)) return k;
      if (cross(r, v) > 0 && cross(v, rays[(k + 1) % 12]!) > 0) return k + 0.5;
    }
    return -1;
  };
  it('agrees with the bearing worked out afresh for every pair on a 20 × 20 board', () => {
    for (let c1 = 0; c1 < 20; c1++)
      for (let r1 = 0; r1 < 20; r1 += 3)
        for (let c2 = 0; c2 < 20; c2++) for (let r2 = 0; r2 < 20; r2++) expect(bearing12(hex(c1, r1), hex(c2, r2))).toBe(fresh(hex(c1, r1), hex(c2, r2)));
  });
  it('agrees far apart too (outside the remembered span), asked twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (a, b, c, d) => {
          expect(bearing12(hex(a, b), hex(c, d))).toBe(fresh(hex(a, b), hex(c, d)));
          expect(bearing12(hex(a, b), hex(c, d))).toBe(fresh(hex(a, b), hex(c, d)));
        },
      ),
    );
  });
});
