/** Where the Solaris VII Stable Challenge rules come from: seed 003 sections, and labelled defaults. */
import { bookSource, defaultSource, seedSource, TOTAL_WARFARE, type Source } from '@marshal/core';

export const SOLARIS = {
  battleforce: seedSource('003', '1 Creation of the Battleforce'),
  specialAmmo: seedSource('003', '1.1 Special Ammunition'),
  duels: seedSource('003', '2 Duels'),
  timeLimit: seedSource('003', '2.1 Time Limit'),
  psrExtraTime: seedSource('003', '1.2.1 Piloting Skill Rolls while moving'),
  map: seedSource('003', '2.2 Map'),
  categories: seedSource('003', '3 Duel Categories'),
  scoring: seedSource('003', '4 Scoring of Duels'),
  tiebreakers: seedSource('003', '4 Scoring of Duels', 'tie ranking a–g'),
  prizes: seedSource('003', '6 Prizes'),
  schedule: seedSource('003', '7.3 Time Schedule'),
} as const satisfies Record<string, Source>;

export const CRIPPLING: Source = bookSource(TOTAL_WARFARE, {
  section: 'Forced Withdrawal — crippling damage',
  note: 'decided by the combat rules or reported from the table',
});

export const SPECIAL_MUNITIONS: Source = bookSource(TOTAL_WARFARE, { section: 'Special munitions (autocannon and missile ammunition)' });

export const defaults = {
  openOutcome: defaultSource(
    'Solaris VII Stable Challenge §4 outcome for this combination',
    'points follow what happened to the enemy: crippled 1, untouched 0, as in every listed row',
  ),
  bye: defaultSource('Solaris VII Stable Challenge bye score', 'a bye scores as an enemy destroyed (3); no bonus points, no kills'),
  mapRoles: defaultSource('Solaris VII Stable Challenge §2.2 which BV decides the map roles', "the 'Mechs' Battle Values before skill balancing"),
  equalBv: defaultSource('Solaris VII Stable Challenge §2.2 equal Battle Values', 'the players say who takes the lower-BV role'),
  headToHead: defaultSource(
    'Solaris VII Stable Challenge §4 c) direct comparison for three or more',
    'a tied player goes first only if they met and outscored every other tied player',
  ),
  xPulse: defaultSource('Solaris VII Stable Challenge §4 X-pulse and variable-speed pulse lasers', 'counted as pulse lasers of their size'),
  unpairable: defaultSource(
    'Solaris VII Stable Challenge §2 Duels: six duels for every field size',
    'when no pairing avoids a rematch (a field of five meets everyone in five rounds), the fewest rematches are paired, so everyone plays six duels',
  ),
  pairing: defaultSource(
    'Solaris VII Stable Challenge pairing method',
    'Swiss-style maximum-weight matching on points, rematches impossible, round 1 shuffled',
  ),
  prizeCount: defaultSource('Solaris VII Stable Challenge §6 number of prizes', 'three prizes (first, second, third) unless the organiser says otherwise'),
} as const satisfies Record<string, Source>;
