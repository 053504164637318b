import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, verifyRecord } from '@marshal/core';
import { replayClock, samplePlayerCommands, tournamentModule } from '@marshal/tournament';
import type { MarshalServer } from '../app';
import { createGame, playGameCommand } from '../games/game-service';
import { createTestServer, testBackends } from '../testing';

type ClockView = {
  version: number;
  players: { id: string; name: string }[];
  limits: { movementSeconds: number; fireSeconds: number; psrExtraSeconds: number; maxRounds: number };
  events: { action: string; at: number }[];
  serverTime: number;
};

describe.each(testBackends())('table clock API on %s (shared mode)', (backend) => {
  let server: MarshalServer;
  const tokens: Record<string, string> = {};
  let id = '';
  let duel = { id: '', a: '', b: '' };
  let outsider = '';
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const clock = async () => (await call('GET', `/api/tournaments/${id}/duels/${duel.id}/clock`)).json() as ClockView;
  const post = async (action: object, token: string | undefined) =>
    call('POST', `/api/tournaments/${id}/duels/${duel.id}/clock`, { expectedVersion: (await clock()).version, clock: action }, token);

  beforeAll(async () => {
    server = await createTestServer({ mode: 'shared', backend });
    for (const [u, role] of [
      ['org', 'organiser'],
      ['p01', 'player'],
      ['p02', 'player'],
      ['p03', 'player'],
      ['p04', 'player'],
      ['fan', 'spectator'],
    ]) {
      const res = await call('POST', '/api/auth/register', { username: u, password: `${u}-long-password`, role });
      tokens[u!] = (res.json() as { token: string }).token;
    }
    const orgId = ((await call('GET', '/api/auth/me', undefined, tokens.org)).json() as { user: { id: string } }).user.id;
    const event = await createGame(server.store, { module: tournamentModule.id, setup: { title: 'Clock Cup' }, dice: 'seeded', ownerId: orgId });
    id = event.info.id;
    let v = 0;
    for (const command of [
      ...samplePlayerCommands(4),
      { type: 'startEvent', actor: { role: 'organiser' } },
      { type: 'pairRound', actor: { role: 'organiser' } },
    ]) {
      const out = await playGameCommand(server.store, id, v, command);
      v = (out as { version: number }).version;
    }
    const view = (await call('GET', `/api/tournaments/${id}`)).json() as {
      state: { rounds: { duels: { id: string; a: { player: string }; b: { player: string } | null }[] }[] };
    };
    const d = view.state.rounds[0]!.duels.find((x) => x.b)!;
    duel = { id: d.id, a: d.a.player, b: d.b!.player };
    outsider = ['p01', 'p02', 'p03', 'p04'].find((p) => p !== duel.a && p !== duel.b)!;
  });
  afterAll(async () => server.close());

  it("lets the duel's players and the organiser run the clock, stamped with the server's time; refuses everyone else", async () => {
    const before = Date.now();
    expect((await post({ action: 'start' }, tokens[duel.a])).statusCode).toBe(201);
    const c = await clock();
    expect(c.limits).toMatchObject({ movementSeconds: 120, fireSeconds: 60, psrExtraSeconds: 60, maxRounds: 20 });
    expect(c.events).toHaveLength(1);
    expect(c.events[0]!.at).toBeGreaterThanOrEqual(before);
    expect(c.serverTime).toBeGreaterThanOrEqual(c.events[0]!.at);
    expect(c.players.map((p) => p.id).sort()).toEqual([duel.a, duel.b].sort());

    const outsiderTry = await post({ action: 'stop' }, tokens[outsider]);
    expect(outsiderTry.statusCode).toBe(422);
    expect(outsiderTry.json()).toMatchObject({ message: expect.stringMatching(/does not play in .*only its players or the organiser/) });
    expect((await post({ action: 'stop' }, tokens.fan)).statusCode).toBe(403);
    expect((await post({ action: 'stop' }, undefined)).statusCode).toBe(401);
    expect((await clock()).events).toHaveLength(1);

    expect((await post({ action: 'stop' }, tokens[duel.b])).statusCode).toBe(201);
    expect((await post({ action: 'next' }, tokens.org)).statusCode).toBe(201);
    const early = await post({ action: 'extraMinute' }, tokens[duel.a]);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ message: expect.stringMatching(/extra minute is for changing a movement/) });
    const timeOutTooSoon = await post({ action: 'timeOut', player: duel.a, choice: 'nothing' }, tokens[duel.a]);
    expect(timeOutTooSoon.json()).toMatchObject({ message: expect.stringMatching(/has not run out/) });
    const forOther = await post({ action: 'timeOut', player: duel.b, choice: 'nothing' }, tokens[duel.a]);
    expect(forOther.json()).toMatchObject({ message: expect.stringMatching(/only choose for themselves/) });

    const after = await clock();
    expect(replayClock(after.limits, after.events as never)).toMatchObject({ round: 1, phase: 'fire' });
    const record = parseRecord((await call('GET', `/api/games/${id}/record`, undefined, tokens.org)).body);
    expect(verifyRecord(tournamentModule, record).ok).toBe(true);
  });

  it('keeps the clock out of the general command route: the time is always the server’s', async () => {
    const v = (await clock()).version;
    const forged = await call(
      'POST',
      `/api/tournaments/${id}/commands`,
      { expectedVersion: v, command: { type: 'tableClock', duel: duel.id, clock: { action: 'start' }, at: 0 } },
      tokens[duel.a],
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: expect.stringMatching(/duels\/:duel\/clock/) });
    expect((await call('GET', `/api/tournaments/${id}/duels/R9-T9/clock`)).statusCode).toBe(404);
  });
});
