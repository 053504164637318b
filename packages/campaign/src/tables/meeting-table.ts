/** The meeting-engagement table: 2D6 + (attacker − defender modifier) gives deployment and who picks maps and home edge (default). */
import { defineRollTable, defaultSource } from '@marshal/core';

export const DEPLOYMENT_CODES = ['board', 'board-1st', 'edge', 'any-edge'] as const;
export type DeploymentCode = (typeof DEPLOYMENT_CODES)[number];
export type Chooser = 'att' | 'def';

export const DEPLOYMENT_LABELS: Readonly<Record<DeploymentCode, string>> = {
  board: 'Board — set up anywhere on the map',
  'board-1st': 'Board 1st — set up anywhere, before the opponent',
  edge: 'Edge — enter through the home edge',
  'any-edge': 'Any edge — enter through any map edge',
};

export interface MeetingConditions {
  readonly attacker: DeploymentCode;
  readonly defender: DeploymentCode;
  readonly maps: Chooser;
  readonly homeEdge: Chooser;
}

export const MEETING_TABLE_SOURCE = defaultSource(
  'Tactical Handbook, Meeting engagement: meeting-engagement table',
  'low totals favour the defender (it sets up on the board and picks maps and edge), high totals the attacker; the middle is a mutual edge entry; codes and columns as the seed defines them',
);

export const meetingTable = defineRollTable<MeetingConditions>({
  id: 'campaign-meeting-engagement',
  title: 'Meeting engagement (2D6 + meeting-engagement modifier)',
  source: MEETING_TABLE_SOURCE,
  roll: '2d6',
  range: [2, 12],
  outside: 'clamp',
  rows: [
    {
      on: 2,
      label: 'Attacker Edge / defender Board; defender picks maps and edge',
      result: { attacker: 'edge', defender: 'board', maps: 'def', homeEdge: 'def' },
    },
    {
      on: [3, 4],
      label: 'Attacker Board 1st / defender Board; defender picks maps and edge',
      result: { attacker: 'board-1st', defender: 'board', maps: 'def', homeEdge: 'def' },
    },
    { on: [5, 6], label: 'Both Edge; defender picks maps and edge', result: { attacker: 'edge', defender: 'edge', maps: 'def', homeEdge: 'def' } },
    { on: 7, label: 'Both Edge; defender picks maps, attacker picks edge', result: { attacker: 'edge', defender: 'edge', maps: 'def', homeEdge: 'att' } },
    { on: [8, 9], label: 'Both Edge; attacker picks maps and edge', result: { attacker: 'edge', defender: 'edge', maps: 'att', homeEdge: 'att' } },
    {
      on: [10, 11],
      label: 'Attacker Board / defender Board 1st; attacker picks maps and edge',
      result: { attacker: 'board', defender: 'board-1st', maps: 'att', homeEdge: 'att' },
    },
    {
      on: 12,
      label: 'Attacker Any edge / defender Board 1st; attacker picks maps and edge',
      result: { attacker: 'any-edge', defender: 'board-1st', maps: 'att', homeEdge: 'att' },
    },
  ],
  notes: ['Totals below 2 read as 2 and above 12 as 12.', "The opposite edge is automatically the other side's home edge."],
});
