import type { Source } from '@marshal/core';
import type { Unit, UnitKind } from '@marshal/catalog';
import { tacops, tw } from '../rules/sources';
import type { AntiMechTable } from '../tables/anti-mech';

/** What a unit can do in combat, declared once from its kind, so shared rules never switch on unit kind. */
export type HitTableFamily = 'biped-mech' | 'quad-mech' | 'tripod-mech' | 'ground-vehicle' | 'vtol' | 'battle-armor' | 'conventional-infantry';
export type CriticalModel = 'mech-slots' | 'vehicle-table' | 'vtol-table' | 'none';
export type WithdrawalTest = 'mech' | 'vehicle' | 'squad';
export type CripplingTest = 'mech' | 'vehicle' | 'squad';
/** How battle locations are built from the catalog unit: as listed, one per trooper (armour each), or one platoon pool. */
export type LocationModel = 'listed' | 'troopers' | 'platoon';

/** A piloting modifier that depends on how many legs are destroyed (index = legs destroyed; 'fall' = automatic failure). */
export interface LegPsrRule {
  readonly byLegsLost: readonly (number | 'fall')[];
  readonly label: string;
  readonly source: Source;
}

export interface UnitCapabilities {
  readonly hitTable: HitTableFamily;
  readonly criticals: CriticalModel;
  readonly locationModel: LocationModel;
  /** Makes piloting skill rolls and can fall. */
  readonly pilotingRolls: boolean;
  readonly tracksHeat: boolean;
  readonly physicalAttacks: boolean;
  /** Rolls motive-system damage on marked hit-location results. */
  readonly motiveDamage: boolean;
  /** Where excess damage goes when a location is destroyed; 'unit' = the unit is destroyed; 'lost' = the excess is lost. */
  readonly transfer: Readonly<Record<string, string>>;
  /** Locations lost along with another (a side torso takes its arm with it). */
  readonly dependents: Readonly<Record<string, readonly string[]>>;
  readonly rearArmored: readonly string[];
  readonly limbs: readonly string[];
  readonly legs: readonly string[];
  readonly torsos: readonly string[];
  readonly head: string | null;
  /** Limbs that punch, kick and push (empty: cannot make that attack). */
  readonly punchLimbs: readonly string[];
  readonly kickLimbs: readonly string[];
  readonly pushArms: readonly string[];
  /** Piloting modifier by legs destroyed (bipeds +5 for one leg; quads −2 while all four stand). */
  readonly legPsr: LegPsrRule | null;
  /** Walking MP left after losing legs (index = legs destroyed; null = unchanged; a number caps it; −1 = minus one). */
  readonly legLossWalk: readonly (number | null | 'minus-one')[];
  /** Can turn its torso one hexside when it fires (bipeds and tripods; quads cannot). */
  readonly torsoTwist: boolean;
  /** Levels its top rises above the ground it stands on, for line of sight: a 'Mech 1 (two levels tall), vehicles and infantry 0 (one level; TW Line of Sight). */
  readonly height: number;
  /** Flies (VTOL): +1 to be hit after moving; a destroyed rotor brings it down. */
  readonly flies: boolean;
  /** The location whose loss makes a flying unit crash. */
  readonly rotor: string | null;
  /** Fires as a squad: each weapon attack uses the number of troopers still alive. */
  readonly squad: boolean;
  /** Takes damage from non-infantry weapons through the conventional-infantry damage table. */
  readonly infantryDamage: boolean;
  /** Can be the target of an aimed shot. */
  readonly aimable: boolean;
  /** Its own movement adds nothing to its to-hit numbers (conventional infantry). */
  readonly ignoresOwnMovement?: boolean;
  /** Makes leg and swarm attacks, with this row of the anti-'Mech troopers table. */
  readonly antiMech?: AntiMechTable;
  readonly withdrawal: WithdrawalTest;
  readonly crippling: CripplingTest;
  /** Squads: crippled below this share of the starting troopers (TW p. 258). */
  readonly crippledBelow: number | null;
}

