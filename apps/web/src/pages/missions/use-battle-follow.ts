import { useEffect, useState } from 'react';
import { ApiError, api, apiFetch } from '../../api';

export interface BattleFollowView {
  readonly battle: {
    readonly id: string;
    readonly version: number;
    readonly round: number;
    readonly phase: string;
    readonly outcome: { result: string; winner: string | null; reason: string } | null;
  };
  readonly applied: readonly { readonly type: string; readonly unit?: string }[];
  readonly refused: { readonly command: { type: string }; readonly reason: string } | null;
}

/**
 * Keep a battle-linked mission tracker up to its battle: ask the server to follow the battle now, then
 * long-poll the battle's stream and follow again each time it moves. `onFollowed` runs when reports were taken.
 */
export function useBattleFollow(missionId: string, battleId: string | null, onFollowed: () => void) {
  const [view, setView] = useState<BattleFollowView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!battleId) return;
    let stop = false;
    const controller = new AbortController();
    void (async () => {
      while (!stop) {
        try {
          const out = await api.post<BattleFollowView>(`/missions/${missionId}/follow`, {});
          if (stop) return;
          setView(out);
          setError(null);
          if (out.applied.length) onFollowed();
          await apiFetch(`/streams/${battleId}/wait?version=${out.battle.version}&timeoutMs=20000`, { signal: controller.signal });
        } catch (e) {
          if ((e as Error).name === 'AbortError') return;
          setError(e instanceof ApiError ? e.message : String(e));
          await new Promise((r) => setTimeout(r, 2000));
        }
      }
    })();
    return () => {
      stop = true;
      controller.abort();
    };
    // onFollowed is a reload callback: following restarts only for another mission or battle.
  }, [missionId, battleId]);
  return { view, error };
}
