import { describe, expect, it } from 'vitest';
import { goalLine, loadAll, loadBenches } from './run';

/** Every registered bench loads and runs; speed itself is only ever reported by `npm run bench`, never asserted. */
describe('bench registry', () => {
  it('finds the baseline and each area’s benches, and each one runs', async () => {
    const all = await loadBenches();
    const ids = all.map((b) => b.bench.id);
    expect(ids).toContain('dice-raw-draw');
    expect(ids).toContain('dice-2d6-recording');
    expect(ids).toContain('record-verify');
    for (const { bench } of all) {
      const op = bench.setup();
      expect(() => op()).not.toThrow();
    }
  });

  it('registers the Chromium board benches with a page that holds the whole 2×3 map (run by `npm run bench`, not here)', async () => {
    const { browser } = await loadAll();
    expect(browser.map((b) => b.bench.id)).toEqual(expect.arrayContaining(['board-render-2x3', 'board-pan-2x3']));
    for (const { bench } of browser) {
      const html = bench.page();
      expect(html.match(/<g data-hex="/g)).toHaveLength(48 * 34);
      expect(html).toContain('id="board"');
      expect(typeof bench.run).toBe('function');
    }
  });

  it('reports goals as a ratio to their own reference bench, each naming a bench that exists', async () => {
    const all = await loadBenches();
    const ids = new Set(all.map((b) => b.bench.id));
    const goals = all.filter((b) => b.bench.goal);
    expect(goals.map((b) => b.bench.id)).toEqual(expect.arrayContaining(['battle-duel-bots', 'battle-duel-quick-bot', 'catalog-build']));
    for (const { bench } of goals) if (bench.goal!.against) expect(ids).toContain(bench.goal!.against);
    const goal = { ratio: 4, against: 'catalog-read-raw', from: 'issue #21' };
    expect(goalLine(3.5, goal)).toMatch(/→ 3\.50× catalog-read-raw; goal ≤ 4\.00× \(issue #21\): met$/);
    expect(goalLine(6.2, goal)).toMatch(/: not met$/);
    expect(goalLine(7_400_000, { ratio: 750_000, from: 'x' })).toContain('7,400,000× dice-raw-draw (raw draws); goal ≤ 750,000×');
  });

  it('registers the worker-pool simulation benches with their goals (run by `npm run bench`, not here)', async () => {
    const { pool } = await loadAll();
    expect(pool.map((b) => [b.bench.id, b.bench.ops, b.bench.goalSeconds])).toEqual(
      expect.arrayContaining([
        ['simulate-parallel-10k', 10_000, 10],
        ['simulate-matrix-6x6', 36, 60],
        ['simulate-parallel-10k-quick', 10_000, 10],
        ['simulate-matrix-6x6-quick', 36, 60],
      ]),
    );
    for (const { bench } of pool) expect(typeof bench.run).toBe('function');
  });
});
