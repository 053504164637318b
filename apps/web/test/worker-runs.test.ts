import { describe, expect, it } from 'vitest';
import { type SimulationCounts, combatRuleset, simulateRange } from '@marshal/battletech';
import { duelSimulationSetup } from '@marshal/loaders';
import { type PlayChunk, chunkSize, spreadRuns, workerCount } from '../src/pages/simulate/worker-runs';

/** The web simulator's scheduling (apps/web/src/pages/simulate/worker-runs.ts) with in-thread players standing in for Web Workers. */

const setup = duelSimulationSetup({
  a: 'Locust LCT-1V',
  aSkills: { gunnery: 4, piloting: 5 },
  b: 'Commando COM-2D',
  bSkills: { gunnery: 4, piloting: 5 },
  map: 'Beginner Box/16x17 Grassland 1',
  rounds: 6,
  movement: 'simultaneous',
});
const rules = combatRuleset(['solaris-vii']).rules;
const SEED = 'web-workers';

/** A player that answers after a delay that differs by player and chunk, so chunks finish out of order. */
const player =
  (lag: number, played: [number, number][]): PlayChunk =>
  async (from, to) => {
    await new Promise((done) => setTimeout(done, ((from * 7 + lag * 13) % 5) + lag));
    played.push([from, to]);
    return simulateRange(setup, rules, SEED, from, to);
  };

describe('spreading simulation runs over workers', { timeout: 120_000 }, () => {
  it('gives the one-thread counts for the same seed, however many workers and whatever the chunk size', async () => {
    const total = 13;
    const alone = simulateRange(setup, rules, SEED, 0, total);
    expect(alone.runs).toBe(total);
    for (const [workers, chunk] of [
      [1, 13],
      [2, 3],
      [3, 1],
    ] as const) {
      const played: [number, number][] = [];
      const seen: number[] = [];
      const counts = await spreadRuns(
        Array.from({ length: workers }, (_, i) => player(i, played)),
        { total, chunk, stopped: () => false, onCounts: (c) => seen.push(c.runs) },
      );
      expect(counts, `${workers} workers, chunks of ${chunk}`).toEqual(alone);
      // Every run played exactly once, and the progress only grows, ending at the total.
      expect(played.flatMap(([from, to]) => Array.from({ length: to - from }, (_, k) => from + k)).sort((x, y) => x - y)).toEqual([...Array(total).keys()]);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(seen.at(-1)).toBe(total);
    }
  });

  it('on Stop, finishes the chunks already playing, starts no more, and keeps their counts', async () => {
    let stop = false;
    const played: [number, number][] = [];
    let last: SimulationCounts | undefined;
    const counts = await spreadRuns([player(0, played), player(1, played)], {
      total: 40,
      chunk: 2,
      stopped: () => stop,
      onCounts: (c) => {
        last = c;
        if (c.runs >= 4) stop = true;
      },
    });
    expect(counts).toEqual(last);
    expect(counts.runs).toBeGreaterThanOrEqual(4);
    expect(counts.runs).toBeLessThan(40);
    expect(counts.runs).toBe(played.reduce((n, [from, to]) => n + to - from, 0));
  });

  it('cuts about ten chunks a worker of at most 25 runs, and starts no more workers than there are chunks', () => {
    expect(chunkSize(1000, 4)).toBe(25);
    expect(chunkSize(100, 2)).toBe(5);
    expect(chunkSize(3, 8)).toBe(1);
    expect(workerCount(1000, 4)).toBe(4);
    expect(workerCount(1000, 64)).toBe(8);
    expect(workerCount(3, 8)).toBe(3);
    expect(workerCount(1, undefined)).toBe(1);
    expect(workerCount(100, undefined)).toBe(2);
  });
});
