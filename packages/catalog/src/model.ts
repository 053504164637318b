/** The typed unit model every other package reads. Parsers fill it from MegaMek files; derived values are computed. */

export type TechBase = 'Inner Sphere' | 'Clan' | 'Mixed';
export type RulesLevel = 'Introductory' | 'Standard' | 'Advanced' | 'Experimental' | 'Unofficial';
export type WeightClass = 'ultralight' | 'light' | 'medium' | 'heavy' | 'assault' | 'superheavy';
export type UnitKind = 'mech' | 'vehicle' | 'vtol' | 'battle-armor' | 'infantry' | 'protomech' | 'aerospace' | 'other';
export type MechConfiguration = 'biped' | 'quad' | 'tripod' | 'lam' | 'quadvee';

/** 'Mech locations use MegaMek's short codes; vehicles use their own (FR, LS, RS, RR, TU, …). */
export type LocationCode = string;

export interface LocationArmor {
  readonly front: number;
  readonly rear?: number;
  /** Patchwork armour: this location's own armour type. */
  readonly type?: string;
}

export interface Mount {
  /** Equipment id in the equipment table (resolved from the file's name). */
  readonly equipmentId: string;
  /** The name exactly as written in the file, for error messages. */
  readonly fileName: string;
  readonly location: LocationCode;
  readonly rearMounted: boolean;
  /** Slot indexes this mount occupies in its location (empty when the format has no slots). */
  readonly slots: readonly number[];
  readonly omniPod?: boolean;
  /** Turret-mounted ('Mech head/shoulder turret, vehicle sponson or pintle turret). */
  readonly turret?: boolean;
  readonly armored?: boolean;
  /** A weapon split over two locations: the second one. */
  readonly secondLocation?: LocationCode;
  /** Variable-size equipment (cargo, communications equipment …): its size in tons. */
  readonly size?: number;
  /** Special munition named on an ammunition mount ("Artemis-capable", "Inferno" …). */
  readonly munition?: string;
  /** Grenade-launcher style facing mark (FL, FR, RL, RR). */
  readonly facing?: string;
}

/** Critical slots hold an equipment id, a system name (`SYSTEM_SLOTS`) or null for an empty slot. */
export const SYSTEM_SLOTS = [
  'Engine',
  'Gyro',
  'Cockpit',
  'Life Support',
  'Sensors',
  'Shoulder',
  'Upper Arm Actuator',
  'Lower Arm Actuator',
  'Hand Actuator',
  'Hip',
  'Upper Leg Actuator',
  'Lower Leg Actuator',
  'Foot Actuator',
  'Landing Gear',
  'Avionics',
  'Conversion Gear',
] as const;
export type SystemSlot = (typeof SYSTEM_SLOTS)[number];

export interface AmmoBin {
  readonly equipmentId: string;
  readonly location: LocationCode;
  /** 1 for a full ton, 0.5 for a half ton. */
  readonly tons: number;
  readonly shots: number;
  readonly munition?: string;
  /** Links the bin to the weapons that fire it (`LRM`, `AC` …). */
  readonly ammoType?: string;
}

export interface UnitFileRef {
  readonly path: string;
  readonly format: 'mtf' | 'blk';
}

/** A conventional-infantry platoon's arms: every trooper carries the primary except `secondaryPerSquad` per squad. */
export interface PlatoonArms {
  readonly squadSize: number;
  readonly squads: number;
  readonly primary: string;
  readonly secondary?: string;
  readonly secondaryPerSquad: number;
}

export interface Unit {
  readonly id: string;
  readonly kind: UnitKind;
  readonly chassis: string;
  readonly model: string;
  /** "Chassis Model", the name people search for. */
  readonly name: string;
  readonly mulId?: number;
  readonly tonnage: number;
  readonly weightClass: WeightClass;
  readonly techBase: TechBase;
  readonly rulesLevel: RulesLevel;
  readonly introYear: number;
  readonly configuration?: MechConfiguration;
  /** Land-air 'Mechs: standard (three modes) or bimodal (no AirMech mode). */
  readonly lamType?: 'standard' | 'bimodal';
  readonly omni: boolean;
  readonly engine?: { readonly type: string; readonly rating: number };
  readonly structureType?: string;
  readonly armorType?: string;
  readonly movement: { readonly walk: number; readonly run: number; readonly jump: number; readonly mode?: string };
  readonly heatSinks?: { readonly count: number; readonly type: 'single' | 'double' | 'laser' | 'compact'; readonly dissipation: number };
  readonly armor: Readonly<Record<LocationCode, LocationArmor>>;
  readonly internalStructure: Readonly<Record<LocationCode, number>>;
  /** Critical slots per location, in order, as equipment ids or null for empty. */
  readonly criticals: Readonly<Record<LocationCode, readonly (string | null)[]>>;
  /** 'Mechs: system slots (cockpit, engine, gyro, actuators …) given component armour, one entry per slot. */
  readonly armoredSystemSlots?: readonly { readonly location: LocationCode; readonly system: SystemSlot }[];
  readonly equipment: readonly Mount[];
  readonly ammo: readonly AmmoBin[];
  readonly quirks: readonly string[];
  readonly weaponQuirks?: readonly string[];
  readonly source: UnitFileRef;
  /** Mixed-tech units: the chassis tech base. */
  readonly chassisTechBase?: 'Inner Sphere' | 'Clan';
  readonly gyro?: string;
  readonly cockpit?: string;
  readonly myomer?: string;
  /** The publication the file names (`Source:` / `<source>`). */
  readonly publication?: string;
  /** The file's own unit type (`Tank`, `VTOL`, `SupportTank`, `BattleArmor` …) for .blk units. */
  readonly unitType?: string;
  /** .blk units: the engine type (the rating is not stored in those files). */
  readonly engineType?: string;
  /** Battle armour and conventional infantry: troopers in the squad or platoon. */
  readonly troopers?: number;
  /** Conventional infantry: how the platoon is armed (equipment ids of its primary and secondary weapons). */
  readonly platoon?: PlatoonArms;
  /** Clan reporting name, role and other optional labels from newer files. */
  readonly clanName?: string;
  readonly role?: string;
  /** True for units whose file lives outside `unofficial/`. */
  readonly official?: boolean;
}

/**
 * What a unit list needs of a unit (search filters, sorting, names to find it by), read from a unit file without its
 * equipment; every field is the one the full Unit carries.
 */
export type UnitSummary = Pick<
  Unit,
  'id' | 'kind' | 'chassis' | 'model' | 'name' | 'clanName' | 'tonnage' | 'weightClass' | 'techBase' | 'rulesLevel' | 'introYear' | 'movement'
>;

const same = (text: string): string => text;

/**
 * The summary fields of a unit (or of a larger summary), and nothing else: what a list keeps before the full unit is read.
 * `copy` is applied to each name (the parsers pass one that detaches it from the file's text).
 */
export function pickSummary(u: UnitSummary, copy: (text: string) => string = same): UnitSummary {
  return {
    id: u.id,
    kind: u.kind,
    chassis: copy(u.chassis),
    model: copy(u.model),
    name: copy(u.name),
    ...(u.clanName !== undefined ? { clanName: copy(u.clanName) } : {}),
    tonnage: u.tonnage,
    weightClass: u.weightClass,
    techBase: u.techBase,
    rulesLevel: u.rulesLevel,
    introYear: u.introYear,
    movement: u.movement,
  };
}
