import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { MarshalError } from '@marshal/core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { defaultDataDir } from '@marshal/loaders';
import { type ChangeFeed, LocalChangeFeed, PostgresChangeFeed } from '../store/change-feed';
import { lockDataDir } from '@marshal/loaders/data-dir-lock';
import { schema } from './schema';

/** The one query layer: a Drizzle database over PGlite (embedded, file-backed) or PostgreSQL (node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  readonly url?: string;
  /** Directory of the PGlite database (default `./.marshal/`, or `MARSHAL_DATA_DIR`). */
  readonly dataDir?: string;
  /** PostgreSQL schema to use instead of `public` (created when missing); tests isolate runs this way. */
  readonly schema?: string;
}

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Where the data lives, with any password redacted. */
  readonly location: string;
  /** The schema the tables live in (`public` unless a test chose one). */
  readonly schemaName: string;
  /** Where appends are announced: this process (PGlite) or every server on the database (PostgreSQL LISTEN/NOTIFY). */
  readonly changes: ChangeFeed;
  /** Number of migrations recorded as applied. */
  migrationsApplied(): Promise<number>;
  close(): Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATIONS_TABLE = '__drizzle_migrations';

export { defaultDataDir };

/** A connection string with its password replaced by `***`, safe to print. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  }
}

/** A one-line reason from a driver error (connection errors may be AggregateErrors with an empty message). */
export function reason(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  if (e.message) return e.message.split('\n')[0]!;
  const inner = (e as { errors?: unknown[] }).errors?.[0];
  if (inner) return reason(inner);
  return (e as { code?: string }).code ?? e.name;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Open the database and run any pending migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name "${options.schema}"`);
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir ?? defaultDataDir(), options.schema);
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<OpenDatabase> {
  const { Pool, Client } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1').catch((e: unknown) => {
      throw new MarshalError('database-unreachable', `cannot reach the database at ${redactUrl(url)}: ${reason(e)}`);
    });
    if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle', migrationsTable: MIGRATIONS_TABLE });
    const changes = await PostgresChangeFeed.open(() => new Client({ connectionString: url, connectionTimeoutMillis: 10_000 }), schemaName ?? 'public');
    const where = { kind: 'postgres', location: redactUrl(url), schemaName: schemaName ?? 'public', changes } as const;
    return finish(db as unknown as Database, where, schemaName ?? 'drizzle', async () => {
      await changes.close();
      await pool.end();
    });
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  }
}

async function openPglite(dataDir: string, schemaName: string | undefined): Promise<OpenDatabase> {
  const { dir, unlock } = lockPglite(dataDir);
  return openLockedPglite(dir, schemaName, unlock, new LocalChangeFeed());
}

/** Create the directory and take its lock at once, so a second server on the same files fails before it serves. */
function lockPglite(dataDir: string): { dir: string; unlock: () => void } {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return { dir, unlock: lockDataDir(dir) };
}

async function openLockedPglite(dir: string, schemaName: string | undefined, unlock: () => void, changes: LocalChangeFeed): Promise<OpenDatabase> {
  let client;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    client = new PGlite(join(dir, 'pglite'));
    await client.waitReady;
  } catch (e) {
    unlock();
    throw e;
  }
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    if (schemaName) await client.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"; SET search_path TO "${schemaName}"`);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle', migrationsTable: MIGRATIONS_TABLE });
    const where = { kind: 'pglite', location: dir, schemaName: schemaName ?? 'public', changes } as const;
    return finish(db as unknown as Database, where, schemaName ?? 'drizzle', async () => {
      await changes.close();
      await client.close();
      unlock();
    });
  } catch (e) {
    await client.close().catch(() => undefined);
    unlock();
    throw e;
  }
}

/** A database still being opened: usable as an `OpenDatabase` at once, its queries only once `opened` has settled. */
export interface OpeningDatabase {
  readonly database: OpenDatabase;
  /** Settles when the database is open and migrated; rejects when it cannot be opened. */
  readonly opened: Promise<void>;
  /** True once `opened` has settled successfully. */
  isOpen(): boolean;
  /** Why the database could not be opened, once that is known. */
  failure(): string | undefined;
}

/** A database opened before the server was built, as an `OpeningDatabase`. */
export function alreadyOpen(database: OpenDatabase): OpeningDatabase {
  return { database, opened: Promise.resolve(), isOpen: () => true, failure: () => undefined };
}

/**
 * Open the database while the caller already serves (`marshal serve`). PGlite starts its WebAssembly PostgreSQL and,
 * on a new data directory, runs initdb and the migrations: seconds, or tens of seconds on a busy machine. Its
 * directory is locked at once (a second server on the same files fails here, before it listens); the kind, location
 * and change feed are known at once; `db` throws `starting` until `opened` settles, so the server holds API requests
 * until then. PostgreSQL (an existing server, quick to reach and migrate) is opened before this returns.
 * PGlite's opening begins when `startWhen` settles (`createServer` passes "listening"): its WebAssembly start keeps
 * the one thread busy, so begun earlier it would delay the listening itself (docs/adr/0047, session 8).
 */
export async function openDatabaseInBackground(options: DatabaseOptions = {}, startWhen: Promise<void> = Promise.resolve()): Promise<OpeningDatabase> {
  if (options.url || (options.schema !== undefined && !SCHEMA_NAME.test(options.schema))) {
    return alreadyOpen(await openDatabase(options));
  }
  const { dir, unlock } = lockPglite(options.dataDir ?? defaultDataDir());
  const changes = new LocalChangeFeed();
  let real: OpenDatabase | null = null;
  let failure: string | undefined;
  let stage: 'waiting' | 'opening' | 'closed' = 'waiting';
  let closedFirst!: () => void;
  const closed = new Promise<'closed'>((done) => (closedFirst = () => done('closed')));
  const opened = Promise.race([startWhen.then(() => 'start' as const), closed])
    .then((next) => {
      if (next === 'closed') throw new MarshalError('closed', 'the server was closed before its database was opened');
      stage = 'opening';
      return openLockedPglite(dir, options.schema, unlock, changes);
    })
    .then((d) => {
      real = d;
    });
  opened.catch((e: unknown) => {
    failure = reason(e);
  });
  const open = (): OpenDatabase => {
    if (!real) throw new MarshalError('starting', 'the database is still being opened; try again in a moment');
    return real;
  };
  const db = new Proxy({} as Database, {
    get(_, key) {
      const target = open().db;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const database: OpenDatabase = {
    db,
    kind: 'pglite',
    location: dir,
    schemaName: options.schema ?? 'public',
    changes,
    async migrationsApplied() {
      await opened;
      return open().migrationsApplied();
    },
    async close() {
      if (stage === 'waiting') {
        stage = 'closed';
        unlock();
        closedFirst();
        return;
      }
      await opened.catch(() => undefined);
      await real?.close();
    },
  };
  return { database, opened, isOpen: () => real !== null, failure: () => failure };
}

type Where = Pick<OpenDatabase, 'kind' | 'location' | 'schemaName' | 'changes'>;

function finish(db: Database, where: Where, migrationsSchema: string, close: () => Promise<void>): OpenDatabase {
  let closed = false;
  return {
    db,
    ...where,
    async migrationsApplied() {
      const rows = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${migrationsSchema}"."${MIGRATIONS_TABLE}"`));
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
