import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhysicalDice, canonicalJson, playCommand } from '@marshal/core';
import type { MarshalServer } from '../app';
import { createTestServer } from '../testing';
import type { RecordStore } from '../store/types';
import { settleClock } from './clock';
import { createGame, createLinkedGames, loadGame, playGameCommand, playLoaded, revealGame } from './game-service';

describe('game service', () => {
  let server: MarshalServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('sees entries appended by another writer (another server on the same database)', async () => {
    const { info } = await createGame(server.store, { module: 'roll-log', setup: { title: 'Two writers' }, dice: 'physical' });
    const roll = { type: 'rollDice', notation: '1d6', purpose: 'first' };
    expect(await playGameCommand(server.store, info.id, 0, roll, [[2]])).toMatchObject({ status: 'accepted', version: 1 });
    const loaded = await loadGame(server.store, info.id);
    expect(loaded.live.state).toMatchObject({ rolls: 1 });

    const other = playCommand(loaded.live, { ...roll, purpose: 'second' }, new PhysicalDice([[5]]));
    if (!other.ok) throw new Error('the other writer was rejected');
    const entry = other.game.record.entries[1]!;
    expect(await server.store.append(info.id, 1, [canonicalJson(entry)])).toEqual({ ok: true, version: 2 });

    const reloaded = await loadGame(server.store, info.id);
    expect(reloaded.live.state).toMatchObject({ rolls: 2 });
    expect(reloaded.record.entries.map((e) => e.rolls[0]!.faces)).toEqual([[2], [5]]);
    expect(await playGameCommand(server.store, info.id, 2, { ...roll, purpose: 'third' }, [[6]])).toMatchObject({
      status: 'accepted',
      version: 3,
      state: { rolls: 3 },
    });
  });

  it('plays a command on a game it holds with one store call, and reads again a copy another writer overtook', async () => {
    const calls: string[] = [];
    const counted = new Proxy(server.store, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => (calls.push(String(name)), (value as (...a: unknown[]) => unknown).apply(target, args));
      },
    }) as RecordStore;
    const roll = (purpose: string) => ({ type: 'rollDice', notation: '2d6', purpose });
    const { info } = await createGame(counted, { module: 'roll-log', setup: { title: 'Held' }, dice: 'seeded' });
    for (const version of [0, 1]) {
      calls.length = 0;
      const { game } = await settleClock(counted, info.id, new Date(), version);
      expect((await playLoaded(counted, game, version, roll(`held ${version}`))).outcome).toMatchObject({ status: 'accepted', version: version + 1 });
      expect(calls).toEqual(['append']);
    }
    // Another server appends; this process still holds version 2 and learns otherwise only when its append is refused.
    const other = await loadGame(server.store, info.id);
    const ahead = await playLoaded(server.store, other, 2, roll('elsewhere'));
    expect(ahead.outcome).toMatchObject({ status: 'accepted', version: 3 });
    calls.length = 0;
    const { game: held } = await settleClock(counted, info.id, new Date(), 2);
    expect(held.info.version).toBe(2);
    expect((await playLoaded(counted, held, 2, roll('late'))).outcome).toEqual({ status: 'stale', currentVersion: 3 });
    expect(calls).toEqual(['append', 'info', 'read']);
    const { game: fresh } = await settleClock(counted, info.id, new Date(), 3);
    expect((await playLoaded(counted, fresh, 3, roll('after reload'))).outcome).toMatchObject({ status: 'accepted', version: 4 });
    expect((await loadGame(server.store, info.id)).record.entries.map((e) => e.command)).toEqual(['held 0', 'held 1', 'elsewhere', 'after reload'].map(roll));
  });

  it('refuses a stored record that no longer replays, naming its line', async () => {
    const { info } = await createGame(server.store, { module: 'roll-log', setup: { title: 'Tampered' }, dice: 'physical' });
    const forged = {
      seq: 1,
      command: { type: 'rollDice', notation: '1d6', purpose: 'x' },
      rolls: [{ purpose: 'x', notation: '1d6', faces: [3], total: 3 }],
      events: [],
      hash: '0'.repeat(64),
    };
    await server.store.append(info.id, 0, [canonicalJson(forged)]);
    await expect(loadGame(server.store, info.id)).rejects.toMatchObject({ code: 'record-diverged', location: { line: 2 } });
  });

  it('stores a seeded game and its seed in one step, and its reveal commits to the length', async () => {
    const { info } = await createGame(server.store, { module: 'roll-log', setup: { title: 'Seeded' }, dice: 'seeded' });
    expect(JSON.parse((await server.store.getSecret(info.id))!)).toMatchObject({ seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const played = await playGameCommand(server.store, info.id, 0, { type: 'rollDice', notation: '2d6', purpose: 'one' });
    if (played.status !== 'accepted') throw new Error(played.status);
    await revealGame(server.store, info.id);
    expect((await loadGame(server.store, info.id)).record.reveal).toMatchObject({ entries: 1, hash: played.entry.hash });
  });

  it('creates linked games all or none: a failure leaves neither stream nor secret', async () => {
    const [a, b] = await createLinkedGames(server.store, [
      () => ({ module: 'roll-log', setup: { title: 'first' }, dice: 'seeded' }),
      ([first]) => ({ module: 'roll-log', setup: { title: `follows ${first}` }, dice: 'seeded' }),
    ]);
    expect(b!.record.header.setup).toEqual({ title: `follows ${a!.info.id}` });
    expect(await server.store.getSecret(b!.info.id)).not.toBeNull();
    const before = (await server.store.list()).length;
    await expect(
      createLinkedGames(server.store, [
        () => ({ module: 'roll-log', setup: { title: 'kept?' }, dice: 'seeded' }),
        () => ({ module: 'roll-log', setup: { title: 7 }, dice: 'seeded' }),
      ]),
    ).rejects.toThrow();
    expect((await server.store.list()).length).toBe(before);
  });
});
