/** The set-up sheet for a mission: board, zones, objectives, the numbers the referee needs, and the turns to watch. */
import { missionById } from './missions/index';
import type { BriefingNumber, MissionDefinition, TurnMark, Zone } from './missions/types';
import { type BoardSizeTable, DEFAULT_BOARD_SIZE_TABLE, type BoardSuggestion, sheetLayout, suggestBoardSize, type SheetLayout } from './rules/board-size';
import { checkUnitCap, type RuleProblem } from './rules/unit-cap';
import { s000 } from './sources';
import type { MissionUnit, Side } from './units';
import type { MissionParams } from './params';
import { resolveParams } from './tracker/init';

export interface Briefing {
  readonly mission: Pick<MissionDefinition, 'id' | 'title' | 'summary' | 'source' | 'edges'>;
  readonly board: BoardSuggestion & { readonly layout: SheetLayout; readonly fixedByMission: boolean };
  readonly problems: readonly RuleProblem[];
  readonly forces: Readonly<Record<Side, { readonly units: number; readonly tons: number }>>;
  readonly zones: readonly Zone[];
  readonly specialRules: readonly Zone[];
  readonly numbers: readonly BriefingNumber[];
  readonly turnTrack: readonly TurnMark[];
  readonly withdrawal: Readonly<Record<Side, string>>;
}

export function missionBriefing(
  input: { mission: string; units: readonly MissionUnit[]; sheets?: number; bothAgreeToExceedCap?: boolean; params?: Record<string, number> },
  table: BoardSizeTable = DEFAULT_BOARD_SIZE_TABLE,
): Briefing {
  const m = missionById(input.mission);
  const params: MissionParams = resolveParams(input.params ?? {});
  const suggestion = suggestBoardSize(input.units, table);
  const sheets = m.sheets ?? input.sheets ?? suggestion.sheets;
  const tons = (side: Side) => input.units.filter((u) => u.side === side).reduce((t, u) => t + u.tonnage, 0);
  const count = (side: Side) => input.units.filter((u) => u.side === side).length;
  const numbers = m.briefingNumbers?.({ units: input.units, params }) ?? [];
  const turnTrack: TurnMark[] = [
    { afterTurn: params.ceasefireEarliestTurn, text: 'a ceasefire may be agreed from now on', source: s000('Ending the Game', 'rule 2') },
    ...(m.turnTrack?.(params) ?? []),
  ];
  const edgeText = (side: Side) =>
    `${m.withdrawalEdges[side].join(' or ')} edge${m.freeWithdrawal.includes(side) ? ', any unit at any time' : ', per the common Forced Withdrawal rules'}`;
  return {
    mission: { id: m.id, title: m.title, summary: m.summary, source: m.source, edges: m.edges },
    board: { ...suggestion, sheets, layout: sheetLayout(sheets), fixedByMission: m.sheets !== undefined },
    problems: checkUnitCap(input.units, input.bothAgreeToExceedCap ?? false),
    forces: { attacker: { units: count('attacker'), tons: tons('attacker') }, defender: { units: count('defender'), tons: tons('defender') } },
    zones: m.deployment,
    specialRules: [
      ...m.specialRules,
      { side: 'objective', text: 'the defender may not enter a hex holding an objective (unless the objective is a unit)', source: s000('Sundry', 'rule 1') },
    ],
    numbers,
    turnTrack: turnTrack.sort((a, b) => a.afterTurn - b.afterTurn),
    withdrawal: { attacker: edgeText('attacker'), defender: edgeText('defender') },
  };
}
