import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnyGameModule, type Source } from '@marshal/core';
import { formatSource } from './i18n/source-text';
import { ApiError, api, apiFetch } from './api';
import { navigate } from './router';
import { newCommandId } from './offline-commands';
import { type OfflineGame, useOfflineGame } from './use-offline-game';

/** A game as the games API returns it: `S` the module's state, `C` its commands, `E` its events. */
export interface GameView<S, C = { type: string }, E = { type: string } & Record<string, unknown>> {
  readonly game: { id: string; title: string; version: number };
  readonly dice: string;
  readonly state: S;
  readonly header: { ruleset: string[]; setup: unknown };
  readonly entries: readonly { seq: number; command: C; events: E[]; rolls: { purpose: string; faces: number[]; total: number }[] }[];
}

/** A roll a rule needs from the table before the command can be resolved. */
export interface DiceNeed {
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
}

/**
 * Send a game's commands over the games API: at the current version; when a rule needs a roll and the dice are
 * physical, ask for it (`pending`) and resend with every roll entered so far. Commands sent while one is in
 * flight wait their turn and go at the version the previous one produced, so quick clicks never race each
 * other. `reload` runs after an accepted command and after a stale-version refusal; `headers` go with each send.
 * With `local` (a game whose commands can be played in the page), commands are played there while the server cannot
 * be reached or earlier offline commands still wait, and a send that cannot connect is played there too. Each command
 * goes under a name of its own (ADR 0055), kept while its dice are entered and when it falls back to the page, so a
 * send whose answer was lost is never recorded twice.
 */
