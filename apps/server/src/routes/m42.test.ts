import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleM42State } from '@marshal/m42';
import { createTestServer } from '../testing';
import type { MarshalServer } from '../app';

let server: MarshalServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const losing = structuredClone(sampleM42State);
losing.players[0]!.taskForce.units = losing.players[0]!.taskForce.units.map((u) => (u.id === 'v-squad-1' ? { ...u, status: 'destroyed' as const } : u));

describe('M42 API', () => {
  it('serves the sample and the options', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/m42/sample' })).json().mission.id).toBe('hostage-rescue');
    const options = (await server.app.inject({ method: 'GET', url: '/api/m42/options' })).json();
    expect(options.filter((o: { group: string | null }) => o.group === 'm42-ld-test')).toHaveLength(3);
  });

  it('asks for physical dice roll by roll, then resolves the phase', async () => {
    const ask = await server.app.inject({ method: 'POST', url: '/api/m42/starting-phase', payload: { state: losing } });
    expect(ask.json()).toMatchObject({ status: 'dice-needed', diceNeeded: { count: 2, sides: 6, index: 0 } });
    expect(ask.json().diceNeeded.purpose).toMatch(/Captain Rhee/);
    const next = await server.app.inject({ method: 'POST', url: '/api/m42/starting-phase', payload: { state: losing, dice: [[2, 3]] } });
    expect(next.json()).toMatchObject({ status: 'dice-needed', diceNeeded: { count: 1, sides: 6, index: 1 } });
    const done = await server.app.inject({ method: 'POST', url: '/api/m42/starting-phase', payload: { state: losing, dice: [[2, 3], [4]] } });
    expect(done.json().status).toBe('done');
    expect(done.json().events[0].tests[0].ruling.odds).toMatchObject({ successes: '30', outcomes: '36' });
    expect(done.json().state.players[0].taskForce.units.find((u: { id: string }) => u.id === 'v-recon').status).toBe('alive');
  });

  it('seeded runs repeat and bad states name the field', async () => {
    const run = () => server.app.inject({ method: 'POST', url: '/api/m42/starting-phase', payload: { state: losing, seed: 'k' } });
    expect((await run()).json().events).toEqual((await run()).json().events);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/m42/starting-phase',
      payload: { state: { ...sampleM42State, currentPlayer: 'ghost' }, seed: 'k' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().location).toMatchObject({ field: 'currentPlayer' });
  });
});
