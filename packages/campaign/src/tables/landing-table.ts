/** The landing table: 2D6 + the attacker's landing modifier gives the landing conditions (default — the seed's table is missing). */
import { defineRollTable, defaultSource } from '@marshal/core';

export interface LandingConditions {
  /** False: the landing met no enemy; no battle is fought, but landing logistics are still paid. */
  readonly contact: boolean;
  /** Attacks each landing 'Mech suffers, rolled by the defender. */
  readonly attacksPerMech: number;
}

export const LANDING_TABLE_SOURCE = defaultSource(
  'Tactical Handbook, Planetary landing: landing table',
  'higher totals land nearer the objective and meet a harder defence (more attacks per Mech); low totals may land unseen; -3 always makes contact less likely, +3 more',
);

export const landingTable = defineRollTable<LandingConditions>({
  id: 'campaign-landing',
  title: 'Planetary landing conditions (2D6 + landing modifier)',
  source: LANDING_TABLE_SOURCE,
  roll: '2d6',
  range: [-1, 15],
  outside: 'clamp',
  rows: [
    { on: [-1, 4], label: 'Unseen — no contact', result: { contact: false, attacksPerMech: 0 } },
    { on: [5, 6], label: 'Scattered fire — 1 attack per Mech', result: { contact: true, attacksPerMech: 1 } },
    { on: [7, 8], label: 'Intercepted — 2 attacks per Mech', result: { contact: true, attacksPerMech: 2 } },
    { on: [9, 10], label: 'Heavy interception — 3 attacks per Mech', result: { contact: true, attacksPerMech: 3 } },
    { on: [11, 12], label: 'Hot landing zone — 4 attacks per Mech', result: { contact: true, attacksPerMech: 4 } },
    { on: [13, 15], label: 'Landing under the guns — 5 attacks per Mech', result: { contact: true, attacksPerMech: 5 } },
  ],
  notes: [
    'Each attack hits on 2D6 at or above the landing-attack target (default 8) and deals the landing-attack damage (default 5 points) to the Mech; hit locations are rolled in the battle with Total Warfare rules.',
  ],
});
