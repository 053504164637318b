import { TOTAL_WARFARE, bookSource, seedSource } from '@marshal/core';

/** Where the turn loop's rules come from. */
export const TW_SEQUENCE = bookSource(TOTAL_WARFARE, { section: 'Playing the Game › Sequence of Play' });
export const SEED_003_MOVEMENT = seedSource('003', '§1.2 Simultaneous movement', 'orders written secretly, revealed together, executed step by step');
export const SEED_003_DUEL_LIMIT = seedSource('003', 'Solaris duels', 'round limit');
export const SEED_003_MOVE_PSR = seedSource('003', '§1.2.1 Piloting rolls while moving', 'rolled before the reveal; after a failure the orders may be changed from that point');
