import type { Source } from '@marshal/core';
import type { WeightClass } from '../unit/catalog-types';
import { SRC, tacops, tw } from '../rules/sources';

/** The combat rules as data. Options replace or extend parts of it; rule code only reads it. */
/** Partial cover kinds the line-of-sight rules may report; the expanded kinds need their option. */
export type CoverKind = 'horizontal' | 'water' | 'quarter' | 'vertical' | 'three-quarter';

export type PsrTrigger =
  | 'damage'
  | 'kicked'
  | 'pushed'
  | 'charged'
  | 'charging'
  | 'dfa-target'
  | 'dfa-attacker'
  | 'missed-kick'
  | 'missed-charge'
  | 'missed-dfa'
  | 'gyro-hit'
  | 'hip-hit'
  | 'leg-actuator-hit'
  | 'leg-destroyed'
  | 'shutdown'
  | 'getting-up'
  | 'fall-pilot'
  | 'domino'
  | 'water-depth-1'
  | 'water-depth-2'
  | 'water-depth-3'
  | 'running-damaged'
  | 'jumping-damaged'
  | 'rubble';

export interface TriggerRule {
  readonly label: string;
  readonly modifier: number;
  readonly source: Source;
  /** The roll fails without dice (e.g. a missed death from above). */
  readonly automaticFailure?: boolean;
  /** The fall a failure causes when it is not an ordinary one: levels fallen, and the side landed on (no facing roll). */
  readonly fall?: { readonly levels: number; readonly landsOn?: 'rear' };
}

/** A weapon mode: a burst rolled for damage and heat, several shots on the cluster table, or pellets. */
export type WeaponModeRule =
  | {
      readonly kind: 'burst';
      readonly label: string;
      /** Weapon flag the mode needs, and the dice for each flag (damage = heat = the roll). */
      readonly dice: Readonly<Record<string, { readonly roll: string; readonly min: number }>>;
      readonly roundsPerDamage: number;
      readonly forbiddenInArray: boolean;
      readonly source: Source;
    }
  | {
      readonly kind: 'shots';
      readonly label: string;
      readonly flag: string;
      /** Shots fired: heat × shots, hits read from the cluster table, each a full-damage hit. */
      readonly shots: number;
      /** A natural to-hit roll of this or less jams the weapon. */
      readonly jamsOn: number;
      readonly source: Source;
    }
  | {
      readonly kind: 'pellets';
      readonly label: string;
      readonly flag: string;
      /** Cluster table with the rack size as column, 1 point per pellet, and this to-hit modifier. */
      readonly toHit: number;
      readonly source: Source;
    };

export type WeightTable = Readonly<Record<WeightClass, number>>;

/**
 * What a unit's ECM suite is set to: ECM, ECCM (Tactical Operations), an Angel suite run as two standard suites (one
 * ECM, one ECCM), powering stealth armour, or off.
 */
export type EcmMode = 'ecm' | 'eccm' | 'two-standard' | 'stealth' | 'off';

export interface CombatRules {
  readonly criticals: { readonly table: string; readonly damageGroupBonus: boolean; readonly source: Source };
  readonly tac: { readonly floating: boolean; readonly source: Source };
  readonly takingDamage: {
    readonly threshold: number;
    /** false: one +1 for 20 or more; true: +1 for every full 20 points. */
    readonly perThreshold: boolean;
    /** The damage modifier applies to every piloting roll the unit makes that phase. */
    readonly allPhaseRolls: boolean;
    readonly source: Source;
  };
  readonly psrWeightClass: { readonly table: WeightTable | null; readonly triggers: readonly PsrTrigger[]; readonly source: Source };
  readonly physicalWeightClass: { readonly table: WeightTable | null; readonly source: Source };
  readonly triggers: Readonly<Record<PsrTrigger, TriggerRule>>;
  readonly cover: { readonly kinds: readonly CoverKind[]; readonly source: Source };
  readonly takingCover: { readonly allowed: boolean; readonly source: Source };
  /** Line-of-sight options (the map's registry) these rules switch on: how the battle's line of sight finds cover. */
  readonly losOptions: readonly string[];
  readonly probeWoods: { readonly modifier: number; readonly source: Source };
  readonly probeDetection: { readonly alongPath: boolean; readonly source: Source };
  readonly eccm: { readonly allowed: boolean; readonly source: Source };
  /** The modes a suite may be set to (at the start, or in an end phase for the next turn), each with the rule that allows it. */
  readonly ecmModes: Readonly<Partial<Record<EcmMode, Source>>>;
  /** Stealth armour powered by its suite: to-hit modifiers at medium and long range, and the heat it costs each turn. */
  readonly stealth: { readonly medium: number; readonly long: number; readonly heat: number; readonly source: Source };
  readonly weaponModes: Readonly<Record<string, WeaponModeRule>>;
  readonly flamers: { readonly heatAndDamage: boolean; readonly source: Source };
  /** Hull-down units: to-hit modifier with partial cover, and whether heavy damage still forces a piloting roll. */
  readonly hullDown: {
    readonly toHitWithCover: number;
    readonly damagePsrExempt: boolean;
    readonly source: Source;
    /** A hull-down vehicle (it can only be one in a fortified hex): this much to hit it from these sides. */
    readonly vehicle: { readonly toHit: number; readonly from: readonly ('front' | 'rear' | 'left' | 'right')[]; readonly source: Source };
  };
  /** Aimed shots: a targeting computer's modifier against a target that is not immobile; head shots at immobile targets. */
  readonly aimedShots: { readonly targetingComputer: number; readonly immobileHead: number; readonly source: Source };
}

