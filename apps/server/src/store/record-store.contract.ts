import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStore } from './types';

/** The record-store behaviour every backend must show; run against PGlite and PostgreSQL. */
export interface StoreHarness {
  store: RecordStore;
  /** Close and open the same database again (data must survive). */
  reopen(): Promise<RecordStore>;
  migrationsApplied(): Promise<number>;
  dispose(): Promise<void>;
}

const line = (n: number) => JSON.stringify({ seq: n, note: `entry ${n}` });

export function describeRecordStore(name: string, open: () => Promise<StoreHarness>): void {
  describe(`record store on ${name}`, () => {
    let h: StoreHarness;
    beforeAll(async () => {
      h = await open();
    });
    afterAll(async () => {
      await h?.dispose();
    });

    const newStream = (title = 'a game', kind = 'game', module = 'roll-log') =>
      h.store.create({ kind, module, title, header: '{"format":"marshal-record"}', ownerId: null });

    it('creates a stream at version 0 with its header', async () => {
      const info = await newStream();
      expect(info.version).toBe(0);
      const read = await h.store.read(info.id);
      expect(read?.header).toBe('{"format":"marshal-record"}');
      expect(read?.lines).toEqual([]);
      expect(Date.parse(read!.info.createdAt)).not.toBeNaN();
    });

    it('appends at the expected version and reads lines in order', async () => {
      const { id } = await newStream();
      expect(await h.store.append(id, 0, [line(1)])).toEqual({ ok: true, version: 1 });
      expect(await h.store.append(id, 1, [line(2), line(3)])).toEqual({ ok: true, version: 3 });
      const read = await h.store.read(id);
      expect(read?.lines).toEqual([line(1), line(2), line(3)]);
      expect(read?.info.version).toBe(3);
    });

    it('refuses a stale append with the current version and loses nothing', async () => {
      const { id } = await newStream();
      await h.store.append(id, 0, [line(1)]);
      await h.store.append(id, 1, [line(2)]);
      expect(await h.store.append(id, 1, ['{"stale":true}'])).toEqual({ ok: false, currentVersion: 2 });
      expect(await h.store.append(id, 5, ['{"ahead":true}'])).toEqual({ ok: false, currentVersion: 2 });
      expect((await h.store.read(id))?.lines).toEqual([line(1), line(2)]);
    });

    it('lets exactly one of many concurrent appends at the same version win', async () => {
      const { id } = await newStream();
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => h.store.append(id, 0, [JSON.stringify({ writer: i })])));
      const winners = results.filter((r) => r.ok);
      expect(winners).toHaveLength(1);
      for (const r of results.filter((r) => !r.ok)) expect(r).toEqual({ ok: false, currentVersion: 1 });
      expect((await h.store.read(id))?.lines).toHaveLength(1);
    });

    it('keeps every write when racing writers retry from the current version', async () => {
      const { id } = await newStream();
      const writer = async (w: number) => {
        let expected = 0;
        for (let attempt = 0; attempt < 100; attempt++) {
          const r = await h.store.append(id, expected, [JSON.stringify({ writer: w })]);
          if (r.ok) return attempt;
          expected = r.currentVersion;
        }
        throw new Error(`writer ${w} never got in`);
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      const read = await h.store.read(id);
      expect(read?.info.version).toBe(8);
      expect(read!.lines.map((l) => (JSON.parse(l) as { writer: number }).writer).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('refuses appends to a stream that does not exist', async () => {
      await expect(h.store.append('no-such-stream', 0, [line(1)])).rejects.toThrow(/no stream/);
    });

    it('keeps secrets apart from the stream and updates them atomically with an append', async () => {
      const { id } = await newStream();
      expect(await h.store.getSecret(id)).toBeNull();
      await h.store.setSecret(id, 'seed-1');
      await h.store.setSecret(id, 'seed-2');
      expect(await h.store.getSecret(id)).toBe('seed-2');
      expect(await h.store.append(id, 0, [line(1)], { secret: 'state-after-1' })).toEqual({ ok: true, version: 1 });
      expect(await h.store.getSecret(id)).toBe('state-after-1');
      expect(await h.store.append(id, 0, [line(9)], { secret: 'stale-state' })).toEqual({ ok: false, currentVersion: 1 });
      expect(await h.store.getSecret(id)).toBe('state-after-1');
      const read = await h.store.read(id);
      expect(JSON.stringify(read)).not.toContain('state-after-1');
    });

    it('creates a stream and its secret together, and several streams all or none', async () => {
      const info = await h.store.create({ kind: 'game', module: 'roll-log', title: 'with secret', header: '{}', secret: 'seed-and-state' });
      expect(await h.store.getSecret(info.id)).toBe('seed-and-state');
      const [a, b] = await h.store.createAll([
        { id: `${info.id}-a`, kind: 'game', module: 'roll-log', title: 'a', header: '{}', secret: 'secret-a' },
        { id: `${info.id}-b`, kind: 'game', module: 'roll-log', title: 'b', header: '{}' },
      ]);
      expect([a?.id, b?.id, await h.store.getSecret(`${info.id}-a`), await h.store.getSecret(`${info.id}-b`)]).toEqual([
        `${info.id}-a`,
        `${info.id}-b`,
        'secret-a',
        null,
      ]);
      // The second stream clashes with an existing id: the first must not be left behind, nor its secret.
      await expect(
        h.store.createAll([
          { id: `${info.id}-c`, kind: 'game', module: 'roll-log', title: 'c', header: '{}', secret: 'secret-c' },
          { id: info.id, kind: 'game', module: 'roll-log', title: 'clash', header: '{}' },
        ]),
      ).rejects.toThrow();
      expect(await h.store.read(`${info.id}-c`)).toBeNull();
      expect(await h.store.getSecret(`${info.id}-c`)).toBeNull();
      expect(await h.store.getSecret(info.id)).toBe('seed-and-state');
    });

    it('keeps the first of several secrets set only when absent', async () => {
      const { id } = await newStream();
      const results = await Promise.all(['k1', 'k2', 'k3'].map((k) => h.store.setSecretIfAbsent(`${id}.key`, k)));
      const stored = await h.store.getSecret(`${id}.key`);
      expect(['k1', 'k2', 'k3']).toContain(stored);
      expect(results).toEqual([stored, stored, stored]);
    });

    it('lists streams filtered by kind and module', async () => {
      const a = await newStream('camp', 'campaign', 'campaign-004');
      const b = await newStream('tour', 'tournament', 'solaris');
      const campaigns = await h.store.list({ kind: 'campaign' });
      expect(campaigns.map((s) => s.id)).toEqual([a.id]);
      expect((await h.store.list({ module: 'solaris' })).map((s) => s.id)).toEqual([b.id]);
      expect((await h.store.list()).length).toBeGreaterThanOrEqual(2);
    });

    it('lists the most recently changed streams first, as many as asked', async () => {
      const older = await newStream('older', 'game', 'recent-test');
      // Streams made within the same millisecond have no order between them: wait, as for the append below.
      await new Promise((r) => setTimeout(r, 5));
      const newer = await newStream('newer', 'game', 'recent-test');
      expect((await h.store.list({ module: 'recent-test', recent: 5 })).map((s) => s.title)).toEqual(['newer', 'older']);
      await new Promise((r) => setTimeout(r, 5));
      await h.store.append(older.id, 0, [line(1)]);
      expect((await h.store.list({ module: 'recent-test', recent: 5 })).map((s) => s.title)).toEqual(['older', 'newer']);
      expect((await h.store.list({ module: 'recent-test', recent: 1 })).map((s) => s.id)).toEqual([older.id]);
      expect((await h.store.list({ module: 'recent-test' })).map((s) => s.id)).toEqual([older.id, newer.id]);
    });

    it('keeps streams across a restart and does not re-run migrations', { timeout: 120_000 }, async () => {
      const { id } = await newStream('durable');
      await h.store.append(id, 0, [line(1)]);
      h.store = await h.reopen();
      expect((await h.store.read(id))?.lines).toEqual([line(1)]);
      expect(await h.migrationsApplied()).toBeGreaterThanOrEqual(1);
    });
  });
}