export function useCommandQueue<C extends object>(
  id: string,
  reload: () => unknown,
  headers: () => Record<string, string> = () => ({}),
  local?: Pick<OfflineGame<unknown>, 'active' | 'unreachable' | 'play'>,
) {
  const [pending, setPending] = useState<{ command: C; dice: number[][]; need: DiceNeed; commandId: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const version = useRef<number | null>(null);

  /** Resolves true once the command is accepted; false when it waits for dice or was refused. */
  function send(command: C, dice: number[][] = [], commandId = newCommandId()): Promise<boolean> {
    const run = queue.current.then(() => sendNow(command, dice, commandId));
    queue.current = run.catch(() => undefined);
    return run;
  }

  function playLocally(command: C, dice: number[][], commandId: string): boolean {
    const out = local!.play(command, dice, commandId);
    if (out.status === 'dice-needed') setPending({ command, dice, need: out.need, commandId });
    else setPending(null);
    if (out.status === 'rejected') setMessage(out.message);
    return out.status === 'played';
  }

  async function sendNow(command: C, dice: number[][], commandId: string): Promise<boolean> {
    if (local?.active()) {
      setMessage(null);
      return playLocally(command, dice, commandId);
    }
    if (version.current === null) return false;
    setBusy(true);
    setMessage(null);
    try {
      const body = { expectedVersion: version.current, command, ...(dice.length ? { dice } : {}), commandId };
      const out = await apiFetch<{ status: string; version?: number; diceNeeded?: DiceNeed }>(`/games/${id}/commands`, {
        method: 'POST',
        body,
        headers: headers(),
      });
      if (out.status === 'dice-needed' && out.diceNeeded) {
        setPending({ command, dice, need: out.diceNeeded, commandId });
        return false;
      }
      if (typeof out.version === 'number') version.current = out.version;
      setPending(null);
      await reload();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 0 && local) {
        local.unreachable();
        return playLocally(command, dice, commandId);
      }
      if (e instanceof ApiError) {
        const rejection = (e.body as { rejection?: { source?: Source } } | null)?.rejection;
        setMessage(`${e.message}${rejection?.source ? ` [${formatSource(rejection.source)}]` : ''}`);
        const current = (e.body as { currentVersion?: unknown } | null)?.currentVersion;
        if (e.status === 409 && typeof current === 'number') version.current = current;
        if (e.status === 409) await reload();
      } else setMessage(String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    /** The version commands go at; the page's loader raises it as newer views arrive. */
    version,
    pending,
    message,
    setMessage,
    busy,
    send: (command: C) => send(command),
    enterDice: (faces: number[]) => pending && send(pending.command, [...pending.dice, faces], pending.commandId),
    cancelDice: () => setPending(null),
  };
}

/**
 * Play a game over the games API with `useCommandQueue`; `onChange` runs after each accepted command. Given the game's
 * `module`, a game with dice rolled at the table goes on offline (`useOfflineGame`): its commands are played in the
 * page, kept and sent in order when the server is back; `offline` says where that stands.
 */
export function useGame<S, C extends object = { type: string }, E = { type: string } & Record<string, unknown>>(
  id: string,
  onChange?: () => void,
  module?: AnyGameModule,
) {
  const server = useGameView<GameView<S, C, E>>(id);
  const offline = useOfflineGame<GameView<S, C, E>>(id, module, server);
  const commands = useCommandQueue<C>(
    id,
    () => {
      server.reload();
      onChange?.();
    },
    undefined,
    offline.enabled ? offline : undefined,
  );
  const { version } = commands;
  const game = offline.view ? { ...server, data: offline.view, error: null } : server;
  // Played offline, the version is the page's own; once the server's view is back it is the server's again.
  const shownLocal = useRef(false);
  const raise = game.data && (shownLocal.current || version.current === null || game.data.game.version > version.current);
  if (offline.view || raise) version.current = game.data!.game.version;
  shownLocal.current = offline.view !== null;
  const { pending, message, busy, send, enterDice, cancelDice } = commands;
  return { game, pending, message, busy, send, enterDice, cancelDice, offline };
}

/**
 * A game view kept up to date with only what is new: after the first load each reload asks for the entries after the
 * last one it has (`?after=N`) and adds them; the state comes whole. Entries of these games never change once written
 * (the battle page, whose hidden entries are revealed later, reads whole views).
 */
function useGameView<T extends { entries: readonly { seq: number }[] }>(
  id: string,
): { data: T | null; error: ApiError | null; loading: boolean; reload: () => void } {
  const [view, setView] = useState<{ id: string; data: T | null; error: ApiError | null; loading: boolean }>({ id, data: null, error: null, loading: true });
  const last = useRef<{ id: string; data: T } | null>(null);
  const reload = useCallback(() => {
    const had = last.current?.id === id ? last.current.data : null;
    const after = had?.entries.at(-1)?.seq ?? 0;
    setView((v) => ({ ...v, id, loading: true }));
    const whole = () => api.get<T>(`/games/${id}`);
    const fetched = after
      ? api.get<T>(`/games/${id}?after=${after}`).then((fresh) => {
          const follows = fresh.entries.length === 0 || fresh.entries[0]!.seq === after + 1;
          return follows && had ? { ...fresh, entries: [...had.entries, ...fresh.entries] } : whole();
        })
      : whole();
    fetched
      .then((data) => {
        last.current = { id, data };
        setView({ id, data, error: null, loading: false });
      })
      .catch((e: unknown) => setView((v) => ({ ...v, loading: false, error: e instanceof ApiError ? e : new ApiError(0, 'client', (e as Error).message) })));
  }, [id]);
  useEffect(() => {
    last.current = null;
    reload();
  }, [reload]);
  return { data: view.id === id ? view.data : null, error: view.error, loading: view.loading, reload };
}

/**
 * Start a game from a form: parse the setup in the page (so a bad field is named before anything is sent),
 * create the game over the API, then go to `${path}/${id}`.
 */
export function useStartGame(module: string, path: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function start<T extends { title?: string }>(parse: () => T, ruleset: readonly string[], dice: 'physical' | 'seeded'): Promise<void> {
    setError(null);
    let setup: T;
    try {
      setup = parse();
    } catch (err) {
      setError((err as Error).message);
      return;
    }
    setBusy(true);
    try {
      const created = await api.post<{ game: { id: string } }>('/games', { module, setup, ruleset, dice, ...(setup.title ? { title: setup.title } : {}) });
      navigate(`${path}/${created.game.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return { start, error, busy };
}
