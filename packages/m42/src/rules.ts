/** The M42 rules object a game runs under: the Ld test, the reserves default, special-rule capabilities and scope switches. */
import type { Comparison, Source } from '@marshal/core';
import { M42_SOURCES } from './sources';

/** How a Ld test is rolled: dice and comparison against the tester's Ld (the target is the Ld itself). */
export interface LdTestRule {
  readonly id: string;
  readonly label: string;
  readonly roll: string;
  readonly comparison: Comparison;
  readonly source: Source;
}

/** A reserves rule with where it comes from: roll, the arrival number, the first turn and any bonus per later turn. */
export interface ReservesRuleDef {
  readonly label: string;
  readonly roll: string;
  readonly arriveOn: number;
  readonly fromTurn: number;
  readonly perTurnBonus: number;
  readonly source: Source;
}

/** What a task-force special rule gives; the morale step reads capabilities, never special-rule names. */
export interface MoraleCapabilities {
  readonly moraleProcedure: 'single-check' | 'hive-mind';
  readonly moraleRerolls: number;
}

export interface SpecialRuleDef {
  readonly id: string;
  readonly title: string;
  readonly source: Source;
  readonly capabilities: Partial<MoraleCapabilities>;
}

export interface M42Rules {
  readonly ldTest: LdTestRule;
  readonly reserves: ReservesRuleDef;
  readonly specialRules: Readonly<Record<string, SpecialRuleDef>>;
  /** Which units vote under Hive Mind. */
  readonly hiveMindVoters: { readonly includeReserves: boolean; readonly source: Source };
  /** Whose units shed a suppression marker in step 3. */
  readonly suppressionRecovery: { readonly scope: 'current-player' | 'all-players'; readonly source: Source };
}

export const LD_2D6_AT_MOST: LdTestRule = {
  id: 'ld-2d6-at-most',
  label: 'Ld test (2D6 ≤ Ld)',
  roll: '2d6',
  comparison: 'at-most',
  source: M42_SOURCES.ldDefault,
};
export const LD_2D6_AT_LEAST: LdTestRule = {
  id: 'ld-2d6-at-least',
  label: 'Ld test (2D6 ≥ Ld)',
  roll: '2d6',
  comparison: 'at-least',
  source: M42_SOURCES.ld40kTenth,
};
export const LD_1D6_AT_LEAST: LdTestRule = {
  id: 'ld-1d6-at-least',
  label: 'Ld test (1D6 ≥ Ld)',
  roll: '1d6',
  comparison: 'at-least',
  source: M42_SOURCES.ldOneDie,
};

export const DEFAULT_RESERVES: ReservesRuleDef = {
  label: 'Reserves arrive (default)',
  roll: '1d6',
  arriveOn: 4,
  fromTurn: 2,
  perTurnBonus: 0,
  source: M42_SOURCES.reservesDefault,
};

export const SPECIAL_RULES: Readonly<Record<string, SpecialRuleDef>> = {
  'hive-mind': { id: 'hive-mind', title: 'Hive Mind', source: M42_SOURCES.hiveMind, capabilities: { moraleProcedure: 'hive-mind' } },
  fanatical: { id: 'fanatical', title: 'Fanatical', source: M42_SOURCES.fanatical, capabilities: { moraleRerolls: 1 } },
};

export const baseRules: M42Rules = {
  ldTest: LD_2D6_AT_MOST,
  reserves: DEFAULT_RESERVES,
  specialRules: SPECIAL_RULES,
  hiveMindVoters: { includeReserves: false, source: M42_SOURCES.hiveMindTesters },
  suppressionRecovery: { scope: 'current-player', source: M42_SOURCES.suppressionScope },
};

/** Fold a task force's special rules into the capabilities the morale step reads. */
export function capabilitiesOf(specialRules: readonly string[], rules: M42Rules): MoraleCapabilities {
  let caps: MoraleCapabilities = { moraleProcedure: 'single-check', moraleRerolls: 0 };
  for (const id of specialRules) {
    const def = rules.specialRules[id];
    if (!def) continue;
    caps = {
      moraleProcedure: def.capabilities.moraleProcedure ?? caps.moraleProcedure,
      moraleRerolls: caps.moraleRerolls + (def.capabilities.moraleRerolls ?? 0),
    };
  }
  return caps;
}
