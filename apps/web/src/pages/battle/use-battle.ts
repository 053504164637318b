import { useCallback, useEffect, useRef, useState } from 'react';
import type { BattleCommand, BattleState } from '@marshal/battletech';
import { ApiError, apiFetch } from '../../api';
import { i18next } from '../../i18n/i18n';
import { type GameView, useCommandQueue } from '../../use-game';
import { type HeldSeats, type SeatInfo, claimSeat, heldSeats, listSeats, seatHeaders } from './seats';

/** A battle as the games API returns it for the seats this browser holds (spectator view without a seat). */
export type BattleView = GameView<BattleState, BattleCommand> & {
  readonly closed?: boolean;
  readonly seats?: readonly string[];
  readonly deadline?: string | null;
  readonly timer?: { phase: string; seconds: number; waiting: readonly string[] } | null;
};

/**
 * Play a battle over the games API with `useCommandQueue` (commands queued at the version the previous one
 * produced, physical dice asked for with `pending`), plus what a two-browser game needs: the seat tokens sent with every
 * request and a long-poll on /streams/:id/wait so the other player's moves show up without reloading.
 */
export function useBattle(id: string) {
  const [seats, setSeats] = useState<HeldSeats>(() => heldSeats(id));
  const [seatList, setSeatList] = useState<SeatInfo[] | null>(null);
  const [data, setData] = useState<BattleView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const headers = useRef(seatHeaders(seats));
  headers.current = seatHeaders(seats);
  const loadRef = useRef<() => Promise<void>>(async () => undefined);
  const commands = useCommandQueue<BattleCommand>(
    id,
    () => loadRef.current(),
    () => headers.current,
  );
  const { version, setMessage } = commands;

  const load = useCallback(async () => {
    try {
      const v = await apiFetch<BattleView>(`/games/${id}`, { headers: headers.current });
      version.current = v.game.version;
      setData(v);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, 'client', (e as Error).message));
    }
  }, [id, version]);
  loadRef.current = load;
  const sideNames = useRef<readonly { id: string; name: string }[]>([]);
  sideNames.current = data?.state.sides ?? [];

  const loadSeats = useCallback(() => {
    listSeats(id).then(setSeatList, () => setSeatList(null));
  }, [id]);

  useEffect(() => {
    void load();
    loadSeats();
  }, [load, loadSeats, seats]);

  // Taking a seat does not move the game, so the long poll below does not hear it: while a seat is open, look again
  // every few seconds, so the player who sent the join link sees the other take it (and is not offered that seat).
  const waitingForSomeone = seatList?.some((s) => !s.claimed && !s.bot) ?? false;
  useEffect(() => {
    if (!waitingForSomeone) return;
    const timer = window.setInterval(loadSeats, 3000);
    return () => window.clearInterval(timer);
  }, [waitingForSomeone, loadSeats]);

  // Long-poll: wait until the game moves past the version shown, then reload it.
  useEffect(() => {
    let stop = false;
    const controller = new AbortController();
    void (async () => {
      while (!stop) {
        const at = version.current;
        if (at === null) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        try {
          const r = await apiFetch<{ version: number; changed: boolean }>(`/streams/${id}/wait?version=${at}&timeoutMs=20000`, { signal: controller.signal });
          if (!stop && r.changed && r.version !== version.current) {
            await load();
            loadSeats();
          }
        } catch (e) {
          if ((e as Error).name === 'AbortError') return;
          await new Promise((r) => setTimeout(r, 2000));
        }
      }
    })();
    return () => {
      stop = true;
      controller.abort();
    };
  }, [id, load, loadSeats]);

  const claim = useCallback(
    async (side: string): Promise<void> => {
      try {
        setSeats(await claimSeat(id, side));
        setMessage(null);
      } catch (e) {
        // The side by its name ("Side B", a duel's pilot), as the seats panel names it, not by its seat id.
        const name = sideNames.current.find((s) => s.id === side)?.name ?? side;
        setMessage(e instanceof ApiError && e.code === 'seat-taken' ? i18next.t('seatErrors.taken', { ns: 'battle', side: name }) : (e as Error).message);
        loadSeats();
      }
    },
    [id, loadSeats, setMessage],
  );

  /** Free a seat held elsewhere (the game's referee only; the server says no to anyone else). */
  const release = useCallback(
    async (side: string): Promise<void> => {
      try {
        await apiFetch(`/games/${id}/seats/${encodeURIComponent(side)}`, { method: 'DELETE' });
        setMessage(null);
      } catch (e) {
        setMessage(e instanceof ApiError && e.status === 403 ? i18next.t('seatErrors.free', { ns: 'battle' }) : (e as Error).message);
      }
      loadSeats();
    },
    [id, loadSeats, setMessage],
  );

  /** Start a fresh copy of this battle (same setup and rules, new dice, free seats) and open it. */
  const copy = useCallback(async (): Promise<string | null> => {
    try {
      return (await apiFetch<{ id: string }>(`/games/${id}/copy`, { method: 'POST', body: {} })).id;
    } catch (e) {
      setMessage((e as Error).message);
      return null;
    }
  }, [id, setMessage]);

  /** Keep what a seat has written so far on the server (secret), for its phase clock's time-out; best effort. */
  const saveDraft = useCallback(
    (side: string, draft: Record<string, unknown>) => {
      apiFetch(`/games/${id}/seats/${encodeURIComponent(side)}/draft`, { method: 'PUT', body: { draft }, headers: headers.current }).catch(() => undefined);
    },
    [id],
  );

  return {
    data,
    error,
    seats,
    seatList,
    claim,
    release,
    copy,
    saveDraft,
    reload: load,
    pending: commands.pending,
    message: commands.message,
    busy: commands.busy,
    send: commands.send,
    enterDice: commands.enterDice,
    cancelDice: commands.cancelDice,
  };
}
