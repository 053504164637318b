import { defaultSource } from '@marshal/core';
import { missionById } from '../missions/index';
import { result, status as makeStatus } from '../missions/common';
import type { MissionStatus, SideResult } from '../missions/types';
import type { MissionRules } from '../options';
import { s000 } from '../sources';
import type { Side } from '../units';
import type { MissionState } from './state';

/**
 * The mission's live status: frozen once decided — except a mission whose pay accrues per objective, whose
 * outcome stays settled while each later objective still adds its share; a ceasefire's agreed terms decide
 * who met their objectives.
 */
export function missionStatus(s: MissionState, rules: MissionRules): MissionStatus {
  const live = liveStatus(s, rules);
  return s.ended && !live.decided ? settleAtEnd(live) : live;
}

/**
 * A game ended (by the referee) before its mission's own end condition: the seed gives no result for that, so Marshal
 * settles it as a ceasefire in which no side still undecided met its objectives — never left "pending" after the game.
 */
const ENDED_UNDECIDED = defaultSource(
  'result of a game ended before its mission decided it',
  'treated as a ceasefire in which a side whose objectives were not yet met did not meet them (Ending the Game, rule 2)',
);

function settleAtEnd(st: MissionStatus): MissionStatus {
  const settle = (r: SideResult): SideResult =>
    r.outcome === 'pending'
      ? result('defeat', 50, 'lose', [...r.reasons, { text: "the game ended with this side's objectives not met", source: ENDED_UNDECIDED }])
      : r;
  return makeStatus(settle(st.attacker), settle(st.defender));
}

function liveStatus(s: MissionState, rules: MissionRules): MissionStatus {
  const mission = missionById(s.mission);
  if (s.decided && (!mission.payPerObjective || s.ceasefire)) return s.decided;
  const computed = mission.evaluate(s, rules);
  if (s.decided) return computed.decided ? computed : s.decided;
  if (!s.ceasefire) return computed;
  const terms = s.ceasefire;
  const reason = { text: 'agreed in the ceasefire terms', source: s000('Ending the Game', 'rule 2') };
  const side = (who: Side, r: SideResult): SideResult => {
    const met = terms.objectivesMet[who];
    const keepPay = who === 'attacker' && mission.payPerObjective ? r.payPercent : null;
    return met ? result('complete-victory', keepPay ?? 100, 'gain', [...r.reasons, reason]) : result('defeat', keepPay ?? 50, 'lose', [...r.reasons, reason]);
  };
  return makeStatus(side('attacker', computed.attacker), side('defender', computed.defender));
}
