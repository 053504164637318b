import { type OptionDef, type OptionRegistry, defineOption } from '@marshal/core';
import type { CombatRules, WeightTable } from './rules';
import { s000, s003, tacops } from '../rules/sources';

/** The Tactical Operations and BattleMech Manual options of seed 003 §8–§9, each contributing rules data. */
type Contribution = { [K in keyof CombatRules]?: Partial<CombatRules[K]> };

const TAKING_DAMAGE_WEIGHT: WeightTable = { ultralight: 1, light: 1, medium: 0, heavy: -1, assault: -2, superheavy: -4 };
const PHYSICAL_WEIGHT: WeightTable = { ultralight: -2, light: -2, medium: -1, heavy: 0, assault: 0, superheavy: 0 };

export const takingDamageOption = defineOption<Contribution>({
  id: 'tacops-taking-damage',
  title: 'Taking Damage (weight-class piloting modifiers)',
  description:
    '+1 to the piloting roll for every full 20 points taken in a phase, applied to every piloting roll that phase; light +1, medium 0, heavy −1, assault −2 on rolls caused by damage and physical attacks.',
  source: s003('8.1 Taking Damage'),
  contributes: {
    takingDamage: { perThreshold: true, allPhaseRolls: true, source: s003('8.1 Taking Damage', 'worked example: both rolls at 4') },
    hullDown: { damagePsrExempt: true, source: s003('8.1 Taking Damage', "hull-down 'Mechs are not affected by this rule") },
    psrWeightClass: {
      table: TAKING_DAMAGE_WEIGHT,
      triggers: ['damage', 'kicked', 'pushed', 'charged', 'dfa-target'],
      source: s003('8.1 Taking Damage', 'Taking Damage Weight Class PSR Modifiers; same as Mechwarriors of Fortune Sundry 4'),
    },
  },
});

export const weightClassPhysicalOption = defineOption<Contribution>({
  id: 'tacops-weight-class-physical',
  title: 'Weight-class physical attack modifiers',
  description: 'Light attackers −2 and medium attackers −1 to hit with physical attacks.',
  source: tacops('Weight Class Physical Attack Modifiers', { page: 86, note: 'named in Solaris VII Stable Challenge §8.1' }),
  contributes: { physicalWeightClass: { table: PHYSICAL_WEIGHT, source: tacops('Weight Class Physical Attack Modifiers', { page: 86 }) } },
});

export const advancedCriticalsOption = defineOption<Contribution>({
  id: 'tacops-advanced-criticals',
  title: 'Advanced determining critical hits',
  description: 'Critical chance rolls add +1 per 5 points of the damage group beyond the first 5 (max +4) and use the advanced bands (9+ to score).',
  source: s003('8.2 Advanced Determining Critical Hits'),
  contributes: { criticals: { table: 'determining-critical-hits-advanced', damageGroupBonus: true, source: s003('8.2 Advanced Determining Critical Hits') } },
});

export const floatingCriticalsOption = defineOption<Contribution>({
  id: 'tacops-floating-criticals',
  title: 'Floating critical hits',
  description: 'A 2 on the hit table re-rolls the location; the critical chance applies where the re-roll lands (a second 2 is the torso with no critical).',
  source: s003('8.3 Floating Critical Rule'),
  contributes: { tac: { floating: true, source: s003('8.3 Floating Critical Rule') } },
});

export const expandedPartialCoverOption = defineOption<Contribution>({
  id: 'tacops-expanded-partial-cover',
  title: 'Expanded partial cover',
  description: 'Quarter, vertical and three-quarter cover in addition to standard partial cover (the line-of-sight rules find it; combat applies it).',
  source: s003('8.4.1 Expanded Partial Cover'),
  contributes: {
    cover: { kinds: ['horizontal', 'water', 'quarter', 'vertical', 'three-quarter'], source: s003('8.4.1 Expanded Partial Cover') },
    losOptions: ['tacops-expanded-partial-cover'],
  },
});

export const takingCoverOption = defineOption<Contribution>({
  id: 'tacops-taking-cover',
  title: 'Taking cover',
  description: "A 'Mech may take cover behind a chosen hexside, gaining partial cover regardless of the attacker's level.",
  source: s003('8.4.2 Taking Cover'),
  contributes: { takingCover: { allowed: true, source: s003('8.4.2 Taking Cover') }, losOptions: ['tacops-taking-cover'] },
});

