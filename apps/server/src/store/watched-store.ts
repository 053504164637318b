import { type ChangeFeed, LocalChangeFeed } from './change-feed';
import type { DrizzleRecordStore } from './drizzle-store';
import type { AppendOptions, AppendResult, ListFilter, NewStream, RecordStore, StreamInfo } from './types';

/**
 * The record store plus change notification, so spectators can wait for the next entry instead of polling. The
 * feed tells this process at once; on PostgreSQL it also hears appends made by other servers (LISTEN/NOTIFY).
 */
export class WatchedStore implements RecordStore {
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly inner: DrizzleRecordStore,
    private readonly feed: ChangeFeed = new LocalChangeFeed(),
  ) {}

  create(input: NewStream): Promise<StreamInfo> {
    return this.inner.create(input);
  }

  createAll(inputs: readonly NewStream[]): Promise<StreamInfo[]> {
    return this.inner.createAll(inputs);
  }

  async append(id: string, expectedVersion: number, lines: readonly string[], options?: AppendOptions): Promise<AppendResult> {
    const result = await this.inner.append(id, expectedVersion, lines, options);
    if (result.ok) this.feed.announce(id, result.version);
    return result;
  }

  read(id: string) {
    return this.inner.read(id);
  }

  info(id: string) {
    return this.inner.info(id);
  }

  list(filter?: ListFilter) {
    return this.inner.list(filter);
  }

  version(id: string): Promise<number | null> {
    return this.inner.version(id);
  }

  getSecret(id: string) {
    return this.inner.getSecret(id);
  }

  setSecret(id: string, value: string) {
    return this.inner.setSecret(id, value);
  }

  setSecretIfAbsent(id: string, value: string) {
    return this.inner.setSecretIfAbsent(id, value);
  }

  close() {
    this.stopWaiting();
    return this.inner.close();
  }

  /** How many waits are pending. */
  get pendingWaits(): number {
    return this.waiting.size;
  }

  /** Answer every pending wait now (unchanged), e.g. when the server shuts down. */
  stopWaiting(): void {
    for (const stop of [...this.waiting]) stop();
  }

  /**
   * The stream's version as soon as it differs from `known` (at once if it already does), or the
   * unchanged version after `timeoutMs` or when `signal` aborts; null when the stream does not exist.
   * The wait listens before it reads, so an append landing in between is not missed.
   */
  async waitForChange(id: string, known: number, timeoutMs: number, signal?: AbortSignal): Promise<number | null> {
    let heard: number | null = null;
    let wake: ((version: number) => void) | null = null;
    const unwatch = this.feed.watch(id, (version) => {
      if (version === known) return;
      heard ??= version;
      wake?.(version);
    });
    let current: number | null;
    try {
      current = await this.inner.version(id);
    } catch (e) {
      unwatch();
      throw e;
    }
    if (current === null || current !== known || heard !== null) {
      unwatch();
      return current === known && heard !== null ? heard : current;
    }
    return new Promise((resolve) => {
      const finish = (version: number) => {
        clearTimeout(timer);
        unwatch();
        signal?.removeEventListener('abort', onAbort);
        this.waiting.delete(onAbort);
        resolve(version);
      };
      wake = finish;
      const onAbort = () => finish(known);
      this.waiting.add(onAbort);
      const timer = setTimeout(
        () =>
          void this.inner.version(id).then(
            (v) => finish(v ?? known),
            () => finish(known),
          ),
        timeoutMs,
      );
      signal?.addEventListener('abort', onAbort);
      if (signal?.aborted) onAbort();
    });
  }
}
