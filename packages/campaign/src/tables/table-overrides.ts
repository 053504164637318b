/** User-supplied campaign tables (JSON), validated with zod, replacing the labelled defaults in one campaign. */
import { type Location, MarshalError, type Source, defineRollTable, formatLocation } from '@marshal/core';
import { z } from 'zod';
import { GROUP_ROLES, SPECIAL_EQUIPMENT } from '../force';
import type { CampaignRules } from '../rules';
import { CHART_TARGETS, SCENARIO_TYPES } from '../scenarios';
import { checkBands } from './meeting-modifiers';
import { DEPLOYMENT_CODES } from './meeting-table';

const on = z.union([z.number().int(), z.tuple([z.number().int(), z.number().int()])]);
const note = z.string().min(1).default('user-supplied table');
const chooser = z.enum(['att', 'def']);
const deployment = z.enum(DEPLOYMENT_CODES);
const band = z.object({ min: z.number().int().min(0), max: z.number().int().min(0).optional(), modifier: z.number().int() });
const next = z.enum([...CHART_TARGETS, 'attacker-victory', 'defender-victory']);
const arrows = z.object({ A: next, D: next });

export const tableOverridesSchema = z
  .object({
    landing: z.object({
      note,
      range: z.tuple([z.number().int(), z.number().int()]).default([-1, 15]),
      rows: z.array(z.object({ on, label: z.string().min(1), contact: z.boolean(), attacksPerMech: z.number().int().min(0).max(20) })).min(1),
    }),
    meetingEngagement: z.object({
      note,
      range: z.tuple([z.number().int(), z.number().int()]).default([2, 12]),
      rows: z.array(z.object({ on, label: z.string().min(1), attacker: deployment, defender: deployment, maps: chooser, homeEdge: chooser })).min(1),
    }),
    meetingModifiers: z.object({
      note,
      slowestMech: z.array(band).min(1),
      slowestVehicle: z.array(band).min(1),
      allJump: z.number().int(),
      equipment: z
        .object(Object.fromEntries(SPECIAL_EQUIPMENT.map((e) => [e, z.number().int()])))
        .partial()
        .strict(),
    }),
    scenarioChart: z.object({
      note,
      arrows: z.object({ 'meeting-engagement': arrows, advance: arrows, pursuit: arrows, assault: arrows, defense: arrows, counterattack: arrows }).strict(),
    }),
    eligibility: z.object({
      note,
      byScenario: z
        .object(Object.fromEntries(SCENARIO_TYPES.map((s) => [s, z.array(z.enum(GROUP_ROLES)).min(1)])))
        .partial()
        .strict(),
    }),
  })
  .partial()
  .strict();

export type TableOverrides = z.infer<typeof tableOverridesSchema>;
export type TableOverridesInput = z.input<typeof tableOverridesSchema>;

const userSource = (table: string, text: string): Source => ({ kind: 'house-rule', id: `campaign-table-${table}`, note: text });

/** The same error at another location (its message without the old location prefix). */
export function relocate(e: MarshalError, location: Location): MarshalError {
  const where = formatLocation(e.location);
  const bare = where && e.message.startsWith(`${where}: `) ? e.message.slice(where.length + 2) : e.message;
  return new MarshalError(e.code, bare, location, e.details as Record<string, unknown>);
}

function located<T>(field: string, build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (e instanceof MarshalError) throw relocate(e, { ...e.location, field: e.location.field ? `${field}.${e.location.field}` : field });
    throw e;
  }
}

/** Fold validated overrides into the rules; a table that does not cover its range is refused naming its field. */
export function applyTableOverrides(rules: CampaignRules, o: TableOverrides, prefix = 'tables'): CampaignRules {
  const landing = o.landing;
  const meeting = o.meetingEngagement;
  const mods = o.meetingModifiers;
  if (mods) {
    located(`${prefix}.meetingModifiers.slowestMech`, () => checkBands(mods.slowestMech, ''));
    located(`${prefix}.meetingModifiers.slowestVehicle`, () => checkBands(mods.slowestVehicle, ''));
  }
  return {
    ...rules,
    ...(landing && {
      landingTable: located(`${prefix}.landing.rows`, () =>
        defineRollTable({
          ...base(rules.landingTable, landing.range),
          source: userSource('landing', landing.note),
          rows: landing.rows.map(({ on, label, ...result }) => ({ on, label, result })),
        }),
      ),
    }),
    ...(meeting && {
      meetingTable: located(`${prefix}.meetingEngagement.rows`, () =>
        defineRollTable({
          ...base(rules.meetingTable, meeting.range),
          source: userSource('meeting-engagement', meeting.note),
          rows: meeting.rows.map(({ on, label, ...result }) => ({ on, label, result })),
        }),
      ),
    }),
    ...(mods && {
      meetingModifiers: { ...mods, equipment: { ...rules.meetingModifiers.equipment, ...mods.equipment }, source: userSource('meeting-modifiers', mods.note) },
    }),
    ...(o.scenarioChart && { scenarioChart: { arrows: o.scenarioChart.arrows, source: userSource('scenario-chart', o.scenarioChart.note) } }),
    ...(o.eligibility && {
      eligibility: { byScenario: { ...rules.eligibility.byScenario, ...o.eligibility.byScenario }, source: userSource('eligibility', o.eligibility.note) },
    }),
  };
}

const base = (t: { id: string; title: string; roll: string }, range: readonly [number, number]) => ({
  id: t.id,
  title: t.title,
  roll: t.roll,
  range,
  outside: 'clamp' as const,
});

/** The defaults as editable JSON, the same shape `tableOverridesSchema` accepts. */
export function defaultTablesAsData(rules: CampaignRules): TableOverridesInput {
  const rows = <T extends object>(t: { rows: readonly { min: number; max: number; label: string; result: T }[] }) =>
    t.rows.map((r) => ({ on: r.min === r.max ? r.min : ([r.min, r.max] as [number, number]), label: r.label, ...r.result }));
  return {
    landing: { note: 'edit me', range: [...rules.landingTable.range], rows: rows(rules.landingTable) },
    meetingEngagement: { note: 'edit me', range: [...rules.meetingTable.range], rows: rows(rules.meetingTable) },
    meetingModifiers: {
      note: 'edit me',
      slowestMech: [...rules.meetingModifiers.slowestMech],
      slowestVehicle: [...rules.meetingModifiers.slowestVehicle],
      allJump: rules.meetingModifiers.allJump,
      equipment: { ...rules.meetingModifiers.equipment },
    },
    scenarioChart: { note: 'edit me', arrows: { ...rules.scenarioChart.arrows } },
    eligibility: { note: 'edit me', byScenario: Object.fromEntries(Object.entries(rules.eligibility.byScenario).map(([k, v]) => [k, [...v]])) },
  };
}
