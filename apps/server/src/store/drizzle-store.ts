import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MarshalError } from '@marshal/core';
import type { Database } from '../db/connect';
import { streamLines, streamSecrets, streams } from '../db/schema';
import { APPEND_CHANNEL } from './change-feed';
import type { AppendOptions, AppendResult, ListFilter, NewStream, RecordStore, StreamInfo } from './types';

type StreamRow = typeof streams.$inferSelect;

const toInfo = (r: StreamRow): StreamInfo => ({
  id: r.id,
  kind: r.kind,
  module: r.module,
  title: r.title,
  version: r.version,
  ownerId: r.ownerId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** PostgreSQL's unique-violation code, found on the error or on the driver error Drizzle wraps. */
function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++)
    if ((cur as { code?: unknown }).code === '23505') return true;
  return false;
}

/** How many appends one statement carries at most. */
const MAX_BATCH = 200;

interface PendingAppend {
  readonly id: string;
  readonly expectedVersion: number;
  readonly lines: readonly string[];
  readonly secret: string | undefined;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** The record store over Drizzle: one implementation for PGlite and PostgreSQL. */
export class DrizzleRecordStore implements RecordStore {
  /**
   * @param announceIn when set (PostgreSQL), each append sends NOTIFY `<schema> <id> <version>` in its own
   * transaction, so servers listening on the same database hear it when it commits.
   */
  constructor(
    private readonly db: Database,
    private readonly onClose: () => Promise<void> = async () => undefined,
    private readonly announceIn?: string,
  ) {}

  async create(input: NewStream): Promise<StreamInfo> {
    return (await this.createAll([input]))[0]!;
  }

  async createAll(inputs: readonly NewStream[]): Promise<StreamInfo[]> {
    if (inputs.length === 0) return [];
    const rows = inputs.map((s) => ({
      id: s.id ?? randomUUID(),
      kind: s.kind,
      module: s.module,
      title: s.title,
      header: s.header,
      ownerId: s.ownerId ?? null,
    }));
    const secrets = inputs.flatMap((s, i) => (s.secret === undefined ? [] : [{ streamId: rows[i]!.id, value: s.secret }]));
    // One transaction: a crash leaves either every stream with its secret or none of them.
    const created = await this.db.transaction(async (tx) => {
      const inserted = await tx.insert(streams).values(rows).returning();
      if (secrets.length) await tx.insert(streamSecrets).values(secrets);
      return inserted;
    });
    const byId = new Map(created.map((r) => [r.id, r]));
    return rows.map((r) => toInfo(byId.get(r.id)!));
  }

