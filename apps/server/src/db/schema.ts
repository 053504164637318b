import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The one database schema for PGlite and PostgreSQL; migrations in apps/server/drizzle/ are generated from it. */

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One row per record stream; `version` counts the lines after the header. */
export const streams = pgTable(
  'streams',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    module: text('module').notNull(),
    title: text('title').notNull(),
    header: text('header').notNull(),
    version: integer('version').notNull().default(0),
    ownerId: text('owner_id'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('streams_kind_module_idx').on(t.kind, t.module)],
);

/** The lines of a stream; the (stream, seq) key makes two appends at the same version impossible. */
export const streamLines = pgTable(
  'stream_lines',
  {
    streamId: text('stream_id').notNull(),
    seq: integer('seq').notNull(),
    line: text('line').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.seq] })],
);

/** Server-side secrets (seed, saved dice state): never sent to clients before the reveal. */
export const streamSecrets = pgTable('stream_secrets', {
  streamId: text('stream_id').primaryKey(),
  value: text('value').notNull(),
  updatedAt: stamp('updated_at'),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('users_username_idx').on(t.username)],
);

/** Sessions are looked up by the SHA-256 of their token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: stamp('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Saved forces (docs/forces.md): one row per force, its JSON in `body`, owned by one account (at most 200 each). */
export const forces = pgTable(
  'forces',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('forces_owner_idx').on(t.ownerId)],
);

export const schema = { streams, streamLines, streamSecrets, users, sessions, forces };

/**
 * Abuse-limit counters shared by every server on one database (store/shared-limits.ts): one fixed window per key,
 * times in milliseconds of the server's clock; expired rows are swept now and then.
 */
export const limitCounts = pgTable(
  'limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    since: bigint('since', { mode: 'number' }).notNull(),
    expires: bigint('expires', { mode: 'number' }).notNull(),
  },
  (t) => [index('limit_counts_expires_idx').on(t.expires)],
);
