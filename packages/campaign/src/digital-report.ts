/** A finished digital battle becomes the campaign's battle report: winner, destructions, withdrawals and the damage each survivor carries on. */
import { MarshalError } from '@marshal/core';
import { type BattleState, battleAftermath } from '@marshal/battletech';
import type { CampaignCommand } from './commands';
import type { DamagePoint } from './digital-schema';
import type { SideId } from './force';
import { silentDefault } from './sources';
import type { CampaignState } from './state';

export const DRAW_GOES_TO_DEFENDER = silentDefault(
  'a digital battle that ends without a winner',
  'the attacker must clear the field (landing item 4: destroy or drive off every enemy); a draw leaves the defender holding it, so the defender wins',
);

/** Why a battle cannot be reported to this campaign; null when it can. */
export function battleReportProblem(state: CampaignState, battleId: string, battle: BattleState | null): string | null {
  const link = state.scenario.battle;
  if (!battle) return `there is no battle ${battleId}`;
  if (!link || state.scenario.status !== 'awaiting-battle') return `the ${state.scenario.type} of turn ${state.turn} is not waiting for a digital battle`;
  if (link.id !== battleId) return `battle ${battleId} is not this scenario's battle (that is ${link.id})`;
  if (!battle.outcome) return `battle ${battleId} is not finished yet (round ${battle.round}, ${battle.phase} phase)`;
  return null;
}

/**
 * The `reportBattle` command for the scenario's finished battle. Destroyed: the unit is destroyed or its pilot dead.
 * Damaged: a survivor (withdrawn or not) with any armour or structure lost. `salvage` is the referee's choice among
 * the destroyed.
 */
export function reportFromBattle(state: CampaignState, battleId: string, battle: BattleState, salvage: readonly string[] = []): CampaignCommand {
  const problem = battleReportProblem(state, battleId, battle);
  if (problem) throw new MarshalError('invalid-input', problem);
  const participants = state.scenario.participants!;
  const outcome = battle.outcome!;
  const winner: SideId = outcome.winner === 'attacker' ? 'attacker' : 'defender';
  const destroyed: string[] = [];
  const damaged: string[] = [];
  const damage: Record<string, DamagePoint[]> = {};
  const withdrawn: string[] = [];
  const after = battleAftermath(battle);
  for (const id of [...participants.attacker, ...participants.defender]) {
    const u = after[id];
    if (!u) continue;
    if (u.destroyed) {
      destroyed.push(id);
      continue;
    }
    damage[id] = [...u.damage];
    if (u.damage.length) damaged.push(id);
    if (u.withdrawn) withdrawn.push(id);
  }
  const why = outcome.winner ? outcome.reason : `${outcome.reason}; no winner, so the defender holds the field (default)`;
  return {
    type: 'reportDigitalBattle',
    battle: battleId,
    winner,
    attacker: [...participants.attacker],
    defender: [...participants.defender],
    destroyed,
    damaged,
    salvage: salvage.filter((id) => destroyed.includes(id)),
    notes: `Digital battle, round ${outcome.round}: ${why}`.slice(0, 2000),
    withdrawn,
    damage,
  };
}
