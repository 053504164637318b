import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import { createTestServer } from '../testing';

/** The mercenary ledger over HTTP: a mission's wash-up is read from its record; who may write is the contract's referee. */

let server: MarshalServer;
const tokens: Record<string, string> = {};
const call = (method: 'GET' | 'POST', url: string, body: object | undefined, who: string) =>
  server.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${tokens[who]}` } });

const missionUnit = (id: string, name: string, side: string, tonnage: number) => ({
  id,
  name,
  side,
  tonnage,
  countsForBoardSize: true,
  ground: true,
  withdrawalTest: 'mech',
  walkMp: 3,
  value: 1500,
});
const terms = {
  unitName: 'Grey Death Legion',
  employer: 'Federated Suns',
  force: { name: 'Command lance', units: [{ unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { name: 'Grayson', gunnery: 3, piloting: 4 } }] },
  contractValue: 2_000_000,
  payPercent: 50,
};

async function finishedMission(who: string, finish = true): Promise<string> {
  const created = await call(
    'POST',
    '/api/games',
    {
      module: 'mission',
      dice: 'seeded',
      setup: { mission: 'open-engagement', units: [missionUnit('a1', 'Atlas AS7-D', 'attacker', 100), missionUnit('d1', 'Marauder MAD-3R', 'defender', 75)] },
    },
    who,
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { game: { id: string } }).game.id;
  if (finish) {
    const out = await call('POST', `/api/games/${id}/commands`, { expectedVersion: 0, command: { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' } }, who);
    expect(out.statusCode, out.body).toBe(201);
  }
  return id;
}

beforeAll(async () => {
  server = await createTestServer({ mode: 'shared' });
  for (const [username, role] of [
    ['boss', 'organiser'],
    ['merc', 'player'],
    ['rival', 'player'],
    ['fan', 'spectator'],
  ] as const) {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, password: `${username}-secret-words`, role } });
    tokens[username] = (res.json() as { token: string }).token;
  }
});
afterAll(async () => server.close());

describe('contracts API', () => {
  it('starts a contract, adds a finished mission read from its record, and keeps running totals', async () => {
    const started = await call('POST', '/api/contracts', terms, 'merc');
    expect(started.statusCode, started.body).toBe(201);
    const c = started.json() as { contract: { id: string }; contractedPay: number; units: { name: string }[]; factionTable: { source: string } };
    expect(c.contractedPay).toBe(1_000_000);
    expect(c.units.map((u) => u.name)).toEqual(['Atlas AS7-D']);
    expect(c.factionTable.source).toMatch(/default — source table not available/);
    const mission = await finishedMission('merc');
    const added = await call('POST', `/api/contracts/${c.contract.id}/missions`, { expectedVersion: 0, mission, side: 'attacker' }, 'merc');
    expect(added.statusCode, added.body).toBe(201);
    const view = (
      added.json() as {
        view: { missions: { cbills: number; runningCbills: number; lines: { text: string; sources: string[] }[]; salvage: object[] }[]; totals: object };
      }
    ).view;
    expect(view.missions[0]).toMatchObject({ cbills: 1_000_000, runningCbills: 1_000_000 });
    expect(view.missions[0]!.lines[0]!.sources).toEqual(['Mechwarriors of Fortune – The Missions, Open Engagement › Attacker Victory Conditions']);
    expect(view.missions[0]!.salvage).toEqual([{ name: 'Marauder MAD-3R', tonnage: 75, value: 1500, kind: 'gained' }]);
    expect(view.totals).toEqual({ cbills: 1_000_000, factionPoints: { 'Federated Suns': 2 }, salvage: { units: 1, tons: 75, value: 1500 } });
    const again = await call('POST', `/api/contracts/${c.contract.id}/missions`, { expectedVersion: 1, mission, side: 'attacker' }, 'merc');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/already in the ledger \(mission 1\)/);
    const stale = await call('POST', `/api/contracts/${c.contract.id}/commands`, { expectedVersion: 0, command: { type: 'closeContract' } }, 'merc');
    expect(stale.statusCode).toBe(409);
  });

  it('a mission goes into one contract only: another ledger refuses it with the reason, and only eligible missions are offered', async () => {
    const a = ((await call('POST', '/api/contracts', terms, 'merc')).json() as { contract: { id: string } }).contract.id;
    const b = ((await call('POST', '/api/contracts', { ...terms, unitName: "McCarron's Armored Cavalry" }, 'merc')).json() as { contract: { id: string } })
      .contract.id;
    const mission = await finishedMission('merc');
    const other = await finishedMission('merc');
    const unfinished = await finishedMission('merc', false);
    const strangers = await call(
      'POST',
      '/api/games',
      {
        module: 'mission',
        dice: 'seeded',
        setup: {
          mission: 'open-engagement',
          units: [missionUnit('a1', 'Locust LCT-1V', 'attacker', 20), missionUnit('d1', 'Marauder MAD-3R', 'defender', 75)],
        },
      },
      'merc',
    );
    const stranger = (strangers.json() as { game: { id: string } }).game.id;
    await call('POST', `/api/games/${stranger}/commands`, { expectedVersion: 0, command: { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' } }, 'merc');
    const offered = async (contract: string) => {
      const res = await call('GET', `/api/contracts/${contract}/eligible-missions`, undefined, 'merc');
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json() as { id: string; sides: string[] }[]).map((m) => [m.id, m.sides]));
    };
    const before = await offered(b);
    expect(before.get(mission)).toEqual(['attacker']);
    expect([before.has(unfinished), before.has(stranger)]).toEqual([false, false]);
    expect((await call('POST', `/api/contracts/${a}/missions`, { expectedVersion: 0, mission, side: 'attacker' }, 'merc')).statusCode).toBe(201);
    const after = await offered(b);
    expect([after.has(mission), after.get(other)]).toEqual([false, ['attacker']]);
    const refused = await call('POST', `/api/contracts/${b}/missions`, { expectedVersion: 0, mission, side: 'attacker' }, 'merc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /the mission "[^"]+" is already in the ledger of the contract "Grey Death Legion"; a mission goes into one contract only$/,
    );
    const next = await call(
      'POST',
      `/api/contracts/${a}/next-mission`,
      { expectedVersion: 1, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] },
      'merc',
    );
    expect(next.statusCode, next.body).toBe(201);
    const startedId = (next.json() as { mission: { id: string } }).mission.id;
    const taken = await call('POST', `/api/contracts/${b}/missions`, { expectedVersion: 0, mission: startedId, side: 'attacker' }, 'merc');
    expect(taken.json().message).toMatch(/the mission "[^"]+" was started from the contract "Grey Death Legion"; it goes into that contract's ledger only$/);
    expect((await call('POST', `/api/contracts/${b}/missions`, { expectedVersion: 0, mission: other, side: 'attacker' }, 'merc')).statusCode).toBe(201);
  });

  it('refuses wash-up facts sent by anyone, an organiser included; another player; a missing or unfinished mission; bad terms', async () => {
    const c = ((await call('POST', '/api/contracts', terms, 'merc')).json() as { contract: { id: string } }).contract.id;
    const mission = await finishedMission('merc');
    const forged = {
      expectedVersion: 0,
      command: {
        type: 'recordMission',
        facts: { game: mission, version: 1, hash: 'x', mission: 'open-engagement', title: 'Open Engagement', side: 'attacker' },
      },
    };
    for (const who of ['merc', 'boss']) {
      const res = await call('POST', `/api/contracts/${c}/commands`, forged, who);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
      expect(res.json().message).toMatch(/through POST \/api\/contracts\/:id\/missions/);
    }
    const rival = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 0, mission, side: 'attacker' }, 'rival');
    expect(rival.statusCode).toBe(403);
    const fan = await call('POST', `/api/contracts/${c}/commands`, { expectedVersion: 0, command: { type: 'closeContract' } }, 'fan');
    expect(fan.statusCode).toBe(403);
    const missing = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 0, mission: 'no-such-game', side: 'attacker' }, 'merc');
    expect(missing.statusCode).toBe(404);
    const unfinished = await finishedMission('merc', false);
    const early = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 0, mission: unfinished, side: 'attacker' }, 'merc');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/has not ended yet/);
    const wrongSide = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 0, mission, side: 'defender' }, 'merc');
    expect(wrongSide.statusCode).toBe(422);
    expect(wrongSide.json().message).toMatch(/none of Grey Death Legion's units fought on the defender side/);
    const organiser = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 0, mission, side: 'attacker' }, 'boss');
    expect(organiser.statusCode, organiser.body).toBe(201);
    const badUnit = await call(
      'POST',
      '/api/contracts',
      { ...terms, force: { name: 'x', units: [{ unitId: 'no-such-mech', chassis: 'No', model: 'Such' }] } },
      'merc',
    );
    expect(badUnit.statusCode).toBe(400);
    const badPay = await call('POST', '/api/contracts', { ...terms, payPercent: 150 }, 'merc');
    expect(badPay.statusCode).toBe(400);
    expect(badPay.json().message).toMatch(/pay %/);
    const list = await call('GET', '/api/contracts', undefined, 'fan');
    expect(list.statusCode).toBe(200);
  });
});
