/** M42 optional rules: the undefined Ld test's alternatives, and switches for what the seed leaves open. */
import { type OptionDef, type OptionRegistry, defineOption } from '@marshal/core';
import { type M42Rules, LD_1D6_AT_LEAST, LD_2D6_AT_LEAST, LD_2D6_AT_MOST } from './rules';
import { M42_SOURCES } from './sources';

type Contribution = Partial<M42Rules>;

export const m42Options: readonly OptionDef<Contribution>[] = [
  defineOption<Contribution>({
    id: 'm42-ld-2d6-at-most',
    title: 'Ld test: 2D6 ≤ Ld (default)',
    description: 'Roll two dice; the test passes when the total is at most the Ld. The labelled default, as in Warhammer and The Ninth Age.',
    source: M42_SOURCES.ldDefault,
    group: 'm42-ld-test',
    enabledByDefault: true,
    contributes: { ldTest: LD_2D6_AT_MOST },
  }),
  defineOption<Contribution>({
    id: 'm42-ld-2d6-at-least',
    title: 'Ld test: 2D6 ≥ Ld',
    description: 'Roll two dice; the test passes when the total is at least the Ld (Ld written as N+, lower is better), as in 40k 10th edition.',
    source: M42_SOURCES.ld40kTenth,
    group: 'm42-ld-test',
    contributes: { ldTest: LD_2D6_AT_LEAST },
  }),
  defineOption<Contribution>({
    id: 'm42-ld-1d6-at-least',
    title: 'Ld test: 1D6 ≥ Ld',
    description: 'Roll one die; the test passes when it shows at least the Ld (Ld written as 2+ to 6+).',
    source: M42_SOURCES.ldOneDie,
    group: 'm42-ld-test',
    contributes: { ldTest: LD_1D6_AT_LEAST },
  }),
  defineOption<Contribution>({
    id: 'm42-hive-mind-reserves-vote',
    title: 'Hive Mind: units in reserve vote too',
    description: 'Under Hive Mind every remaining unit tests, including those still in reserve (default: only units on the table).',
    source: { kind: 'house-rule', id: 'm42-hive-mind-reserves-vote', note: 'reads "each remaining unit" as alive or in reserve' },
    contributes: { hiveMindVoters: { includeReserves: true, source: { kind: 'house-rule', id: 'm42-hive-mind-reserves-vote', note: 'reserves vote' } } },
  }),
  defineOption<Contribution>({
    id: 'm42-suppression-all-units',
    title: 'Suppression recovery for both players',
    description: 'Step 3 removes a marker from every unit on the table without a hit-count die, whoever controls it (default: the current player’s units).',
    source: { kind: 'house-rule', id: 'm42-suppression-all-units', note: 'reads step 3’s first sentence as all units' },
    contributes: { suppressionRecovery: { scope: 'all-players', source: { kind: 'house-rule', id: 'm42-suppression-all-units', note: 'all units recover' } } },
  }),
  defineOption<Contribution>({
    id: 'm42-reserves-escalating',
    title: 'Reserves: easier each turn',
    description: 'Reserves arrive on 1D6 ≥ 4 from turn 2, one easier for each later turn (3+ on turn 3, 2+ on turn 4…).',
    source: { kind: 'house-rule', id: 'm42-reserves-escalating', note: 'common escalating reserves convention' },
    contributes: {
      reserves: {
        label: 'Reserves arrive (escalating)',
        roll: '1d6',
        arriveOn: 4,
        fromTurn: 2,
        perTurnBonus: 1,
        source: { kind: 'house-rule', id: 'm42-reserves-escalating', note: 'arrival one easier each turn' },
      },
    },
  }),
];

export const m42OptionRegistry: OptionRegistry<Contribution> = {
  options: m42Options,
  presets: [{ id: 'm42-standard', title: 'M42 v0.5 with Marshal defaults', includes: ['m42-ld-2d6-at-most'] }],
};
