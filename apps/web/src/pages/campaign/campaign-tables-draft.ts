/** The replaceable campaign tables as form state: landing and meeting-engagement rows, the scenario chart's arrows, group eligibility. */
import type { CHART_SCENARIOS } from '@marshal/campaign';
import {
  type ChartNext,
  type Chooser,
  type DeploymentCode,
  type GroupRole,
  type ScenarioType,
  type TableOverridesInput,
  SCENARIO_TITLES,
  SCENARIO_TYPES,
  baseRules,
  defaultTablesAsData,
} from '@marshal/campaign';
import type { FormErrors } from '../../components/whole-number';

export interface LandingRowDraft {
  from: string;
  to: string;
  label: string;
  contact: boolean;
  attacksPerMech: string;
}

export interface MeetingRowDraft {
  from: string;
  to: string;
  label: string;
  attacker: DeploymentCode;
  defender: DeploymentCode;
  maps: Chooser;
  homeEdge: Chooser;
}

type ChartScenario = (typeof CHART_SCENARIOS)[number];

export interface TablesDraft {
  landing?: { note: string; range: [number, number]; rows: LandingRowDraft[] };
  meetingEngagement?: { note: string; range: [number, number]; rows: MeetingRowDraft[] };
  scenarioChart?: { note: string; arrows: Record<ChartScenario, { A: ChartNext; D: ChartNext }> };
  eligibility?: { note: string; byScenario: Record<ScenarioType, GroupRole[]> };
  /** The meeting-engagement modifiers have no form of their own: an imported replacement is carried as it came. */
  meetingModifiers?: TableOverridesInput['meetingModifiers'];
}

export type TableName = 'landing' | 'meetingEngagement' | 'scenarioChart' | 'eligibility';

const onText = (on: number | readonly [number, number]) => (typeof on === 'number' ? [String(on), String(on)] : [String(on[0]), String(on[1])]);

export function tablesDraftFrom(t: TableOverridesInput): TablesDraft {
  const out: TablesDraft = {};
  if (t.landing)
    out.landing = {
      note: t.landing.note ?? '',
      range: [...(t.landing.range ?? baseRules.landingTable.range)] as [number, number],
      rows: t.landing.rows.map((r) => {
        const [from, to] = onText(r.on);
        return { from: from!, to: to!, label: r.label, contact: r.contact, attacksPerMech: String(r.attacksPerMech) };
      }),
    };
  if (t.meetingEngagement)
    out.meetingEngagement = {
      note: t.meetingEngagement.note ?? '',
      range: [...(t.meetingEngagement.range ?? baseRules.meetingTable.range)] as [number, number],
      rows: t.meetingEngagement.rows.map(({ on, ...r }) => {
        const [from, to] = onText(on);
        return { ...r, from: from!, to: to! };
      }),
    };
  if (t.scenarioChart)
    out.scenarioChart = { note: t.scenarioChart.note ?? '', arrows: { ...t.scenarioChart.arrows } as Record<ChartScenario, { A: ChartNext; D: ChartNext }> };
  if (t.eligibility) {
    const byScenario = Object.fromEntries(SCENARIO_TYPES.map((s) => [s, [...(t.eligibility!.byScenario[s] ?? baseRules.eligibility.byScenario[s])]]));
    out.eligibility = { note: t.eligibility.note ?? '', byScenario: byScenario as Record<ScenarioType, GroupRole[]> };
  }
  if (t.meetingModifiers) out.meetingModifiers = t.meetingModifiers;
  return out;
}

/** The documented default of one table as editable form state (the starting point when a person replaces it). */
export function defaultTableDraft<K extends TableName>(name: K): NonNullable<TablesDraft[K]> {
  const data = defaultTablesAsData(baseRules);
  const draft = tablesDraftFrom({ [name]: { ...data[name], note: '' } });
  return draft[name]!;
}

const TABLE_TITLES: Readonly<Record<TableName, string>> = {
  landing: 'Landing table',
  meetingEngagement: 'Meeting-engagement table',
  scenarioChart: 'Scenario chart',
  eligibility: 'Groups allowed in each scenario',
};
export const tableTitle = (name: TableName) => TABLE_TITLES[name] ?? 'Meeting-engagement modifiers';

function rowsOn(e: FormErrors, key: string, where: string, r: { from: string; to: string }): number | [number, number] {
  const from = e.whole(`${key}.from`, r.from, `${where}: From`, -99, 99);
  const to = e.whole(`${key}.to`, r.to, `${where}: To`, -99, 99);
  if (to < from) e.add(`${key}.to`, `${where}: To (${to}) is below From (${from})`);
  return from === to ? from : [from, to];
}

const note = (n: string) => (n.trim() ? { note: n.trim() } : {});

/** The replaced tables as the setup's `tables`; each row's numbers are checked here, coverage of the range by the package. */
export function tablesFromDraft(t: TablesDraft, e: FormErrors): TableOverridesInput {
  const out: TableOverridesInput = {};
  if (t.landing)
    out.landing = {
      ...note(t.landing.note),
      range: t.landing.range,
      rows: t.landing.rows.map((r, i) => {
        const key = `tables.landing.rows.${i}`;
        const where = `${tableTitle('landing')}, row ${i + 1}`;
        const on = rowsOn(e, key, where, r);
        const label = e.text(`${key}.label`, r.label, `${where}: Result`);
        return { on, label, contact: r.contact, attacksPerMech: e.whole(`${key}.attacksPerMech`, r.attacksPerMech, `${where}: Attacks per 'Mech`, 0, 20) };
      }),
    };
  if (t.meetingEngagement)
    out.meetingEngagement = {
      ...note(t.meetingEngagement.note),
      range: t.meetingEngagement.range,
      rows: t.meetingEngagement.rows.map(({ from, to, label, ...r }, i) => {
        const key = `tables.meetingEngagement.rows.${i}`;
        const where = `${tableTitle('meetingEngagement')}, row ${i + 1}`;
        return { on: rowsOn(e, key, where, { from, to }), label: e.text(`${key}.label`, label, `${where}: Result`), ...r };
      }),
    };
  if (t.scenarioChart) out.scenarioChart = { ...note(t.scenarioChart.note), arrows: t.scenarioChart.arrows };
  if (t.eligibility) {
    SCENARIO_TYPES.forEach((s) => {
      if (t.eligibility!.byScenario[s].length === 0)
        e.add(`tables.eligibility.byScenario.${s}`, `${tableTitle('eligibility')}: ${SCENARIO_TITLES[s]} allows no group: tick at least one`);
    });
    out.eligibility = { ...note(t.eligibility.note), byScenario: t.eligibility.byScenario };
  }
  if (t.meetingModifiers) out.meetingModifiers = t.meetingModifiers;
  return out;
}
