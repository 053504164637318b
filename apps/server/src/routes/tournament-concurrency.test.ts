import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleRoster, sampleCatalog, sampleResult } from '@marshal/tournament';
import type { MarshalServer } from '../app';
import { createTestServer, testBackends } from '../testing';

/** Players report at once: commands on different duels are all played; two on the same duel are not (issue 23). */

type Duel = { id: string; a: { player: string }; b: { player: string } | null };
type Played = { version: number; view: { state: { rounds: { duels: Duel[] }[] } } };
const PLAYERS = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08'];
const FACTIONS = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League'];

describe.each(testBackends())('tournament reports at once on %s', (backend) => {
  let server: MarshalServer;
  const tokens: Record<string, string> = {};
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const register = async (username: string, role?: string, token?: string) =>
    ((await call('POST', '/api/auth/register', { username, password: `${username}-password`, ...(role ? { role } : {}) }, token)).json() as { token: string })
      .token;

  beforeAll(async () => {
    server = await createTestServer({ mode: 'shared', backend });
    tokens.org = await register('organiser');
    for (const p of PLAYERS) tokens[p] = await register(p, 'player');
  }, 120_000);
  afterAll(async () => server.close());

  it('plays every report sent at the same version on different duels, and refuses a second one on the same duel naming the first', async () => {
    const id = ((await call('POST', '/api/tournaments', { setup: { title: 'Busy night' } }, tokens.org)).json() as { tournament: { id: string } }).tournament
      .id;
    const csv = ['id,name,faction', ...PLAYERS.map((p, i) => `${p},Pilot ${i + 1},${FACTIONS[i % 4]}`)].join('\n') + '\n';
    let res = await call('POST', `/api/tournaments/${id}/players.csv`, { expectedVersion: 0, csv }, tokens.org);
    const version0 = (res.json() as Played).version;
    const cat = sampleCatalog();
    // Every player saves a roster at once, all sent against the same version: each touches only its own roster.
    const rosters = await Promise.all(
      PLAYERS.map((p, i) => {
        const mechs = buildSampleRoster(cat, i % 4, FACTIONS[i % 4]!).mechs.map((m) => ({ ...m, unit: m.unit.name }));
        return call('POST', `/api/tournaments/${id}/rosters`, { expectedVersion: version0, player: p, units: 'sample', roster: { mechs } }, tokens[p]);
      }),
    );
    expect(rosters.map((r) => r.statusCode)).toEqual(PLAYERS.map(() => 201));
    let version = Math.max(...rosters.map((r) => (r.json() as Played).version));
    expect(version).toBe(version0 + PLAYERS.length);
    for (const type of ['startEvent', 'pairRound']) {
      res = await call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: { type } }, tokens.org);
      expect(res.statusCode).toBe(201);
      version = (res.json() as Played).version;
    }
    const duels = (res.json() as Played).view.state.rounds[0]!.duels;
    expect(duels).toHaveLength(4);

    const report = (d: Duel) => ({ type: 'reportResult', duel: d.id, result: sampleResult(d.id) });
    const reports = await Promise.all(
      duels.map((d) => call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: report(d) }, tokens[d.a.player])),
    );
    expect(reports.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const first = duels[0]!;
    const again = await call(
      'POST',
      `/api/tournaments/${id}/commands`,
      { expectedVersion: version, command: { type: 'disputeResult', duel: first.id, reason: 'no' } },
      tokens[first.b!.player],
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'stale',
      message: expect.stringMatching(new RegExp(`\\(reportResult\\) touched duel ${first.id}`)),
      conflicts: [{ type: 'reportResult', over: [`duel ${first.id}`] }],
    });
  });
});
