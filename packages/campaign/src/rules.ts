/** The campaign's rules object: its tables and numbers, with named options for the seed's ambiguities. */
import { type OptionRegistry, type RollTable, type Source, defineOption, defaultSource } from '@marshal/core';
import { type GroupEligibility, groupEligibility } from './tables/group-eligibility';
import { type LandingConditions, landingTable } from './tables/landing-table';
import { type MeetingModifierData, meetingModifiers } from './tables/meeting-modifiers';
import { type MeetingConditions, meetingTable } from './tables/meeting-table';
import { type ScenarioChart, scenarioChart } from './tables/scenario-chart';
import { RULE } from './sources';

export interface Sourced<T> {
  readonly value: T;
  readonly source: Source;
}

export interface CampaignRules {
  readonly landingTable: RollTable<LandingConditions>;
  readonly meetingTable: RollTable<MeetingConditions>;
  readonly meetingModifiers: MeetingModifierData;
  readonly scenarioChart: ScenarioChart;
  readonly eligibility: GroupEligibility;
  readonly landingModifier: { readonly min: number; readonly max: number; readonly source: Source };
  readonly landingAttack: { readonly target: number; readonly damage: number; readonly source: Source };
  readonly logistics: {
    readonly attackerLanding: number;
    readonly defenderLanding: number;
    /** Normal cost of a unit that does not state its own: points per started 10 tons. */
    readonly perTenTons: number;
    /** Repairing a damaged unit costs this many times its normal logistics cost. */
    readonly repairMultiplier: number;
    readonly source: Source;
  };
  /** 'at-landing': the attacker pays the landing cost when he lands; 'when-won': it is owed and paid in the turn the landing is won. */
  readonly attackerLandingPayment: 'at-landing' | 'when-won';
  /** 'each-lance': the landing modifier is part of each attacking lance's modifier (the text); 'once': added once per side. */
  readonly landingModifierScope: 'each-lance' | 'once';
  /** 'best': a lance counts its single best piece of special equipment; 'sum': each kind it carries. */
  readonly equipmentStacking: 'best' | 'sum';
  readonly defenderSpendPerLance: Sourced<number>;
}

export const baseRules: CampaignRules = {
  landingTable,
  meetingTable,
  meetingModifiers,
  scenarioChart,
  eligibility: groupEligibility,
  landingModifier: { min: -3, max: 3, source: RULE.landingModifier },
  landingAttack: {
    target: 8,
    damage: 5,
    source: defaultSource(
      'Tactical Handbook, Planetary landing: how a landing attack is resolved',
      'one 2D6 roll per attack, hitting on 8+ (the usual Total Warfare to-hit for a regular gunner at medium range), 5 points of damage per hit',
    ),
  },
  logistics: {
    attackerLanding: 3,
    defenderLanding: 2,
    perTenTons: 1,
    repairMultiplier: 1,
    source: defaultSource(
      'Tactical Handbook logistics costs',
      "1 point per started 10 tons when a unit states no cost; a repair costs the unit's normal logistics cost once more",
    ),
  },
  attackerLandingPayment: 'at-landing',
  landingModifierScope: 'each-lance',
  equipmentStacking: 'best',
  defenderSpendPerLance: { value: 3600, source: RULE.defenderSpend },
};

const contradiction = 'Tactical Handbook, Planetary landing, items 7 and 8';

export const campaignOptions: OptionRegistry<Partial<CampaignRules>> = {
  options: [
    defineOption({
      id: 'landing-logistics-paid-at-landing',
      title: 'Landing logistics paid at once (default)',
      description:
        'Item 8 wins: the attacker pays 3x logistics for every landing unit in the landing turn, whether intercepted or not; item 7 only suspends ordinary logistics until the landing is won.',
      source: { kind: 'house-rule', id: 'landing-logistics', note: `${contradiction}: the reading the team adopted` },
      group: 'landing-logistics',
      enabledByDefault: true,
      contributes: { attackerLandingPayment: 'at-landing' },
    }),
    defineOption({
      id: 'landing-logistics-when-won',
      title: 'Landing logistics owed until the landing is won',
      description:
        'Item 7 wins: the attacker pays nothing while the landing is not won; the 3x landing costs are owed and paid in the logistics phase of the turn the landing is won.',
      source: { kind: 'house-rule', id: 'landing-logistics', note: `${contradiction}: the literal reading of item 7` },
      group: 'landing-logistics',
      contributes: { attackerLandingPayment: 'when-won' },
    }),
    defineOption({
      id: 'landing-modifier-each-lance',
      title: 'Landing modifier in every attacking lance (default)',
      description: 'The seed lists the landing modifier inside the lance modifier, so it counts once per attacking lance or star.',
      source: RULE.meetingLance,
      group: 'meeting-landing-modifier',
      enabledByDefault: true,
      contributes: { landingModifierScope: 'each-lance' },
    }),
    defineOption({
      id: 'landing-modifier-once',
      title: 'Landing modifier once per side',
      description: "The landing modifier is added once to the attacker's total, however many lances take part.",
      source: {
        kind: 'house-rule',
        id: 'landing-modifier-once',
        note: 'Tactical Handbook, Meeting engagement: the worked example has one lance, so both readings fit it',
      },
      group: 'meeting-landing-modifier',
      contributes: { landingModifierScope: 'once' },
    }),
    defineOption({
      id: 'special-equipment-best',
      title: 'Best special equipment only (default)',
      description: 'A lance counts its single most valuable piece of special equipment.',
      source: RULE.meetingExample,
      group: 'meeting-equipment',
      enabledByDefault: true,
      contributes: { equipmentStacking: 'best' },
    }),
    defineOption({
      id: 'special-equipment-cumulative',
      title: 'Special equipment adds up',
      description: 'A lance counts every kind of special equipment it carries (e.g. Beagle +1 and Guardian ECM +1).',
      source: {
        kind: 'house-rule',
        id: 'special-equipment-cumulative',
        note: 'Tactical Handbook, Meeting engagement: the worked example never has two kinds in one lance',
      },
      group: 'meeting-equipment',
      contributes: { equipmentStacking: 'sum' },
    }),
  ],
  presets: [
    {
      id: 'tactical-handbook',
      title: 'Tactical Handbook operational game (defaults)',
      includes: ['landing-logistics-paid-at-landing', 'landing-modifier-each-lance', 'special-equipment-best'],
    },
  ],
};
