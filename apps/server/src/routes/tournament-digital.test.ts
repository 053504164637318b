import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BattleCommand, type BattleState, battleModule, botCommand, combatRuleset } from '@marshal/battletech';
import { buildSampleRoster, duelResultFromBattle, sampleCatalog } from '@marshal/tournament';
import type { MarshalServer } from '../app';
import { loadGame } from '../games/game-service';
import { createTestServer } from '../testing';

type Duel = {
  id: string;
  a: { player: string; bv: number };
  b: { player: string; bv: number } | null;
  status: string;
  battle?: { game: string; units: { a: string; b: string } };
  report: { result: { a: string; b: string; gameRounds: number; via: { kind: string; record?: string } } } | null;
  confirmedBy?: string[];
};
type View = {
  tournament: { id: string; version: number };
  state: { rounds: { duels: Duel[] }[] };
  standings: { id: string; points: number }[];
  liveTables: { duel: string; game: string; players: string[] }[];
};

const MAPS = ['Beginner Box/16x17 Grassland 1', 'Beginner Box/16x17 Desert 1', 'MapSet7/16x17 Coast 1'];
const RULES = combatRuleset(['solaris-vii']).rules;

describe('a Solaris duel played digitally, over the API (shared mode)', () => {
  let server: MarshalServer;
  const tokens: Record<string, string> = {};
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string, seat?: string) =>
    server.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(seat ? { 'x-marshal-seat': seat } : {}) },
    });
  const register = async (username: string, role?: string, token?: string) =>
    ((await call('POST', '/api/auth/register', { username, password: `${username}-password`, ...(role ? { role } : {}) }, token)).json() as { token: string })
      .token;
  let id = '';
  const view = async () => (await call('GET', `/api/tournaments/${id}`)).json() as View;
  const command = async (who: string, c: object) =>
    call('POST', `/api/tournaments/${id}/commands`, { expectedVersion: (await view()).tournament.version, command: c }, tokens[who]);

  beforeAll(async () => {
    server = await createTestServer({ mode: 'shared' });
    tokens.org = await register('organiser');
    for (const p of ['p01', 'p02', 'p03', 'p04']) tokens[p] = await register(p, 'player');
    const created = await call('POST', '/api/tournaments', { setup: { title: 'Digital Cup' } }, tokens.org);
    id = (created.json() as View).tournament.id;
    const csv = 'id,name,faction\np01,Anna,Lyran Commonwealth\np02,Ben,Draconis Combine\np03,Cleo,Federated Suns\np04,Dan,Free Worlds League\n';
    await call('POST', `/api/tournaments/${id}/players.csv`, { expectedVersion: 0, csv }, tokens.org);
    const factions = ['Lyran Commonwealth', 'Draconis Combine', 'Federated Suns', 'Free Worlds League'];
    for (const [k, p] of ['p01', 'p02', 'p03', 'p04'].entries()) {
      const roster = { mechs: buildSampleRoster(sampleCatalog(), k, factions[k]!).mechs.map((m) => ({ ...m, unit: m.unit.name })) };
      const res = await call(
        'POST',
        `/api/tournaments/${id}/rosters`,
        { expectedVersion: (await view()).tournament.version, player: p, units: 'sample', roster },
        tokens[p],
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const type of ['startEvent', 'pairRound']) expect((await command('org', { type })).statusCode).toBe(201);
  });
  afterAll(async () => server.close());

  it('plays a paired duel as a battle with seats kept for its players, attaches the result, both confirm, standings update', async () => {
    const duel = (await view()).state.rounds[0]!.duels[0]!;
    const [a, b] = [duel.a.player, duel.b!.player];
    const outsider = ['p01', 'p02', 'p03', 'p04'].find((p) => p !== a && p !== b)!;
    const lower = duel.a.bv <= duel.b!.bv ? a : b;
    const start = (who: string, body: object = {}) =>
      view().then((v) =>
        call('POST', `/api/tournaments/${id}/duels/${duel.id}/battle`, { expectedVersion: v.tournament.version, roundLimit: 2, ...body }, tokens[who]),
      );

    expect((await start(a)).json()).toMatchObject({ message: expect.stringMatching(/map choice/) });
    const higher = lower === a ? b : a;
    const choice = { maps: MAPS, removed: MAPS[2], map: MAPS[0], entryEdge: 'south', swapRoles: false };
    expect((await command(lower, { type: 'chooseMap', duel: duel.id, choice, lowerBvPlayer: lower })).statusCode, 'players make the steps').toBe(422);
    // Map choice step by step, each from the account whose step it is; the actor comes from the session, not the body.
    const step = (who: string, s: object, body: object = {}) => command(who, { type: 'mapStep', duel: duel.id, step: s, ...body });
    expect((await step(outsider, { kind: 'offer', maps: MAPS, lowerBvPlayer: lower })).json()).toMatchObject({
      message: expect.stringMatching(/does not play/),
    });
    expect((await step(higher, { kind: 'offer', maps: MAPS, lowerBvPlayer: lower })).statusCode).toBe(201);
    const forged = await step(higher, { kind: 'roles', swapRoles: true }, { actor: { role: 'player', player: lower } });
    expect(forged.statusCode, 'the opponent may not take the lower-BV player’s step, whatever the body says').toBe(422);
    expect(forged.json().message).toMatch(/step to roles, not/);
    expect((await step(lower, { kind: 'roles', swapRoles: false })).statusCode).toBe(201);
    expect((await step(higher, { kind: 'remove', map: MAPS[2] })).statusCode).toBe(422);
    expect((await step(lower, { kind: 'remove', map: MAPS[2] })).statusCode).toBe(201);
    expect((await step(higher, { kind: 'pick', map: MAPS[0] })).statusCode).toBe(201);
    expect((await step(lower, { kind: 'edge', edge: 'south' })).statusCode).toBe(201);
    expect((await start(outsider)).statusCode, 'a player outside the duel may not start its battle').toBe(403);
    expect((await start(a, { roundLimit: 21 })).statusCode).toBe(422);
    const forgedStart = await command(a, { type: 'startDigitalDuel', duel: duel.id, game: 'made-up', units: { a: 'a1', b: 'b1' } });
    expect(forgedStart.statusCode, 'the battle is recorded only through the route that creates it').toBe(403);
    const started = await start(a);
    expect(started.statusCode, started.body).toBe(201);
    const game = (await view()).state.rounds[0]!.duels[0]!.battle!.game;
    expect((await start(b)).statusCode).toBe(409);

    const setup = (await loadGame(server.store, game)).live.state as BattleState;
    expect(setup.timers).toMatchObject({ movementSeconds: 120, fireSeconds: 60, afterFailedRollSeconds: 60 });
    expect(setup.roundLimit).toBe(2);
    const NAMES: Record<string, string> = { p01: 'Anna', p02: 'Ben', p03: 'Cleo', p04: 'Dan' };
    expect(setup.sides.map((s) => [s.name, s.homeEdge])).toEqual([a, b].map((p) => [NAMES[p], p === lower ? 'south' : 'north']));
    expect((await view()).liveTables).toEqual([expect.objectContaining({ duel: duel.id, game })]);

    // Seats: kept for the duel's players; nobody else may take one or play for it, not even the organiser.
    const seat = (who: string, side: string) => call('POST', `/api/games/${game}/seats/${side}`, {}, tokens[who]);
    expect((await seat(outsider, 'a')).json()).toMatchObject({ error: 'seat-kept', message: expect.stringMatching(/kept for/) });
    expect((await seat('org', 'b')).statusCode).toBe(409);
    expect((await seat(a, 'b')).statusCode, "a player may not take the opponent's seat").toBe(409);
    const gameView = async (seatToken?: string) =>
      (await call('GET', `/api/games/${game}`, undefined, tokens.org, seatToken)).json() as { game: { version: number } };
    const byOrganiser = await call(
      'POST',
      `/api/games/${game}/commands`,
      { expectedVersion: (await gameView()).game.version, command: { type: 'writeOrders', side: 'a', orders: { a1: '' } } },
      tokens.org,
    );
    expect(byOrganiser.statusCode, 'the organiser watches: a kept seat is not theirs to play').toBe(403);
    const seatTokens = { a: (await seat(a, 'a')).json().token as string, b: (await seat(b, 'b')).json().token as string };
    const player = { a, b } as Record<string, string>;

    // Before the battle ends, nobody can type a result for the duel.
    const typed = await command(a, { type: 'reportResult', duel: duel.id, result: { a: 'intact', b: 'destroyed', gameRounds: 1 } });
    expect(typed.json()).toMatchObject({ message: expect.stringMatching(/played digitally/) });
    const attached = await command(a, {
      type: 'attachBattleResult',
      duel: duel.id,
      result: { a: 'intact', b: 'destroyed', gameRounds: 1, via: { kind: 'battle', record: game } },
    });
    expect(attached.statusCode).toBe(403);

    // The bots play both seats, each from its own seat's view.
    for (let i = 0; i < 400; i++) {
      let moved = false;
      for (const side of ['a', 'b']) {
        const seen = (await call('GET', `/api/games/${game}`, undefined, tokens[player[side]!], seatTokens[side as 'a'])).json() as {
          game: { version: number };
          state: BattleState;
        };
        const next = seen.state.outcome ? null : botCommand(seen.state, RULES);
        if (!next) continue;
        const owner = battleModule.seats!.seatOf(seen.state, next as BattleCommand);
        if (owner !== null && owner !== side) continue;
        const res = await call(
          'POST',
          `/api/games/${game}/commands`,
          { expectedVersion: seen.game.version, command: next },
          tokens[player[side]!],
          seatTokens[side as 'a'],
        );
        expect(res.statusCode, res.body).toBe(201);
        moved = true;
      }
      if (!moved) break;
    }
    const over = await loadGame(server.store, game);
    const end = over.live.state as BattleState;
    expect(end.outcome).not.toBeNull();

    const reported = (await view()).state.rounds[0]!.duels[0]!;
    const expected = duelResultFromBattle(end.units, { a: 'a1', b: 'b1' }, end.outcome!.round, game);
    expect(reported.status).toBe('reported');
    expect(reported.report!.result).toEqual(expected);
    expect((await loadGame(server.store, game)).closed, 'the battle seed is revealed so anyone can verify it').toBe(true);
    expect((await view()).liveTables).toEqual([]);

    expect((await command(outsider, { type: 'confirmResult', duel: duel.id })).statusCode).toBe(422);
    expect((await command(a, { type: 'confirmResult', duel: duel.id })).statusCode).toBe(201);
    expect((await view()).state.rounds[0]!.duels[0]!).toMatchObject({ status: 'reported', confirmedBy: [a] });
    expect((await command(b, { type: 'confirmResult', duel: duel.id })).statusCode).toBe(201);
    const done = await view();
    expect(done.state.rounds[0]!.duels[0]!.status).toBe('confirmed');
    const points = (p: string) => done.standings.find((r) => r.id === p)!.points;
    expect(points(a) + points(b)).toBeGreaterThan(0);
  });
});
