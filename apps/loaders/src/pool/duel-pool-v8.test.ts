import type * as V8 from 'node:v8';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The pool sets V8's inlining budget through node:v8 when its first worker starts; watch the calls instead of the flag.
const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (original) => ({ ...(await original<typeof V8>()), setFlagsFromString: setFlags }));

const { DuelPool, INLINING_BUDGET, runOnPool } = await import('./duel-pool');

const task = {
  choice: {
    a: 'Hunchback HBK-4G',
    aSkills: { gunnery: 3, piloting: 4 },
    b: 'Wolverine WVR-6R',
    bSkills: { gunnery: 4, piloting: 5 },
    map: 'Grassland 1',
    rounds: 2,
    movement: 'simultaneous' as const,
  },
  options: ['solaris-vii'],
  seed: 'pool-v8',
  from: 0,
  to: 2,
};

const pools: InstanceType<typeof DuelPool>[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('DuelPool and V8 inlining budget', { timeout: 180_000 }, () => {
  it('sets the budget when a worker starts, unless told to leave V8 alone; the counts are the same either way', async () => {
    expect(INLINING_BUDGET).toBe(200);
    const tuned = new DuelPool({ size: 1 });
    const left = new DuelPool({ size: 1, inliningBudget: null });
    pools.push(tuned, left);
    expect(setFlags).not.toHaveBeenCalled(); // nothing before a worker starts
    const a = await runOnPool(tuned, [task], [{ job: 0, from: 0, to: 2 }]);
    expect(setFlags).toHaveBeenCalledWith('--max-inlined-bytecode-size-cumulative=200');
    setFlags.mockClear();
    const b = await runOnPool(left, [task], [{ job: 0, from: 0, to: 2 }]);
    expect(setFlags).not.toHaveBeenCalled();
    expect(b).toEqual(a);
  });
});
