import { describe, expect, it } from 'vitest';
import { loadBenches } from './run';

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
});
