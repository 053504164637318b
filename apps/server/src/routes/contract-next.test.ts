import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import { createTestServer } from '../testing';

/** A contract starts its next mission from its own force (pilots, carried damage), and the finished mission is added without ids typed. */

let server: MarshalServer;
const tokens: Record<string, string> = {};
const call = (method: 'GET' | 'POST', url: string, body: object | undefined, who: string) =>
  server.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${tokens[who]}` } });

const terms = {
  unitName: 'Kell Hounds',
  employer: 'Lyran Commonwealth',
  force: {
    name: 'Lance',
    units: [
      { unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Morgan', gunnery: 3, piloting: 4 } },
      { unitId: 'hunchback-hbk-4g', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Dan', gunnery: 4, piloting: 5 } },
    ],
  },
  contractValue: 2_000_000,
  payPercent: 50,
};
type View = { version: number; started: { game: string; side: string; units: string[] }[]; missions: { cbills: number }[]; nextForce: { id: string }[] };

beforeAll(async () => {
  server = await createTestServer({ mode: 'shared' });
  for (const [username, role] of [
    ['merc', 'player'],
    ['rival', 'player'],
  ] as const) {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, password: `${username}-secret-words`, role } });
    tokens[username] = (res.json() as { token: string }).token;
  }
});
afterAll(async () => server.close());

describe('a contract starts its next mission', () => {
  it("builds the mission from the contract's units and pilots; when it ends it is added by its id alone, side and units known", async () => {
    const c = ((await call('POST', '/api/contracts', terms, 'merc')).json() as { contract: { id: string } }).contract.id;
    const body = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', commander: 'u1', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const res = await call('POST', `/api/contracts/${c}/next-mission`, body, 'merc');
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json() as { mission: { id: string; title: string }; view: View };
    expect(out.mission.title).toBe('Kell Hounds: Open Engagement (mission 1 of the contract)');
    expect(out.view.started).toEqual([expect.objectContaining({ game: out.mission.id, side: 'attacker', units: ['u1', 'u2'] })]);
    const mission = (await call('GET', `/api/games/${out.mission.id}`, undefined, 'merc')).json() as {
      header: { setup: { units: { id: string; name: string; side: string; piloting: number; commander: boolean }[] } };
    };
    expect(mission.header.setup.units.map((u) => [u.id, u.name, u.side, u.piloting, u.commander])).toEqual([
      ['u1', 'Atlas AS7-D', 'attacker', 4, true],
      ['u2', 'Hunchback HBK-4G', 'attacker', 5, false],
      ['d1', 'Marauder MAD-3R', 'defender', 5, false],
    ]);
    // The Hunchback loses its left arm's armour; the Marauder is destroyed: the mission ends.
    let v = 0;
    for (const command of [
      { type: 'reportDamage', unit: 'u2', facts: { armourStripped: ['LA'], destroyed: [] } },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
    ]) {
      const r = await call('POST', `/api/games/${out.mission.id}/commands`, { expectedVersion: v++, command }, 'merc');
      expect(r.statusCode, r.body).toBe(201);
    }
    const added = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 1, mission: out.mission.id }, 'merc');
    expect(added.statusCode, added.body).toBe(201);
    const view = (added.json() as { view: View }).view;
    expect(view.started).toEqual([]);
    expect(view.missions[0]!.cbills).toBe(1_000_000);
    // The next mission starts the Hunchback with its left arm's armour gone, without anyone typing it.
    const second = await call('POST', `/api/contracts/${c}/next-mission`, { ...body, expectedVersion: 2, mission: 'assassination' }, 'merc');
    expect(second.statusCode, second.body).toBe(201);
    const m2 = (await call('GET', `/api/games/${(second.json() as { mission: { id: string } }).mission.id}`, undefined, 'merc')).json() as {
      header: { setup: { units: { id: string; startDamage?: object }[] } };
    };
    expect(m2.header.setup.units.find((u) => u.id === 'u2')!.startDamage).toEqual({ armourStripped: ['LA'], destroyed: [] });
  });

  it("refuses a unit that is not the contract's, an opponent id that clashes, a stale version, another player, and a hand-sent startMission", async () => {
    const c = ((await call('POST', '/api/contracts', terms, 'merc')).json() as { contract: { id: string } }).contract.id;
    const body = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const notOurs = await call('POST', `/api/contracts/${c}/next-mission`, { ...body, units: ['u9'] }, 'merc');
    expect(notOurs.json().message).toMatch(/u9 cannot fight the next mission: not a unit of this contract/);
    const clash = await call('POST', `/api/contracts/${c}/next-mission`, { ...body, opponent: [{ id: 'u1', unit: 'Marauder MAD-3R' }] }, 'merc');
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toMatch(/"u1" is a contract unit's id/);
    expect((await call('POST', `/api/contracts/${c}/next-mission`, { ...body, expectedVersion: 3 }, 'merc')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('POST', `/api/contracts/${c}/next-mission`, body, 'rival')).statusCode).toBe(403);
    const forged = {
      expectedVersion: 0,
      command: { type: 'startMission', game: 'g', mission: 'open-engagement', title: 't', side: 'attacker', units: ['u1'] },
    };
    expect((await call('POST', `/api/contracts/${c}/commands`, forged, 'merc')).statusCode).toBe(403);
  });
});