const MECH_TRANSFER = { LA: 'LT', RA: 'RT', LL: 'LT', RL: 'RT', LT: 'CT', RT: 'CT', CT: 'unit', HD: 'unit' };

const MECH: UnitCapabilities = {
  hitTable: 'biped-mech',
  criticals: 'mech-slots',
  locationModel: 'listed',
  pilotingRolls: true,
  tracksHeat: true,
  physicalAttacks: true,
  motiveDamage: false,
  transfer: MECH_TRANSFER,
  dependents: { LT: ['LA'], RT: ['RA'] },
  rearArmored: ['CT', 'LT', 'RT'],
  limbs: ['LA', 'RA', 'LL', 'RL'],
  legs: ['LL', 'RL'],
  torsos: ['CT', 'LT', 'RT'],
  head: 'HD',
  punchLimbs: ['LA', 'RA'],
  kickLimbs: ['LL', 'RL'],
  pushArms: ['LA', 'RA'],
  legPsr: {
    byLegsLost: [0, 5, 'fall'],
    label: 'legs destroyed',
    source: tw('Piloting Skill Rolls', { table: 'Piloting Skill Roll Table', note: '+5 per destroyed leg; both legs: automatic failure' }),
  },
  legLossWalk: [null, 1, 0],
  torsoTwist: true,
  height: 1,
  flies: false,
  rotor: null,
  squad: false,
  infantryDamage: false,
  aimable: true,
  withdrawal: 'mech',
  crippling: 'mech',
  crippledBelow: null,
};

/** Quads: four legs, the front legs in the arm places (FLL/FRL), no arms. */
const QUAD: UnitCapabilities = {
  ...MECH,
  hitTable: 'quad-mech',
  transfer: { FLL: 'LT', FRL: 'RT', RLL: 'LT', RRL: 'RT', LT: 'CT', RT: 'CT', CT: 'unit', HD: 'unit' },
  dependents: { LT: ['FLL'], RT: ['FRL'] },
  limbs: ['FLL', 'FRL', 'RLL', 'RRL'],
  legs: ['FLL', 'FRL', 'RLL', 'RRL'],
  punchLimbs: [],
  kickLimbs: ['FLL', 'FRL'],
  pushArms: [],
  legPsr: {
    byLegsLost: [-2, 0, 5, 'fall', 'fall'],
    label: 'quad legs',
    source: tw("Four-Legged 'Mechs", {
      note: '−2 to piloting rolls while no leg is destroyed; two legs lost +5; three or more: cannot stand (MegaMek QuadMek)',
    }),
  },
  legLossWalk: [null, 'minus-one', 1, 0, 0],
  /** TW Four-Legged 'Mechs: a quad cannot torso twist (MegaMek QuadMek refuses a secondary facing). */
  torsoTwist: false,
};

/** Tripods: a centre leg (CL) besides the two legs; −1 to piloting rolls while all three stand (Tactical Operations). */
const TRIPOD: UnitCapabilities = {
  ...MECH,
  hitTable: 'tripod-mech',
  transfer: { ...MECH_TRANSFER, CL: 'CT' },
  limbs: ['LA', 'RA', 'LL', 'RL', 'CL'],
  legs: ['LL', 'RL', 'CL'],
  legPsr: {
    byLegsLost: [-1, 5, 10, 'fall'],
    label: 'tripod legs',
    source: tacops("Tripod 'Mechs", { note: '−1 while no leg is destroyed; +5 per destroyed leg (MegaMek TripodMek)' }),
  },
  /** One leg lost: walk 1 (like a biped on one leg); two or three: none (MegaMek TripodMek.getWalkMP). */
  legLossWalk: [null, 1, 0, 0],
};

