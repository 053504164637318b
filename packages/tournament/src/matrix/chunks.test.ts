import { describe, expect, it } from 'vitest';
import { planChunks } from './chunks';

describe('planChunks', () => {
  it('cuts each job at multiples of the chunk size, in job order', () => {
    expect(planChunks([{ from: 0, to: 600 }], 250)).toEqual([
      { job: 0, from: 0, to: 250 },
      { job: 0, from: 250, to: 500 },
      { job: 0, from: 500, to: 600 },
    ]);
    expect(
      planChunks(
        [
          { from: 240, to: 260 },
          { from: 0, to: 3 },
        ],
        250,
      ),
    ).toEqual([
      { job: 0, from: 240, to: 250 },
      { job: 0, from: 250, to: 260 },
      { job: 1, from: 0, to: 3 },
    ]);
  });

  it('covers every run exactly once', () => {
    const chunks = planChunks([{ from: 7, to: 1234 }], 100);
    expect(chunks.reduce((s, c) => s + c.to - c.from, 0)).toBe(1227);
    chunks.slice(1).forEach((c, i) => expect(c.from).toBe(chunks[i]!.to));
  });

  it('plans nothing for an empty job', () => {
    expect(planChunks([{ from: 5, to: 5 }])).toEqual([]);
  });
});
