/** The Solaris VII Stable Challenge rules as data, and the house-rule switches for what the seed leaves open. */
import { defineOption, type OptionRegistry, type Source } from '@marshal/core';
import { DEFAULT_MAP_SWAP, type MapSwapRule } from './duel/map-choice';
import { DUEL_CATEGORIES, type DuelCategory } from './roster/categories';
import type { PointValues } from './roster/points';
import { defaults, SOLARIS } from './sources';

export type MechState = 'intact' | 'crippled' | 'destroyed';
export type OutcomeKey = `${MechState}/${MechState}`;

export interface OutcomePoints {
  readonly points: number;
  readonly label: string;
  readonly source: Source;
}

export interface TournamentRules {
  readonly categories: readonly DuelCategory[];
  readonly maxGameRounds: number;
  readonly phaseLimits: { readonly movementSeconds: number; readonly fireSeconds: number; readonly psrExtraSeconds: number };
  readonly startingSkills: { readonly gunnery: number; readonly piloting: number };
  readonly rulesLevels: readonly string[];
  readonly era: { readonly name: string; readonly year: number; readonly excludedFactions: readonly string[] };
  /** Keyed `own/enemy`, e.g. `intact/destroyed`. */
  readonly outcomePoints: Readonly<Record<OutcomeKey, OutcomePoints>>;
  readonly bonuses: { readonly pulse: number; readonly precision: number; readonly ammo: number; readonly ammoMinTons: number };
  readonly points: PointValues;
  readonly bye: { readonly points: number; readonly source: Source };
  /** Swiss pairing when every pairing would repeat a duel: rematch (fewest meetings first) or byes for the unpaired. */
  readonly unpairable: { readonly policy: 'rematch' | 'bye'; readonly source: Source };
  readonly mapRoleBv: 'base' | 'adjusted';
  /** What the lower-BV player's role switch swaps (the strike too, by default). */
  readonly mapSwap: MapSwapRule;
  readonly prizes: { readonly ticketsEach: number; readonly placeBonus: readonly number[]; readonly prizeCount: number };
}

const seed = SOLARIS.scoring;
const open = defaults.openOutcome;

export const baseRules: TournamentRules = {
  categories: DUEL_CATEGORIES,
  maxGameRounds: 20,
  phaseLimits: { movementSeconds: 120, fireSeconds: 60, psrExtraSeconds: 60 },
  startingSkills: { gunnery: 3, piloting: 4 },
  rulesLevels: ['Introductory', 'Standard'],
  era: { name: 'Jihad', year: 3080, excludedFactions: ['Extinct', 'Solaris 7', 'Unique'] },
  outcomePoints: {
    'intact/destroyed': { points: 3, label: 'enemy destroyed', source: seed },
    'crippled/destroyed': { points: 3, label: 'enemy destroyed', source: seed },
    'destroyed/destroyed': { points: 2, label: 'both destroyed', source: seed },
    'destroyed/crippled': { points: 1, label: 'own destroyed, enemy crippled', source: seed },
    'crippled/crippled': { points: 1, label: 'both crippled', source: seed },
    'intact/intact': { points: 0, label: 'neither crippled', source: seed },
    'intact/crippled': { points: 1, label: 'enemy crippled, own intact', source: open },
    'crippled/intact': { points: 0, label: 'own crippled, enemy intact', source: open },
    'destroyed/intact': { points: 0, label: 'own destroyed, enemy intact', source: open },
  },
  bonuses: { pulse: 1, precision: 1, ammo: 1, ammoMinTons: 1 },
  points: {
    pulse: { large: 4, medium: 3, small: 2, micro: 1 },
    clanPulseExtra: 1,
    precisionPerTon: { ac20: 4, ac10: 3, ac5: 2, ac2: 2 },
  },
  bye: { points: 3, source: defaults.bye },
  unpairable: { policy: 'rematch', source: defaults.unpairable },
  mapRoleBv: 'base',
  mapSwap: DEFAULT_MAP_SWAP,
  prizes: { ticketsEach: 1, placeBonus: [3, 2, 1], prizeCount: 3 },
};

const house = (id: string, note: string): Source => ({ kind: 'house-rule', id, note });

