import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions, type OpenDatabase } from '../db/connect';
import { DrizzleRecordStore } from './drizzle-store';
import { describeRecordStore, type StoreHarness } from './record-store.contract';

async function harness(options: DatabaseOptions, cleanup: () => Promise<void>): Promise<StoreHarness> {
  let db: OpenDatabase = await openDatabase(options);
  const h: StoreHarness = {
    store: new DrizzleRecordStore(db.db),
    async reopen() {
      await db.close();
      db = await openDatabase(options);
      return new DrizzleRecordStore(db.db);
    },
    migrationsApplied: () => db.migrationsApplied(),
    async dispose() {
      await db.close();
      await cleanup();
    },
  };
  return h;
}

describeRecordStore('PGlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'marshal-store-'));
  return harness({ dataDir: dir }, async () => rmSync(dir, { recursive: true, force: true }));
});

const url = process.env.TEST_DATABASE_URL;
if (url) {
  describeRecordStore('PostgreSQL', async () => {
    const schema = `marshal_test_${randomBytes(6).toString('hex')}`;
    return harness({ url, schema }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    });
  });
} else if (process.env.CI === 'true') {
  describe('record store on PostgreSQL', () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error('TEST_DATABASE_URL is not set; CI must run the store suite against PostgreSQL');
    });
  });
} else {
  console.warn('record store on PostgreSQL: skipped because TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  describe.skip('record store on PostgreSQL (TEST_DATABASE_URL not set)', () => {
    it('runs against PostgreSQL', () => undefined);
  });
}

describe('PGlite data directory', () => {
  it('refuses a second server on the same directory while the first is open', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-lock-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/another Marshal server \(process \d+\) is using the data directory/);
      await first.close();
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that no longer exists', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-lock-'));
    try {
      writeFileSync(join(dir, 'marshal.lock'), '2147483646');
      const db = await openDatabase({ dataDir: dir });
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
