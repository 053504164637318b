import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCampaignSetup } from '@marshal/campaign';
import { loadCombatUnit } from '@marshal/loaders';
import { samplePlayerCommands, sampleResult, tournamentModule } from '@marshal/tournament';
import type { MarshalServer } from '../app';
import { createGame, playGameCommand } from '../games/game-service';
import { createTestServer, testBackends } from '../testing';
import { ForceStore } from '../store/force-store';
import { WRITE_ROUTES, isWriteMethod } from './effects';

/**
 * Every state-changing operation of the OpenAPI document, tried as anonymous, as a spectator, as another player and
 * with a forged actor in the body: refused, and nothing written anywhere. The operations come from the document, so a
 * new route is tried the day it is added (and fails here until it is in routes/effects.ts).
 */

type Who = 'anonymous' | 'spectator' | 'other' | 'forged';
interface Target {
  readonly url: string;
  readonly body?: object;
  /** Statuses that count as refused for the other player (default 403). */
  readonly otherRefused?: readonly number[];
  /** Who the other player is (default: a player who owns nothing and plays in no event). */
  readonly other?: string;
}

interface Fixtures {
  rollLog: string;
  campaign: string;
  mission: string;
  battle: string;
  battleSeat: string;
  combat: string;
  tournament: string;
  duel: string;
  outsider: string;
  inDuel: string;
  force: string;
  contract: string;
}

