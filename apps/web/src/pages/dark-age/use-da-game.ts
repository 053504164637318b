import { useState } from 'react';
import { formatSource, type Source } from '@marshal/core';
import type { DaCommand, DaEvent, DaState } from '@marshal/dark-age';
import { ApiError, api } from '../../api';
import { useApi } from '../../use-api';

export interface DaGameView {
  readonly game: { id: string; title: string; version: number };
  readonly dice: string;
  readonly state: DaState;
  readonly header: { ruleset: string[] };
  readonly entries: readonly { seq: number; command: DaCommand; events: DaEvent[]; rolls: { purpose: string; faces: number[]; total: number }[] }[];
}

export interface DiceNeed {
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
}

/** A Fire for Effect game over the games API: send commands; when a rule needs a table roll, ask for it and resend. */
export function useDaGame(id: string) {
  const game = useApi<DaGameView>(`/games/${id}`);
  const [pending, setPending] = useState<{ command: DaCommand; dice: number[][]; need: DiceNeed } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(command: DaCommand, dice: number[][] = []): Promise<boolean> {
    if (!game.data) return false;
    setBusy(true);
    setMessage(null);
    try {
      const out = await api.post<{ status: string; diceNeeded?: DiceNeed }>(`/games/${id}/commands`, { expectedVersion: game.data.game.version, command, ...(dice.length ? { dice } : {}) });
      if (out.status === 'dice-needed' && out.diceNeeded) {
        setPending({ command, dice, need: out.diceNeeded });
        return false;
      }
      setPending(null);
      game.reload();
      return true;
    } catch (e) {
      if (e instanceof ApiError) {
        const rejection = (e.body as { rejection?: { source?: Source; field?: string } } | null)?.rejection;
        setMessage(`${e.message}${rejection?.field ? ` (field ${rejection.field})` : ''}${rejection?.source ? ` [${formatSource(rejection.source)}]` : ''}`);
        if (e.status === 409) game.reload();
      } else setMessage(String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    game,
    pending,
    message,
    busy,
    send,
    enterDice: (faces: number[]) => pending && send(pending.command, [...pending.dice, faces]),
    cancelDice: () => setPending(null),
  };
}