const T = (label: string, modifier: number, note?: string, automaticFailure = false): TriggerRule => ({
  label,
  modifier,
  source: tw('Piloting Skill Rolls', { table: 'Piloting Skill Roll Table', ...(note ? { note } : {}) }),
  ...(automaticFailure ? { automaticFailure } : {}),
});

export const baseCombatRules: CombatRules = {
  criticals: { table: 'determining-critical-hits', damageGroupBonus: false, source: SRC.criticals },
  tac: { floating: false, source: tw('Hit Location › Critical Hits', { note: 'a 2 on the table rolls for a critical at the rolled torso' }) },
  takingDamage: {
    threshold: 20,
    perThreshold: false,
    allPhaseRolls: false,
    source: tw('Piloting Skill Rolls', { table: 'Piloting Skill Roll Table', note: '20+ damage in a phase: +1' }),
  },
  psrWeightClass: { table: null, triggers: [], source: SRC.psr },
  physicalWeightClass: { table: null, source: SRC.physical },
  triggers: {
    damage: T('took 20+ damage this phase', 0, 'the damage modifier is added separately'),
    kicked: T('was kicked', 0),
    pushed: T('was pushed', 0),
    charged: T('was charged', 2),
    charging: T('made a successful charge', 2),
    'dfa-target': T('was hit by death from above', 2),
    'dfa-attacker': T('made a successful death from above', 4),
    'missed-kick': T('missed a kick', 0),
    'missed-charge': T('missed a charge', 0),
    'missed-dfa': {
      ...T('missed a death from above', 0, 'a missed death from above is an automatic fall from two levels onto its back', true),
      fall: { levels: 2, landsOn: 'rear' },
    },
    'gyro-hit': T('gyro hit', 3),
    'hip-hit': T('hip actuator hit', 2),
    'leg-actuator-hit': T('leg actuator hit', 1),
    'leg-destroyed': T('leg destroyed', 0, 'a destroyed leg makes the unit fall', true),
    shutdown: T('reactor shut down', 3),
    'getting-up': T('getting up', 0),
    'fall-pilot': T('avoid pilot damage in a fall', 0),
    domino: T('displaced by a unit pushed into its hex (domino effect)', 0, 'Unit Displacement › Domino Effect'),
    'water-depth-1': T('entered depth 1 water', -1),
    'water-depth-2': T('entered depth 2 water', 0),
    'water-depth-3': T('entered depth 3+ water', 1),
    'running-damaged': T('ran with a damaged gyro or hip', 0),
    'jumping-damaged': T('landed a jump with a damaged gyro, hip or leg actuator', 0),
    rubble: T('entered rubble', 0),
  },
  cover: { kinds: ['horizontal', 'water'], source: SRC.cover },
  takingCover: { allowed: false, source: tacops('Taking Cover', { page: 86 }) },
  losOptions: [],
  probeWoods: { modifier: 0, source: tw('Active Probes') },
  probeDetection: { alongPath: false, source: tw('Hidden Units › Active Probes', { page: 129, note: 'detection after the unit has moved' }) },
  eccm: { allowed: false, source: tw('ECM Suites') },
  ecmModes: {
    ecm: tw('ECM Suites'),
    off: tw('ECM Suites', { note: 'a suite may be switched off in the end phase' }),
    stealth: tw('Stealth Armor', { note: 'switched on or off in the end phase; the suite powers it and makes no ECM field' }),
  },
  stealth: { medium: 1, long: 2, heat: 10, source: tw('Stealth Armor', { note: '+1 at medium range, +2 at long range; 10 heat a turn while on' }) },
  weaponModes: {
    ultra: {
      kind: 'shots',
      label: 'Ultra (double rate)',
      flag: 'ultra',
      shots: 2,
      jamsOn: 2,
      source: tw('Ultra Autocannon', { note: 'two shots on the cluster table; a natural 2 jams' }),
    },
    'lbx-cluster': {
      kind: 'pellets',
      label: 'LB-X cluster ammunition',
      flag: 'lbx',
      toHit: -1,
      source: tw('LB-X Autocannon', { note: 'cluster ammunition: −1 to hit, 1-point pellets' }),
    },
  },
  flamers: { heatAndDamage: false, source: tw('Flamers', { note: 'a hit deals either damage or heat, the attacker chooses' }) },
  hullDown: {
    toHitWithCover: 2,
    damagePsrExempt: true,
    source: tacops('Hull Down', {
      note: "+2 to hit a hull-down 'Mech with partial cover; hull-down 'Mechs make no piloting roll for 20+ damage",
    }),
    vehicle: {
      toHit: 2,
      from: ['front', 'left', 'right'],
      source: tacops('Hull Down', {
        note: 'a vehicle goes hull-down only in a fortified hex, so declaring it hull-down stands for the fortification: +2 from its front and sides (MegaMek WeaponAttackAction; a vehicle that backed in is covered from the rear instead, not modelled)',
      }),
    },
  },
  aimedShots: {
    targetingComputer: 3,
    immobileHead: 3,
    source: tw('Aimed Shots', {
      note: 'targeting computer +3 against a mobile target (never the head); the head of an immobile target +3 instead of −4',
    }),
  },
};
