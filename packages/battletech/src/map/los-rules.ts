// Line-of-sight rules as data: Total Warfare by default, Tactical Operations cover rules as named options.
import { type OptionRegistry, bookSource, defineOption, resolveRuleset, seedSource } from '@marshal/core';
import { expandedCover, standardCover, takingCover, waterCover } from './cover';
import type { LosRules } from './los-types';

export const TW_LOS_RULES: LosRules = Object.freeze({
  woods: { light: { points: 1, modifier: 1 }, heavy: { points: 2, modifier: 2 } },
  smoke: { light: { points: 1, modifier: 1 }, heavy: { points: 2, modifier: 2 } },
  blockAbovePoints: 2,
  targetHex: { light: 1, heavy: 2, 'ultra-heavy': 3, 'light-smoke': 1, 'heavy-smoke': 2 },
  cover: { standard: standardCover, water: waterCover },
  verticalCoverAgainstHigherAttacker: false,
});

const EXPANDED = seedSource('003', '8.4.1 Expanded Partial Cover');

export const losOptions: OptionRegistry<Partial<LosRules>> = {
  options: [
    defineOption<Partial<LosRules>>({
      id: 'tacops-expanded-partial-cover',
      title: 'Expanded partial cover (1/4, 3/4, vertical, horizontal)',
      description: 'Where the line of sight enters the target hex through a corner, both hexes beside it can give cover.',
      source: EXPANDED,
      contributes: { cover: { standard: expandedCover } },
    }),
    defineOption<Partial<LosRules>>({
      id: 'tacops-taking-cover',
      title: 'Taking cover',
      description: "A 'Mech may take cover behind one chosen hexside that is one level above its hex, whatever the attacker's level.",
      source: seedSource('003', '8.4.2 Taking Cover'),
      contributes: { cover: { takingCover } },
    }),
    defineOption<Partial<LosRules>>({
      id: 'vertical-cover-rule-text',
      title: 'Vertical cover ends when the attacker is higher than the covering hex (rule text)',
      description: 'The expanded-cover text removes vertical cover against an attacker higher than the covering terrain; this is the default.',
      source: EXPANDED,
      group: 'vertical-cover-vs-higher-attacker',
      enabledByDefault: true,
      contributes: { verticalCoverAgainstHigherAttacker: false },
    }),
    defineOption<Partial<LosRules>>({
      id: 'vertical-cover-rule-example',
      title: 'Vertical cover holds against a higher attacker (rule example, Hex G)',
      description:
        "The seed's worked example keeps vertical cover for a target beside terrain as tall as itself even against a higher attacker; choose this to follow the example.",
      source: seedSource('003', '8.4.1 Expanded Partial Cover', 'diagram example: the attacker in Hex G still faces vertical cover'),
      group: 'vertical-cover-vs-higher-attacker',
      contributes: { verticalCoverAgainstHigherAttacker: true },
    }),
  ],
  presets: [
    {
      id: 'solaris-vii',
      title: 'Solaris VII Stable Challenge (Solaris VII Stable Challenge §8.4)',
      includes: ['tacops-expanded-partial-cover', 'tacops-taking-cover'],
    },
  ],
};

/** Resolve a manifest (e.g. ["tacops-expanded-partial-cover"]) into line-of-sight rules. */
export const losRules = (manifest: readonly string[] = []): LosRules => resolveRuleset(losOptions, TW_LOS_RULES, manifest).rules;

export const TW_LOS = bookSource('Total Warfare', {
  section: 'Line of Sight',
  note: 'blocking and intervening terrain as implemented by MegaMek LosEffects',
});