export const tournamentOptions: OptionRegistry<Partial<TournamentRules>> = {
  options: [
    defineOption({
      id: 'solaris-open-outcomes-by-enemy',
      title: 'Unlisted outcomes score by the enemy’s state',
      description: 'Enemy crippled and own intact scores 1; own crippled or destroyed with the enemy intact scores 0.',
      source: open,
      group: 'solaris-open-outcomes',
      enabledByDefault: true,
      contributes: {},
    }),
    defineOption({
      id: 'solaris-open-outcomes-margin',
      title: 'Unlisted outcomes reward the margin',
      description: 'Enemy crippled while your own ’Mech is intact scores 2 (between “both crippled” and “enemy destroyed”).',
      source: house('solaris-open-outcomes-margin', 'rewards finishing a duel unscathed'),
      group: 'solaris-open-outcomes',
      contributes: {
        outcomePoints: {
          'intact/crippled': { points: 2, label: 'enemy crippled, own intact', source: house('solaris-open-outcomes-margin', 'margin reading') },
        },
      } as unknown as Partial<TournamentRules>,
    }),
    defineOption({
      id: 'solaris-bye-scores-zero',
      title: 'A bye scores nothing',
      description: 'The player without an opponent gets 0 points instead of an enemy-destroyed score.',
      source: house('solaris-bye-scores-zero', 'byes give no points'),
      contributes: { bye: { points: 0, source: house('solaris-bye-scores-zero', 'byes give no points') } },
    }),
    defineOption({
      id: 'solaris-unpairable-rematch',
      title: 'When no pairing avoids a rematch, rematch',
      description: 'Everyone still plays six duels: the pairing repeats as few duels as possible, players who have met least often first.',
      source: defaults.unpairable,
      group: 'solaris-unpairable',
      enabledByDefault: true,
      contributes: {},
    }),
    defineOption({
      id: 'solaris-unpairable-byes',
      title: 'When no pairing avoids a rematch, give byes',
      description:
        'Nobody meets twice: as many duels as can be paired without a rematch are played; everyone else sits the round out with a bye (scored as a bye).',
      source: house('solaris-unpairable-byes', 'no rematches; unpaired players get byes (Solaris VII Stable Challenge §2 Duels)'),
      group: 'solaris-unpairable',
      contributes: { unpairable: { policy: 'bye', source: house('solaris-unpairable-byes', 'no rematches; unpaired players get byes') } },
    }),
    defineOption({
      id: 'solaris-map-swap-all-roles',
      title: 'Switching roles swaps the strike too',
      description: 'When the lower-BV player switches roles, the opponent strikes a map and picks the entry edge; the lower-BV player picks the map.',
      source: DEFAULT_MAP_SWAP.source,
      group: 'solaris-map-swap',
      enabledByDefault: true,
      contributes: {},
    }),
    defineOption({
      id: 'solaris-map-swap-keeps-strike',
      title: 'Switching roles keeps the strike with the lower-BV player',
      description: 'The lower-BV player always strikes a map; switching roles only exchanges who picks the map and who picks the edge.',
      source: house(
        'solaris-map-swap-keeps-strike',
        'the strike is the lower-BV player’s right; the switch covers picking the map and the edge (Solaris VII Stable Challenge §2.2 Map)',
      ),
      group: 'solaris-map-swap',
      contributes: { mapSwap: { strike: 'stays', source: house('solaris-map-swap-keeps-strike', 'strike stays with the lower-BV player') } },
    }),
    defineOption({
      id: 'solaris-map-roles-by-adjusted-bv',
      title: 'Map roles by skill-adjusted BV',
      description: 'Lower/higher BV for the map choice is read after skill balancing instead of before.',
      source: house('solaris-map-roles-by-adjusted-bv', 'map roles follow the balanced BVs'),
      contributes: { mapRoleBv: 'adjusted' },
    }),
  ],
  presets: [
    {
      id: 'solaris-vii',
      title: 'Solaris VII Stable Challenge as written',
      includes: ['solaris-open-outcomes-by-enemy', 'solaris-unpairable-rematch', 'solaris-map-swap-all-roles'],
    },
  ],
};
