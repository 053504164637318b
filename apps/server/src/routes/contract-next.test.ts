import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BattleState, baseCombatRules, battleAftermath, botCommand } from '@marshal/battletech';
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
      header: { setup: { units: { id: string; name: string; pilot?: string; side: string; piloting: number; commander: boolean }[] } };
    };
    // The contract's pilots go in by name, so the tracker and its wash-up tell the units apart as the ledger does.
    expect(mission.header.setup.units.map((u) => [u.id, u.name, u.pilot, u.side, u.piloting, u.commander])).toEqual([
      ['u1', 'Atlas AS7-D', 'Morgan', 'attacker', 4, true],
      ['u2', 'Hunchback HBK-4G', 'Dan', 'attacker', 5, false],
      ['d1', 'Marauder MAD-3R', undefined, 'defender', 5, false],
    ]);
    // The page offers to add a started mission only once it is over: the view says how far each has come.
    const progress = async () => ((await call('GET', `/api/contracts/${c}`, undefined, 'merc')).json() as { started: { progress?: string }[] }).started;
    expect(await progress()).toEqual([expect.objectContaining({ progress: 'playing' })]);
    // The Hunchback loses its left arm's armour; the Marauder is destroyed: the mission ends.
    let v = 0;
    for (const command of [
      { type: 'reportDamage', unit: 'u2', facts: { armourStripped: ['LA'], destroyed: [] } },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
    ]) {
      const r = await call('POST', `/api/games/${out.mission.id}/commands`, { expectedVersion: v++, command }, 'merc');
      expect(r.statusCode, r.body).toBe(201);
    }
    expect(await progress()).toEqual([expect.objectContaining({ progress: 'ended' })]);
    // The mission knows the contract it was started from (its tracker links there), and keeps knowing it once in the ledger.
    const belongs = async () => (await call('GET', `/api/missions/${out.mission.id}/contract`, undefined, 'merc')).json();
    expect(await belongs()).toEqual({ contract: { contract: c, title: 'Kell Hounds', how: 'started' } });
    const added = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 1, mission: out.mission.id }, 'merc');
    expect(added.statusCode, added.body).toBe(201);
    expect(await belongs()).toEqual({ contract: { contract: c, title: 'Kell Hounds', how: 'ledger' } });
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

  it('fights the next mission digitally: carried damage and pilot hits applied, the outcome followed back into the tracker and the ledger', async () => {
    const c = ((await call('POST', '/api/contracts', terms, 'merc')).json() as { contract: { id: string } }).contract.id;
    const tracked = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const first = (await call('POST', `/api/contracts/${c}/next-mission`, tracked, 'merc')).json() as { mission: { id: string } };
    let v = 0;
    for (const command of [
      { type: 'reportDamage', unit: 'u2', facts: { armourStripped: ['LA'], destroyed: [] } },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
    ])
      expect((await call('POST', `/api/games/${first.mission.id}/commands`, { expectedVersion: v++, command }, 'merc')).statusCode).toBe(201);
    expect((await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 1, mission: first.mission.id }, 'merc')).statusCode).toBe(201);

    const digital = { deployment: 'at-once', roundLimit: 2 };
    const res = await call('POST', `/api/contracts/${c}/next-mission`, { ...tracked, expectedVersion: 2, digital }, 'merc');
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json() as { mission: { id: string }; battle: { id: string }; view: View & { started: { battle?: string }[] } };
    expect(out.view.started[0]).toMatchObject({ game: out.mission.id, battle: out.battle.id, units: ['u1', 'u2'] });
    const followed = (await call('GET', `/api/games/${out.mission.id}`, undefined, 'merc')).json() as {
      state: { units: Record<string, { unit: { pilot?: string } }> };
    };
    expect([followed.state.units.u1!.unit.pilot, followed.state.units.u2!.unit.pilot]).toEqual(['Morgan', 'Dan']);
    const battleAt = async () =>
      (await call('GET', `/api/games/${out.battle.id}`, undefined, 'merc')).json() as { game: { version: number }; state: BattleState };
    const la = (await battleAt()).state.units.u2!.locations.LA!;
    expect(la.armor).toBe(0);
    expect(la.maxArmor).toBeGreaterThan(0);
    expect((await battleAt()).state.units.u1!.locations.LA!.armor).toBe((await battleAt()).state.units.u1!.locations.LA!.maxArmor);

    // Bots play both sides for two rounds; the tracker follows after every command, as the web tracker does.
    for (let guard = 0; guard < 500; guard++) {
      const g = await battleAt();
      const command = botCommand(g.state, baseCombatRules);
      if (!command) break;
      expect((await call('POST', `/api/games/${out.battle.id}/commands`, { expectedVersion: g.game.version, command }, 'merc')).statusCode).toBe(201);
      await call('POST', `/api/missions/${out.mission.id}/follow`, {}, 'merc');
    }
    await call('POST', `/api/missions/${out.mission.id}/follow`, {}, 'merc');
    const final = (await battleAt()).state;
    expect(final.outcome).not.toBeNull();
    const status = (await call('GET', `/api/missions/${out.mission.id}/status`, undefined, 'merc')).json() as { battle: { reportsBehind: number } };
    expect(status.battle.reportsBehind).toBe(0);
    const mv = (await call('GET', `/api/games/${out.mission.id}`, undefined, 'merc')).json() as { game: { version: number }; state: { ended: unknown } };
    if (!mv.state.ended) {
      const end = { expectedVersion: mv.game.version, command: { type: 'endGame', reason: 'the battle reached its round limit' } };
      expect((await call('POST', `/api/games/${out.mission.id}/commands`, end, 'merc')).statusCode).toBe(201);
    }
    const added = await call('POST', `/api/contracts/${c}/missions`, { expectedVersion: 3, mission: out.mission.id }, 'merc');
    expect(added.statusCode, added.body).toBe(201);
    const after = (added.json() as { view: View & { units: { id: string; status: string; damage: { points?: object[] } }[] } }).view;
    expect(after.missions).toHaveLength(2);
    expect(after.started).toEqual([]);
    const aftermath = battleAftermath(final);
    for (const id of ['u1', 'u2']) {
      const u = after.units.find((x) => x.id === id)!;
      if (aftermath[id]!.destroyed) expect(u.status).not.toBe('ready');
      else expect(u.damage.points ?? []).toEqual(aftermath[id]!.damage);
    }
    // The Hunchback's left arm is still bare when the battle hands it back (nobody repaired it).
    if (!aftermath.u2!.destroyed) expect(aftermath.u2!.damage).toContainEqual(expect.objectContaining({ location: 'LA', amount: la.maxArmor }));
  });
  it('fights a contract mission against the computer: the opponent is the bot, the contract side a person', async () => {
    const c = ((await call('POST', '/api/contracts', terms, 'merc')).json() as { contract: { id: string } }).contract.id;
    const body = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const res = await call('POST', `/api/contracts/${c}/next-mission`, { ...body, digital: { deployment: 'at-once', bots: ['defender'] } }, 'merc');
    expect(res.statusCode, res.body).toBe(201);
    const battle = (res.json() as { battle: { id: string } }).battle.id;
    const seats = (await call('GET', `/api/games/${battle}/seats`, undefined, 'merc')).json() as { seat: string; bot?: boolean }[];
    expect(seats.filter((s) => s.bot).map((s) => s.seat)).toEqual(['defender']);
    const both = await call('POST', `/api/contracts/${c}/next-mission`, { ...body, digital: { bots: ['attacker', 'defender'] } }, 'merc');
    expect(both.statusCode).toBe(400);
    expect(both.body).toMatch(/bots/);
  });
});
