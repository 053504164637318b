import type { MissionState, MissionStatus, WashUp } from '@marshal/missions';
import { useApi } from '../../use-api';
import { useGame } from '../../use-game';

export interface StatusView {
  readonly status: MissionStatus;
  readonly washUp: WashUp;
}

/** A tracked mission: the generic game hook plus the mission's live status, reloaded after every report. */
export function useMissionGame(id: string) {
  const status = useApi<StatusView>(`/missions/${id}/status`);
  return { ...useGame<MissionState, object>(id, status.reload), status };
}
