import { type Rejection, reject } from '@marshal/core';
import { missionById } from '../missions/index';
import type { EdgeName } from '../missions/types';
import type { MissionRules } from '../options';
import type { Reason } from '../rules/forced-withdrawal';
import { s000 } from '../sources';
import type { MissionEvent } from './events';
import { type MissionState, type UnitState, onBoard } from './state';
import { missionStatus } from './status';

/** Leaving the board this way completes a mission objective (so it is always allowed): the mission's `objectiveExit`. */
const objectiveExit = (s: MissionState, u: UnitState, edge: EdgeName): string | null => missionById(s.mission).objectiveExit?.(s, u, edge) ?? null;

/** Forced Withdrawal rule 1: a unit leaves only for an objective, after the objectives are met, or under Forced Withdrawal. */
export function withdrawalPermission(s: MissionState, u: UnitState, edge: EdgeName, rules: MissionRules): true | Rejection {
  const mission = missionById(s.mission);
  const side = u.unit.side;
  const objective = objectiveExit(s, u, edge);
  const edges = mission.withdrawalEdges[side];
  if (!objective && !edges.includes(edge))
    return reject(`the ${side} may leave only by the ${edges.join(' or ')} edge in ${mission.title}`, mission.source, 'edge');
  if (objective || mission.freeWithdrawal.includes(side) || u.forcedWithdrawal || u.mustWithdraw) return true;
  const st = missionStatus(s, rules);
  if (st[side].outcome === 'complete-victory') return true;
  return reject(
    `${u.unit.name} may not withdraw: only a unit meeting Forced Withdrawal, one completing an objective, or any unit once the objectives are met may leave`,
    s000('Forced Withdrawal', 'rule 1'),
    'unit',
  );
}

/** Why a unit must now withdraw (time limit, support unit, General Retreat), or null. */
export function mustReason(s: MissionState, u: UnitState): Reason | null {
  const side = u.unit.side;
  const limit = missionById(s.mission).attackersWithdrawAfter?.(s.params);
  if (limit && side === 'attacker' && s.turn - 1 >= limit.turn)
    return { text: `${limit.turn} turns have passed: every attacker withdraws toward its deployment area`, source: limit.source };
  if (!u.forcedWithdrawal) return null;
  if (u.unit.support) return { text: `${u.unit.name} is a support unit meeting Forced Withdrawal`, source: s000('Forced Withdrawal', 'rule 3') };
  if (!s.generalRetreat[side] || u.unit.commander) return null;
  if (s.targetIgnoresGeneralRetreat && s.objectives.assassinationTargets[side] === u.unit.id) return null;
  return { text: `General Retreat: ${u.unit.name} meets Forced Withdrawal`, source: s000('Forced Withdrawal', 'rule 2') };
}

/** Units that must now withdraw, given the state after a command. */
export function withdrawalsAfter(s: MissionState): MissionEvent[] {
  const out: MissionEvent[] = [];
  for (const u of Object.values(s.units)) {
    if (!onBoard(u) || u.mustWithdraw) continue;
    const reason = mustReason(s, u);
    if (reason) out.push({ type: 'mustWithdraw', unit: u.unit.id, reason });
  }
  return out;
}
