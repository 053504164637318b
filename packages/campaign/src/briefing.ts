/** The campaign desk's facts: each scenario's briefing (who fields which groups, deployment, what wins, where each result leads) and logistics by turn. */
import type { Source } from '@marshal/core';
import { DEFAULT_DEPLOYMENT, DEPLOYMENT_SOURCE } from './deployment';
import { type GroupRole, type SideId, SIDES } from './force';
import type { CampaignRules } from './rules';
import { SCENARIO_TITLES, SCENARIO_TYPES, type ScenarioType } from './scenarios';
import { RULE, SECTIONS, s004, silentDefault } from './sources';
import type { CampaignState } from './state';
import type { ChartNext } from './tables/scenario-chart';
import type { DeploymentCode } from './tables/meeting-table';

export const MEETING_END = s004(SECTIONS.meeting, 'the battle lasts until one side is destroyed or withdraws from the map');
export const WIN_DEFAULT = silentDefault(
  'what wins a scenario after the meeting engagement',
  'the seed names victory conditions only for the landing and the meeting engagement; as there, a side wins by destroying the enemy or driving it ' +
    'off the map, and a battle without a winner leaves the defender holding the field',
);

export interface BriefingGroup {
  readonly id: string;
  readonly name: string;
  readonly role: GroupRole;
  /** Units of the group still able to fight. */
  readonly units: number;
}

/** Where a result leads: a scenario, the campaign's end, or the landing fought again. */
export type BriefingNext = ChartNext | 'landing' | 'meeting-engagement';

export interface ScenarioBriefing {
  readonly scenario: ScenarioType;
  readonly title: string;
  readonly roles: readonly GroupRole[];
  readonly rolesSource: Source;
  readonly fields: Readonly<Record<SideId, readonly BriefingGroup[]>>;
  /** Deployment code by side, or null when the meeting-engagement roll has not fixed it yet. */
  readonly deployment: Readonly<Record<SideId, DeploymentCode | null>>;
  readonly deploymentNote: string;
  readonly deploymentSource: Source;
  readonly wins: string;
  readonly winsSource: Source;
  readonly next: { readonly A: BriefingNext; readonly D: BriefingNext };
  readonly nextSource: Source;
}

function deploymentOf(state: CampaignState, scenario: ScenarioType): Pick<ScenarioBriefing, 'deployment' | 'deploymentNote' | 'deploymentSource'> {
  if (scenario === 'meeting-engagement')
    return state.meeting
      ? {
          deployment: { attacker: state.meeting.attacker, defender: state.meeting.defender },
          deploymentNote: 'by the meeting-engagement roll',
          deploymentSource: RULE.deploymentCodes,
        }
      : { deployment: { attacker: null, defender: null }, deploymentNote: 'set by the meeting-engagement roll', deploymentSource: RULE.deploymentCodes };
  if (scenario === 'landing' && !state.landingWon && (state.scenario.attempt > 1 || state.turn > 1))
    return {
      deployment: { attacker: 'board', defender: 'board' },
      deploymentNote: 'a repeated landing: the surviving attackers start on the map',
      deploymentSource: RULE.lostLanding,
    };
  return { deployment: { ...DEFAULT_DEPLOYMENT[scenario] }, deploymentNote: 'default deployment for this scenario', deploymentSource: DEPLOYMENT_SOURCE };
}

const WINS: Readonly<Record<ScenarioType, { readonly text: string; readonly source: Source }>> = {
  landing: {
    text: 'the attacker must clear the landing zone, destroying every enemy unit or driving it off the map; otherwise the landing is fought again',
    source: RULE.landingBattle,
  },
  'meeting-engagement': { text: 'fought until one side is destroyed or withdraws from the map', source: MEETING_END },
  advance: { text: 'the side left holding the field wins; a battle without a winner goes to the defender', source: WIN_DEFAULT },
  pursuit: { text: 'the side left holding the field wins; a battle without a winner goes to the defender', source: WIN_DEFAULT },
  assault: { text: 'the side left holding the field wins; a battle without a winner goes to the defender', source: WIN_DEFAULT },
  defense: { text: 'the side left holding the field wins; a battle without a winner goes to the defender', source: WIN_DEFAULT },
  counterattack: { text: 'the side left holding the field wins; a battle without a winner goes to the defender', source: WIN_DEFAULT },
};

function nextOf(rules: CampaignRules, scenario: ScenarioType): Pick<ScenarioBriefing, 'next' | 'nextSource'> {
  if (scenario === 'landing') return { next: { A: 'meeting-engagement', D: 'landing' }, nextSource: RULE.lostLanding };
  const arrows = rules.scenarioChart.arrows[scenario];
  return { next: { A: arrows.A, D: arrows.D }, nextSource: rules.scenarioChart.source };
}

/** The briefing of one scenario for this campaign's forces and tables. */
export function scenarioBriefing(state: CampaignState, rules: CampaignRules, scenario: ScenarioType): ScenarioBriefing {
  const roles = rules.eligibility.byScenario[scenario];
  const fields = {} as Record<SideId, BriefingGroup[]>;
  for (const side of SIDES)
    fields[side] = Object.values(state.groups)
      .filter((g) => g.side === side && roles.includes(g.role))
      .map((g) => ({
        id: g.id,
        name: g.name,
        role: g.role,
        units: Object.values(state.units).filter((u) => u.group === g.id && u.status !== 'destroyed').length,
      }));
  return {
    scenario,
    title: SCENARIO_TITLES[scenario],
    roles,
    rolesSource: scenario === 'meeting-engagement' ? RULE.meetingRecon : rules.eligibility.source,
    fields,
    ...deploymentOf(state, scenario),
    wins: WINS[scenario].text,
    winsSource: WINS[scenario].source,
    ...nextOf(rules, scenario),
  };
}

export const scenarioBriefings = (state: CampaignState, rules: CampaignRules): ScenarioBriefing[] =>
  SCENARIO_TYPES.map((s) => scenarioBriefing(state, rules, s));

export interface LogisticsPoint {
  readonly turn: number;
  /** Spent in this turn and in all, by side. */
  readonly spent: Readonly<Record<SideId, number>>;
  readonly total: Readonly<Record<SideId, number>>;
}

/** Logistics paid turn by turn (finished turns from the history, then the turn in play so far) with the running totals. */
export function logisticsOverTurns(state: CampaignState): LogisticsPoint[] {
  const points: LogisticsPoint[] = [];
  const total = { attacker: 0, defender: 0 };
  for (const h of state.history) {
    total.attacker += h.costs.attacker;
    total.defender += h.costs.defender;
    points.push({ turn: h.turn, spent: { ...h.costs }, total: { ...total } });
  }
  const last = state.history[state.history.length - 1];
  if (!state.ended && (!last || last.turn < state.turn)) {
    const now = { attacker: state.sides.attacker.spent, defender: state.sides.defender.spent };
    points.push({ turn: state.turn, spent: { attacker: now.attacker - total.attacker, defender: now.defender - total.defender }, total: now });
  }
  return points;
}
