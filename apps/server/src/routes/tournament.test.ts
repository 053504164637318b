import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, verifyRecord } from '@marshal/core';
import { buildSampleRoster, sampleCatalog, sampleResult, tournamentModule } from '@marshal/tournament';
import type { MarshalServer } from '../app';
import { createTestServer, testBackends } from '../testing';

type View = {
  tournament: { id: string; version: number };
  state: { rounds: { duels: { id: string; table: number | null; a: { player: string }; b: { player: string } | null }[] }[]; phase: string };
  standings: { id: string; points: number }[];
};
type Session = { token: string };

describe.each(testBackends())('tournament API on %s (shared mode, roles)', (backend) => {
  let server: MarshalServer;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const register = async (username: string, role?: string, token?: string) =>
    ((await call('POST', '/api/auth/register', { username, password: `${username}-password`, ...(role ? { role } : {}) }, token)).json() as Session).token;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await createTestServer({ mode: 'shared', backend });
    tokens.org = await register('organiser');
    for (const p of ['p01', 'p02', 'p03', 'p04']) tokens[p] = await register(p, 'player');
    tokens.fan = await register('fan', 'spectator');
  });
  afterAll(async () => server.close());

  it('runs registration, a round with report/confirm, and public standings; refuses what roles forbid', async () => {
    const created = await call('POST', '/api/tournaments', { setup: { title: 'API Cup' } }, tokens.org);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as View).tournament.id;
    expect((await call('POST', '/api/tournaments', { setup: { title: 'x' } }, tokens.p01)).statusCode).toBe(403);

    const csv = 'id,name,faction\np01,Anna,Lyran Commonwealth\np02,Ben,Draconis Combine\np03,Cleo,Federated Suns\np04,Dan,Free Worlds League\n';
    let res = await call('POST', `/api/tournaments/${id}/players.csv`, { expectedVersion: 0, csv }, tokens.org);
    expect(res.statusCode).toBe(201);
    let version = (res.json() as { version: number }).version;
    const cat = sampleCatalog();
    const factions: Record<string, string> = { p01: 'Lyran Commonwealth', p02: 'Draconis Combine', p03: 'Federated Suns', p04: 'Free Worlds League' };
    const other = await call(
      'POST',
      `/api/tournaments/${id}/rosters`,
      { expectedVersion: version, player: 'p02', units: 'sample', roster: { mechs: [] } },
      tokens.p01,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: expect.stringMatching(/may not set the roster for p02/) });
    const forged = await call(
      'POST',
      `/api/tournaments/${id}/commands`,
      { expectedVersion: version, command: { type: 'setRoster', player: 'p01', roster: buildSampleRoster(cat, 0, factions.p01!) } },
      tokens.p01,
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/through POST \/api\/tournaments\/:id\/rosters/) });
    const asOrganiser = await call(
      'POST',
      `/api/tournaments/${id}/commands`,
      { expectedVersion: version, command: { type: 'startEvent', actor: { role: 'organiser' } } },
      tokens.p01,
    );
    expect(asOrganiser.statusCode, 'a player claiming to be the organiser in the body is still the player').toBe(422);
    expect(asOrganiser.json()).toMatchObject({ message: expect.stringMatching(/only the organiser may/) });
    const byName = (k: number, p: string) => ({ mechs: buildSampleRoster(cat, k, factions[p]!).mechs.map((m) => ({ ...m, unit: m.unit.name })) });
    for (const [k, p] of ['p01', 'p02', 'p03', 'p04'].entries()) {
      res = await call('POST', `/api/tournaments/${id}/rosters`, { expectedVersion: version, player: p, units: 'sample', roster: byName(k, p) }, tokens[p]);
      expect(res.statusCode).toBe(201);
      version = (res.json() as { version: number }).version;
    }
    const check = await call(
      'POST',
      `/api/tournaments/${id}/check-roster`,
      { player: 'p01', units: 'sample', roster: { mechs: [{ category: 'light', unit: 'Wolfhound WLF-1 (Allard)', ownedAndPainted: true }] } },
      tokens.p01,
    );
    expect(check.json()).toMatchObject({ ok: false });
    for (const type of ['startEvent', 'pairRound']) {
      res = await call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: { type } }, tokens.org);
      expect(res.statusCode).toBe(201);
      version = (res.json() as { version: number }).version;
    }
    const duels = (res.json() as { view: View }).view.state.rounds[0]!.duels;
    const paired = (await call('GET', `/api/tournaments/${id}`)).json() as View & { desk: object; dice: object };
    expect(paired.desk, 'the desk is told why the next round cannot be paired yet, and no tie exists').toEqual({
      pairProblem: `round 1 still has duels without a final result (tables ${duels.map((x) => x.table).join(', ')})`,
      ties: [],
      bestPaintedProblem: 'the best-painted prize is awarded at the end of the tournament, once all 6 duels have final results (duel 1 is still being played)',
    });
    expect(paired.dice).toEqual({ commitment: expect.stringMatching(/^[0-9a-f]{64}$/), seed: null });
    const d = duels[0]!;
    const report = { type: 'reportResult', duel: d.id, result: sampleResult(d.id) };
    const outsider = duels[1]!.a.player;
    expect((await call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: report }, tokens[outsider])).statusCode).toBe(422);
    expect((await call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: report }, tokens.fan)).statusCode).toBe(403);
    res = await call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: report }, tokens[d.a.player]);
    expect(res.statusCode).toBe(201);
    version = (res.json() as { version: number }).version;
    expect((await call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: version, command: report }, tokens[d.b!.player])).json()).toMatchObject({
      message: expect.stringMatching(/already reported/),
    });
    res = await call(
      'POST',
      `/api/tournaments/${id}/commands`,
      { expectedVersion: version, command: { type: 'confirmResult', duel: d.id } },
      tokens[d.b!.player],
    );
    expect(res.statusCode).toBe(201);

    version = (res.json() as { version: number }).version;
    const locust = {
      id: 'locust',
      kind: 'mech',
      chassis: 'Locust',
      model: 'LCT-1V',
      name: 'Locust LCT-1V',
      tonnage: 20,
      weightClass: 'light',
      techBase: 'Inner Sphere',
      rulesLevel: 'Introductory',
      introYear: 2499,
      omni: false,
      configuration: 'biped',
      movement: { walk: 8, run: 12, jump: 0 },
      armor: {
        HD: { front: 6 },
        CT: { front: 10, rear: 2 },
        LT: { front: 8, rear: 2 },
        RT: { front: 8, rear: 2 },
        LA: { front: 4 },
        RA: { front: 4 },
        LL: { front: 8 },
        RL: { front: 8 },
      },
      internalStructure: { HD: 3, CT: 6, LT: 5, RT: 5, LA: 3, RA: 3, LL: 4, RL: 4 },
      criticals: {},
      equipment: [{ equipmentId: 'ISMediumLaser', fileName: 'Medium Laser', location: 'CT', rearMounted: false, slots: [] }],
      ammo: [],
      quirks: [],
      source: { path: 'locust.mtf', format: 'mtf' },
    };
    const battle = await call(
      'POST',
      '/api/games',
      {
        module: 'battletech-combat',
        dice: 'seeded',
        setup: {
          title: 'Duel R1-T2',
          units: [
            { id: 'x', unit: locust, gunnery: 3, piloting: 4 },
            { id: 'y', unit: locust, gunnery: 3, piloting: 4 },
          ],
        },
      },
      tokens.org,
    );
    expect(battle.statusCode).toBe(201);
    const gameId = (battle.json() as { game: { id: string } }).game.id;
    const d2 = duels[1]!;
    res = await call(
      'POST',
      `/api/tournaments/${id}/duels/${d2.id}/from-battle`,
      { expectedVersion: version, game: gameId, a: 'x', b: 'y', gameRounds: 20 },
      tokens[d2.a.player],
    );
    expect(res.statusCode).toBe(201);
    const reported = (res.json() as { view: { state: { rounds: { duels: { id: string; report: { result: unknown } }[] }[] } } }).view.state.rounds[0]!.duels[1]!
      .report;
    expect(reported!.result).toEqual({ a: 'intact', b: 'intact', gameRounds: 20, via: { kind: 'battle', record: gameId } });

    const first = await call('GET', `/api/tournaments/${id}`);
    const pub = first.json() as View;
    expect(pub.standings).toHaveLength(4);
    const polled = await server.app.inject({ url: `/api/tournaments/${id}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(polled.statusCode, 'a public page polling a tournament that has not moved gets no body').toBe(304);
    expect((await call('GET', `/api/tournaments/${id}/standings.csv`)).body).toMatch(/^place,id,name,points/);
    const record = parseRecord((await call('GET', `/api/games/${id}/record`, undefined, tokens.org)).body);
    expect(verifyRecord(tournamentModule, record).ok).toBe(true);
  });

  it('reads roster facts from the MegaMek catalog (BV, ammunition, named flag) and says when availability is unknown', async () => {
    const created = await call('POST', '/api/tournaments', { setup: { title: 'Catalog Cup' } }, tokens.org);
    const id = (created.json() as View).tournament.id;
    await call('POST', `/api/tournaments/${id}/players.csv`, { expectedVersion: 0, csv: 'id,name,faction\np01,Anna,Lyran Commonwealth\n' }, tokens.org);
    const mechs = [
      { category: 'assault', unit: 'Atlas AS7-D', ownedAndPainted: true },
      { category: 'light', unit: 'Wolfhound WLF-1 (Allard)', ownedAndPainted: true },
    ];
    const res = await call('POST', `/api/tournaments/${id}/check-roster`, { player: 'p01', roster: { mechs } }, tokens.p01);
    const body = res.json() as { roster: { mechs: { unit: { bv: number; ammo: { family: string }[]; named: boolean } }[] }; problems: { reason: string }[] };
    expect(body.roster.mechs[0]!.unit.bv).toBe(1897);
    expect(body.roster.mechs[0]!.unit.ammo.map((a) => a.family)).toContain('ac20');
    expect(body.roster.mechs[1]!.unit.named).toBe(true);
    expect(body.problems.map((p) => p.reason).join('\n')).toMatch(
      /named 'Mech[\s\S]*not available to Lyran Commonwealth in the Jihad era \((no availability data for this unit)\)/,
    );
  });
});

describe('tournament demo content', () => {
  it('seeds an 8-player event three duels in, with a result awaiting confirmation, that verifies', { timeout: 120_000 }, async () => {
    const server = await createTestServer({ demo: true });
    try {
      const list = (await server.app.inject({ url: '/api/tournaments' })).json() as { id: string; title: string }[];
      const demo = list.find((t) => t.title === 'Demo: Solaris VII Stable Challenge')!;
      const view = (await server.app.inject({ url: `/api/tournaments/${demo.id}` })).json() as {
        standings: unknown[];
        state: { rounds: { duels: { status: string }[] }[] };
      };
      expect(view.standings).toHaveLength(8);
      expect(view.state.rounds).toHaveLength(3);
      expect(view.state.rounds[2]!.duels.filter((d) => d.status === 'reported')).toHaveLength(1);
      expect(((await server.app.inject({ url: `/api/games/${demo.id}/verify` })).json() as { ok: boolean }).ok).toBe(true);
    } finally {
      await server.close();
    }
  });
});
