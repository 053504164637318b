import { type Source, bookSource, defaultSource, TOTAL_WARFARE } from '@marshal/core';
import { s000 } from '../sources';

/** The seed never gives faction point amounts ("the appropriate faction points"); ADR 0012 keeps them symbolic. */
export const DEFAULT_FACTION_POINTS = {
  points: { gain: 2, lose: -2, 'half-gain': 1, 'gain-as-winner': 2 },
  source: defaultSource(
    'faction point amounts',
    'the Missions only say "the appropriate faction points"; Marshal counts a win +2, a draw for the attacker +1 (half a win), a loss −2 — set your own in the contract',
  ),
} as const;

export const CARRY_DAMAGE: Source = defaultSource(
  'damage between missions',
  'the Missions are single games; in a contract Marshal carries each unit’s damage, wreck or loss into the next mission until a repair is recorded',
);
export const REPAIRS: Source = defaultSource('repairs between missions', 'the Missions give no repair rules; the referee records a repair when it is made');
export const CAPTURED: Source = defaultSource(
  'crews picked up by the enemy',
  'a crew the other side picks up in the Wash Up is a prisoner: Marshal keeps its pilot off the roster for the rest of the contract',
);
export const PILOT_DEATH: Source = bookSource(TOTAL_WARFARE, { section: 'Warrior Damage', note: 'the sixth hit kills the MechWarrior' });
export const victoryConditions = (title: string, side: 'attacker' | 'defender'): Source =>
  s000(`${title} › ${side === 'attacker' ? 'Attacker' : 'Defender'} Victory Conditions`);
export const crewSurvival = (rule: string): Source => s000('Crew Survival', rule);
export const FACTS_AS_POINTS: Source = defaultSource(
  'damage from a table-tracked mission in a digital battle',
  'a tracked mission keeps only which locations lost all their armour and which were destroyed; in a digital battle Marshal takes all the front ' +
    'armour off a stripped location, and all the armour and internal structure off a destroyed one (rear armour untouched)',
);
export const CRITICALS_NOT_CARRIED: Source = defaultSource(
  'critical hits and spent ammunition between missions',
  'Marshal carries armour and internal structure points and pilot hits into the next digital battle, not critical hits or spent ammunition',
);
