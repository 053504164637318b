import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing';
import { catalogFor, loadAvailability } from '@marshal/loaders';
import type { MarshalServer } from '../app';

let server: MarshalServer;
beforeAll(async () => {
  server = await createTestServer();
  catalogFor();
  loadAvailability();
});
afterAll(async () => {
  await server.close();
});

describe('catalog API', () => {
  it('searches with filters', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/catalog/units?q=atlas&tons=100&jump=false&rules=intro,standard&limit=5' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((u: { tons: number; jump: number }) => u.tons === 100 && u.jump === 0)).toBe(true);
    expect(body.results.map((u: { name: string }) => u.name)).toContain('Atlas AS7-D');
  });

  it('ranks a name search: the original variant first ("Locust" → LCT-1V, "Marauder" → MAD-3R, "Atlas" → AS7-D), with the count of every match', async () => {
    const top = async (q: string) => {
      const r = await server.app.inject({ method: 'GET', url: `/api/catalog/units?q=${encodeURIComponent(q)}&kind=mech,vehicle&limit=10` });
      expect(r.statusCode).toBe(200);
      return r.json() as { total: number; results: { name: string }[] };
    };
    for (const [q, name] of [
      ['Locust', 'Locust LCT-1V'],
      ['Marauder', 'Marauder MAD-3R'],
      ['Atlas', 'Atlas AS7-D'],
      ['mad-1r', 'Marauder MAD-1R'],
    ] as const) {
      const body = await top(q);
      expect(body.results[0]?.name, q).toBe(name);
      expect(body.results).toHaveLength(Math.min(10, body.total));
    }
    expect((await top('Marauder')).total).toBeGreaterThan(10);
  });

  it('shows one unit with its BV breakdown and equipment details', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/catalog/units/atlas-as7-d' });
    expect(r.statusCode).toBe(200);
    expect(r.json().bv.total).toBe(1897);
    expect(r.json().equipment['Medium Laser'].heat).toBe(3);
  });

  it('names the field for bad filters and 404s unknown units', async () => {
    const bad = await server.app.inject({ method: 'GET', url: '/api/catalog/units?tons=heavy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().location.field).toBe('tons');
    expect((await server.app.inject({ method: 'GET', url: '/api/catalog/units/no-such-unit' })).statusCode).toBe(404);
  });

  it("gives each result's force facts (chassis, model, movement), and the factions of an era for the faction filter", async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/catalog/units?q=atlas%20as7-d&limit=5' });
    expect(r.json().results.find((u: { name: string }) => u.name === 'Atlas AS7-D')).toMatchObject({
      facts: { unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', tons: 100, bv: 1897, movementMode: 'Biped' },
    });
    const f = await server.app.inject({ method: 'GET', url: '/api/catalog/factions?era=jihad' });
    expect(f.statusCode).toBe(200);
    const body = f.json() as { era: string; factions: { name: string; group?: string }[] };
    expect(body.era).toBe('Jihad');
    const names = body.factions.map((x) => x.name);
    if (loadAvailability()) expect(body.factions).toContainEqual({ id: 'FS', name: 'Federated Suns' });
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    // One entry per faction, in every era and over all eras: the data spells one pool "CLAN.IS" and "Clan.IS".
    for (const url of ['/api/catalog/factions', '/api/catalog/factions?era=jihad']) {
      const listed = ((await server.app.inject({ method: 'GET', url })).json() as typeof body).factions.map((x) => x.name);
      expect(listed.filter((n, i) => listed.indexOf(n) !== i)).toEqual([]);
    }
    const bad = await server.app.inject({ method: 'GET', url: '/api/catalog/factions?era=Neolithic' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().location.field).toBe('era');
  });
});
