/** Unit kinds, armour locations and equipment-block locations for .blk unit types. */
import type { UnitKind } from '../model';

export interface BlkLayout {
  readonly kind: UnitKind;
  /** Location codes the `<armor>` values are given for, in file order. */
  readonly armor: readonly string[];
}

const TANK = ['FR', 'RS', 'LS', 'RR', 'TU', 'TU2'];
const LARGE = ['FR', 'FRRS', 'FRLS', 'RRRS', 'RRLS', 'RR', 'TU', 'TU2'];
const AERO = ['NOS', 'LWG', 'RWG', 'AFT'];
const CAPITAL = ['NOS', 'FLS', 'FRS', 'AFT', 'ALS', 'ARS', 'LBS', 'RBS'];

export const BLK_LAYOUTS: Readonly<Record<string, BlkLayout>> = {
  tank: { kind: 'vehicle', armor: TANK },
  supporttank: { kind: 'vehicle', armor: TANK },
  naval: { kind: 'vehicle', armor: TANK },
  largesupporttank: { kind: 'vehicle', armor: LARGE },
  vtol: { kind: 'vtol', armor: ['FR', 'RS', 'LS', 'RR', 'RO', 'CH'] },
  supportvtol: { kind: 'vtol', armor: ['FR', 'RS', 'LS', 'RR', 'RO', 'CH'] },
  battlearmor: { kind: 'battle-armor', armor: ['TROOPER'] },
  infantry: { kind: 'infantry', armor: [] },
  protomech: { kind: 'protomech', armor: ['HD', 'T', 'RA', 'LA', 'L', 'MG'] },
  aero: { kind: 'aerospace', armor: AERO },
  convfighter: { kind: 'aerospace', armor: AERO },
  fixedwingsupport: { kind: 'aerospace', armor: AERO },
  smallcraft: { kind: 'aerospace', armor: AERO },
  dropship: { kind: 'aerospace', armor: AERO },
  jumpship: { kind: 'aerospace', armor: CAPITAL },
  warship: { kind: 'aerospace', armor: CAPITAL },
  spacestation: { kind: 'aerospace', armor: CAPITAL },
  gunemplacement: { kind: 'other', armor: [] },
};

/** `<X Equipment>` block name → location code. */
export const EQUIPMENT_BLOCKS: Readonly<Record<string, string>> = {
  body: 'BD',
  front: 'FR',
  right: 'RS',
  left: 'LS',
  rear: 'RR',
  turret: 'TU',
  'front turret': 'TU',
  'rear turret': 'TU2',
  rotor: 'RO',
  'chin turret': 'CH',
  'front right': 'FRRS',
  'front left': 'FRLS',
  'rear right': 'RRRS',
  'rear left': 'RRLS',
  squad: 'SQUAD',
  point: 'POINT',
  'field guns': 'FG',
  head: 'HD',
  torso: 'T',
  'right arm': 'RA',
  'left arm': 'LA',
  legs: 'L',
  'main gun': 'MG',
  nose: 'NOS',
  'left wing': 'LWG',
  'right wing': 'RWG',
  aft: 'AFT',
  wings: 'WINGS',
  guns: 'GUNS',
  'fore left': 'FLS',
  'fore right': 'FRS',
  'aft left': 'ALS',
  'aft right': 'ARS',
  'left broadside': 'LBS',
  'right broadside': 'RBS',
  hull: 'HULL',
};

/** Foot, jump and mechanised platoons: walking and jumping MP (TW conventional infantry). */
export const INFANTRY_MOTION: Readonly<Record<string, { walk: number; jump: number; tonsPerTrooper: number }>> = {
  leg: { walk: 1, jump: 0, tonsPerTrooper: 0.085 },
  motorized: { walk: 3, jump: 0, tonsPerTrooper: 0.195 },
  jump: { walk: 1, jump: 3, tonsPerTrooper: 0.165 },
  hover: { walk: 5, jump: 0, tonsPerTrooper: 1 },
  wheeled: { walk: 4, jump: 0, tonsPerTrooper: 1 },
  tracked: { walk: 3, jump: 0, tonsPerTrooper: 1 },
  vtol: { walk: 6, jump: 0, tonsPerTrooper: 1.9 },
  umu: { walk: 1, jump: 0, tonsPerTrooper: 0.135 },
  submarine: { walk: 3, jump: 0, tonsPerTrooper: 0.9 },
};

/** Battle armour weight classes 0–4 (PA(L), light, medium, heavy, assault): the heaviest suit of each, in tons. */
export const BA_SUIT_TONS: readonly number[] = [0.4, 0.75, 1, 1.5, 2];

export const ENGINE_TYPES: readonly string[] = [
  'ICE',
  'Fusion',
  'XL',
  'XXL',
  'Fuel Cell',
  'Light',
  'Compact',
  'Fission',
  'None',
  'Maglev',
  'Steam',
  'Battery',
  'Solar',
  'External',
];
