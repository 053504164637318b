import { useState } from 'react';
import { formatSource, type Source } from '@marshal/core';
import type { M42Command, M42Event, M42State } from '@marshal/m42';
import { ApiError, api } from '../../api';
import { useApi } from '../../use-api';

export interface M42GameView {
  readonly game: { id: string; title: string; version: number };
  readonly dice: string;
  readonly state: M42State;
  readonly header: { ruleset: string[] };
  readonly entries: readonly { seq: number; command: M42Command; events: M42Event[]; rolls: { purpose: string; faces: number[]; total: number }[] }[];
}

export interface DiceNeed {
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
}

/** An M42 battle over the games API: send commands; when a rule needs a table roll, ask for it and resend. */
export function useM42Game(id: string) {
  const game = useApi<M42GameView>(`/games/${id}`);
  const [pending, setPending] = useState<{ command: M42Command; dice: number[][]; need: DiceNeed } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(command: M42Command, dice: number[][] = []) {
    if (!game.data) return;
    setBusy(true);
    setMessage(null);
    try {
      const out = await api.post<{ status: string; diceNeeded?: DiceNeed }>(`/games/${id}/commands`, { expectedVersion: game.data.game.version, command, ...(dice.length ? { dice } : {}) });
      if (out.status === 'dice-needed' && out.diceNeeded) setPending({ command, dice, need: out.diceNeeded });
      else {
        setPending(null);
        game.reload();
      }
    } catch (e) {
      if (e instanceof ApiError) {
        const rejection = (e.body as { rejection?: { source?: Source; field?: string } } | null)?.rejection;
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
    send: (command: M42Command) => send(command),
    enterDice: (faces: number[]) => pending && send(pending.command, [...pending.dice, faces]),
    cancelDice: () => setPending(null),
  };
}
