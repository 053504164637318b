/** The Fire for Effect rules object: every value the seed leaves out, as labelled data a ruleset or a unit can replace. */
import type { Source } from '@marshal/core';
import { DA_SOURCES } from './sources';
import { MWDA_SOURCES } from './base-sources';

export interface DriftDistanceRow {
  /** Shortfall of the attack result below the target value, inclusive range. */
  readonly shortfall: readonly [number, number];
  readonly inches: number;
}

/** A number the rules use, with where it comes from. */
export interface Valued<T = number> {
  readonly value: T;
  readonly source: Source;
}

/** The MechWarrior: Dark Age base game: orders, movement, combat and victory values (most are labelled defaults). */
export interface BaseGameRules {
  readonly pointsPerOrder: Valued;
  readonly maxTokens: Valued;
  readonly pushClicks: Valued;
  readonly pushHeat: Valued;
  readonly defaultVent: Valued;
  readonly breakAway: { readonly roll: string; readonly target: number; readonly grappled: number; readonly source: Source };
  readonly attackRoll: Valued<string>;
  readonly hinderingDefense: Valued;
  readonly criticalHitBonus: Valued;
  readonly criticalMissClicks: Valued;
  readonly firingWhileEngaged: Valued<boolean>;
  /** Ranged and close combat formations: most members (primary included) and the attack bonus per other member. */
  /** Indirect fire (artillery units): the defense bonus the target gets. */
  readonly indirectFire: Valued;
  readonly formation: { readonly maxMembers: number; readonly bonusPerMember: number; readonly source: Source; readonly bonusSource: Source };
}

export interface DarkAgeRules {
  readonly game: BaseGameRules;
  readonly contact: { readonly tolerance: number; readonly source: Source };
  readonly arcs: { readonly front: number; readonly rear: number; readonly source: Source };
  /** Passenger size by unit type; types not listed cannot ride. */
  readonly passengerSize: { readonly sizes: Readonly<Record<string, number>>; readonly source: Source };
  readonly lineOfFire: { readonly unitsBlock: boolean; readonly source: Source };
  readonly artillery: {
    readonly dice: string;
    readonly unblockedBonus: number;
    readonly targetValue: { readonly value: number; readonly source: Source };
    readonly blastRadius: { readonly value: number; readonly source: Source };
    readonly blackDie: { readonly index: number; readonly source: Source };
    /** Bearing of the drift relative to the marker's arrow, for black-die faces 1–6. */
    readonly driftDirections: { readonly degrees: readonly number[]; readonly source: Source };
    readonly driftDistances: { readonly rows: readonly DriftDistanceRow[]; readonly source: Source };
    readonly criticals: { readonly hit: 'all-six' | 'two-sixes'; readonly miss: 'all-one' | 'two-ones'; readonly source: Source };
    readonly formationBonusPerMember: { readonly value: number; readonly source: Source };
    /** A firer gone before resolution with no marker values entered: the attack is lost, or resolved with its starting dial values. */
    readonly missingMarkerValues: { readonly value: 'lost' | 'starting-click'; readonly source: Source };
  };
}

export const baseRules: DarkAgeRules = {
  game: {
    pointsPerOrder: { value: 100, source: MWDA_SOURCES.orders },
    maxTokens: { value: 2, source: MWDA_SOURCES.tokens },
    pushClicks: { value: 1, source: MWDA_SOURCES.pushing },
    pushHeat: { value: 1, source: MWDA_SOURCES.heatAmount },
    defaultVent: { value: 2, source: MWDA_SOURCES.vent },
    breakAway: { roll: '1d6', target: 4, grappled: 5, source: MWDA_SOURCES.breakAway },
    attackRoll: { value: '2d6', source: MWDA_SOURCES.rangedOrder },
    hinderingDefense: { value: 1, source: MWDA_SOURCES.hinderingFire },
    criticalHitBonus: { value: 1, source: MWDA_SOURCES.criticals },
    criticalMissClicks: { value: 1, source: MWDA_SOURCES.criticals },
    firingWhileEngaged: { value: false, source: MWDA_SOURCES.rangedOrder },
    indirectFire: { value: 2, source: MWDA_SOURCES.indirectFire },
    formation: { maxMembers: 5, bonusPerMember: 1, source: MWDA_SOURCES.formation, bonusSource: MWDA_SOURCES.formationBonus },
  },
  contact: { tolerance: 0.1, source: DA_SOURCES.baseContact },
  arcs: { front: 90, rear: 90, source: DA_SOURCES.arcs },
  passengerSize: { sizes: { infantry: 1, vehicle: 3 }, source: DA_SOURCES.passengers },
  lineOfFire: { unitsBlock: true, source: DA_SOURCES.lineOfFire },
  artillery: {
    dice: '3d6',
    unblockedBonus: 4,
    targetValue: { value: 20, source: DA_SOURCES.targetValue },
    blastRadius: { value: 2, source: DA_SOURCES.blastRadius },
    blackDie: { index: 0, source: DA_SOURCES.blackDie },
    driftDirections: { degrees: [0, 60, 120, 180, 240, 300], source: DA_SOURCES.driftDirection },
    driftDistances: {
      rows: [
        { shortfall: [1, 2], inches: 2 },
        { shortfall: [3, 5], inches: 4 },
        { shortfall: [6, 9], inches: 6 },
        { shortfall: [10, 99], inches: 8 },
      ],
      source: DA_SOURCES.driftDistance,
    },
    criticals: { hit: 'all-six', miss: 'all-one', source: DA_SOURCES.criticalsThreeDice },
    formationBonusPerMember: { value: 1, source: DA_SOURCES.formationBonus },
    missingMarkerValues: { value: 'lost', source: DA_SOURCES.missingMarkerValues },
  },
};

/** Drift distance for a shortfall, from the marker's own chart when it prints one, else the ruleset's. */
export function driftInches(rules: DarkAgeRules, shortfall: number, chart: readonly DriftDistanceRow[] = rules.artillery.driftDistances.rows): number {
  const row = chart.find((r) => shortfall >= r.shortfall[0] && shortfall <= r.shortfall[1]);
  return row ? row.inches : (chart.at(-1)?.inches ?? 0);
}

/** Is this roll a critical hit or miss under the ruleset's reading for three dice? */
export function critical(rules: DarkAgeRules, faces: readonly number[]): 'hit' | 'miss' | null {
  const count = (f: number) => faces.filter((x) => x === f).length;
  const c = rules.artillery.criticals;
  if (c.hit === 'all-six' ? count(6) === faces.length : count(6) >= 2) return 'hit';
  if (c.miss === 'all-one' ? count(1) === faces.length : count(1) >= 2) return 'miss';
  return null;
}
