/** The scenario chart: after the meeting engagement, A arrows (attacker won) and D arrows (defender won) pick the next scenario (default chart). */
import { type Source, defaultSource } from '@marshal/core';
import type { ChartTarget } from '../scenarios';

export type ChartEnd = 'attacker-victory' | 'defender-victory';
export type ChartNext = ChartTarget | ChartEnd;

export interface ScenarioChart {
  readonly source: Source;
  readonly arrows: Readonly<Record<'meeting-engagement' | ChartTarget, { readonly A: ChartNext; readonly D: ChartNext }>>;
}

export const SCENARIO_CHART_SOURCE = defaultSource(
  'Tactical Handbook, Scenario phase: scenario chart',
  'attacker wins push towards the objective (advance → pursuit → assault → goal taken); defender wins push the attacker back (defense → counterattack → attacker thrown off the world); every scenario reachable, the shape of the Chaos Campaign track charts',
);

export const scenarioChart: ScenarioChart = {
  source: SCENARIO_CHART_SOURCE,
  arrows: {
    'meeting-engagement': { A: 'advance', D: 'defense' },
    advance: { A: 'pursuit', D: 'defense' },
    pursuit: { A: 'assault', D: 'advance' },
    assault: { A: 'attacker-victory', D: 'counterattack' },
    defense: { A: 'advance', D: 'counterattack' },
    counterattack: { A: 'advance', D: 'defender-victory' },
  },
};
