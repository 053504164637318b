/** Which groups may field units in each scenario (default; the seed says only that the meeting engagement is for reconnaissance groups). */
import { type Source, defaultSource, derivedSource } from './eligibility-source';
import type { GroupRole } from '../force';
import type { ScenarioType } from '../scenarios';

export interface GroupEligibility {
  readonly source: Source;
  readonly byScenario: Readonly<Record<ScenarioType, readonly GroupRole[]>>;
}

export const GROUP_ELIGIBILITY_SOURCE: Source = derivedSource(
  'meeting engagement: reconnaissance only (seed); every other row is a default',
  defaultSource(
    'Tactical Handbook, Scenario phase: group eligibility per scenario',
    'all forces land; fast reconnaissance and line groups advance and pursue; line, fire-support and reserve groups assault and defend; everyone may counterattack',
  ),
);

export const groupEligibility: GroupEligibility = {
  source: GROUP_ELIGIBILITY_SOURCE,
  byScenario: {
    landing: ['reconnaissance', 'line', 'fire-support', 'reserve'],
    'meeting-engagement': ['reconnaissance'],
    advance: ['reconnaissance', 'line'],
    pursuit: ['reconnaissance', 'line'],
    assault: ['line', 'fire-support', 'reserve'],
    defense: ['line', 'fire-support', 'reserve'],
    counterattack: ['reconnaissance', 'line', 'fire-support', 'reserve'],
  },
};
