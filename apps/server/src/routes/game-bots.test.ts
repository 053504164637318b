import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BattleCommand, type BattleState, battleModule, botCommand, combatRuleset } from '@marshal/battletech';
import type { MarshalServer } from '../app';
import { TEST_DUEL, createTestServer } from '../testing';

/** A battle against the server's bot: it holds side B's seat and answers every command side A plays. */

const RULES = combatRuleset(['solaris-vii']).rules;
const duel = { ...TEST_DUEL, title: 'Against the bot' };
type View = { game: { id: string; version: number }; state: BattleState; entries: { command: BattleCommand }[] };

describe('a battle against the bot', () => {
  let server: MarshalServer;
  let at = Date.parse('2026-03-01T12:00:00.000Z');
  beforeAll(async () => {
    server = await createTestServer({ backend: 'pglite', now: () => new Date(at) });
  });
  afterAll(async () => server.close());
  const call = (method: 'GET' | 'POST', url: string, payload?: object, seat?: string) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: seat ? { 'x-marshal-seat': seat } : {} });
  const create = async (extra: object, movement = 'simultaneous', timers = false) => {
    const setup = (await call('POST', '/api/battles/setup', { ...duel, movement, timers })).json() as object;
    return call('POST', '/api/games', { module: 'battletech-battle', ruleset: ['solaris-vii'], setup, dice: 'seeded', ...extra });
  };

  it.each(['simultaneous', 'alternating'])(
    '%s movement: plays side B from its own seat to the end while a person plays side A; nobody can take its seat',
    async (movement) => {
      const created = await create({ bots: ['b'] }, movement);
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as View).game.id;
      const taken = await call('POST', `/api/games/${id}/seats/b`);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('seat "b" is played by the bot');
      const seats = (await call('GET', `/api/games/${id}/seats`)).json() as { seat: string; bot?: boolean }[];
      expect(seats.find((s) => s.seat === 'b')).toMatchObject({ bot: true });
      const token = ((await call('POST', `/api/games/${id}/seats/a`)).json() as { token: string }).token;

      // Side A is played here with the same bot logic, from its own seat's view; side B's commands are never sent.
      let sent = 0;
      for (let guard = 0; guard < 300; guard++) {
        const seen = (await call('GET', `/api/games/${id}`, undefined, token)).json() as View;
        if (seen.state.outcome) break;
        const next = botCommand(seen.state, RULES);
        expect(next, `round ${seen.state.round}, ${seen.state.phase}: nothing to play`).not.toBeNull();
        const owner = battleModule.seats!.seatOf(seen.state, next!);
        expect(owner, `${next!.type} waits for side B`).not.toBe('b');
        const r = await call('POST', `/api/games/${id}/commands`, { expectedVersion: seen.game.version, command: next }, token);
        expect(r.statusCode, r.body).toBe(201);
        sent++;
      }
      const end = (await call('GET', `/api/games/${id}`)).json() as View;
      expect(end.state.outcome).not.toBeNull();
      const bySide = (side: string) => end.entries.filter((e) => battleModule.seats!.seatOf(end.state, e.command) === side).length;
      expect(bySide('b')).toBeGreaterThanOrEqual(3); // its written orders each round, at least
      expect(end.entries.length).toBeGreaterThan(sent);
      expect(end.entries.length).toBe(sent + bySide('b'));
    },
    120_000,
  );

  it('answers a person whose phase clock ran out as it answers a command: the movement phase goes on', async () => {
    const id = ((await create({ bots: ['b'] }, 'simultaneous', true)).json() as View).game.id;
    const token = ((await call('POST', `/api/games/${id}/seats/a`)).json() as { token: string }).token;
    const start = (await call('GET', `/api/games/${id}`, undefined, token)).json() as View;
    expect((await call('POST', `/api/games/${id}/commands`, { expectedVersion: start.game.version, command: { type: 'initiative' } }, token)).statusCode).toBe(
      201,
    );
    expect(((await call('GET', `/api/games/${id}`, undefined, token)).json() as View).state.phase).toBe('movement');
    at += 121_000; // Solaris movement clock: 120 s; side A wrote nothing, so it stands still
    const after = (await call('GET', `/api/games/${id}`, undefined, token)).json() as View;
    expect(after.state.phase).not.toBe('movement');
    expect(after.entries.map((e) => [e.command.type, (e.command as { side?: string }).side])).toEqual(
      expect.arrayContaining([
        ['timeOut', 'a'],
        ['writeOrders', 'b'],
      ]),
    );
  });

  it('refuses a bot for a seat that does not exist, for every seat, or with dice typed in, naming the field', async () => {
    for (const [bots, dice, message] of [
      [['c'], 'seeded', 'no seat "c" to give the bot (seats: a, b)'],
      [['a', 'b'], 'seeded', 'leave at least one seat to a person'],
      [['b'], 'physical', 'the bot plays only with dice the server rolls (seeded), not with dice typed in'],
    ] as const) {
      const r = await create({ bots, dice });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ message: `field bots: ${message}`, location: { field: 'bots' } });
    }
    const log = await call('POST', '/api/games', { module: 'roll-log', setup: { title: 'no bot here' }, bots: ['a'] });
    expect(log.statusCode).toBe(400);
    expect(log.json().message).toBe('field bots: the roll-log module has no computer player');
  });
});
