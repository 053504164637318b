/** The next report that brings a tracker up to its battle: the battle's unit facts first, immobilised units, then the battle's phase, then the mission's own reading (who stands in the objective area). */
import { type BattleView, type BattleViewSource, battleView } from '@marshal/battletech';
import { type BattleLink, reportsFromBattle } from './from-battle';
import type { PHASE_ORDER } from './missions/assassination';
import { missionById } from './missions/index';
import type { MissionCommand } from './tracker/commands';
import { stillReportable } from './tracker/resolve';
import type { MissionState } from './tracker/state';

type MissionPhase = (typeof PHASE_ORDER)[number];

/** The mission phase a battle phase stands for (a finished battle rests in the end phase). */
export const MISSION_PHASE_OF_BATTLE: Readonly<Record<BattleView['phase'], MissionPhase>> = {
  deployment: 'initiative',
  initiative: 'initiative',
  movement: 'movement',
  fire: 'weapon-attack',
  physical: 'physical-attack',
  heat: 'heat',
  end: 'end',
  over: 'end',
};

/**
 * One report at a time (the caller plays it, then asks again): unit facts from `reportsFromBattle`, units the
 * battle has left with no walking MP as immobilised (fight on or abandon stays the referee's call), then the
 * battle's phase, then the mission's own report if it reads one from the battle (`followReport`: in the end phase of
 * a Take the Position turn, the objective area read from the battle's positions). Null when the tracker is up to date or the game has ended.
 */
export function nextFollowReport(mission: MissionState, source: BattleViewSource, link: BattleLink): MissionCommand | null {
  const battle = battleView(source);
  if (mission.ended) return pendingFromBattle(mission, battle, link)[0] ?? null;
  const facts = reportsFromBattle(mission, battle, link)[0];
  if (facts) return facts;
  const stuck = Object.values(mission.units).find((u) => u.status === 'active' && u.facts.walkMp === 0 && !!battle.units[u.unit.id]?.inPlay);
  if (stuck) return { type: 'immobiliseUnit', unit: stuck.unit.id };
  const phase = MISSION_PHASE_OF_BATTLE[battle.phase];
  if (mission.phase !== phase) return { type: 'setPhase', phase };
  return missionById(mission.mission).followReport?.(mission, battle) ?? null;
}

/**
 * The battle's reports the tracker has yet to take: all of `reportsFromBattle` while the game runs; once it has
 * ended, only those of its final turn the tracker still takes (`stillReportable`: a unit that left the board in the
 * same end phase as the last enemy is still recorded as gone).
 */
export function pendingFromBattle(mission: MissionState, battle: BattleViewSource, link: BattleLink): MissionCommand[] {
  const all = reportsFromBattle(mission, battle, link);
  return mission.ended ? all.filter((r) => stillReportable(mission, r.type)) : all;
}