const VEHICLE: UnitCapabilities = {
  hitTable: 'ground-vehicle',
  criticals: 'vehicle-table',
  locationModel: 'listed',
  pilotingRolls: false,
  tracksHeat: false,
  physicalAttacks: false,
  motiveDamage: true,
  transfer: { FR: 'unit', LS: 'unit', RS: 'unit', RR: 'unit', TU: 'unit', BD: 'unit' },
  dependents: {},
  rearArmored: [],
  limbs: [],
  legs: [],
  torsos: [],
  head: null,
  punchLimbs: [],
  kickLimbs: [],
  pushArms: [],
  legPsr: null,
  legLossWalk: [],
  torsoTwist: false,
  height: 0,
  flies: false,
  rotor: null,
  squad: false,
  infantryDamage: false,
  aimable: true,
  withdrawal: 'vehicle',
  crippling: 'vehicle',
  crippledBelow: null,
};

/** VTOLs: a rotor location (RO); losing it brings the VTOL down. */
const VTOL: UnitCapabilities = {
  ...VEHICLE,
  hitTable: 'vtol',
  criticals: 'vtol-table',
  transfer: { ...VEHICLE.transfer, RO: 'lost' },
  flies: true,
  rotor: 'RO',
};

/** Battle armour: one location per trooper, each with the suit's armour and 1 point for the trooper; excess is lost. */
const BATTLE_ARMOR: UnitCapabilities = {
  ...VEHICLE,
  hitTable: 'battle-armor',
  criticals: 'none',
  locationModel: 'troopers',
  motiveDamage: false,
  transfer: { T1: 'lost', T2: 'lost', T3: 'lost', T4: 'lost', T5: 'lost', T6: 'lost' },
  squad: true,
  aimable: false,
  antiMech: 'battle-armor',
  withdrawal: 'squad',
  crippling: 'squad',
  crippledBelow: 0.5,
};

/** Conventional infantry: one platoon pool, a point of damage kills a trooper. */
const INFANTRY: UnitCapabilities = {
  ...BATTLE_ARMOR,
  hitTable: 'conventional-infantry',
  locationModel: 'platoon',
  transfer: { PLT: 'unit' },
  squad: false,
  infantryDamage: true,
  ignoresOwnMovement: true,
  antiMech: 'platoon',
  crippledBelow: 0.25,
};

/** The one place a catalog kind (and 'Mech configuration) becomes capabilities. Kinds combat does not cover have none. */
const BY_KIND: Partial<Record<UnitKind, UnitCapabilities>> = { mech: MECH, vehicle: VEHICLE, vtol: VTOL, 'battle-armor': BATTLE_ARMOR, infantry: INFANTRY };
const BY_CONFIGURATION: Readonly<Record<string, UnitCapabilities>> = { quad: QUAD, tripod: TRIPOD };

export function capabilitiesFor(unit: Pick<Unit, 'kind' | 'name'> & { readonly configuration?: string }): UnitCapabilities | undefined {
  if (unit.kind === 'mech' && unit.configuration && unit.configuration !== 'biped') return BY_CONFIGURATION[unit.configuration];
  return BY_KIND[unit.kind];
}

export const MECH_CAPABILITIES = MECH;
export const QUAD_CAPABILITIES = QUAD;
export const TRIPOD_CAPABILITIES = TRIPOD;
export const VEHICLE_CAPABILITIES = VEHICLE;
export const VTOL_CAPABILITIES = VTOL;
export const BATTLE_ARMOR_CAPABILITIES = BATTLE_ARMOR;
export const INFANTRY_CAPABILITIES = INFANTRY;

/** Walking MP after leg losses, by the unit's leg-loss table. */
export function walkAfterLegLoss(caps: UnitCapabilities, lost: number, walk: number): number {
  const rule = caps.legLossWalk[Math.min(lost, caps.legLossWalk.length - 1)];
  if (rule === undefined || rule === null) return walk;
  if (rule === 'minus-one') return Math.max(0, walk - 1);
  return Math.min(walk, rule);
}
