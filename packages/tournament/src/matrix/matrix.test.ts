import { describe, expect, it } from 'vitest';
import { emptyCounts } from '@marshal/battletech';
import { cellOdds, cellSeed, lineOdds, matrixCells } from './matrix';

const a = [
  { name: 'Cheap', bv: 800 },
  { name: 'Dear', bv: 1600 },
];
const b = [{ name: 'Middling', bv: 1200 }];
const plan = { start: { gunnery: 3, piloting: 4 }, balance: true, seed: 's' };

describe('matrixCells', () => {
  it('pairs every unit of A (rows) with every unit of B (columns), each cell with its own seed', () => {
    const cells = matrixCells(a, b, plan);
    expect(cells.map((c) => [c.row, c.col, c.a.name, c.b.name])).toEqual([
      [0, 0, 'Cheap', 'Middling'],
      [1, 0, 'Dear', 'Middling'],
    ]);
    expect(new Set(cells.map((c) => c.seed)).size).toBe(2);
    expect(cells[0]!.seed).toBe(cellSeed('s', 0, 0));
  });

  it("balances each pairing by BV: the cheaper 'Mech's pilot improves, the other keeps the starting skills", () => {
    const [cheap, dear] = matrixCells(a, b, plan);
    expect(cheap!.balance!.cheaper).toBe('a');
    expect(cheap!.a.gunnery + cheap!.a.piloting).toBeLessThan(7);
    expect(cheap!.b).toEqual({ name: 'Middling', gunnery: 3, piloting: 4 });
    expect(dear!.balance!.cheaper).toBe('b');
    expect(dear!.a).toEqual({ name: 'Dear', gunnery: 3, piloting: 4 });
    expect(dear!.b.gunnery + dear!.b.piloting).toBeLessThan(7);
  });

  it('keeps the starting skills when not balancing, and refuses to balance without Battle Values', () => {
    const cells = matrixCells([{ name: 'X' }], [{ name: 'Y' }], { ...plan, balance: false });
    expect(cells[0]).toMatchObject({ a: { gunnery: 3, piloting: 4 }, b: { gunnery: 3, piloting: 4 }, balance: null });
    expect(() => matrixCells([{ name: 'X' }], [{ name: 'Y' }], plan)).toThrow(/Battle Values/);
  });
});

describe('cellOdds and lineOdds', () => {
  const counts = (aw: number, bw: number, draw: number) => ({
    ...emptyCounts(),
    runs: aw + bw + draw,
    tallies: { 'a-wins': aw, 'b-wins': bw, draw, 'mutual-destruction': 0 },
    rounds: 10 * (aw + bw + draw),
  });

  it('turns a cell’s counts into odds with intervals and mean rounds', () => {
    const o = cellOdds({ row: 1, col: 2 }, counts(6, 3, 1));
    expect(o).toMatchObject({ row: 1, col: 2, runs: 10, meanRounds: 10 });
    expect(o.aWins.p).toBe(0.6);
    expect(o.bWins.count).toBe(3);
    expect(o.aWins.low).toBeLessThan(0.6);
  });

  it("adds a row's wins for side A and a column's for side B", () => {
    expect(lineOdds([counts(6, 3, 1), counts(2, 8, 0)], 'a')).toMatchObject({ count: 8, runs: 20 });
    expect(lineOdds([counts(6, 3, 1), counts(2, 8, 0)], 'b')).toMatchObject({ count: 11, runs: 20 });
  });
});
