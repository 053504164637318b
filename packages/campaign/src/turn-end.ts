/** The rest of an operational turn after its scenario: victory determination, battlefield recovery, events, logistics, repair and refit. */
import { type Rejection, type Source, reject } from '@marshal/core';
import { applyCampaignEvent } from './apply';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import { normalCost } from './fielding';
import { type SideId, SIDES, otherSide } from './force';
import type { CampaignRules } from './rules';
import type { ScenarioType } from './scenarios';
import { RULE, silentDefault } from './sources';
import { type CampaignState, aliveUnits } from './state';

type NextTurnCommand = Extract<CampaignCommand, { type: 'nextTurn' }>;
type End = { winner: SideId; reason: string; source: Source };

export const PHASE_DEFAULTS = {
  recovery: silentDefault(
    'battlefield recovery phase',
    'the side that won the battle holds the field: it recovers its own destroyed units named for salvage (as damaged) and captures the enemy ones',
  ),
  events: silentDefault('events phase', 'no random events; the referee notes whatever happened'),
  logistics: silentDefault(
    'logistics phase',
    'each side pays the normal logistics cost of every surviving unit, except units that paid landing logistics this turn',
  ),
  repair: silentDefault('repair and refit phase', 'damaged units are repaired at their normal logistics cost times the repair multiplier'),
} as const;

export function resolveNextTurn(state: CampaignState, cmd: NextTurnCommand, rules: CampaignRules): CampaignEvent[] | Rejection {
  const sc = state.scenario;
  if (sc.status !== 'resolved')
    return reject(
      `the ${sc.type} of turn ${state.turn} is not decided yet: ${sc.status === 'awaiting-roll' ? 'make its roll' : 'report its battle'} first`,
      RULE.turnOrder,
    );
  const events: CampaignEvent[] = [];
  let s = state;
  const emit = (e: CampaignEvent) => {
    events.push(e);
    s = applyCampaignEvent(s, e);
  };
  const { next, end } = victoryPhase(state, rules, emit);
  if (end) {
    emit({ type: 'campaignEnded', ...end });
    return events;
  }
  if (sc.salvage?.length) {
    const winner = sc.winner!;
    const recovered = sc.salvage.filter((id) => s.units[id]!.side === winner);
    const captured = sc.salvage.filter((id) => s.units[id]!.side !== winner);
    emit({ type: 'battlefieldRecovered', side: winner, recovered, captured, source: PHASE_DEFAULTS.recovery });
  }
  emit({ type: 'eventsNoted', notes: cmd.events, source: PHASE_DEFAULTS.events });
  for (const side of SIDES) logisticsPhase(s, rules, side, emit);
  for (const side of SIDES) repairPhase(s, rules, side, emit);
  const finish = campaignOver(s);
  if (finish) emit({ type: 'campaignEnded', ...finish });
  else emit({ type: 'turnStarted', turn: state.turn + 1, scenario: next!, attempt: next === 'landing' ? sc.attempt + 1 : 1 });
  return events;
}

function victoryPhase(state: CampaignState, rules: CampaignRules, emit: (e: CampaignEvent) => void): { next: ScenarioType | null; end: End | null } {
  const sc = state.scenario;
  const winner = sc.winner!;
  if (sc.type === 'landing') {
    if (winner === 'defender') {
      emit({ type: 'victorySkipped', reason: 'the attacker lost the landing-zone battle: the landing is fought again next turn', source: RULE.lostLanding });
      return { next: 'landing', end: null };
    }
    emit({ type: 'victoryDetermined', scenario: 'landing', winner, next: 'meeting-engagement', end: null, source: RULE.meetingOnce });
    return { next: 'meeting-engagement', end: null };
  }
  const arrow = rules.scenarioChart.arrows[sc.type][winner === 'attacker' ? 'A' : 'D'];
  if (arrow === 'attacker-victory' || arrow === 'defender-victory') {
    const w: SideId = arrow === 'attacker-victory' ? 'attacker' : 'defender';
    emit({ type: 'victoryDetermined', scenario: sc.type, winner, next: null, end: w, source: rules.scenarioChart.source });
    const reason =
      w === 'attacker'
        ? `the attacker won the ${sc.type} and meets the campaign goal`
        : `the defender won the ${sc.type} and has defeated the attacker's attempts`;
    return { next: null, end: { winner: w, reason, source: rules.scenarioChart.source } };
  }
  emit({ type: 'victoryDetermined', scenario: sc.type, winner, next: arrow, end: null, source: rules.scenarioChart.source });
  return { next: arrow, end: null };
}

function logisticsPhase(s: CampaignState, rules: CampaignRules, side: SideId, emit: (e: CampaignEvent) => void): void {
  if (side === 'attacker' && !s.landingWon) {
    emit({ type: 'logisticsSuspended', side, reason: 'the landing is not won: the attacker pays no ordinary logistics', source: RULE.noRepairBeforeLanding });
    return;
  }
  const ledger = s.sides[side];
  if (ledger.owed > 0)
    emit({ type: 'logisticsCharged', side, reason: 'landing-owed', multiplier: 1, units: [], total: ledger.owed, owed: false, source: RULE.landingLogistics });
  const paidLanding = s.scenario.type === 'landing' ? new Set(s.scenario.participants?.[side] ?? []) : new Set<string>();
  const units = aliveUnits(s, side)
    .map((u) => u.unit.id)
    .filter((id) => !paidLanding.has(id))
    .map((unit) => ({ unit, cost: normalCost(s, rules, unit) }));
  if (units.length)
    emit({
      type: 'logisticsCharged',
      side,
      reason: 'ordinary',
      multiplier: 1,
      units,
      total: units.reduce((a, u) => a + u.cost, 0),
      owed: false,
      source: PHASE_DEFAULTS.logistics,
    });
}

function repairPhase(s: CampaignState, rules: CampaignRules, side: SideId, emit: (e: CampaignEvent) => void): void {
  const damaged = aliveUnits(s, side)
    .filter((u) => u.status === 'damaged')
    .map((u) => u.unit.id);
  if (!damaged.length) return;
  if (side === 'attacker' && !s.landingWon) {
    emit({ type: 'repairsBarred', side, units: damaged, source: RULE.noRepairBeforeLanding });
    return;
  }
  const m = rules.logistics.repairMultiplier;
  const units = damaged.map((unit) => ({ unit, cost: normalCost(s, rules, unit) * m }));
  emit({
    type: 'logisticsCharged',
    side,
    reason: 'repair',
    multiplier: m,
    units,
    total: units.reduce((a, u) => a + u.cost, 0),
    owed: false,
    source: PHASE_DEFAULTS.repair,
  });
  emit({ type: 'unitsRepaired', side, units: damaged });
}

/** The campaign ends when a side has nothing left, the attacker is out of supply, or the attacker's time is up. */
export function campaignOver(s: CampaignState): End | null {
  for (const side of SIDES)
    if (aliveUnits(s, side).length === 0) return { winner: otherSide(side), reason: `the ${side} has no units left`, source: RULE.campaignEnd };
  const a = s.sides.attacker;
  if (a.supply !== undefined && a.spent > a.supply)
    return { winner: 'defender', reason: `the attacker has spent ${a.spent} logistics points, more than its supply of ${a.supply}`, source: RULE.campaignEnd };
  if (s.goal.turnLimit !== undefined && s.turn >= s.goal.turnLimit)
    return { winner: 'defender', reason: `the attacker did not meet the goal within ${s.goal.turnLimit} operational turns`, source: RULE.campaignEnd };
  return null;
}
