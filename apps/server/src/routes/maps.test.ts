import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-hooks';

const server = useTestServer();
const GRASS = 'Beginner Box/16x17 Grassland 1';

describe('maps API', () => {
  it('lists boards and composes a map', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/maps/boards' })).json()).toHaveLength(240);
    const map = await server.app.inject({ method: 'GET', url: `/api/maps/map?boards=${encodeURIComponent(`${GRASS},${GRASS}`)}` });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toMatchObject({ width: 32, height: 17 });
    expect(map.json().hexes).toHaveLength(32 * 17);
  });
  it('rules line of sight and runs orders', async () => {
    const los = await server.app.inject({ method: 'POST', url: '/api/maps/los', payload: { boards: GRASS, from: '0503', to: '1210' } });
    expect(los.json()).toMatchObject({ blocked: false, distance: 11 });
    const path = await server.app.inject({ method: 'POST', url: '/api/maps/path', payload: { boards: GRASS, from: '0505', orders: 'F F R', walk: 4 } });
    expect(path.json()).toMatchObject({ mpUsed: 6, mode: 'run' });
  });
  it('refuses bad input with the field named', async () => {
    const bad = await server.app.inject({ method: 'POST', url: '/api/maps/los', payload: { boards: GRASS, from: '0505', to: '2020' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/to 2020 is not on the 16×17 map/);
    const token = await server.app.inject({ method: 'POST', url: '/api/maps/path', payload: { boards: GRASS, from: '0505', orders: 'F Z', walk: 4 } });
    expect(token.statusCode).toBe(400);
    expect(token.json().message).toMatch(/order 2 "Z"/);
  });
});