describe.each(testBackends())('route × role matrix on %s (shared mode)', (backend) => {
  let server: MarshalServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const fx = {} as Fixtures;
  const version = async (id: string) => (await server.store.read(id))?.info.version ?? -1;

  const forceUnit = { unitId: 'atlas-as7-d', chassis: 'Atlas', model: 'AS7-D', pilot: { gunnery: 4, piloting: 5 } };
  const contractTerms = {
    unitName: 'p01 mercs',
    employer: 'Lyran Commonwealth',
    force: { name: 'p01 lance', units: [forceUnit] },
    contractValue: 1000,
    payPercent: 50,
  };
  const call = (method: string, url: string, body: object | undefined, token: string | undefined) =>
    server.app.inject({ method: method as 'POST', url, ...(body ? { payload: body } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    server = await createTestServer({ mode: 'shared', backend });
    const register = async (username: string, role: string) => {
      const res = await call('POST', '/api/auth/register', { username, password: `${username}-secret-words`, role }, undefined);
      const body = res.json() as { token: string; user: { id: string } };
      tokens[username] = body.token;
      ids[username] = body.user.id;
    };
    await register('org', 'organiser');
    for (const p of ['p01', 'p02', 'p03', 'p04', 'stranger']) await register(p, 'player');
    await register('fan', 'spectator');
    const store = server.store;
    fx.rollLog = (await createGame(store, { module: 'roll-log', setup: { title: 'p01 rolls' }, dice: 'seeded', ownerId: ids.p01! })).info.id;
    fx.campaign = (await createGame(store, { module: 'campaign', setup: sampleCampaignSetup(), dice: 'seeded', ownerId: ids.p01! })).info.id;
    const atlas = loadCombatUnit('Atlas AS7-D');
    fx.combat = (
      await createGame(store, {
        module: 'battletech-combat',
        setup: {
          title: 'duel',
          units: [
            { id: 'x', unit: atlas, gunnery: 4, piloting: 5 },
            { id: 'y', unit: atlas, gunnery: 4, piloting: 5 },
          ],
        },
        dice: 'seeded',
        ownerId: ids.p01!,
      })
    ).info.id;
    const fought = await call(
      'POST',
      '/api/missions/battle',
      {
        mission: 'open-engagement',
        units: [
          { id: 'a1', side: 'attacker', unit: 'Atlas AS7-D' },
          { id: 'd1', side: 'defender', unit: 'Atlas AS7-D' },
        ],
      },
      tokens.p01,
    );
    expect(fought.statusCode).toBe(201);
    fx.mission = (fought.json() as { mission: { id: string } }).mission.id;
    fx.battle = (fought.json() as { battle: { id: string } }).battle.id;
    const seats = (await call('GET', `/api/games/${fx.battle}/seats`, undefined, tokens.p01)).json() as { seat: string }[];
    fx.battleSeat = seats[0]!.seat;
    expect((await call('POST', `/api/games/${fx.battle}/seats/${fx.battleSeat}`, undefined, tokens.p01)).statusCode).toBe(201);
    const event = await createGame(store, { module: tournamentModule.id, setup: { title: 'Matrix Cup' }, dice: 'seeded', ownerId: ids.org! });
    fx.tournament = event.info.id;
    let v = 0;
    for (const command of [
      ...samplePlayerCommands(4),
      { type: 'startEvent', actor: { role: 'organiser' } },
      { type: 'pairRound', actor: { role: 'organiser' } },
    ]) {
      const out = await playGameCommand(store, fx.tournament, v, command);
      expect(out.status).toBe('accepted');
      v = (out as { version: number }).version;
    }
    const view = (await call('GET', `/api/tournaments/${fx.tournament}`, undefined, undefined)).json() as {
      state: { rounds: { duels: { id: string; a: { player: string }; b: { player: string } | null }[] }[] };
    };
    const duel = view.state.rounds[0]!.duels.find((d) => d.b)!;
    fx.duel = duel.id;
    fx.inDuel = duel.a.player;
    fx.outsider = ['p01', 'p02', 'p03', 'p04'].find((p) => p !== duel.a.player && p !== duel.b!.player)!;
    const saved = await call('POST', '/api/forces', { force: { name: 'p01 lance', units: [forceUnit] } }, tokens.p01);
    expect(saved.statusCode).toBe(201);
    fx.force = (saved.json() as { id: string }).id;
    const contract = await call('POST', '/api/contracts', contractTerms, tokens.p01);
    expect(contract.statusCode, contract.body).toBe(201);
    fx.contract = (contract.json() as { contract: { id: string } }).contract.id;
  });
  afterAll(async () => server.close());

  /** What each write operation is tried on: a record someone else owns, with a body that would otherwise be played. */
  async function target(method: string, path: string): Promise<Target> {
    const v = (id: string) => version(id);
    const t = fx;
    switch (`${method} ${path}`) {
      case 'POST /api/games':
        return { url: path, body: { module: tournamentModule.id, setup: { title: 'not mine to start' } } };
      case 'POST /api/games/{id}/commands':
        return {
          url: `/api/games/${t.rollLog}/commands`,
          body: { expectedVersion: await v(t.rollLog), command: { type: 'rollDice', notation: '2d6', purpose: 'matrix' } },
        };
      case 'POST /api/games/{id}/reveal':
        return { url: `/api/games/${t.rollLog}/reveal` };
      case 'POST /api/games/{id}/seats/{seat}':
        return { url: `/api/games/${t.battle}/seats/${t.battleSeat}`, otherRefused: [409] };
      case 'DELETE /api/games/{id}/seats/{seat}':
        return { url: `/api/games/${t.battle}/seats/${t.battleSeat}` };
      case 'POST /api/games/{id}/copy':
        return { url: `/api/games/${t.battle}/copy` };
      case 'PUT /api/games/{id}/seats/{seat}/draft':
        return { url: `/api/games/${t.battle}/seats/${t.battleSeat}/draft`, body: { draft: { onTimeOut: 'nothing' } } };
      case 'POST /api/campaigns':
        return { url: path, body: { setup: sampleCampaignSetup() } };
      case 'POST /api/campaigns/{id}/commands':
        return {
          url: `/api/campaigns/${t.campaign}/commands`,
          body: { expectedVersion: await v(t.campaign), command: { type: 'concede', side: 'defender', reason: 'forged' } },
        };
      case 'POST /api/campaigns/{id}/battle':
        return { url: `/api/campaigns/${t.campaign}/battle`, body: { expectedVersion: await v(t.campaign) } };
      case 'POST /api/campaigns/{id}/battle/report':
        return { url: `/api/campaigns/${t.campaign}/battle/report`, body: { expectedVersion: await v(t.campaign), battle: t.battle } };
      case 'POST /api/campaigns/{id}/reinforcements':
        return {
          url: `/api/campaigns/${t.campaign}/reinforcements`,
          body: { expectedVersion: await v(t.campaign), lance: 'garrison', units: [{ id: 'bought', catalog: 'Atlas AS7-D', pilot: { name: 'Kim' } }] },
        };
      case 'POST /api/missions/{id}/follow':
        return { url: `/api/missions/${t.mission}/follow` };
      case 'POST /api/missions/battle':
        return {
          url: path,
          body: {
            mission: 'open-engagement',
            units: [
              { id: 'a1', side: 'attacker', unit: 'Atlas AS7-D' },
              { id: 'd1', side: 'defender', unit: 'Atlas AS7-D' },
            ],
          },
        };
      case 'POST /api/tournaments':
        return { url: path, body: { setup: { title: 'not mine to start' } } };
      case 'POST /api/tournaments/{id}/commands':
        return {
          url: `/api/tournaments/${t.tournament}/commands`,
          body: { expectedVersion: await v(t.tournament), command: { type: 'reportResult', duel: t.duel, result: sampleResult(t.duel) } },
          otherRefused: [422],
          other: t.outsider,
        };
      case 'POST /api/tournaments/{id}/rosters':
        return {
          url: `/api/tournaments/${t.tournament}/rosters`,
          body: { expectedVersion: await v(t.tournament), player: t.inDuel, units: 'sample', roster: { mechs: [] } },
          otherRefused: [422],
          other: t.outsider,
        };
      case 'POST /api/tournaments/{id}/players.csv':
        return {
          url: `/api/tournaments/${t.tournament}/players.csv`,
          body: { expectedVersion: await v(t.tournament), csv: 'id,name,faction\np09,Eve,Clan Wolf\n' },
        };
      case 'POST /api/tournaments/{id}/duels/{duel}/from-battle':
        return {
          url: `/api/tournaments/${t.tournament}/duels/${t.duel}/from-battle`,
          body: { expectedVersion: await v(t.tournament), game: t.combat, a: 'x', b: 'y', gameRounds: 5 },
          otherRefused: [422],
          other: t.outsider,
        };
      case 'POST /api/contracts':
        return { url: path, body: contractTerms };
      case 'POST /api/contracts/{id}/missions':
        return { url: `/api/contracts/${t.contract}/missions`, body: { expectedVersion: await v(t.contract), mission: t.mission, side: 'attacker' } };
      case 'POST /api/contracts/{id}/next-mission':
        return {
          url: `/api/contracts/${t.contract}/next-mission`,
          body: { expectedVersion: await v(t.contract), mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd9', unit: 'Marauder MAD-3R' }] },
        };
      case 'POST /api/contracts/{id}/commands':
        return { url: `/api/contracts/${t.contract}/commands`, body: { expectedVersion: await v(t.contract), command: { type: 'closeContract' } } };
      case 'POST /api/tournaments/{id}/duels/{duel}/battle':
        return { url: `/api/tournaments/${t.tournament}/duels/${t.duel}/battle`, body: { expectedVersion: await v(t.tournament) }, other: t.outsider };
      case 'POST /api/tournaments/{id}/duels/{duel}/clock':
        return {
          url: `/api/tournaments/${t.tournament}/duels/${t.duel}/clock`,
          body: { expectedVersion: await v(t.tournament), clock: { action: 'start' } },
          otherRefused: [422],
          other: t.outsider,
        };
      case 'POST /api/forces':
        return { url: path, body: { force: { name: 'not mine to save', units: [forceUnit] } } };
      case 'PUT /api/forces/{id}':
        return { url: `/api/forces/${t.force}`, body: { force: { name: 'renamed by someone else', units: [] } }, otherRefused: [404] };
      case 'DELETE /api/forces/{id}':
        return { url: `/api/forces/${t.force}`, otherRefused: [404] };
      case 'POST /api/forces/import':
        return { url: path, body: { format: 'csv', text: 'chassis,model\nAtlas,AS7-D\n' } };
      default:
        return { url: path.replace(/\{[^}]+\}/gu, 'x') };
    }
  }

  /** Every record's version, and the seat claims: the fingerprint of "nothing was written". */
  async function written(): Promise<string> {
    const streams = await server.store.list({});
    const seatClaims = await version(`${fx.battle}.seats`);
    const forces = await new ForceStore(server.database.db).fingerprint();
    return JSON.stringify([streams.map((s) => [s.id, s.version]).sort(), seatClaims, forces]);
  }

  const forge = (body: object | undefined): object | undefined => {
    if (!body || !('command' in body)) return body && { ...body, actor: { role: 'organiser' }, ownerId: ids.p01, user: 'org' };
    return { ...body, command: { ...(body as { command: object }).command, actor: { role: 'organiser', name: 'org' } }, actor: { role: 'organiser' } };
  };

  it('lists every write operation of the API in routes/effects.ts, and nothing else', async () => {
    const doc = (await call('GET', '/api/openapi.json', undefined, undefined)).json() as { paths: Record<string, Record<string, unknown>> };
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter(isWriteMethod)
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/gu, ':$1')}`),
    );
    expect(ops.sort()).toEqual(Object.keys(WRITE_ROUTES).sort());
    expect(server.routesWithoutEffect).toEqual([]);
    expect(server.routesWithoutRoleCheck).toEqual([]);
  });

  it('refuses every state-changing operation to anonymous callers, spectators, other players and forged actors, writing nothing', async () => {
    const doc = (await call('GET', '/api/openapi.json', undefined, undefined)).json() as { paths: Record<string, Record<string, { description?: string }>> };
    const tried: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)
        .filter(isWriteMethod)
        .map((m) => m.toUpperCase())) {
        const route = WRITE_ROUTES[`${method} ${path.replace(/\{([^}]+)\}/gu, ':$1')}`]!;
        if (route.effect === 'account') continue;
        const spectatorsMay = /spectator/u.test(item[method.toLowerCase()]?.description ?? '');
        const organisersOnly = /tournament|solaris-vii/u.test(path + JSON.stringify((await target(method, path)).body));
        const who: Who[] =
          route.effect === 'computes'
            ? ['anonymous', ...(spectatorsMay ? [] : (['spectator'] as const))]
            : route.effect === 'creates'
              ? ['anonymous', 'spectator', ...(organisersOnly ? (['other'] as const) : [])]
              : ['anonymous', 'spectator', 'other', 'forged'];
        for (const w of who) {
          const t = await target(method, path);
          const caller = w === 'anonymous' ? undefined : w === 'spectator' ? tokens.fan : tokens[t.other ?? 'stranger'];
          const before = await written();
          const res = await call(method, t.url, w === 'forged' ? forge(t.body) : t.body, caller);
          const refused = w === 'anonymous' ? [401] : w === 'spectator' ? [403] : [403, ...(t.otherRefused ?? [])];
          expect(refused, `${method} ${path} as ${w}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
          expect(await written(), `${method} ${path} as ${w} wrote something`).toBe(before);
          tried.push(`${method} ${path} ${w}`);
        }
      }
    }
    expect(tried.length).toBeGreaterThan(60);
  });

  it('lets the owner and the seat holder do what the others could not (the refusals above are about who, not what)', async () => {
    const roll = await call(
      'POST',
      `/api/games/${fx.rollLog}/commands`,
      { expectedVersion: await version(fx.rollLog), command: { type: 'rollDice', notation: '2d6', purpose: 'mine' } },
      tokens.p01,
    );
    expect(roll.statusCode).toBe(201);
    const report = await call(
      'POST',
      `/api/tournaments/${fx.tournament}/commands`,
      { expectedVersion: await version(fx.tournament), command: { type: 'reportResult', duel: fx.duel, result: sampleResult(fx.duel) } },
      tokens[fx.inDuel],
    );
    expect(report.statusCode).toBe(201);
    const concede = await call(
      'POST',
      `/api/campaigns/${fx.campaign}/commands`,
      { expectedVersion: await version(fx.campaign), command: { type: 'concede', side: 'defender', reason: 'the referee ends it' } },
      tokens.p01,
    );
    expect(concede.statusCode).toBe(201);
  });

  it('shows the roles × routes table in docs/security.md as the code has it', () => {
    const doc = readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
    for (const [route, { effect }] of Object.entries(WRITE_ROUTES))
      expect(doc, `docs/security.md lacks the row for ${route}`).toContain(`| \`${route}\` | ${effect} |`);
  });
});
