/** Tiebreakers a–g as data: each compares two tied players (negative puts the first ahead), in the event's listed order. */
import type { Source } from '@marshal/core';
import { defaults, SOLARIS } from '../sources';

export interface PlayerTally {
  readonly id: string;
  readonly name: string;
  readonly points: number;
  readonly kills: number;
  readonly crippling: number;
  readonly rosterPulsePoints: number;
  readonly rosterPrecisionPoints: number;
  readonly unpainted: number;
  /** Draw position from a recorded coin toss (lower goes first), when one was made. */
  readonly coinToss: number | null;
}

export interface TieContext {
  /** Everyone still tied with the two players being compared (including them). */
  readonly group: readonly PlayerTally[];
  /** Duel points a scored against b in their duel, or undefined when they never met. */
  readonly headToHead: (a: string, b: string) => { own: number; against: number } | undefined;
}

export interface Tiebreaker {
  readonly id: string;
  readonly label: string;
  readonly source: Source;
  compare(a: PlayerTally, b: PlayerTally, ctx: TieContext): number;
}

const more = (f: (t: PlayerTally) => number) => (a: PlayerTally, b: PlayerTally) => f(b) - f(a);
const fewer = (f: (t: PlayerTally) => number) => (a: PlayerTally, b: PlayerTally) => f(a) - f(b);

/** In a tied group, a player goes first only when they met and outscored every other member. */
function dominates(p: PlayerTally, ctx: TieContext): boolean {
  return ctx.group.every((q) => {
    if (q.id === p.id) return true;
    const h = ctx.headToHead(p.id, q.id);
    return h !== undefined && h.own > h.against;
  });
}

export const TIEBREAKERS: readonly Tiebreaker[] = [
  { id: 'more-kills', label: "a) more 'Mechs destroyed", source: SOLARIS.tiebreakers, compare: more((t) => t.kills) },
  { id: 'more-crippling', label: 'b) more crippling damage inflicted', source: SOLARIS.tiebreakers, compare: more((t) => t.crippling) },
  {
    id: 'head-to-head',
    label: 'c) direct comparison',
    source: defaults.headToHead,
    compare: (a, b, ctx) => Number(dominates(b, ctx)) - Number(dominates(a, ctx)),
  },
  {
    id: 'fewer-roster-pulse-points',
    label: 'd) fewer pulse-weapon points in the whole roster',
    source: SOLARIS.tiebreakers,
    compare: fewer((t) => t.rosterPulsePoints),
  },
  {
    id: 'fewer-roster-precision-points',
    label: 'e) fewer precision-ammunition points in the whole roster',
    source: SOLARIS.tiebreakers,
    compare: fewer((t) => t.rosterPrecisionPoints),
  },
  { id: 'fewer-unpainted', label: 'f) fewer unpainted models used', source: SOLARIS.tiebreakers, compare: fewer((t) => t.unpainted) },
  {
    id: 'coin-toss',
    label: 'g) coin toss',
    source: SOLARIS.tiebreakers,
    compare: (a, b) => (a.coinToss === null || b.coinToss === null ? 0 : a.coinToss - b.coinToss),
  },
];

export const DEFAULT_TIEBREAKER_ORDER: readonly string[] = TIEBREAKERS.map((t) => t.id);

export const tiebreakerById = (id: string): Tiebreaker | undefined => TIEBREAKERS.find((t) => t.id === id);
