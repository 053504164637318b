import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';

/** Exhaustive oracle: best (size, weight) or best weight over all matchings of a small graph. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCard: boolean): { size: number; weight: number } {
  const w = new Map(edges.map(([i, j, x]) => [`${Math.min(i, j)}-${Math.max(i, j)}`, x]));
  const memo = new Map<number, { size: number; weight: number }>();
  const better = (a: { size: number; weight: number }, b: { size: number; weight: number }) =>
    maxCard ? a.size > b.size || (a.size === b.size && a.weight > b.weight) : a.weight > b.weight;
  const go = (used: number): { size: number; weight: number } => {
    if (memo.has(used)) return memo.get(used)!;
    let i = 0;
    while (i < n && used & (1 << i)) i++;
    if (i >= n) return { size: 0, weight: 0 };
    let best = go(used | (1 << i));
    for (let j = i + 1; j < n; j++) {
      if (used & (1 << j)) continue;
      const x = w.get(`${i}-${j}`);
      if (x === undefined) continue;
      const r = go(used | (1 << i) | (1 << j));
      const cand = { size: r.size + 1, weight: r.weight + x };
      if (better(cand, best)) best = cand;
    }
    memo.set(used, best);
    return best;
  };
  return go(0);
}

function evaluate(n: number, edges: readonly WeightedEdge[], mate: number[]) {
  const w = new Map(edges.map(([i, j, x]) => [`${Math.min(i, j)}-${Math.max(i, j)}`, x]));
  let size = 0;
  let weight = 0;
  for (let v = 0; v < n; v++) {
    const u = mate[v]!;
    if (u < 0) continue;
    expect(mate[u]).toBe(v);
    if (v < u) {
      const x = w.get(`${v}-${u}`);
      expect(x).toBeDefined();
      size++;
      weight += x!;
    }
  }
  return { size, weight };
}

const graph = fc.integer({ min: 2, max: 11 }).chain((n) =>
  fc
    .uniqueArray(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: -5, max: 30 })), {
      selector: ([i, j]) => `${Math.min(i, j)}-${Math.max(i, j)}`,
      maxLength: 40,
    })
    .map((es) => ({ n, edges: es.filter(([i, j]) => i !== j) as WeightedEdge[] })),
);

describe('maxWeightMatching', () => {
  it('handles the textbook small cases', () => {
    expect(maxWeightMatching(2, [[0, 1, 1]])).toEqual([1, 0]);
    expect(
      maxWeightMatching(3, [
        [0, 1, 10],
        [1, 2, 11],
      ]),
    ).toEqual([-1, 2, 1]);
    expect(
      maxWeightMatching(4, [
        [0, 1, 5],
        [1, 2, 11],
        [2, 3, 5],
      ]),
    ).toEqual([-1, 2, 1, -1]);
    expect(
      maxWeightMatching(
        4,
        [
          [0, 1, 5],
          [1, 2, 11],
          [2, 3, 5],
        ],
        true,
      ),
    ).toEqual([1, 0, 3, 2]);
  });
  it('finds blossoms (odd cycles) and expands them', () => {
    const pentagon: WeightedEdge[] = [
      [0, 1, 8],
      [1, 2, 9],
      [2, 3, 10],
      [3, 4, 7],
      [4, 0, 8],
      [0, 5, 6],
      [3, 6, 5],
    ];
    expect(evaluate(7, pentagon, maxWeightMatching(7, pentagon))).toEqual(bruteForce(7, pentagon, false));
  });
  it('matches the exhaustive optimum on random graphs (weight only)', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        expect(evaluate(n, edges, maxWeightMatching(n, edges)).weight).toBe(bruteForce(n, edges, false).weight);
      }),
      { numRuns: 300 },
    );
  });
  it('matches the exhaustive optimum on random graphs (maximum cardinality first)', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        expect(evaluate(n, edges, maxWeightMatching(n, edges, true))).toEqual(bruteForce(n, edges, true));
      }),
      { numRuns: 300 },
    );
  });
});
