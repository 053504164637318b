import { useState } from 'react';
import { formatSource, type Source } from '@marshal/core';
import type { MissionState, MissionStatus, WashUp } from '@marshal/missions';
import { api, ApiError } from '../../api';
import { useApi } from '../../use-api';

export interface GameView {
  readonly game: { id: string; title: string; version: number };
  readonly dice: string;
  readonly state: MissionState;
  readonly entries: readonly { seq: number; command: { type: string }; events: ({ type: string } & Record<string, unknown>)[]; rolls: { purpose: string; faces: number[]; total: number }[] }[];
}
export interface StatusView {
  readonly status: MissionStatus;
  readonly washUp: WashUp;
}
export interface DiceNeed {
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
}

/** A tracked mission over the games API: send referee reports, ask for table dice when a rule needs a roll. */
export function useMissionGame(id: string) {
  const game = useApi<GameView>(`/games/${id}`);
  const status = useApi<StatusView>(`/missions/${id}/status`);
  const [pending, setPending] = useState<{ command: object; dice: number[][]; need: DiceNeed } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(command: object, dice: number[][] = []) {
    if (!game.data) return;
    setBusy(true);
    setMessage(null);
    try {
      const out = await api.post<{ status: string; diceNeeded?: DiceNeed }>(`/games/${id}/commands`, { expectedVersion: game.data.game.version, command, ...(dice.length ? { dice } : {}) });
      if (out.status === 'dice-needed' && out.diceNeeded) setPending({ command, dice, need: out.diceNeeded });
      else {
        setPending(null);
        game.reload();
        status.reload();
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
    status,
    pending,
    message,
    busy,
    send: (command: object) => send(command),
    enterDice: (faces: number[]) => pending && send(pending.command, [...pending.dice, faces]),
    cancelDice: () => setPending(null),
  };
}
