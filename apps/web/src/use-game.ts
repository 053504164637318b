import { useState } from 'react';
import { formatSource, type Source } from '@marshal/core';
import { ApiError, api } from './api';
import { useApi } from './use-api';

/** A game as the games API returns it; `S` is the module's state. */
export interface GameView<S> {
  readonly game: { id: string; title: string; version: number };
  readonly dice: string;
  readonly state: S;
  readonly header: { ruleset: string[]; setup: unknown };
  readonly entries: readonly { seq: number; command: { type: string }; events: ({ type: string } & Record<string, unknown>)[]; rolls: { purpose: string; faces: number[]; total: number }[] }[];
}

/** A roll a rule needs from the table before the command can be resolved. */
export interface DiceNeed {
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
}

/**
 * Play a game over the games API: send commands at the current version; when a rule needs a roll and the
 * dice are physical, ask for it (`pending`) and resend with every roll entered so far. `onChange` runs
 * after each accepted command (e.g. to reload a status view).
 */
export function useGame<S, C extends object = { type: string }>(id: string, onChange?: () => void) {
  const game = useApi<GameView<S>>(`/games/${id}`);
  const [pending, setPending] = useState<{ command: C; dice: number[][]; need: DiceNeed } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(command: C, dice: number[][] = []) {
    if (!game.data) return;
    setBusy(true);
    setMessage(null);
    try {
      const out = await api.post<{ status: string; diceNeeded?: DiceNeed }>(`/games/${id}/commands`, { expectedVersion: game.data.game.version, command, ...(dice.length ? { dice } : {}) });
      if (out.status === 'dice-needed' && out.diceNeeded) setPending({ command, dice, need: out.diceNeeded });
      else {
        setPending(null);
        game.reload();
        onChange?.();
      }
    } catch (e) {
      if (e instanceof ApiError) {
        const rejection = (e.body as { rejection?: { source?: Source } } | null)?.rejection;
        setMessage(`${e.message}${rejection?.source ? ` [${formatSource(rejection.source)}]` : ''}`);
        if (e.status === 409) game.reload();
      } else setMessage(String(e));
    } finally {
      setBusy(false);
    }
  }

  return {
    game,
    pending,
    message,
    busy,
    send: (command: C) => send(command),
    enterDice: (faces: number[]) => pending && send(pending.command, [...pending.dice, faces]),
    cancelDice: () => setPending(null),
  };
}
