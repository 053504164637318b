import { EventEmitter } from 'node:events';

/** The PostgreSQL channel on which an append announces `<schema> <stream id> <version>`. */
export const APPEND_CHANNEL = 'marshal_appended';

/** Where "stream X is now at version N" is heard: this process only, or every server on the same PostgreSQL. */
export interface ChangeFeed {
  /** Tell this process's listeners at once (the append itself also reaches other servers through the database). */
  announce(id: string, version: number): void;
  /** Listen for appends to one stream; returns how to stop. */
  watch(id: string, listener: (version: number) => void): () => void;
  /** True once the feed hears other servers (always false for the in-process feed). */
  readonly shared: boolean;
  close(): Promise<void>;
}

/** The feed of one process (PGlite has one server by construction). */
export class LocalChangeFeed implements ChangeFeed {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);
  readonly shared: boolean = false;

  announce(id: string, version: number): void {
    this.emitter.emit(id, version);
  }

  watch(id: string, listener: (version: number) => void): () => void {
    this.emitter.on(id, listener);
    return () => this.emitter.off(id, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** A notification payload, or null when it is not ours (another schema, or malformed). */
export function parseAnnouncement(payload: string | undefined, schema: string): { id: string; version: number } | null {
  const [from, id, version] = (payload ?? '').split(' ');
  const n = Number(version);
  if (from !== schema || !id || !Number.isSafeInteger(n)) return null;
  return { id, version: n };
}

interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (m: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: () => void): unknown;
  end(): Promise<void>;
}

/**
 * The feed shared by every server on one PostgreSQL database: a dedicated connection LISTENs on
 * `APPEND_CHANNEL`; each append sends NOTIFY in its own transaction, so a wait on any server wakes when the
 * append commits. A lost connection is re-opened after `retryMs`; waits still re-read at their time-out.
 */
export class PostgresChangeFeed extends LocalChangeFeed {
  override readonly shared = true;
  private client: ListeningClient | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  private constructor(
    private readonly connectClient: () => ListeningClient,
    private readonly schema: string,
    private readonly retryMs: number,
  ) {
    super();
  }

  static async open(connectClient: () => ListeningClient, schema: string, retryMs = 1000): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectClient, schema, retryMs);
    await feed.listen();
    return feed;
  }

  private async listen(): Promise<void> {
    const client = this.connectClient();
    client.on('notification', (m) => {
      const heard = m.channel === APPEND_CHANNEL ? parseAnnouncement(m.payload, this.schema) : null;
      if (heard) this.announce(heard.id, heard.version);
    });
    const lost = () => {
      if (this.client === client) this.retryLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
    if (this.closed) await client.end().catch(() => undefined);
    else this.client = client;
  }

  private retryLater(): void {
    if (this.closed || this.retry) return;
    void this.client?.end().catch(() => undefined);
    this.client = null;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) this.listen().catch(() => this.retryLater());
    }, this.retryMs);
    this.retry.unref();
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
    await super.close();
  }
}
