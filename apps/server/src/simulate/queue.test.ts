import { describe, expect, it } from 'vitest';
import { SimulationQueue, type Submitted } from './queue';

const limits = { perCaller: 2, queueLength: 10 };
const accepted = (s: ReturnType<SimulationQueue['submit']>): Submitted => {
  if ('refused' in s) throw new Error(`refused: ${s.refused}`);
  return s;
};

describe('simulation queue', () => {
  it('takes turns between callers run by run, so a small job is not stuck behind a big one', async () => {
    const queue = new SimulationQueue();
    const played: string[] = [];
    const big = accepted(queue.submit('ada', 0, 1000, (i) => played.push(`ada ${i}`), limits));
    const small = accepted(queue.submit('bob', 0, 3, (i) => played.push(`bob ${i}`), limits));
    await small.done;
    expect(played.filter((p) => p.startsWith('bob'))).toEqual(['bob 0', 'bob 1', 'bob 2']);
    // bob's three runs were played while ada had played only about as many of her thousand.
    expect(played.filter((p) => p.startsWith('ada')).length).toBeLessThanOrEqual(4);
    expect(played.slice(0, 6)).toEqual(['ada 0', 'bob 0', 'ada 1', 'bob 1', 'ada 2', 'bob 2']);
    big.cancel();
    await big.done;
    expect(queue.waiting).toBe(0);
  });

  it("plays one caller's own jobs first come, first served", async () => {
    const queue = new SimulationQueue();
    const played: string[] = [];
    const first = accepted(queue.submit('ada', 0, 3, (i) => played.push(`first ${i}`), limits));
    const second = accepted(queue.submit('ada', 10, 12, (i) => played.push(`second ${i}`), limits));
    await Promise.all([first.done, second.done]);
    expect(played).toEqual(['first 0', 'first 1', 'first 2', 'second 10', 'second 11']);
  });

  it('refuses a caller holding its limit of jobs, and any job once the queue is full', async () => {
    const queue = new SimulationQueue();
    const play = () => undefined;
    const a = accepted(queue.submit('ada', 0, 5, play, { perCaller: 1, queueLength: 2 }));
    expect(queue.submit('ada', 0, 1, play, { perCaller: 1, queueLength: 2 })).toEqual({ refused: 'caller-busy', holding: 1 });
    const b = accepted(queue.submit('bob', 0, 5, play, { perCaller: 1, queueLength: 2 }));
    expect(queue.submit('cyd', 0, 1, play, { perCaller: 1, queueLength: 2 })).toEqual({ refused: 'queue-full', waiting: 2 });
    await Promise.all([a.done, b.done]);
    expect(queue.holding('ada')).toBe(0);
    accepted(queue.submit('ada', 0, 1, play, { perCaller: 1, queueLength: 2 }));
  });

  it('stops a cancelled job and passes on the error of a failing run without stopping the others', async () => {
    const queue = new SimulationQueue();
    const played: number[] = [];
    const job = accepted(queue.submit('ada', 0, 100, (i) => played.push(i), limits));
    const failing = accepted(
      queue.submit(
        'bob',
        0,
        5,
        (i) => {
          if (i === 1) throw new Error('run 1 failed');
        },
        limits,
      ),
    );
    await expect(failing.done).rejects.toThrow('run 1 failed');
    job.cancel();
    await job.done;
    expect(played.length).toBeLessThan(100);
    expect(queue.waiting).toBe(0);
  });

  it('plays chunks cut at multiples of the chunk size, as many at once as it has lanes (worker threads)', async () => {
    const queue = new SimulationQueue(undefined, { lanes: 2, chunk: 4 });
    const chunks: string[] = [];
    let running = 0;
    let most = 0;
    const play = async (from: number, to: number) => {
      most = Math.max(most, ++running);
      chunks.push(`${from}-${to}`);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    const job = accepted(queue.submit('ada', 2, 13, play, limits));
    await job.done;
    expect(chunks).toEqual(['2-4', '4-8', '8-12', '12-13']);
    expect(most).toBe(2);
    expect(queue.waiting).toBe(0);
  });
});
