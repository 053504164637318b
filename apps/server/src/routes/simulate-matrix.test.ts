import { describe, expect, it } from 'vitest';
import { bundled } from '@marshal/loaders';
import { SetupCache, runInThread } from '@marshal/loaders/pool';
import { useTestServer } from '../test-hooks';
import { matrixJob, playMatrix } from '../simulate/matrix';

const server = useTestServer();
const body = {
  a: [{ name: 'Hunchback HBK-4G' }, { name: 'Locust LCT-1V', label: 'light' }],
  b: [{ name: 'Wolverine WVR-6R' }, { name: 'Commando COM-2D' }],
  runs: 3,
  rounds: 4,
  map: 'Grassland 1',
  seed: 'api-matrix',
};
const post = (payload: unknown) => server.app.inject({ method: 'POST', url: '/api/simulate/matrix', payload: payload as object });

// Generous time: the server's worker threads compile the engine when they start, slow on a loaded machine.
describe('POST /api/simulate/matrix', { timeout: 240_000 }, () => {
  it('gives every cell the numbers played in one thread, whether asked for whole or a cell at a time', async () => {
    const r = await post(body);
    expect(r.statusCode).toBe(200);
    const out = r.json();
    expect(out.cells).toHaveLength(4);
    expect(out.a[1]).toMatchObject({ name: 'Locust LCT-1V', label: 'light' });
    expect(out.cells[2].balance.cheaper).toBe('a');
    const job = matrixJob({ ...body, start: { gunnery: 3, piloting: 4 }, balance: true, movement: 'simultaneous', options: ['solaris-vii'] });
    const cache = new SetupCache(bundled);
    const here = await playMatrix(job, (tasks, chunks) => Promise.resolve(runInThread(cache, tasks, chunks)));
    expect(out.cells.map((c: { counts: unknown }) => c.counts)).toEqual(here.cells.map((c) => c.counts));
    const one = (await post({ ...body, cells: [[1, 0]] })).json();
    expect(one.cells).toHaveLength(1);
    expect(one.cells[0]).toMatchObject({ row: 1, col: 0, counts: out.cells[2].counts });
    expect(one.rows[1].runs).toBe(3);
    expect(one.rows[0].runs).toBe(0);
  });

  it('plays the bot asked for in every cell and says which; any other bot is refused', async () => {
    const quick = await post({ ...body, bot: 'quick', cells: [[1, 0]] });
    expect(quick.statusCode).toBe(200);
    const out = quick.json();
    expect(out.bot).toBe('quick');
    expect((await post({ ...body, cells: [[1, 0]] })).json().bot).toBe('full');
    const job = matrixJob({ ...body, start: { gunnery: 3, piloting: 4 }, balance: true, movement: 'simultaneous', options: ['solaris-vii'], bot: 'quick' });
    expect(job.tasks.every((t) => t.bot === 'quick')).toBe(true);
    const here = await playMatrix(job, (tasks, chunks) => Promise.resolve(runInThread(new SetupCache(bundled), tasks, chunks)), [2]);
    expect(out.cells[0].counts).toEqual(here.cells[0]!.counts);
    const bad = await post({ ...body, bot: 'clever' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/bot/u);
  });

  it('bounds the matrix, the cells and the work, naming the field', async () => {
    const nine = Array.from({ length: 9 }, () => ({ name: 'Locust LCT-1V' }));
    expect((await post({ ...body, a: nine })).statusCode).toBe(400);
    expect((await post({ ...body, runs: 1001 })).statusCode).toBe(400);
    const outside = await post({ ...body, cells: [[2, 0]] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ location: { field: 'cells.0' } });
    const twice = await post({
      ...body,
      cells: [
        [0, 0],
        [0, 0],
      ],
    });
    expect(twice.json()).toMatchObject({ location: { field: 'cells.1' } });
    const unknown = await post({ ...body, b: [{ name: 'No Such Mech ZZ-9' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ location: { field: 'b.0' } });
    const six = Array.from({ length: 6 }, () => ({ name: 'Locust LCT-1V' }));
    const big = await post({ ...body, a: six, b: six, runs: 1000, rounds: 20 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'simulation-too-large', location: { field: 'cells' }, details: { work: 720_000 } });
  });
});
