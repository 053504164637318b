import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeededDice, commitSeed, parseRecord, verifyRecord } from '@marshal/core';
import { moduleById } from '@marshal/library';
import type { MarshalServer } from '../app';
import { createTestServer, testBackends } from '../testing';

type GameView = {
  game: { id: string; version: number };
  dice: string;
  closed: boolean;
  header: { dice: { kind: string; commitment?: string } };
  entries: { seq: number; rolls: { faces: number[]; purpose: string }[] }[];
  state: { rolls: number; checks: number };
};

const check = {
  type: 'rollCheck',
  id: 'gunnery',
  label: 'Gunnery check',
  modifiers: [{ id: 'skill', label: 'Gunnery skill', value: 4, source: { kind: 'book', book: 'Total Warfare', section: 'Gunnery' } }],
};

describe.each(testBackends())('games API on %s', (backend) => {
  let server: MarshalServer;
  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
  const get = (url: string) => server.app.inject({ url });
  const play = (id: string, expectedVersion: number, command: object, dice?: number[][]) =>
    post(`/api/games/${id}/commands`, { expectedVersion, command, ...(dice ? { dice } : {}) });

  beforeAll(async () => {
    server = await createTestServer({ backend });
  });
  afterAll(async () => server.close());

  it('lists the playable modules', async () => {
    const modules = (await get('/api/games/modules')).json() as { id: string }[];
    expect(modules.map((m) => m.id)).toContain('roll-log');
  });

  it('lists the games played last first when asked for the recent ones, and bounds how many', async () => {
    const made = async (title: string) => ((await post('/api/games', { module: 'roll-log', setup: { title } })).json() as GameView).game;
    const first = await made('Recent one');
    await made('Recent two');
    await new Promise((r) => setTimeout(r, 5));
    expect((await play(first.id, 0, check)).statusCode).toBe(201);
    const recent = (await get('/api/games?recent=2')).json() as { id: string; title: string }[];
    expect(recent.map((g) => g.title)).toEqual(['Recent one', 'Recent two']);
    for (const bad of ['0', '51', 'x']) expect((await get(`/api/games?recent=${bad}`)).statusCode, bad).toBe(400);
  });

  it('plays a seeded game as one continuous stream, refuses stale and rejected commands, and verifies after the reveal', async () => {
    const created = await post('/api/games', { module: 'roll-log', setup: { title: 'Seeded duel' }, dice: 'seeded' });
    expect(created.statusCode).toBe(201);
    const view = created.json() as GameView;
    const id = view.game.id;
    expect(view.header.dice).toMatchObject({ kind: 'seeded', commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const first = await play(id, 0, { type: 'rollDice', notation: '2d6', purpose: 'Initiative' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'accepted', version: 1, entry: { seq: 1 } });

    const stale = await play(id, 0, { type: 'rollDice', notation: '1d6', purpose: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'stale', currentVersion: 1 });

    const rejected = await play(id, 1, { type: 'rollTable', table: 'no-such-table' });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json()).toMatchObject({ error: 'rejected', message: 'no table "no-such-table"', rejection: { field: 'table' } });

    const malformed = await play(id, 1, { type: 'rollDice' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining('notation') });

    expect((await play(id, 1, check)).statusCode).toBe(201);
    expect((await play(id, 2, { type: 'rollDice', notation: '3d6', purpose: 'Cluster' })).statusCode).toBe(201);

    const state = (await get(`/api/games/${id}`)).json() as GameView;
    expect(state.game.version).toBe(3);
    const listed = async () => ((await get('/api/games?module=roll-log')).json() as { id: string; steps: number }[]).find((g) => g.id === id);
    expect(await listed()).toMatchObject({ version: 3, steps: 3 });
    expect(state.state).toMatchObject({ rolls: 3, checks: 1 });
    expect(state.entries.map((e) => e.rolls[0]!.purpose)).toEqual(['Initiative', 'Gunnery check', 'Cluster']);

    const beforeReveal = parseRecord((await get(`/api/games/${id}/record`)).body);
    expect(beforeReveal.reveal).toBeUndefined();
    expect(verifyRecord(moduleById('roll-log')!, beforeReveal)).toMatchObject({ ok: true, diceVerified: false });

    const revealed = await post(`/api/games/${id}/reveal`, {});
    expect(revealed.statusCode).toBe(200);
    const { seed } = revealed.json() as { seed: string };
    expect(commitSeed(seed)).toBe(view.header.dice.commitment);

    // The reveal is a line of the record but not a step of play: the list still counts the three steps a replay shows.
    expect(await listed()).toMatchObject({ version: 4, steps: 3 });

    const download = await get(`/api/games/${id}/record`);
    expect(download.headers['content-type']).toContain('application/x-ndjson');
    const record = parseRecord(download.body, 'download');
    expect(record.reveal?.seed).toBe(seed);
    expect(verifyRecord(moduleById('roll-log')!, record)).toMatchObject({ ok: true, entries: 3, diceVerified: true });
    const stream = SeededDice.fromSeed(seed, 'main');
    const expectedFaces = [2, 2, 3].map((n) => stream.draw({ count: n, sides: 6, purpose: '' }));
    expect(record.entries.map((e) => e.rolls[0]!.faces)).toEqual(expectedFaces);

    expect((await get(`/api/games/${id}/verify`)).json()).toMatchObject({ ok: true, diceVerified: true });
    const after = await play(id, 4, { type: 'rollDice', notation: '1d6', purpose: 'Too late' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ error: 'closed' });
  });

  it('answers 304 without a body to a page polling a game that has not moved, and the new view once it has', async () => {
    const created = await post('/api/games', { module: 'roll-log', setup: { title: 'Polled' }, dice: 'seeded' });
    const id = created.json().game.id as string;
    const first = await get(`/api/games/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = String(first.headers.etag);
    const again = await server.app.inject({ url: `/api/games/${id}`, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await server.app.inject({ url: `/api/games/${id}?after=1`, headers: { 'if-none-match': tag } });
    expect(other.statusCode).toBe(200);
    await post(`/api/games/${id}/commands`, { expectedVersion: 0, command: { type: 'rollDice', notation: '2d6', purpose: 'moved' } });
    const moved = await server.app.inject({ url: `/api/games/${id}`, headers: { 'if-none-match': tag } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().game.version).toBe(1);
    expect(moved.headers.etag).not.toBe(tag);
  });

  it('never sends the seed before the reveal', async () => {
    const created = (await post('/api/games', { module: 'roll-log', setup: { title: 'Secret' } })).json() as GameView;
    const id = created.game.id;
    await play(id, 0, { type: 'rollDice', notation: '2d6', purpose: 'x' });
    const bodies = [JSON.stringify(created), (await get(`/api/games/${id}`)).body, (await get(`/api/games/${id}/record`)).body, (await get('/api/games')).body];
    const { seed } = (await post(`/api/games/${id}/reveal`, {})).json() as { seed: string };
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    for (const body of bodies) expect(body).not.toContain(seed);
  });

  it('asks for physical dice until it has enough, refuses impossible faces, and records what was rolled', async () => {
    const created = (await post('/api/games', { module: 'roll-log', setup: { title: 'At the table' }, dice: 'physical' })).json() as GameView;
    const id = created.game.id;
    expect(created.header.dice).toEqual({ kind: 'physical' });

    const ask = await play(id, 0, check);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ status: 'dice-needed', version: 0, diceNeeded: { count: 2, sides: 6, purpose: 'Gunnery check', index: 0 } });

    const impossible = await play(id, 0, check, [[7, 1]]);
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json()).toMatchObject({ error: 'dice-entry', message: expect.stringContaining('face 7') });
    expect(
      (
        await play(id, 0, check, [
          [3, 4],
          [1, 1],
        ])
      ).statusCode,
    ).toBe(422);

    const done = await play(id, 0, check, [[3, 4]]);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      status: 'accepted',
      version: 1,
      entry: { rolls: [{ faces: [3, 4], total: 7 }], events: [{ type: 'checkRolled', success: true }] },
    });

    const seededFaces = await play(id, 1, { type: 'rollDice', notation: '1d6', purpose: 'x' }, [[9]]);
    expect(seededFaces.statusCode).toBe(422);

    const record = parseRecord((await get(`/api/games/${id}/record`)).body);
    expect(verifyRecord(moduleById('roll-log')!, record)).toMatchObject({ ok: true, entries: 1, diceVerified: false });
    expect((await post(`/api/games/${id}/reveal`, {})).statusCode).toBe(400);
  });

  it('refuses faces for a seeded game and unknown games', async () => {
    const { game } = (await post('/api/games', { module: 'roll-log', setup: { title: 'No faces' } })).json() as GameView;
    expect((await play(game.id, 0, { type: 'rollDice', notation: '1d6', purpose: 'x' }, [[6]])).statusCode).toBe(422);
    expect((await get('/api/games/does-not-exist')).statusCode).toBe(404);
    expect((await post('/api/games', { module: 'roll-log', setup: { title: '' } })).statusCode).toBe(400);
  });

  it('lets exactly one of two racing commands in; the loser gets the current version and can retry', async () => {
    const { game } = (await post('/api/games', { module: 'roll-log', setup: { title: 'Race' } })).json() as GameView;
    const results = await Promise.all([0, 1, 2, 3].map((i) => play(game.id, 0, { type: 'rollDice', notation: '1d6', purpose: `racer ${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const loser = results.find((r) => r.statusCode === 409)!.json() as { currentVersion: number };
    expect((await play(game.id, loser.currentVersion, { type: 'rollDice', notation: '1d6', purpose: 'retry' })).statusCode).toBe(201);
    await post(`/api/games/${game.id}/reveal`, {});
    expect((await get(`/api/games/${game.id}/verify`)).json()).toMatchObject({ ok: true, entries: 2, diceVerified: true });
  });

  it('knows a command sent again under its command id (a lost answer): the same entry, not a second one', async () => {
    const { game } = (await post('/api/games', { module: 'roll-log', setup: { title: 'Lost answers' }, dice: 'physical' })).json() as GameView;
    const roll = { type: 'rollDice', notation: '1d6', purpose: 'Sent twice' };
    const send = (expectedVersion: number, command: object, dice: number[][], commandId?: string) =>
      post(`/api/games/${game.id}/commands`, { expectedVersion, command, dice, ...(commandId ? { commandId } : {}) });
    const first = await send(0, roll, [[4]], 'table-1-cmd-0001');
    expect(first.json()).toMatchObject({ status: 'accepted', version: 1, entry: { seq: 1, commandId: 'table-1-cmd-0001' } });
    expect(first.json()).not.toHaveProperty('repeated');
    // The answer was lost; the same command goes again at the version it was made at.
    const again = await send(0, roll, [[4]], 'table-1-cmd-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 'accepted', version: 1, repeated: true, entry: { seq: 1 } });
    // Another command in between does not hide it: the search runs over every entry since the version it was made at.
    expect((await send(1, { ...roll, purpose: 'Other player' }, [[2]])).statusCode).toBe(201);
    expect((await send(0, roll, [[4]], 'table-1-cmd-0001')).json()).toMatchObject({ version: 1, repeated: true });
    // Without an id the same resend is an ordinary stale command.
    expect((await send(0, roll, [[4]])).statusCode).toBe(409);
    // An id names one command: reusing it for another is refused, naming the field.
    const reused = await send(0, { ...roll, purpose: 'Something else' }, [[1]], 'table-1-cmd-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'command-id-reused', location: { field: 'commandId' } });
    expect((await send(2, roll, [[3]], 'bad id!')).statusCode).toBe(400);
    const view = (await get(`/api/games/${game.id}`)).json() as GameView;
    expect(view.entries.map((e) => e.rolls[0]!.faces)).toEqual([[4], [2]]);
    expect((await get(`/api/games/${game.id}/verify`)).json()).toMatchObject({ ok: true, entries: 2 });
  });
});