  /**
   * Appends are written in batches: while one batch is on its way to the database, the appends that arrive wait and
   * then go together, so many writers share one statement, one commit and one flush of the log (group commit in the
   * server rather than hoped for in the database). A batch holds at most one append per stream; each append is still
   * conditional on its own stream's version, so a stale one in a batch changes nothing and the others land.
   */
  append(id: string, expectedVersion: number, lines: readonly string[], options: AppendOptions = {}): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, expectedVersion, lines, secret: options.secret, resolve, reject });
      this.sendBatch();
    });
  }

  private waiting: PendingAppend[] = [];
  private sending = false;

  private sendBatch(): void {
    if (this.sending || this.waiting.length === 0) return;
    const batch: PendingAppend[] = [];
    const later: PendingAppend[] = [];
    const streamsIn = new Set<string>();
    for (const a of this.waiting) {
      if (streamsIn.has(a.id) || batch.length >= MAX_BATCH) {
        later.push(a);
      } else {
        batch.push(a);
        streamsIn.add(a.id);
      }
    }
    this.waiting = later;
    this.sending = true;
    void this.write(batch).finally(() => {
      this.sending = false;
      this.sendBatch();
    });
  }

  /** Write a batch; when the statement fails as a whole (a second writer's line took a seq), each append goes alone. */
  private async write(batch: readonly PendingAppend[]): Promise<void> {
    let landed: Map<string, number>;
    try {
      landed = await this.appendAll(batch);
    } catch (e) {
      if (batch.length > 1) {
        for (const a of batch) await this.write([a]);
        return;
      }
      if (isUniqueViolation(e)) this.refused(batch[0]!.id).then(batch[0]!.resolve, batch[0]!.reject);
      else batch[0]!.reject(e);
      return;
    }
    for (const a of batch) {
      const version = landed.get(a.id);
      if (version !== undefined) a.resolve({ ok: true, version });
      else this.refused(a.id).then(a.resolve, a.reject);
    }
  }

  /**
   * One statement (so its own transaction and one round trip): the conditional update serialises writers on each
   * stream row (a stale version updates nothing, so nothing else happens for that stream), the lines and secrets are
   * written only from the rows it returns, and on PostgreSQL each NOTIFY is sent from the same rows, delivered on
   * commit. The (stream, seq) key is the backstop against a second writer. Returns the new version per stream.
   */
  private async appendAll(batch: readonly PendingAppend[]): Promise<Map<string, number>> {
    const requests = JSON.stringify(batch.map((a) => ({ id: a.id, expected: a.expectedVersion, lines: a.lines, secret: a.secret ?? null })));
    const notify = this.announceIn === undefined ? sql`` : sql`, pg_notify(${APPEND_CHANNEL}, ${`${this.announceIn} `} || u.id || ' ' || u.version)`;
    const result = await this.db.execute(sql`
      WITH req AS (
        SELECT x->>'id' AS id, (x->>'expected')::integer AS expected, x->'lines' AS lines, x->>'secret' AS secret
        FROM json_array_elements(${requests}::json) AS x
      ), u AS (
        UPDATE streams SET version = streams.version + json_array_length(req.lines), updated_at = now()
        FROM req WHERE streams.id = req.id AND streams.version = req.expected
        RETURNING streams.id, streams.version, req.expected, req.lines, req.secret
      ), l AS (
        INSERT INTO stream_lines (stream_id, seq, line)
        SELECT u.id, u.expected + t.n::integer, t.line FROM u, json_array_elements_text(u.lines) WITH ORDINALITY AS t(line, n)
      ), sec AS (
        INSERT INTO stream_secrets (stream_id, value) SELECT u.id, u.secret FROM u WHERE u.secret IS NOT NULL
        ON CONFLICT (stream_id) DO UPDATE SET value = excluded.value, updated_at = now()
      )
      SELECT u.id, u.version${notify} FROM u`);
    const rows = (result as unknown as { rows: { id: string; version: number }[] }).rows;
    return new Map(rows.map((r) => [r.id, Number(r.version)]));
  }

  private async refused(id: string): Promise<AppendResult> {
    const [row] = await this.db.select({ version: streams.version }).from(streams).where(eq(streams.id, id));
    if (!row) throw new MarshalError('not-found', `no stream ${id}`);
    return { ok: false, currentVersion: row.version };
  }

  async read(id: string): Promise<{ info: StreamInfo; header: string; lines: string[] } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(streams).where(eq(streams.id, id));
      if (!row) return null;
      const lines = await tx.select({ line: streamLines.line }).from(streamLines).where(eq(streamLines.streamId, id)).orderBy(asc(streamLines.seq));
      // Lines are read in the same transaction, but a stream row read first may lag the lines under READ COMMITTED.
      const kept = lines.slice(0, row.version).map((l) => l.line);
      return { info: { ...toInfo(row), version: kept.length }, header: row.header, lines: kept };
    });
  }

  async info(id: string): Promise<StreamInfo | null> {
    const [row] = await this.db.select().from(streams).where(eq(streams.id, id));
    return row ? toInfo(row) : null;
  }

  async list(filter: ListFilter = {}): Promise<StreamInfo[]> {
    const conditions = [filter.kind ? eq(streams.kind, filter.kind) : undefined, filter.module ? eq(streams.module, filter.module) : undefined].filter(
      (c) => c !== undefined,
    );
    // The last line is joined (its first characters only) to tell a revealed record without reading it.
    const query = this.db
      .select({ stream: streams, last: sql<string | null>`left(${streamLines.line}, 10)` })
      .from(streams)
      .leftJoin(streamLines, and(eq(streamLines.streamId, streams.id), eq(streamLines.seq, streams.version)))
      .where(conditions.length ? and(...conditions) : undefined)
      .$dynamic();
    const rows = await (filter.recent
      ? query.orderBy(desc(streams.updatedAt), desc(streams.createdAt)).limit(filter.recent)
      : query.orderBy(asc(streams.createdAt), asc(streams.id)));
    return rows.map((r) => ({ ...toInfo(r.stream), revealed: r.last === '{"reveal":' }));
  }

  /** The stream's version without reading its lines; null when there is no such stream. */
  async version(id: string): Promise<number | null> {
    const [row] = await this.db.select({ version: streams.version }).from(streams).where(eq(streams.id, id));
    return row?.version ?? null;
  }

  async getSecret(id: string): Promise<string | null> {
    const [row] = await this.db.select({ value: streamSecrets.value }).from(streamSecrets).where(eq(streamSecrets.streamId, id));
    return row?.value ?? null;
  }

  async setSecret(id: string, value: string): Promise<void> {
    await this.upsertSecret(this.db, id, value);
  }

  async setSecretIfAbsent(id: string, value: string): Promise<string> {
    await this.db.insert(streamSecrets).values({ streamId: id, value }).onConflictDoNothing({ target: streamSecrets.streamId });
    return (await this.getSecret(id)) ?? value;
  }

  private async upsertSecret(db: Database, id: string, value: string): Promise<void> {
    await db
      .insert(streamSecrets)
      .values({ streamId: id, value })
      .onConflictDoUpdate({ target: streamSecrets.streamId, set: { value, updatedAt: new Date() } });
  }

  async close(): Promise<void> {
    await this.onClose();
  }
}
