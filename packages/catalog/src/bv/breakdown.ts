/** The readable Battle Value breakdown: every line a person can check against the TechManual worksheet. */
import type { Source } from '@marshal/core';

export interface BvLine {
  readonly label: string;
  /** What this line adds to its half of the calculation (negative for penalties). */
  readonly value: number;
  /** How the value was worked out, e.g. "47 armour × 2.5 × 1.0". */
  readonly detail?: string;
}

export interface BvWeaponLine {
  readonly name: string;
  readonly location: string;
  readonly bv: number;
  readonly heat: number;
  /** Why the value differs from the table (rear halved, over heat, Artemis …). */
  readonly notes: readonly string[];
}

export interface BvBreakdown {
  readonly method: 'TechManual BV 2.0';
  readonly defensive: {
    readonly lines: readonly BvLine[];
    readonly subtotal: number;
    readonly targetMovementModifier: number;
    readonly defensiveFactor: number;
    readonly total: number;
  };
  readonly offensive: {
    readonly heatEfficiency: number;
    readonly weapons: readonly BvWeaponLine[];
    readonly lines: readonly BvLine[];
    readonly subtotal: number;
    readonly speedFactor: number;
    readonly total: number;
  };
  /** Modifiers applied to the sum (small cockpit ×0.95, interface cockpit ×1.3 …). */
  readonly adjustments: readonly BvLine[];
  /** Defensive + offensive before rounding. */
  readonly unrounded: number;
  /** The unit's Battle Value (rounded half up). */
  readonly total: number;
  readonly source: Source;
  /** Things the calculation could not price, so a person knows where it may be off. */
  readonly warnings: readonly string[];
}
