import type { Unit, UnitKind } from '@marshal/catalog';

/** What a unit can do in combat, declared once from its kind, so shared rules never switch on unit kind. */
export type HitTableFamily = 'biped-mech' | 'ground-vehicle';
export type CriticalModel = 'mech-slots' | 'vehicle-table' | 'none';
export type WithdrawalTest = 'mech' | 'vehicle' | 'squad';
export type CripplingTest = 'mech' | 'vehicle' | 'squad';

export interface UnitCapabilities {
  readonly hitTable: HitTableFamily;
  readonly criticals: CriticalModel;
  /** Makes piloting skill rolls and can fall. */
  readonly pilotingRolls: boolean;
  readonly tracksHeat: boolean;
  readonly physicalAttacks: boolean;
  /** Rolls motive-system damage on marked hit-location results. */
  readonly motiveDamage: boolean;
  /** Where excess damage goes when a location is destroyed; 'unit' = the unit is destroyed. */
  readonly transfer: Readonly<Record<string, string>>;
  /** Locations lost along with another (a side torso takes its arm with it). */
  readonly dependents: Readonly<Record<string, readonly string[]>>;
  readonly rearArmored: readonly string[];
  readonly limbs: readonly string[];
  readonly legs: readonly string[];
  readonly torsos: readonly string[];
  readonly head: string | null;
  readonly withdrawal: WithdrawalTest;
  readonly crippling: CripplingTest;
}

const MECH: UnitCapabilities = {
  hitTable: 'biped-mech',
  criticals: 'mech-slots',
  pilotingRolls: true,
  tracksHeat: true,
  physicalAttacks: true,
  motiveDamage: false,
  transfer: { LA: 'LT', RA: 'RT', LL: 'LT', RL: 'RT', LT: 'CT', RT: 'CT', CT: 'unit', HD: 'unit' },
  dependents: { LT: ['LA'], RT: ['RA'] },
  rearArmored: ['CT', 'LT', 'RT'],
  limbs: ['LA', 'RA', 'LL', 'RL'],
  legs: ['LL', 'RL'],
  torsos: ['CT', 'LT', 'RT'],
  head: 'HD',
  withdrawal: 'mech',
  crippling: 'mech',
};

const VEHICLE: UnitCapabilities = {
  hitTable: 'ground-vehicle',
  criticals: 'vehicle-table',
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
  withdrawal: 'vehicle',
  crippling: 'vehicle',
};

/** The one place a catalog kind becomes capabilities. Kinds the combat rules do not cover yet have none. */
const BY_KIND: Partial<Record<UnitKind, UnitCapabilities>> = { mech: MECH, vehicle: VEHICLE };

export function capabilitiesFor(unit: Pick<Unit, 'kind' | 'name'>): UnitCapabilities | undefined {
  return BY_KIND[unit.kind];
}

export const MECH_CAPABILITIES = MECH;
export const VEHICLE_CAPABILITIES = VEHICLE;
