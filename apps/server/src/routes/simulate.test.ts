import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUICK_BOT, combatRuleset, simulateRange, simulationReport } from '@marshal/battletech';
import { useTestServer } from '../test-hooks';
import { duelSimulationSetup } from '@marshal/loaders';

const server = useTestServer();

const body = {
  a: 'Hunchback HBK-4G',
  aSkills: { gunnery: 3, piloting: 4 },
  b: 'Wolverine WVR-6R',
  bSkills: { gunnery: 4, piloting: 5 },
  runs: 4,
  seed: 'api-test',
};
/** A board file outside the bundled data: the CLI may read it, a request may not. */
const localBoard = () => {
  const file = join(mkdtempSync(join(tmpdir(), 'marshal-board-')), 'local.board');
  writeFileSync(file, 'size 16 17\nend\n');
  return file;
};
const post = (payload: unknown) => server.app.inject({ method: 'POST', url: '/api/simulate/duel', payload: payload as object });

// Generous time: the server's worker threads compile the engine when they start, slow on a loaded machine.
describe('simulate API', { timeout: 240_000 }, () => {
  it("gives odds with 95% intervals that are the simulator's own numbers for the seed, and ranges that add up to the whole", async () => {
    const r = await post(body);
    expect(r.statusCode).toBe(200);
    const out = r.json();
    expect(out).toMatchObject({ runs: 4, seed: 'api-test', roundLimit: 20, movement: 'simultaneous', range: { from: 0, to: 4 } });
    const { odds } = out;
    expect(odds['a-wins'].count + odds['b-wins'].count + odds.draw.count + odds['mutual-destruction'].count).toBe(4);
    for (const k of Object.keys(odds)) expect(odds[k].low).toBeLessThanOrEqual(odds[k].p);

    const setup = duelSimulationSetup({
      a: body.a,
      aSkills: body.aSkills,
      b: body.b,
      bSkills: body.bSkills,
      map: 'Beginner Box/16x17 Grassland 1',
      rounds: 20,
      movement: 'simultaneous',
    });
    const direct = simulationReport(simulateRange(setup, combatRuleset(['solaris-vii']).rules, 'api-test', 0, 4), 'api-test');
    expect(out.odds).toEqual(JSON.parse(JSON.stringify(direct.odds)));
    expect(out.meanRounds).toBe(direct.meanRounds);

    const first = (await post({ ...body, from: 0, to: 1 })).json();
    const rest = (await post({ ...body, from: 1, to: 4 })).json();
    expect(first.counts.runs + rest.counts.runs).toBe(4);
    expect(first.counts.tallies['a-wins'] + rest.counts.tallies['a-wins']).toBe(out.counts.tallies['a-wins']);
    expect(first.counts.rounds + rest.counts.rounds).toBe(out.counts.rounds);
  });

  it('refuses too many runs, a bad range, file paths and unknown units, naming the field', async () => {
    const many = await post({ ...body, runs: 5001 });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toMatch(/runs/u);
    const range = await post({ ...body, from: 3, to: 9 });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toMatchObject({ location: { field: 'to' } });
    const path = await post({ ...body, a: '/etc/passwd' });
    expect(path.statusCode).toBe(400);
    const board = await post({ ...body, map: localBoard() });
    expect(board.statusCode).toBe(400);
    expect(board.json()).toMatchObject({ error: 'board-not-found', location: { field: 'map' } });
    const unknown = await post({ ...body, b: 'No Such Mech ZZ-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ location: { field: 'b' } });
  });

  it('hands a browser the very setup the API plays: the same seed gives the same counts when that setup is played elsewhere', async () => {
    const { runs: _runs, seed: _seed, ...choice } = body;
    const r = await server.app.inject({ method: 'POST', url: '/api/simulate/duel/setup', payload: choice });
    expect(r.statusCode).toBe(200);
    const { setup, options } = r.json() as { setup: Parameters<typeof simulateRange>[0]; options: string[] };
    expect(options).toEqual(['solaris-vii']);
    expect(setup.units.map((u) => [u.unit.name, u.gunnery, u.piloting])).toEqual([
      ['Hunchback HBK-4G', 3, 4],
      ['Wolverine WVR-6R', 4, 5],
    ]);
    const api = (await post(body)).json() as { counts: unknown };
    expect(simulateRange(setup, combatRuleset(options).rules, body.seed, 0, body.runs)).toEqual(api.counts);
    const unknown = await server.app.inject({ method: 'POST', url: '/api/simulate/duel/setup', payload: { ...choice, a: 'No Such Mech ZZ-9' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ location: { field: 'a' } });
  });

  it('plays the bot asked for (full by default, or the quick simulation bot), echoes it, and refuses any other', async () => {
    expect((await post(body)).json()).toMatchObject({ bot: 'full' });
    const quick = await post({ ...body, bot: 'quick' });
    expect(quick.statusCode).toBe(200);
    const out = quick.json() as { bot: string; counts: unknown };
    expect(out.bot).toBe('quick');
    const { runs: _runs, seed: _seed, ...choice } = body;
    const r = await server.app.inject({ method: 'POST', url: '/api/simulate/duel/setup', payload: { ...choice, bot: 'quick' } });
    const { setup, options, bot } = r.json() as { setup: Parameters<typeof simulateRange>[0]; options: string[]; bot: string };
    expect(bot).toBe('quick');
    expect(simulateRange(setup, combatRuleset(options).rules, body.seed, 0, body.runs, QUICK_BOT)).toEqual(out.counts);
    const bad = await post({ ...body, bot: 'clever' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/bot/u);
    const badSetup = await server.app.inject({ method: 'POST', url: '/api/simulate/duel/setup', payload: { ...choice, bot: 'clever' } });
    expect(badSetup.statusCode).toBe(400);
  });
});

describe('simulate API budgets', { timeout: 240_000 }, () => {
  const budgeted = useTestServer({ limits: { simulation: { perRequest: { organiser: 100 }, concurrentPerCaller: { organiser: 1 } } } });
  const send = (payload: object, remoteAddress = '127.0.0.1') => budgeted.app.inject({ method: 'POST', url: '/api/simulate/duel', payload, remoteAddress });

  it("refuses a request over its role's runs × rounds budget with 413, naming the limit", async () => {
    const big = await send({ ...body, runs: 6, rounds: 20 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'simulation-too-large', location: { field: 'runs' }, details: { work: 120, limit: 100, role: 'organiser' } });
    expect(big.json().message).toMatch(/6 runs × 20 rounds = 120.*organiser may ask for at most 100/u);
    // Only the range asked for counts: 5 of the 6 runs fit.
    expect((await send({ ...body, runs: 6, rounds: 20, from: 1, to: 6 })).statusCode).toBe(200);
  });

  it('lets one caller hold only its concurrent budget of requests (429), while another address is served', async () => {
    const [first, second, other] = await Promise.all([
      send({ ...body, runs: 20, rounds: 5 }),
      send({ ...body, runs: 1, rounds: 5 }),
      send({ ...body, runs: 1, rounds: 5 }, '10.9.9.9'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.json()).toMatchObject({ error: 'simulation-busy', details: { limit: 1, role: 'organiser' } });
    expect(other.statusCode).toBe(200);
    expect((await send({ ...body, runs: 1, rounds: 5 })).statusCode).toBe(200);
  });
});
