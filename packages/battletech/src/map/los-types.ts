// The shapes line of sight works with: units as seen by LOS, what each hex on the line does, and the ruling it returns.
import type { Facing, Hex, Modifier, Source } from '@marshal/core';
import type { GameMap } from './compose';
import type { MapHex } from './terrain';

/** A unit for line of sight: where it stands and how tall it is. */
export interface LosUnit {
  readonly hex: Hex;
  /** Levels the unit rises above the ground it stands on: 'Mech 1, vehicle or infantry 0 (Total Warfare heights). */
  readonly height: number;
  /** Levels above the hex's floor (bottom of any water) the unit stands at, e.g. a building roof; default 0. */
  readonly elevation?: number;
  /** Hexside the unit is taking cover behind (Tactical Operations, taking cover), if any. */
  readonly takingCover?: Facing;
}

/** Partial cover the target has; `locations` are the hit locations that strike the cover instead. */
export interface PartialCover {
  readonly kind: 'horizontal' | 'quarter' | 'vertical' | 'three-quarter' | 'water';
  /** Side of the target covered, seen from the attacker (vertical, quarter and three-quarter cover). */
  readonly side?: 'left' | 'right';
  readonly locations: readonly string[];
  readonly modifier: Modifier;
  /** The hex (label) providing the cover, if terrain provides it. */
  readonly by?: string;
}

/** What line of sight decided. Feed `modifiers` into a to-hit ruling; `blocked` means no attack is possible. */
export interface LosResult {
  readonly blocked: boolean;
  /** Why it is blocked, in words, with the blocking hex. */
  readonly reason?: string;
  readonly blockedAt?: string;
  readonly blockSource?: Source;
  readonly modifiers: readonly Modifier[];
  readonly partialCover: PartialCover | null;
  /** The cover comes from the target taking cover (Tactical Operations), not just the lie of the land. */
  readonly takingCover?: boolean;
  /** Hex labels of the line chosen, attacker first, target last. */
  readonly hexes: readonly string[];
  /** The line runs along hexsides; `side` is the one the defender chose (the worse for the attacker). */
  readonly divided: boolean;
  readonly side?: 'left' | 'right';
  /** The other side's hexes when divided, for display. */
  readonly otherSide?: readonly string[];
  readonly distance: number;
  readonly notes: readonly string[];
}

/** Everything a cover rule may look at. Levels are absolute: the top of a unit is floor + elevation + height. */
export interface CoverContext {
  readonly map: GameMap;
  readonly attacker: LosUnit;
  readonly target: LosUnit;
  readonly attackerTop: number;
  readonly targetTop: number;
  /** Level of the ground (or water floor) under the target, plus its elevation. */
  readonly targetBase: number;
  /** Hexes adjacent to the target on the line: one, or two (left and right) when the line enters through a corner. */
  readonly adjacent: readonly { readonly hex: Hex; readonly data: MapHex; readonly top: number; readonly side?: 'left' | 'right' }[];
  readonly rules: LosRules;
  /** The side of a divided line being weighed (standard cover looks only at that side's hex). */
  readonly side?: 'left' | 'right';
}

export interface CoverFinding {
  readonly cover: PartialCover | null;
  readonly note?: string;
  /** The adjacent hexes whose blocking this cover rule replaces (the line enters through the corner between them). */
  readonly unblocks?: readonly string[];
}

export type CoverRule = (ctx: CoverContext) => CoverFinding | null;

/** Line-of-sight rules as data; options replace or add entries. */
export interface LosRules {
  /** Points each intervening hex adds towards blocking, and its to-hit modifier. */
  readonly woods: Readonly<Record<'light' | 'heavy', { readonly points: number; readonly modifier: number }>>;
  readonly smoke: Readonly<Record<'light' | 'heavy', { readonly points: number; readonly modifier: number }>>;
  /** More points than this blocks line of sight. */
  readonly blockAbovePoints: number;
  /** Modifier for the woods or smoke the target stands in. */
  readonly targetHex: Readonly<Record<'light' | 'heavy' | 'ultra-heavy' | 'light-smoke' | 'heavy-smoke', number>>;
  /** Named cover rules; the best finding wins. Options replace entries by name or add new ones. */
  readonly cover: Readonly<Record<string, CoverRule>>;
  /** Expanded cover: vertical cover stays even when the attacker is higher than the covering hex (the rule's example). */
  readonly verticalCoverAgainstHigherAttacker: boolean;
}
