/** An append-only store of record streams (games, campaigns, tournaments, missions), one line per entry. */

export interface StreamInfo {
  readonly id: string;
  /** What the stream is: 'game', 'campaign', 'tournament', 'mission', … */
  readonly kind: string;
  /** Game module id from @marshal/library (for replay/verify). */
  readonly module: string;
  readonly title: string;
  /** Number of entries after the header; the version an append must expect. */
  readonly version: number;
  readonly ownerId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Extra work done atomically with an append. */
export interface AppendOptions {
  /** Replace the stream's secret in the same transaction (e.g. the seeded dice state after a command). */
  readonly secret?: string;
}

export type AppendResult = { readonly ok: true; readonly version: number } | { readonly ok: false; readonly currentVersion: number };

export interface RecordStore {
  /** Create a stream with its header line (record line 1). */
  create(input: { id?: string; kind: string; module: string; title: string; header: string; ownerId?: string | null }): Promise<StreamInfo>;
  /** Append lines if the stream is still at `expectedVersion`; otherwise refuse and report the current version. */
  append(id: string, expectedVersion: number, lines: readonly string[], options?: AppendOptions): Promise<AppendResult>;
  read(id: string): Promise<{ info: StreamInfo; header: string; lines: string[] } | null>;
  list(filter?: { kind?: string; module?: string }): Promise<StreamInfo[]>;
  /** Server-side secrets of a stream (e.g. the seed and saved dice state), never sent to clients before reveal. */
  getSecret(id: string): Promise<string | null>;
  setSecret(id: string, value: string): Promise<void>;
  close(): Promise<void>;
}
