import type * as V8 from 'node:v8';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bundled } from '../sources';
import { DuelPool, INLINING_BUDGET, runOnPool } from './duel-pool';
import { type DuelTask, SetupCache, playDuelTask } from './duel-task';

// The pool sets V8's inlining budget through node:v8 when a worker starts; these tests watch the calls instead.
const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (original) => ({ ...(await original<typeof V8>()), setFlagsFromString: setFlags }));

const task = (a: string, b: string, runs: number): DuelTask => ({
  choice: {
    a,
    aSkills: { gunnery: 3, piloting: 4 },
    b,
    bSkills: { gunnery: 4, piloting: 5 },
    map: 'Grassland 1',
    rounds: 6,
    movement: 'simultaneous',
  },
  options: ['solaris-vii'],
  seed: `pool-${a}`,
  from: 0,
  to: runs,
});

const pools: DuelPool[] = [];
const pool = (size: number) => {
  const p = new DuelPool({ size });
  pools.push(p);
  return p;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

// Generous time: each worker thread compiles the engine when it starts, slow on a loaded machine.
describe('DuelPool and runOnPool', { timeout: 180_000 }, () => {
  const tasks = [task('Hunchback HBK-4G', 'Wolverine WVR-6R', 7), task('Wolverine WVR-6R', 'Hunchback HBK-4G', 5)];
  // Chunks of three runs, as the tournament package's planChunks would cut them.
  const chunks = [
    { job: 0, from: 0, to: 3 },
    { job: 0, from: 3, to: 6 },
    { job: 0, from: 6, to: 7 },
    { job: 1, from: 0, to: 3 },
    { job: 1, from: 3, to: 5 },
  ];

  it('gives the same totals with 1 worker and with 2, the same as playing every run in this thread', async () => {
    const one = await runOnPool(pool(1), tasks, chunks);
    const progress: number[] = [];
    const two = await runOnPool(pool(2), tasks, chunks, (n) => progress.push(n));
    expect(two).toEqual(one);
    const cache = new SetupCache(bundled);
    expect(one).toEqual(tasks.map((t) => playDuelTask(t, cache)));
    expect(one.map((c) => c.runs)).toEqual([7, 5]);
    expect(progress.at(-1)).toBe(12);
    expect([...progress].sort((x, y) => x - y)).toEqual(progress);
  });

  it('passes back an input error with its field, and keeps serving afterwards', async () => {
    const p = pool(1);
    await expect(p.run({ ...task('No Such Mech', 'Wolverine WVR-6R', 1), choice: { ...task('x', 'y', 1).choice, a: 'No Such Mech' } })).rejects.toMatchObject({
      location: { field: 'a' },
    });
    await expect(p.run(task('Hunchback HBK-4G', 'Wolverine WVR-6R', 1))).resolves.toMatchObject({ runs: 1 });
  });

  it('sets the inlining budget when a worker starts, unless told to leave V8 alone; the counts are the same either way', async () => {
    expect(INLINING_BUDGET).toBe(200);
    setFlags.mockClear();
    const tuned = pool(1);
    const left = new DuelPool({ size: 1, inliningBudget: null });
    pools.push(left);
    expect(setFlags).not.toHaveBeenCalled(); // nothing before a worker starts
    const a = await runOnPool(tuned, [tasks[1]!], [{ job: 0, from: 0, to: 2 }]);
    expect(setFlags).toHaveBeenCalledWith('--max-inlined-bytecode-size-cumulative=200');
    setFlags.mockClear();
    const b = await runOnPool(left, [tasks[1]!], [{ job: 0, from: 0, to: 2 }]);
    expect(setFlags).not.toHaveBeenCalled();
    expect(b).toEqual(a);
  });

  it('refuses work once closed', async () => {
    const p = pool(1);
    await p.close();
    await expect(p.run(task('Hunchback HBK-4G', 'Wolverine WVR-6R', 1))).rejects.toThrow(/closed/);
  });
});
