/** Fire for Effect optional rules: alternative readings of what the seed leaves out. */
import { type OptionDef, type OptionRegistry, defineOption } from '@marshal/core';
import { type DarkAgeRules, baseRules } from './rules';
import { DA_SOURCES } from './sources';

/** Options replace whole entries of a rules section (merged key by key). */
type Contribution = { readonly [K in keyof DarkAgeRules]?: Partial<DarkAgeRules[K]> };
const house = (id: string, note: string) => ({ kind: 'house-rule' as const, id, note });

export const darkAgeOptions: readonly OptionDef<Contribution>[] = [
  defineOption<Contribution>({
    id: 'da-criticals-triples',
    title: 'Artillery criticals: triple 6 / triple 1 (default)',
    description: 'A critical hit needs all three dice to show 6; a critical miss all three to show 1.',
    source: DA_SOURCES.criticalsThreeDice,
    group: 'da-artillery-criticals',
    enabledByDefault: true,
    contributes: { artillery: { criticals: baseRules.artillery.criticals } },
  }),
  defineOption<Contribution>({
    id: 'da-criticals-pairs',
    title: 'Artillery criticals: two 6s / two 1s',
    description: 'Any two 6s among the three dice is a critical hit; any two 1s a critical miss.',
    source: house('da-criticals-pairs', 'reads the clix double-6/double-1 rule as any pair among three dice'),
    group: 'da-artillery-criticals',
    contributes: { artillery: { criticals: { hit: 'two-sixes', miss: 'two-ones', source: house('da-criticals-pairs', 'any pair') } } },
  }),
  defineOption<Contribution>({
    id: 'da-missing-marker-lost',
    title: 'Artillery of a lost firer without marker values is lost (default)',
    description: 'When a firer is eliminated or salvaged before its marker resolves and no marker values were entered, the marker is removed without effect.',
    source: DA_SOURCES.missingMarkerValues,
    group: 'da-missing-marker-values',
    enabledByDefault: true,
    contributes: { artillery: { missingMarkerValues: baseRules.artillery.missingMarkerValues } },
  }),
  defineOption<Contribution>({
    id: 'da-missing-marker-starting-click',
    title: 'Artillery of a lost firer without marker values uses its starting dial',
    description: "When no marker values were entered, the attack and damage values of the firer's starting click stand in for the marker's.",
    source: house('da-missing-marker-starting-click', 'the starting click stands in for the values printed on the marker (Fire for Effect › Artillery Units)'),
    group: 'da-missing-marker-values',
    contributes: {
      artillery: {
        missingMarkerValues: { value: 'starting-click', source: house('da-missing-marker-starting-click', 'starting click for missing marker values') },
      },
    },
  }),
  defineOption<Contribution>({
    id: 'da-units-do-not-block',
    title: 'Units do not block artillery lines of fire',
    description: 'Only blocking terrain (not water) blocks the line of fire to an artillery marker.',
    source: house('da-units-do-not-block', 'units ignored for line of fire'),
    contributes: { lineOfFire: { unitsBlock: false, source: house('da-units-do-not-block', 'units ignored for line of fire') } },
  }),
];

export const darkAgeOptionRegistry: OptionRegistry<Contribution> = { options: darkAgeOptions };
