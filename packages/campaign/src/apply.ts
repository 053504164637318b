/** Folds one campaign event into the state; pure. */
import type { CampaignEvent } from './events';
import type { DamagePoint } from './digital-schema';
import { applyReinforcements } from './reinforcements';
import { applySupport } from './support';
import type { SideId } from './force';
import type { CampaignState, SideLedger, TurnSummary, UnitState } from './state';

const patchUnits = (state: CampaignState, ids: readonly string[], f: (u: UnitState) => UnitState): CampaignState => {
  const units = { ...state.units };
  for (const id of ids) units[id] = f(units[id]!);
  return { ...state, units };
};

/** The unit with exactly this carried damage (none: undamaged); landing damage is folded into it. */
function withDamage(u: UnitState, points: readonly DamagePoint[]): UnitState {
  const { damage: _old, ...rest } = u;
  return points.length ? { ...rest, landingDamage: 0, damage: points } : { ...rest, landingDamage: 0 };
}

const patchSide = (state: CampaignState, side: SideId, f: (l: SideLedger) => SideLedger): CampaignState => ({
  ...state,
  sides: { ...state.sides, [side]: f(state.sides[side]) },
});

const summary = (state: CampaignState): TurnSummary => ({
  turn: state.turn,
  scenario: state.scenario.type,
  winner: state.scenario.winner ?? null,
  noBattle: state.scenario.noBattle ?? false,
  costs: { attacker: state.sides.attacker.turnCost, defender: state.sides.defender.turnCost },
});

function capture(state: CampaignState, side: SideId, ids: readonly string[]): CampaignState {
  if (!ids.length) return state;
  const groupId = `${side}-captured`;
  const groups = state.groups[groupId]
    ? state.groups
    : {
        ...state.groups,
        [groupId]: {
          id: groupId,
          name: `${state.sides[side].name}: captured units`,
          role: 'reserve' as const,
          side,
          lances: [{ id: groupId, name: 'Captured', formation: 'lance' as const }],
        },
      };
  return patchUnits({ ...state, groups }, ids, (u) => ({ ...u, side, group: groupId, lance: groupId, status: 'damaged' }));
}

export function applyCampaignEvent(state: CampaignState, e: CampaignEvent): CampaignState {
  switch (e.type) {
    case 'scenarioFielded':
      return { ...state, scenario: { ...state.scenario, status: 'awaiting-battle', participants: { attacker: e.attacker, defender: e.defender } } };
    case 'landingRolled':
      return { ...state, landingModifier: e.modifier.value };
    case 'landingAttacksRolled':
      return patchUnits(state, [e.unit], (u) => ({ ...u, landingDamage: u.landingDamage + e.damage, status: e.damage > 0 ? 'damaged' : u.status }));
    case 'logisticsCharged':
      if (e.owed) return patchSide(state, e.side, (l) => ({ ...l, owed: l.owed + e.total }));
      return patchSide(state, e.side, (l) => ({
        ...l,
        spent: l.spent + e.total,
        turnCost: l.turnCost + e.total,
        owed: e.reason === 'landing-owed' ? l.owed - e.total : l.owed,
      }));
    case 'scenarioDecided':
      return {
        ...state,
        landingWon: state.landingWon || (e.scenario === 'landing' && e.winner === 'attacker'),
        scenario: { ...state.scenario, status: 'resolved', winner: e.winner, noBattle: e.noBattle },
      };
    case 'meetingEngagementRolled':
      return { ...state, meetingPlayed: true, meeting: e.conditions };
    case 'meetingEngagementSkipped':
      return { ...state, meetingPlayed: true };
    case 'digitalBattleStarted':
      return {
        ...state,
        scenario: { ...state.scenario, battle: { id: e.battle, deployment: e.deployment }, participants: { attacker: e.attacker, defender: e.defender } },
      };
    case 'reinforcementsBought':
      return applyReinforcements(state, e);
    case 'battleReported': {
      let s = state;
      for (const [id, points] of Object.entries(e.damage ?? {})) s = patchUnits(s, [id], (u) => withDamage(u, points));
      for (const l of e.losses) s = patchUnits(s, [l.unit], (u) => ({ ...u, status: u.status === 'destroyed' ? 'destroyed' : l.status }));
      const withdrawn = e.withdrawn?.length ? { withdrawn: e.withdrawn } : {};
      return { ...s, scenario: { ...s.scenario, participants: { attacker: e.attacker, defender: e.defender }, salvage: e.salvage, ...withdrawn } };
    }
    case 'battlefieldRecovered':
      return capture(
        patchUnits(state, e.recovered, (u) => ({ ...u, status: 'damaged' })),
        e.side,
        e.captured,
      );
    case 'unitsRepaired':
      return patchUnits(state, e.units, (u) => ({ ...withDamage(u, []), status: 'operational' }));
    case 'turnStarted': {
      const status = e.scenario === 'landing' || e.scenario === 'meeting-engagement' ? 'awaiting-roll' : 'awaiting-battle';
      const reset = (l: SideLedger) => ({ ...l, turnCost: 0 });
      return {
        ...state,
        history: [...state.history, summary(state)],
        turn: e.turn,
        scenario: { type: e.scenario, status, attempt: e.attempt },
        sides: { attacker: reset(state.sides.attacker), defender: reset(state.sides.defender) },
      };
    }
    case 'campaignEnded':
      return { ...state, history: [...state.history, summary(state)], ended: { winner: e.winner, reason: e.reason, source: e.source } };
    case 'supportReceived':
      return applySupport(state, e);
    case 'logisticsSuspended':
    case 'victoryDetermined':
    case 'victorySkipped':
    case 'eventsNoted':
    case 'repairsBarred':
      return state;
  }
}