export const activeProbeTargetingOption = defineOption<Contribution>({
  id: 'tacops-active-probe-targeting',
  title: 'Active probe targeting',
  description: "A target within the attacker's probe range: −1 to the total woods/jungle modifier.",
  source: s003('8.5.2 Targeting'),
  contributes: { probeWoods: { modifier: -1, source: s003('8.5.2 Targeting') } },
});

export const hiddenUnitsAlongPathOption = defineOption<Contribution>({
  id: 'tacops-hidden-units-expanded',
  title: 'Hidden units (expanded)',
  description: "Active probes detect hidden units from every hex of the unit's movement, not only where it ends.",
  source: s003('8.5.1 Hidden Units (Expanded)'),
  contributes: { probeDetection: { alongPath: true, source: s003('8.5.1 Hidden Units (Expanded)') } },
});

export const eccmOption = defineOption<Contribution>({
  id: 'tacops-eccm',
  title: 'ECCM',
  description: 'ECM suites may be set to ECCM; friendly ECCM at least equal to enemy ECM in a hex cancels it.',
  source: s003('8.6.1 ECCM'),
  contributes: {
    eccm: { allowed: true, source: s003('8.6.1 ECCM') },
    ecmModes: { eccm: s003('8.6.1 ECCM'), 'two-standard': s003('8.6.1 ECCM', 'an Angel suite run as two standard suites, one ECM and one ECCM') },
  },
});

export const rapidFireMgOption = defineOption<Contribution>({
  id: 'tacops-rapid-fire-mg',
  title: 'Rapid-fire machine guns',
  description: 'Machine guns may fire bursts: 1D6 damage and heat (light 1D6−1, min 1; heavy 1D6+1), using damage × 3 rounds; not in a machine-gun array.',
  source: s003('8.7 Rapid-Fire Mode'),
  contributes: {
    weaponModes: {
      'rapid-fire': {
        kind: 'burst',
        label: 'rapid fire',
        dice: { 'mg-light': { roll: '1d6-1', min: 1 }, 'mg-heavy': { roll: '1d6+1', min: 2 }, mg: { roll: '1d6', min: 1 } },
        roundsPerDamage: 3,
        forbiddenInArray: true,
        source: s003('8.7 Rapid-Fire Mode'),
      },
    },
  },
});

export const enhancedFlamersOption = defineOption<Contribution>({
  id: 'bmm-enhanced-flamers',
  title: 'Enhanced flamers',
  description: 'A flamer hit on a heat-tracking target deals both its damage and its heat.',
  source: s003('9.1 Enhanced Flamers'),
  contributes: { flamers: { heatAndDamage: true, source: s003('9.1 Enhanced Flamers') } },
});

export const sundryDamagePsrOption = defineOption<Contribution>({
  id: 'missions-weight-class-damage-psr',
  title: 'Weight-class modifiers on damage piloting rolls (Mechwarriors of Fortune)',
  description: 'Light +1, medium 0, heavy −1, assault −2 on piloting rolls from damage.',
  source: s000('Sundry', 'item 4'),
  conflicts: ['tacops-taking-damage'],
  contributes: {
    psrWeightClass: { table: TAKING_DAMAGE_WEIGHT, triggers: ['damage', 'kicked', 'pushed', 'charged', 'dfa-target'], source: s000('Sundry', 'item 4') },
  },
});

export const COMBAT_OPTIONS: readonly OptionDef<Contribution>[] = [
  takingDamageOption,
  weightClassPhysicalOption,
  advancedCriticalsOption,
  floatingCriticalsOption,
  expandedPartialCoverOption,
  takingCoverOption,
  activeProbeTargetingOption,
  hiddenUnitsAlongPathOption,
  eccmOption,
  rapidFireMgOption,
  enhancedFlamersOption,
  sundryDamagePsrOption,
];

export const combatOptionRegistry: OptionRegistry<Contribution> = {
  options: COMBAT_OPTIONS,
  presets: [
    { id: 'tw-standard', title: 'Total Warfare standard rules', includes: [] },
    {
      id: 'solaris-vii',
      title: 'Solaris VII Stable Challenge (Solaris VII Stable Challenge §8–§9)',
      includes: [
        'tacops-taking-damage',
        'tacops-weight-class-physical',
        'tacops-advanced-criticals',
        'tacops-floating-criticals',
        'tacops-expanded-partial-cover',
        'tacops-taking-cover',
        'tacops-active-probe-targeting',
        'tacops-hidden-units-expanded',
        'tacops-eccm',
        'tacops-rapid-fire-mg',
        'bmm-enhanced-flamers',
      ],
    },
  ],
};
