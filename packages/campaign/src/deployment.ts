/** How each side deploys when a scenario is fought as a digital battle: the meeting-engagement roll, or labelled defaults. */
import type { BattleDeployment, SideDeployment } from './digital-schema';
import type { SideId } from './force';
import type { ScenarioType } from './scenarios';
import { RULE, silentDefault } from './sources';
import type { CampaignState } from './state';
import type { DeploymentCode } from './tables/meeting-table';

/** Home edges of a digital battle: the attacker's in the south, the defender's opposite. */
export const HOME_EDGES = { attacker: 'south', defender: 'north' } as const satisfies Record<SideId, SideDeployment['edge']>;

export const DEPLOYMENT_SOURCE = silentDefault(
  'deployment of a scenario fought digitally',
  "the seed gives deployment only through the meeting-engagement table; elsewhere the side that holds the ground sets up on the board first and the side that moves in enters by its home edge; the attacker's home edge is the south edge",
);

/** Default deployment by scenario (the landing's repeat, with survivors already on the map, is handled apart). */
export const DEFAULT_DEPLOYMENT: Readonly<Record<Exclude<ScenarioType, 'meeting-engagement'>, Readonly<Record<SideId, DeploymentCode>>>> = {
  landing: { attacker: 'edge', defender: 'board' },
  advance: { attacker: 'edge', defender: 'edge' },
  pursuit: { attacker: 'edge', defender: 'board' },
  assault: { attacker: 'edge', defender: 'board-1st' },
  defense: { attacker: 'board-1st', defender: 'edge' },
  counterattack: { attacker: 'board', defender: 'edge' },
};

const side = (code: DeploymentCode, s: SideId): SideDeployment => ({ code, edge: HOME_EDGES[s] });

/** The deployment of the scenario now awaiting battle. */
export function scenarioDeployment(state: CampaignState): BattleDeployment {
  const sc = state.scenario;
  if (sc.type === 'meeting-engagement' && state.meeting)
    return {
      attacker: side(state.meeting.attacker, 'attacker'),
      defender: side(state.meeting.defender, 'defender'),
      note: `meeting-engagement roll: maps chosen by the ${state.meeting.maps === 'att' ? 'attacker' : 'defender'}, home edge by the ${state.meeting.homeEdge === 'att' ? 'attacker' : 'defender'}`,
      source: RULE.deploymentCodes,
    };
  if (sc.type === 'landing' && sc.attempt > 1)
    return {
      attacker: side('board', 'attacker'),
      defender: side('board', 'defender'),
      note: 'a repeated landing: the surviving attackers start on the map',
      source: RULE.lostLanding,
    };
  const d = DEFAULT_DEPLOYMENT[sc.type === 'meeting-engagement' ? 'advance' : sc.type];
  return {
    attacker: side(d.attacker, 'attacker'),
    defender: side(d.defender, 'defender'),
    note: 'default deployment for this scenario',
    source: DEPLOYMENT_SOURCE,
  };
}
