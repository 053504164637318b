import { describe, expect, it } from 'vitest';
import type { DemoContext, DemoSeeder } from './index';
import { BackgroundDemo } from './background';

const ctx = {} as DemoContext;

function seeders(log: string[], fail?: string): { list: DemoSeeder[]; release: () => void } {
  let release = () => undefined as void;
  const gate = new Promise<void>((r) => (release = r));
  const list = ['one', 'two', 'three'].map((id): DemoSeeder => ({
    id,
    title: `demo ${id}`,
    async seed() {
      if (id === 'one') await gate;
      if (id === fail) throw new Error('no room');
      log.push(id);
    },
  }));
  return { list, release };
}

describe('demo content seeded in the background', () => {
  it('reports seeding with its progress, then ready, running each seeder once in order', async () => {
    const log: string[] = [];
    const { list, release } = seeders(log);
    const demo = new BackgroundDemo(list);
    expect(demo.status).toEqual({ state: 'off', done: 0, total: 3 });
    const done = demo.start(ctx, () => undefined);
    expect(demo.status).toMatchObject({ state: 'seeding', done: 0 });
    expect(demo.start(ctx, () => undefined)).toBe(done);
    release();
    await done;
    expect(log).toEqual(['one', 'two', 'three']);
    expect(demo.status).toEqual({ state: 'ready', done: 3, total: 3 });
  });

  it('stops after the seeder under way when the server closes', async () => {
    const log: string[] = [];
    const { list, release } = seeders(log);
    const demo = new BackgroundDemo(list);
    void demo.start(ctx, () => undefined);
    const stopped = demo.stop();
    release();
    await stopped;
    expect(log).toEqual(['one']);
    expect(demo.status.state).toBe('seeding');
  });

  it('reports a failing seeder by its title and keeps what was seeded', async () => {
    const log: string[] = [];
    const errors: string[] = [];
    const { list, release } = seeders(log, 'two');
    const demo = new BackgroundDemo(list);
    release();
    await demo.start(ctx, (m) => errors.push(m));
    expect(log).toEqual(['one']);
    expect(demo.status).toEqual({ state: 'failed', done: 1, total: 3, error: 'demo content "demo two": no room' });
    expect(errors).toEqual(['demo content "demo two": no room']);
  });
});
