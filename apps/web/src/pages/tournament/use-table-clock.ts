import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ClockAction, type ClockEvent, type ClockLimits, type TableClock, replayClock } from '@marshal/tournament';
import { ApiError, api } from '../../api';

/** A duel's table clock as GET /tournaments/:id/duels/:duel/clock returns it. */
export interface ClockView {
  readonly tournament: { readonly id: string; readonly title: string };
  readonly version: number;
  readonly duel: { readonly id: string; readonly round: number; readonly table: number | null; readonly final: boolean };
  readonly players: readonly { readonly id: string; readonly name: string; readonly mech: string }[];
  readonly limits: ClockLimits;
  readonly events: readonly ClockEvent[];
  readonly serverTime: number;
}

/** How often the other device's presses are picked up. */
const POLL_MS = 2000;

/**
 * The clock from the server, replayed with the pure model, and `now()` on the server's time line (the offset measured
 * when the page first read the clock), ticking a few times a second so the digits move; `act` sends one press.
 */
export function useTableClock(id: string, duel: string) {
  const [view, setView] = useState<ClockView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setTick] = useState(0);
  const offset = useRef(0);
  const measured = useRef(false);
  const path = `/tournaments/${encodeURIComponent(id)}/duels/${encodeURIComponent(duel)}/clock`;

  const load = useCallback(async () => {
    try {
      const v = await api.get<ClockView>(path);
      if (!measured.current) offset.current = v.serverTime - Date.now();
      measured.current = true;
      setView(v);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [path]);

  useEffect(() => {
    void load();
    const poll = setInterval(() => void load(), POLL_MS);
    const tick = setInterval(() => setTick((t) => t + 1), 200);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [load]);

  const clock: TableClock | null = useMemo(() => (view ? replayClock(view.limits, view.events) : null), [view]);
  const now = useCallback(() => Date.now() + offset.current, []);

  const act = useCallback(
    async (action: ClockAction) => {
      if (!view) return;
      setBusy(true);
      setError(null);
      try {
        await api.post(path, { expectedVersion: view.version, clock: action });
      } catch (e) {
        const stale = e instanceof ApiError && e.status === 409;
        setError(stale ? 'The other device pressed first: the clock is reloaded, press again if still needed.' : (e as Error).message);
      } finally {
        await load();
        setBusy(false);
      }
    },
    [view, path, load],
  );

  return { view, clock, now, error, busy, act };
}
