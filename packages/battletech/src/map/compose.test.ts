import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '@marshal/core';
import { type Board, parseBoard } from './board';
import { OPPOSITE_EDGE, composeMap, edgeHexes, parseLayout, rotateBoard, standardLayout } from './compose';
import { gridLabel, hexAt } from './grid';

function sheet(name: string, w = 16, h = 17, extra: string[] = []): Board {
  return parseBoard([`size ${w} ${h}`, ...extra].join('\n'), `${name}.board`, name);
}

describe('map layouts (seed 000, Mission Set Up rule 3)', () => {
  it('2 or 3 sheets long edge to long edge, 4 as 2×2, 6 as 2×3', () => {
    expect(
      [2, 3, 4, 6].map((n) => {
        const l = standardLayout(n);
        return `${l.rows}x${l.cols}`;
      }),
    ).toEqual(['1x2', '1x3', '2x2', '2x3']);
    expect(() => standardLayout(5)).toThrow(/no standard layout for 5 sheets/);
    expect(parseLayout('3x1')).toMatchObject({ rows: 3, cols: 1 });
    expect(() => parseLayout('3 by 1')).toThrow(/ROWSxCOLS/);
  });
  it('long edge to long edge follows the sheets: standard 16×17 sheets side by side, 32×17 sheets one above the other', () => {
    expect(composeMap([{ board: sheet('A') }, { board: sheet('B') }]).sheets.map((s) => [s.row, s.col])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    const wide = composeMap([{ board: sheet('W1', 32, 17) }, { board: sheet('W2', 32, 17) }]);
    expect([wide.width, wide.height]).toEqual([32, 34]);
    expect(wide.sheets.map((s) => [s.row, s.col])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(standardLayout(3, { width: 32, height: 17 })).toMatchObject({ rows: 3, cols: 1 });
    expect(standardLayout(4, { width: 32, height: 17 })).toMatchObject({ rows: 2, cols: 2 });
  });
  it('composes a 2×3 map of standard sheets and places every sheet', () => {
    const boards = Array.from({ length: 6 }, (_, i) => ({ board: sheet(`S${i + 1}`, 16, 17, [`hex 0101 ${i + 1} "" ""`]) }));
    const map = composeMap(boards);
    expect([map.width, map.height]).toEqual([48, 34]);
    expect(map.sheets.map((s) => `${s.name}@${gridLabel(map, s.origin)}`)).toEqual(['S1@0101', 'S2@1701', 'S3@3301', 'S4@0118', 'S5@1718', 'S6@3318']);
    expect(hexAt(map, parseHexLabel('3318'))!.level).toBe(6);
    expect(map.edges).toEqual([
      { name: 'north', kind: 'broad', hexes: 48 },
      { name: 'south', kind: 'broad', hexes: 48 },
      { name: 'east', kind: 'narrow', hexes: 34 },
      { name: 'west', kind: 'narrow', hexes: 34 },
    ]);
  });
  it('a single standard sheet has broad east/west edges (17 rows are longer than 16 columns)', () => {
    expect(composeMap([{ board: sheet('A') }]).edges.map((e) => `${e.name}:${e.kind}`)).toEqual(['north:narrow', 'south:narrow', 'east:broad', 'west:broad']);
  });
  it('refuses sheets that do not fit their row or column, naming the sheet', () => {
    expect(() => composeMap([{ board: sheet('A') }, { board: sheet('B', 16, 15) }])).toThrow(/sheet 2 "B" is 16×15/);
    expect(() => composeMap([{ board: sheet('A') }], parseLayout('1x2'))).toThrow(/needs 2 sheets, got 1/);
  });
});

describe('rotating a sheet 180°', () => {
  const b = sheet('R', 4, 3, ['hex 0101 3 "road:1:1" ""', 'hex 0201 1 "" ""']);
  const r = rotateBoard(b);
  it('moves hex (c, r) to (W−1−c, H−1−r) and turns exits by three hexsides', () => {
    expect(hexAt(r, parseHexLabel('0403'))!.level).toBe(3);
    expect(hexAt(r, parseHexLabel('0403'))!.terrain.road).toEqual({ level: 1, exits: 8 });
    expect(hexAt(r, parseHexLabel('0303'))!.level).toBe(1);
  });
  it('twice is the identity', () => {
    expect(rotateBoard(r).hexes).toEqual(b.hexes);
  });
  it('is applied when composing', () => {
    const map = composeMap([{ board: b }, { board: b, rotated: true }], parseLayout('1x2'));
    expect(hexAt(map, parseHexLabel('0803'))!.level).toBe(3);
    expect(map.sheets[1]!.rotated).toBe(true);
  });
});

describe('edge zones', () => {
  it('lists the hexes within a depth of an edge, and edges have opposites', () => {
    const map = composeMap([{ board: sheet('A') }]);
    expect(edgeHexes(map, 'north', 2)).toHaveLength(32);
    expect(edgeHexes(map, 'east', 1).map((h) => gridLabel(map, h))).toEqual(Array.from({ length: 17 }, (_, i) => `16${String(i + 1).padStart(2, '0')}`));
    expect(OPPOSITE_EDGE.west).toBe('east');
  });
});
