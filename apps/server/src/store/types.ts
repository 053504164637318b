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
  /** In a listing: whether the last line is a seed reveal (so `version` counts one line that is not a step of play). */
  readonly revealed?: boolean;
  readonly ownerId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Extra work done atomically with an append. */
export interface AppendOptions {
  /** Replace the stream's secret in the same transaction (e.g. the seeded dice state after a command). */
  readonly secret?: string;
}

/** A stream to create, with its header line (record line 1) and any secrets it starts with. */
export interface NewStream {
  readonly id?: string;
  readonly kind: string;
  readonly module: string;
  readonly title: string;
  readonly header: string;
  readonly ownerId?: string | null;
  /** The stream's secret (e.g. the seed and dice state of a seeded game), written in the same transaction. */
  readonly secret?: string;
}

export type AppendResult = { readonly ok: true; readonly version: number } | { readonly ok: false; readonly currentVersion: number };

export interface RecordStore {
  /** Create a stream with its header line and its secret, if any, in one transaction: both or neither exist. */
  create(input: NewStream): Promise<StreamInfo>;
  /** Create several streams (each with its secret) in one transaction: all of them or none. */
  createAll(inputs: readonly NewStream[]): Promise<StreamInfo[]>;
  /** Append lines if the stream is still at `expectedVersion`; otherwise refuse and report the current version. */
  append(id: string, expectedVersion: number, lines: readonly string[], options?: AppendOptions): Promise<AppendResult>;
  read(id: string): Promise<{ info: StreamInfo; header: string; lines: string[] } | null>;
  /** The stream's row (kind, title, version…) without its lines; null when there is no such stream. */
  info(id: string): Promise<StreamInfo | null>;
  /** Streams by kind and module, oldest first; with `recent`, the most recently changed first, at most that many. */
  list(filter?: ListFilter): Promise<StreamInfo[]>;
  /** Server-side secrets of a stream (e.g. the seed and saved dice state), never sent to clients before reveal. */
  getSecret(id: string): Promise<string | null>;
  setSecret(id: string, value: string): Promise<void>;
  /** Store `value` unless the id has a secret already; returns the secret that is stored (the earlier one wins). */
  setSecretIfAbsent(id: string, value: string): Promise<string>;
  close(): Promise<void>;
}

/** Which streams `list` returns. */
export interface ListFilter {
  readonly kind?: string;
  readonly module?: string;
  readonly recent?: number;
}
