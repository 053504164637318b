/** The seven scenario types of the operational game. */
export const SCENARIO_TYPES = ['landing', 'meeting-engagement', 'advance', 'pursuit', 'assault', 'defense', 'counterattack'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

/** Scenarios reached through the chart's A/D arrows (landing and the meeting engagement are fixed by the seed). */
export const CHART_SCENARIOS = ['meeting-engagement', 'advance', 'pursuit', 'assault', 'defense', 'counterattack'] as const;
export const CHART_TARGETS = ['advance', 'pursuit', 'assault', 'defense', 'counterattack'] as const;
export type ChartTarget = (typeof CHART_TARGETS)[number];

export const SCENARIO_TITLES: Readonly<Record<ScenarioType, string>> = {
  landing: 'Planetary landing',
  'meeting-engagement': 'Meeting engagement',
  advance: 'Advance',
  pursuit: 'Pursuit',
  assault: 'Assault (siege)',
  defense: 'Defense',
  counterattack: 'Counterattack',
};
