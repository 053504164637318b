import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import { TEST_DUEL, createTestServer, testBackends } from '../testing';

/** Seats, hidden orders and phase clocks of a digital Solaris duel, through the HTTP API with an injected clock. */

type Entry = {
  seq: number;
  command: { type: string; side?: string; orders?: unknown };
  rolls: unknown[];
  events: { type: string; hidden?: boolean }[];
  hash?: string;
  hidden?: boolean;
};
type View = {
  game: { id: string; version: number };
  seats: string[];
  deadline: string | null;
  timer: { phase: string; seconds: number; waiting: string[] } | null;
  entries: Entry[];
  state: { phase: string; round: number; written: Record<string, Record<string, string>>; positions: Record<string, { hex: string; facing: number }> };
};

const duel = { ...TEST_DUEL, title: 'Solaris duel', timers: true };

class Clock {
  at = Date.parse('2026-03-01T12:00:00.000Z');
  now = () => new Date(this.at);
  pass(seconds: number) {
    this.at += seconds * 1000;
  }
}

describe.each(testBackends())('game seats and phase clocks on %s', (backend) => {
  let server: MarshalServer;
  const clock = new Clock();
  const headers = (token?: string, seats?: string) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(seats ? { 'x-marshal-seat': seats } : {}),
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, seats?: string, token?: string) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: headers(token, seats) });
  const view = async (id: string, seats?: string, token?: string) => (await call('GET', `/api/games/${id}`, undefined, seats, token)).json() as View;
  const play = (id: string, expectedVersion: number, command: object, seats?: string, token?: string) =>
    call('POST', `/api/games/${id}/commands`, { expectedVersion, command }, seats, token);

  async function newDuel(token?: string): Promise<string> {
    const setup = (await call('POST', '/api/battles/setup', duel, undefined, token)).json() as object;
    const created = await call('POST', '/api/games', { module: 'battletech-battle', ruleset: ['solaris-vii'], setup, dice: 'seeded' }, undefined, token);
    expect(created.statusCode).toBe(201);
    return (created.json() as View).game.id;
  }

  describe('local mode', () => {
    beforeAll(async () => {
      server = await createTestServer({ backend, now: clock.now });
    });
    afterAll(async () => server.close());

    it('lists the seats, claims one (the same caller gets the same token again) and refuses a module without seats', async () => {
      const id = await newDuel();
      expect((await call('GET', `/api/games/${id}/seats`)).json()).toEqual([
        { seat: 'a', name: 'Alpha', claimed: false, mine: false, yours: false },
        { seat: 'b', name: 'Beta', claimed: false, mine: false, yours: false },
      ]);
      const first = await call('POST', `/api/games/${id}/seats/a`);
      expect(first.statusCode).toBe(201);
      const { seat, token } = first.json() as { seat: string; token: string };
      expect(seat).toBe('a');
      expect(token).toMatch(/^[\w-]{20,}$/u);
      expect((await call('POST', `/api/games/${id}/seats/a`)).json()).toEqual({ seat: 'a', token });
      expect((await call('GET', `/api/games/${id}/seats`, undefined, token)).json()).toEqual([
        { seat: 'a', name: 'Alpha', claimed: true, mine: true, yours: true },
        { seat: 'b', name: 'Beta', claimed: false, mine: false, yours: false },
      ]);
      expect((await call('POST', `/api/games/${id}/seats/c`)).statusCode).toBe(404);
      const record = await call('GET', `/api/games/${id}/record`);
      expect(record.body).not.toContain(token);
      const rollLog = (await call('POST', '/api/games', { module: 'roll-log', setup: { title: 'No seats' } })).json() as View;
      expect((await call('POST', `/api/games/${rollLog.game.id}/seats/a`)).statusCode).toBe(400);
      expect((await view(rollLog.game.id)).seats).toEqual([]);
    });

    it("keeps a hidden unit's starting hex out of the other seat's state and the header's setup", async () => {
      const units = [
        { side: 'a', unit: 'Hunchback HBK-4G', hex: '0815' },
        { side: 'b', unit: 'Centurion CN9-A', hex: '0805', hidden: true },
      ];
      const setup = (await call('POST', '/api/battles/setup', { ...duel, units })).json() as object;
      const created = await call('POST', '/api/games', { module: 'battletech-battle', ruleset: ['solaris-vii'], setup, dice: 'seeded' });
      const id = (created.json() as View).game.id;
      const ta = ((await call('POST', `/api/games/${id}/seats/a`)).json() as { token: string }).token;
      const tb = ((await call('POST', `/api/games/${id}/seats/b`)).json() as { token: string }).token;
      type WithHeader = View & { header: { setup: { units: { id: string; hex?: string }[] } } };
      const red = (await view(id, ta)) as WithHeader;
      expect(red.state.positions.b1).toBeUndefined();
      expect(red.header.setup.units.map((u) => u.hex)).toEqual(['0815', undefined]);
      const blue = (await view(id, tb)) as WithHeader;
      expect(blue.state.positions.b1!.hex).toBe('0805');
      expect(blue.header.setup.units.map((u) => u.hex)).toEqual(['0815', '0805']);
    });

    it("hides a side's written orders and their rolls from the other seat and spectators until both have written", async () => {
      const id = await newDuel();
      const ta = ((await call('POST', `/api/games/${id}/seats/a`)).json() as { token: string }).token;
      expect((await play(id, 0, { type: 'initiative' })).statusCode).toBe(201);
      const wrote = await play(id, 1, { type: 'writeOrders', side: 'a', orders: { a1: '2xF' } }, ta);
      expect(wrote.statusCode).toBe(201);
      expect(wrote.json()).toMatchObject({ entry: { command: { orders: { a1: '2xF' } } }, state: { written: { a: { a1: '2xF' } } } });

      const b = ((await call('POST', `/api/games/${id}/seats/b`)).json() as { token: string }).token;
      for (const [who, seats] of [
        [b, ['b']],
        [undefined, []],
      ] as const) {
        const seen = await view(id, who);
        expect(seen.seats).toEqual(seats);
        expect(seen.state.written.a!.a1).toMatch(/hidden/u);
        expect(seen.entries[1]).toEqual({
          seq: 2,
          command: { type: 'writeOrders', side: 'a' },
          rolls: [],
          events: [{ type: 'ordersWritten', side: 'a', hidden: true }],
          hidden: true,
        });
        expect(seen.entries[0]!.hash).toMatch(/^[0-9a-f]{64}$/u);
        expect(JSON.stringify(seen)).not.toContain('2xF');
        expect((await call('GET', `/api/games/${id}?after=1`, undefined, who)).json()).toMatchObject({ entries: [{ seq: 2, hidden: true }] });
      }
      const own = await view(id, ta);
      expect(own.seats).toEqual(['a']);
      expect(own.state.written.a!.a1).toBe('2xF');
      expect(own.entries[1]).toMatchObject({ command: { orders: { a1: '2xF' } }, hash: expect.any(String) });
      expect((await view(id, `${ta}, ${b}`)).seats).toEqual(['a', 'b']);
      expect((await view(id, 'not-a-token')).seats).toEqual([]);

      const refused = await play(id, 2, { type: 'writeOrders', side: 'a', orders: {} }, b);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'not-your-seat', message: 'this is for Alpha to play, and another player holds that seat: only they can' });
      expect((await play(id, 2, { type: 'writeOrders', side: 'b', orders: { b1: 'F' } })).statusCode).toBe(403);

      const revealed = await play(id, 2, { type: 'writeOrders', side: 'b', orders: { b1: 'F' } }, b);
      expect(revealed.statusCode).toBe(201);
      for (const who of [b, undefined, ta]) {
        const seen = await view(id, who);
        expect(seen.state.phase).toBe('fire');
        expect(seen.state.written).toEqual({ a: { a1: '2xF' }, b: { b1: 'F' } });
        expect(seen.entries.every((e) => !e.hidden && e.hash)).toBe(true);
        expect(seen.state.positions.a1!.hex).toBe('0814');
      }
    });

    it('runs the phase clocks on the injected clock: fire and physical time out, then movement carries out a draft or nothing', async () => {
      const id = await newDuel();
      const ta = ((await call('POST', `/api/games/${id}/seats/a`)).json() as { token: string }).token;
      const tb = ((await call('POST', `/api/games/${id}/seats/b`)).json() as { token: string }).token;
      expect((await view(id)).timer).toBeNull();
      await play(id, 0, { type: 'initiative' });
      const moving = await view(id);
      expect(moving.timer).toEqual({ phase: 'movement', seconds: 120, waiting: ['a', 'b'] });
      expect(moving.deadline).toBe(new Date(clock.at + 120_000).toISOString());
      await play(id, 1, { type: 'writeOrders', side: 'a', orders: { a1: '' } }, ta);
      await play(id, 2, { type: 'writeOrders', side: 'b', orders: { b1: '' } }, tb);
      expect((await view(id)).timer).toEqual({ phase: 'fire', seconds: 60, waiting: ['a', 'b'] });

      clock.pass(59);
      expect((await view(id)).game.version).toBe(3);
      clock.pass(2);
      const fired = await view(id);
      expect(fired.entries.slice(3).map((e) => e.command)).toEqual([
        { type: 'timeOut', side: 'a', choice: 'as-written' },
        { type: 'timeOut', side: 'b', choice: 'as-written' },
      ]);
      expect(fired.state.phase).toBe('physical');
      expect(fired.timer).toEqual({ phase: 'physical', seconds: 60, waiting: ['a', 'b'] });
      expect(fired.deadline).toBe(new Date(clock.at + 60_000).toISOString());

      clock.pass(61);
      const ended = await view(id);
      expect(ended.state.phase).toBe('heat');
      expect(ended.timer).toBeNull();
      const v = ended.game.version;
      await play(id, v, { type: 'heat' });
      await play(id, v + 1, { type: 'end' });
      await play(id, v + 2, { type: 'initiative' });

      const draft = await call('PUT', `/api/games/${id}/seats/a/draft`, { draft: { orders: { a1: '2xF' } } }, ta);
      expect(draft.statusCode).toBe(200);
      expect((await call('PUT', `/api/games/${id}/seats/a/draft`, { draft: { orders: { a1: '5xF' } } }, tb)).statusCode).toBe(403);
      await call('PUT', `/api/games/${id}/seats/b/draft`, { draft: { orders: { b1: '2xF' }, onTimeOut: 'nothing' } }, tb);
      expect(JSON.stringify(await view(id, tb))).not.toContain('2xF');
      const before = (await view(id)).state.positions;
      clock.pass(121);
      const moved = await view(id, ta);
      expect(moved.state.round).toBe(2);
      expect(moved.state.positions.a1!.hex).toBe('0814');
      expect(moved.state.positions.b1).toEqual(before.b1);
      expect(
        moved.entries
          .filter((e) => e.command.type === 'timeOut')
          .slice(-2)
          .map((e) => e.command),
      ).toEqual([
        { type: 'timeOut', side: 'a', choice: 'as-written', orders: { a1: '2xF' } },
        { type: 'timeOut', side: 'b', choice: 'nothing' },
      ]);

      // round 3: last round's draft orders are not carried out again, but b's standing choice holds
      clock.pass(61);
      clock.pass(61);
      await view(id);
      clock.pass(61);
      const heat = await view(id);
      expect(heat.state.phase).toBe('heat');
      await play(id, heat.game.version, { type: 'heat' });
      await play(id, heat.game.version + 1, { type: 'end' });
      await play(id, heat.game.version + 2, { type: 'initiative' });
      await view(id);
      clock.pass(121);
      const third = await view(id);
      expect(third.state.round).toBe(3);
      expect(third.state.positions.a1!.hex).toBe('0814');
      expect(
        third.entries
          .filter((e) => e.command.type === 'timeOut')
          .slice(-2)
          .map((e) => e.command),
      ).toEqual([
        { type: 'timeOut', side: 'a', choice: 'as-written' },
        { type: 'timeOut', side: 'b', choice: 'nothing' },
      ]);
      expect((await call('GET', `/api/games/${id}/verify`)).json()).toMatchObject({ ok: true });
    });

    it('a late command is stale: the time-outs were played first; a long poll wakes when the clock runs out', async () => {
      const id = await newDuel();
      await play(id, 0, { type: 'initiative' });
      await view(id);
      clock.pass(121);
      const late = await play(id, 1, { type: 'writeOrders', side: 'a', orders: { a1: 'F' } });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: 'stale', currentVersion: 3 });
      const waiting = await view(id);
      expect(waiting.timer?.phase).toBe('fire');
      clock.pass(61);
      const woke = await call('GET', `/api/streams/${id}/wait?version=3&timeoutMs=5000`);
      expect(woke.json()).toMatchObject({ changed: true, version: 5 });
    });
  });

  describe('shared mode', () => {
    const session = async (username: string) => {
      await call('POST', '/api/auth/register', { username, password: `${username}-password` });
      return ((await call('POST', '/api/auth/login', { username, password: `${username}-password` })).json() as { token: string }).token;
    };
    let organiser: string;
    let alice: string;
    let bob: string;
    beforeAll(async () => {
      server = await createTestServer({ backend, mode: 'shared', now: clock.now });
      organiser = await session('marshal');
      alice = await session('alice');
      bob = await session('bob');
    });
    afterAll(async () => server.close());

    it('refuses a seat claimed by someone else (409); the record waits for the end unless you are an organiser', async () => {
      const id = await newDuel(alice);
      const ta = (await call('POST', `/api/games/${id}/seats/a`, undefined, undefined, alice)).json() as { token: string };
      const taken = await call('POST', `/api/games/${id}/seats/a`, undefined, undefined, bob);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: 'seat-taken', message: expect.any(String) });
      expect((await call('POST', `/api/games/${id}/seats/a`, undefined, undefined, alice)).json()).toEqual({ seat: 'a', token: ta.token });
      expect((await call('POST', `/api/games/${id}/seats/b`, undefined, undefined, bob)).statusCode).toBe(201);

      const forbidden = await call('GET', `/api/games/${id}/record`, undefined, ta.token, alice);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/organiser/u) });
      expect((await call('GET', `/api/games/${id}/verify`, undefined, undefined, bob)).statusCode).toBe(403);
      expect((await call('GET', `/api/games/${id}/record`, undefined, undefined, organiser)).statusCode).toBe(200);
      // An organiser who plays a side against another account is a player here: no record (nor verify) until the end.
      const own = await newDuel(organiser);
      await call('POST', `/api/games/${own}/seats/a`, undefined, undefined, organiser);
      expect((await call('GET', `/api/games/${own}/record`, undefined, undefined, organiser)).statusCode).toBe(200); // nobody else seated yet
      await call('POST', `/api/games/${own}/seats/b`, undefined, undefined, bob);
      const seated = await call('GET', `/api/games/${own}/record`, undefined, undefined, organiser);
      expect(seated.statusCode).toBe(403);
      expect(seated.json()).toMatchObject({ message: expect.stringMatching(/^you play Alpha in this game against another player/u) });
      expect((await call('GET', `/api/games/${own}/verify`, undefined, undefined, organiser)).statusCode).toBe(403);

      expect((await call('POST', `/api/games/${id}/reveal`, undefined, undefined, alice)).statusCode).toBe(200);
      expect((await call('GET', `/api/games/${id}/record`, undefined, undefined, bob)).statusCode).toBe(200);
    });

    it('a seat is never lost: its account rejoins from another browser, the referee frees it, anyone may start a fresh copy', async () => {
      const id = await newDuel(alice);
      const ta = (await call('POST', `/api/games/${id}/seats/a`, undefined, undefined, alice)).json() as { token: string };
      const tb = (await call('POST', `/api/games/${id}/seats/b`, undefined, undefined, bob)).json() as { token: string };
      // Bob on a new device, holding no token: his seat is his to rejoin, Alice's is not.
      // Each claimed seat names the account playing it, so the player who sent the join link sees who took the other.
      expect((await call('GET', `/api/games/${id}/seats`, undefined, undefined, bob)).json()).toEqual([
        { seat: 'a', name: 'Alpha', claimed: true, mine: false, yours: false, player: 'alice' },
        { seat: 'b', name: 'Beta', claimed: true, mine: false, yours: true, player: 'bob' },
      ]);
      expect((await call('POST', `/api/games/${id}/seats/b`, undefined, undefined, bob)).json()).toEqual({ seat: 'b', token: tb.token });

      // Only the referee (the starter, or an organiser) frees a seat; the freed seat's token proves nothing any more.
      const refused = await call('DELETE', `/api/games/${id}/seats/b`, undefined, undefined, bob);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/only whoever started/u) });
      // Alice started the battle but plays Alpha: freeing Bob's seat (and taking it) would show her Beta's hidden orders.
      const own = await call('DELETE', `/api/games/${id}/seats/b`, undefined, undefined, alice);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/^you play Alpha in this battle, so you may not free Beta/u) });
      expect((await call('DELETE', `/api/games/${id}/seats/b`, undefined, undefined, organiser)).json()).toEqual({ seat: 'b', released: true });
      expect((await call('DELETE', `/api/games/${id}/seats/b`, undefined, undefined, organiser)).json()).toEqual({ seat: 'b', released: false });
      expect((await call('GET', `/api/games/${id}/seats`, undefined, tb.token, bob)).json()).toContainEqual({
        seat: 'b',
        name: 'Beta',
        claimed: false,
        mine: false,
        yours: false,
      });
      const v = (await view(id, ta.token, alice)).game.version;
      const stale = await play(id, v, { type: 'rollInitiative' }, tb.token, bob);
      expect(stale.statusCode).toBe(403);
      const carol = await session('carol');
      const tc = (await call('POST', `/api/games/${id}/seats/b`, undefined, undefined, carol)).json() as { token: string };
      expect(tc.token).not.toBe(tb.token);
      expect((await call('DELETE', `/api/games/${id}/seats/z`, undefined, undefined, alice)).statusCode).toBe(404);

      // A fresh copy: same setup and rules, new seed, free seats, owned by whoever asked.
      const copy = await call('POST', `/api/games/${id}/copy`, undefined, undefined, bob);
      expect(copy.statusCode).toBe(201);
      const fresh = copy.json() as { id: string; title: string; module: string };
      expect(fresh).toMatchObject({ module: 'battletech-battle', title: 'Solaris duel' });
      expect(fresh.id).not.toBe(id);
      expect((await call('GET', `/api/games/${fresh.id}/seats`, undefined, undefined, bob)).json()).toEqual([
        { seat: 'a', name: 'Alpha', claimed: false, mine: false, yours: false },
        { seat: 'b', name: 'Beta', claimed: false, mine: false, yours: false },
      ]);
      const original = (await call('GET', `/api/games/${id}/record`, undefined, undefined, organiser)).body.split('\n')[0]!;
      const copied = (await call('GET', `/api/games/${fresh.id}/record`, undefined, undefined, organiser)).body.split('\n')[0]!;
      const header = (line: string) => JSON.parse(line) as { setup: unknown; ruleset: string[]; dice: { commitment: string } };
      expect(header(copied).setup).toEqual(header(original).setup);
      expect(header(copied).ruleset).toEqual(['solaris-vii']);
      expect(header(copied).dice.commitment).not.toBe(header(original).dice.commitment);
      const game = (await call('GET', `/api/games/${fresh.id}`, undefined, undefined, bob)).json() as { game: { owner?: string } };
      expect((await call('POST', `/api/games/${fresh.id}/reveal`, undefined, undefined, bob)).statusCode, JSON.stringify(game)).toBe(200);
    });
  });
});
