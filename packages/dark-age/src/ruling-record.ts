/** A Ruling as stored in events and records: exact odds as decimal strings so it stays plain JSON. */
import type { Ruling } from '@marshal/core';

export type RulingRecord = Omit<Ruling, 'odds'> & { readonly odds: { readonly successes: string; readonly outcomes: string; readonly probability: number } };

export const recordRuling = (r: Ruling): RulingRecord => ({ ...r, odds: { successes: r.odds.successes.toString(), outcomes: r.odds.outcomes.toString(), probability: r.odds.probability } });

export const rulingFromRecord = (r: RulingRecord): Ruling => ({ ...r, odds: { successes: BigInt(r.odds.successes), outcomes: BigInt(r.odds.outcomes), probability: r.odds.probability } });
