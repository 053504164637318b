import { TOTAL_WARFARE, bookSource, seedSource } from '@marshal/core';

/** Where the turn loop's rules come from. */
export const TW_SEQUENCE = bookSource(TOTAL_WARFARE, { section: 'Playing the Game › Sequence of Play' });
export const TW_PHYSICAL_DECLARED = bookSource(TOTAL_WARFARE, {
  section: 'Physical Attacks › Charging / Death From Above',
  note: "declared in the movement phase by moving (or jumping) into the target's hex; resolved in the physical attack phase",
});
export const VTOL_ELEVATION = bookSource(TOTAL_WARFARE, {
  section: 'Movement › VTOL Movement',
  note: 'a VTOL flies at an elevation above the ground; each level up or down costs 1 MP (declared with the move here)',
});
export const SEED_003_MOVEMENT = seedSource('003', '§1.2 Simultaneous movement', 'orders written secretly, revealed together, executed step by step');
export const SEED_003_DUEL_LIMIT = seedSource('003', '§2 Duels', 'no duel exceeds 20 rounds');
export const SEED_003_TIMERS = seedSource('003', '§2.1 Time limit', 'movement 2 minutes, combat 1 minute, one more minute after a failed roll');

/** The seed 003 Solaris duel timers, for setups that want them. */
export const SOLARIS_TIMERS = { movementSeconds: 120, fireSeconds: 60, afterFailedRollSeconds: 60, onTimeOut: 'as-written' } as const;
export const SEED_003_MOVE_PSR = seedSource(
  '003',
  '§1.2.1 Piloting rolls while moving',
  'rolled before the reveal; after a failure the orders may be changed from that point',
);

/** Total Warfare Hidden Units, its point-blank shots (pp. 259–260; cited on p. 259 like the rest of Hidden Units). */
export const POINT_BLANK = bookSource(TOTAL_WARFARE, {
  section: 'Hidden Units › Point-Blank Shots',
  page: 259,
  note: 'an enemy moving next to a hidden unit may be shot at at once, before it moves on; the shot reveals the hidden unit',
});
export const POINT_BLANK_NO_TARGET_MOVE = bookSource(TOTAL_WARFARE, {
  section: 'Hidden Units › Point-Blank Shots',
  page: 259,
  note: 'the target is shot in the middle of its move: its movement does not count',
});
export const POINT_BLANK_TWIST = bookSource(TOTAL_WARFARE, {
  section: 'Hidden Units › Point-Blank Shots',
  page: 260,
  note: 'the hidden unit may twist its torso (or turn its turret) for the shot, as in a weapon attack; the twist lasts the turn',
});
export const POINT_BLANK_ONCE = bookSource(TOTAL_WARFARE, {
  section: 'Hidden Units › Point-Blank Shots',
  page: 259,
  note: 'the point-blank shot is the unit’s weapon attack for the turn: it declares no fire in that turn’s weapon attack phase',
});
