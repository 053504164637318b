/** The set-up sheet for a mission: board, zones, objectives, the numbers the referee needs, and the turns to watch. */
import { missionById } from './missions/index';
import type { BriefingNumber, MissionDefinition, TurnMark, Zone } from './missions/types';
import { type BoardSizeTable, DEFAULT_BOARD_SIZE_TABLE, type BoardSuggestion, sheetLayout, suggestBoardSize, type SheetLayout } from './rules/board-size';
import { checkUnitCap, type RuleProblem } from './rules/unit-cap';
import { s000 } from './sources';
import type { MissionUnit, Side } from './units';
import type { MissionParams } from './params';
import { resolveParams } from './tracker/init';
import { MarshalError, resolveRuleset, type Source } from '@marshal/core';
import { baseMissionRules, missionOptions } from './options';
import { OPTIONAL_RULE_CHOICES, houseRuleChoicesFor, optionalRuleProblem } from './setup-choices';

/** A rule in force for this game that is not the plain mission text: a house-rule switch or an agreed optional rule. */
export interface RuleInForce {
  readonly id: string;
  readonly title: string;
  readonly source: Source;
}

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
  /** The house-rule switches in force (the documented defaults unless the players chose otherwise). */
  readonly houseRules: readonly RuleInForce[];
  /** Optional rules both players agreed to (Sundry 3–4). */
  readonly optionalRules: readonly RuleInForce[];
}

export function missionBriefing(
  input: {
    mission: string;
    units: readonly MissionUnit[];
    sheets?: number;
    layout?: { readonly rows: number; readonly cols: number };
    bothAgreeToExceedCap?: boolean;
    params?: Record<string, number>;
    /** The mission ruleset manifest (house-rule switches). */
    ruleset?: readonly string[];
    optionalRules?: readonly string[];
  },
  table: BoardSizeTable = DEFAULT_BOARD_SIZE_TABLE,
): Briefing {
  const m = missionById(input.mission);
  const params: MissionParams = resolveParams(input.params ?? {});
  const optional = optionalRuleProblem(input.optionalRules ?? []);
  if (optional) throw new MarshalError('optional-rules', optional, { field: 'optionalRules' });
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
    board: { ...suggestion, sheets, layout: sheetLayout(sheets, input.layout), fixedByMission: m.sheets !== undefined },
    problems: checkUnitCap(input.units, input.bothAgreeToExceedCap ?? false),
    forces: { attacker: { units: count('attacker'), tons: tons('attacker') }, defender: { units: count('defender'), tons: tons('defender') } },
    zones: m.deployment,
    specialRules: [...m.specialRules, ...sundryOne(m)],
    numbers,
    turnTrack: turnTrack.sort((a, b) => a.afterTurn - b.afterTurn),
    withdrawal: { attacker: edgeText('attacker'), defender: edgeText('defender') },
    houseRules: rulesInForce(input.ruleset ?? [], m.id),
    optionalRules: (input.optionalRules ?? []).map((id) => {
      const o = OPTIONAL_RULE_CHOICES.find((x) => x.id === id);
      return { id, title: o?.title ?? id, source: o?.source ?? s000('Sundry', 'rule 3') };
    }),
  };
}

/**
 * Sundry rule 1 on the sheet of a mission with objectives on the map (tokens or an objective hex), unless the mission's own
 * special rules already say it (Take the Position: "the defender may not enter the objective hex itself"); Open Engagement,
 * Escort, Diversion, Assassination and Break the Line have no objective hex, so it says nothing there.
 */
function sundryOne(m: MissionDefinition): Zone[] {
  const source = s000('Sundry', 'rule 1');
  const onMap = !!(m.objectiveTokens || m.checkOnMap);
  const said = m.specialRules.some((r) => JSON.stringify(r.source) === JSON.stringify(source));
  return onMap && !said ? [{ side: 'objective', text: 'the defender may not enter a hex holding an objective (unless the objective is a unit)', source }] : [];
}

/** The switches in force that concern this mission (Escort's switch is not listed for a Sabotage). */
function rulesInForce(manifest: readonly string[], mission: string): RuleInForce[] {
  const enabled = resolveRuleset(missionOptions, baseMissionRules, manifest).enabled;
  const relevant = new Set(houseRuleChoicesFor(mission).flatMap((h) => h.alternatives.map((a) => a.id)));
  return missionOptions.options.filter((o) => enabled.includes(o.id) && relevant.has(o.id)).map((o) => ({ id: o.id, title: o.title, source: o.source }));
}
