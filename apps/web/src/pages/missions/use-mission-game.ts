import { resolveRuleset } from '@marshal/core';
import { type MissionState, type MissionStatus, type WashUp, missionModule, missionStatus, washUp } from '@marshal/missions';
import { useApi } from '../../use-api';
import { useGame } from '../../use-game';

export interface StatusView {
  readonly status: MissionStatus;
  readonly washUp: WashUp;
}

/**
 * A tracked mission: the generic game hook plus the mission's live status, reloaded after every report. With dice rolled
 * at the table it goes on offline: reports are played in the page and the status is worked out there from them.
 */
export function useMissionGame(id: string) {
  const status = useApi<StatusView>(`/missions/${id}/status`);
  const game = useGame<MissionState, object>(id, status.reload, missionModule);
  const local = game.offline.view;
  if (!local) return { ...game, status };
  const rules = resolveRuleset(missionModule.options, missionModule.baseRules, local.header.ruleset).rules;
  const data: StatusView = { status: missionStatus(local.state, rules), washUp: washUp(local.state, rules) };
  return { ...game, status: { ...status, data, error: null } };
}
