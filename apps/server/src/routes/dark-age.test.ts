import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDarkAgeState } from '@marshal/dark-age';
import { createTestServer } from '../testing';
import type { MarshalServer } from '../app';

let server: MarshalServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/dark-age/resolve', payload });

describe('Dark Age API', () => {
  it('serves the sample, the units and the options', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/dark-age/sample' })).json().battlefield.width).toBe(36);
    expect(Object.keys((await server.app.inject({ method: 'GET', url: '/api/dark-age/units' })).json())).toContain('hover-apc');
    expect((await server.app.inject({ method: 'GET', url: '/api/dark-age/options' })).json().map((o: { id: string }) => o.id)).toContain('da-criticals-pairs');
  });

  it('resolves a boarding and refuses a bad one naming the field', async () => {
    const ok = await post({ state: sampleDarkAgeState, command: { type: 'board', transport: 'r-apc', passengers: ['r-inf-1'] } });
    expect(ok.json()).toMatchObject({ status: 'done' });
    expect(ok.json().lines[1]).toMatch(/r-inf-1 board r-apc/);
    const bad = await post({ state: sampleDarkAgeState, command: { type: 'board', transport: 'r-apc', passengers: ['s-mech'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().location).toMatchObject({ field: 'passengers.0' });
  });

  it('resolves artillery with physical dice given roll by roll', async () => {
    const placed = (
      await post({ state: sampleDarkAgeState, command: { type: 'placeArtillery', firer: 'r-arty', targets: [{ x: 10, y: 27 }] }, seed: 's' })
    ).json().state;
    const state = { ...placed, turn: placed.turn + 2 };
    const ask = await post({ state, command: { type: 'resolveArtillery', firer: 'r-arty' } });
    expect(ask.json()).toMatchObject({ status: 'dice-needed', diceNeeded: { count: 3, sides: 6 } });
    const done = await post({ state, command: { type: 'resolveArtillery', firer: 'r-arty' }, dice: [[5, 5, 5]] });
    expect(done.json().events[0]).toMatchObject({ type: 'artilleryResolved', markers: [{ hit: true }] });
  });
});
