import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyGameModule } from '@marshal/core';
import type { ApiError } from './api';
import {
  type OfflinePlay,
  type QueuedCommand,
  type SendOutcome,
  playOffline,
  saveQueue,
  saveView,
  savedQueue,
  savedView,
  sendQueued,
} from './offline-commands';
import type { GameView } from './use-game';

/** How often commands waiting to be sent are tried again while the server cannot be reached. */
const RETRY_MS = 3000;

export interface OfflineGame<V> {
  /** Commands can be played in the page: the page gave its module and the game's dice are rolled at the table. */
  readonly enabled: boolean;
  /** The server cannot be reached (the last request failed to connect, or the browser says it is offline). */
  readonly offline: boolean;
  /** The game as played in this page while commands wait or the server is away; null when the server's view is current. */
  readonly view: V | null;
  /** Commands made offline, not yet sent. */
  readonly waiting: number;
  readonly sending: boolean;
  /** What became of the commands sent since the server came back, until dismissed. */
  readonly outcomes: readonly SendOutcome[];
  dismiss(): void;
  /** True when commands must be played in the page (offline, or earlier ones still wait: order is kept). */
  active(): boolean;
  /** The server could not be reached just now. */
  unreachable(): void;
  /** Play a command in the page and queue it under its name (`commandId`, ADR 0055). */
  play(command: object, dice: readonly (readonly number[])[], commandId: string): OfflinePlay<V>;
}

/**
 * A game page's offline side (ADR 0047): keeps the last view in this browser, plays commands in the page while the
 * server cannot be reached, and sends them in order when it is back (on the browser's `online` event, and every few
 * seconds while any wait), keeping each one's outcome to show.
 */
export function useOfflineGame<V extends GameView<unknown, object, unknown>>(
  id: string,
  module: AnyGameModule | undefined,
  server: { data: V | null; error: ApiError | null; reload: () => void },
): OfflineGame<V> {
  const [queue, setQueue] = useState<QueuedCommand[]>(() => savedQueue(id));
  const [local, setLocal] = useState<V | null>(() => savedView<V>(id));
  const [unreachable, setUnreachable] = useState(false);
  const [browserOffline, setBrowserOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const [sending, setSending] = useState(false);
  const [outcomes, setOutcomes] = useState<SendOutcome[]>([]);
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const localRef = useRef(local);
  localRef.current = local;
  const reload = useRef(server.reload);
  reload.current = server.reload;
  const sendingRef = useRef(false);
  const offline = browserOffline || unreachable || server.error?.status === 0;
  const base = local ?? server.data;
  const enabled = module !== undefined && (base?.dice ?? savedView<V>(id)?.dice) === 'physical';

  useEffect(() => {
    if (server.data && queueRef.current.length === 0) {
      saveView(id, server.data);
      setLocal(null);
      setUnreachable(false);
    }
  }, [id, server.data]);

  const flush = useCallback(async () => {
    if (sendingRef.current || queueRef.current.length === 0) return;
    sendingRef.current = true;
    setSending(true);
    const sent = queueRef.current;
    try {
      const { outcomes: done, waiting } = await sendQueued(id, sent);
      const left = [...waiting, ...queueRef.current.slice(sent.length)];
      saveQueue(id, left);
      setQueue(left);
      setOutcomes((o) => [...o, ...done]);
      setUnreachable(waiting.length > 0 && done.length === 0);
      if (done.length) reload.current();
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [id]);

  useEffect(() => {
    const online = () => {
      setBrowserOffline(false);
      void flush();
    };
    const away = () => setBrowserOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', away);
    const timer = queue.length ? setInterval(() => void flush(), RETRY_MS) : undefined;
    if (queue.length && !browserOffline) void flush();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', away);
      if (timer) clearInterval(timer);
    };
  }, [flush, queue.length, browserOffline]);

  const view = queue.length > 0 || offline ? (local ?? server.data) : null;
  return {
    enabled,
    offline,
    view,
    waiting: queue.length,
    sending,
    outcomes,
    dismiss: () => setOutcomes([]),
    active: () => enabled && (offline || queueRef.current.length > 0),
    unreachable: () => setUnreachable(true),
    play(command, dice, commandId) {
      const from = localRef.current ?? server.data;
      if (!module || !from)
        return { status: 'rejected', message: 'this game has not been opened here with the server reachable yet, so it cannot be played offline' };
      const out = playOffline(module, from, command, dice);
      if (out.status !== 'played') return out;
      const made: QueuedCommand = { command: out.view.entries.at(-1)!.command as QueuedCommand['command'], dice, madeAt: from.game.version, id: commandId };
      const next = [...queueRef.current, made];
      queueRef.current = next;
      saveQueue(id, next);
      setQueue(next);
      saveView(id, out.view);
      localRef.current = out.view;
      setLocal(out.view);
      return out;
    },
  };
}
