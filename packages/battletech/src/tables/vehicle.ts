import { defineRollTable, type RollTable } from '@marshal/core';
import { tw } from '../rules/sources';
import type { AttackDirection } from './mech-hit-location';

/** Ground vehicle hit location (with motive-damage and critical marks), motive damage and vehicle critical tables. */
export interface VehicleHit {
  /** FR, LS, RS, RR or TU; 'attacked' = the location facing the attacker (used when there is no turret). */
  readonly location: string;
  readonly motive: boolean;
  readonly critical: boolean;
}

const NAMES: Record<string, string> = { FR: 'Front', LS: 'Left Side', RS: 'Right Side', RR: 'Rear', TU: 'Turret' };
const lab = (h: VehicleHit) => `${NAMES[h.location] ?? h.location}${h.motive ? ' (motive check)' : ''}${h.critical ? ' + critical' : ''}`;

function vehicleTable(direction: AttackDirection, side: string, five: string, nine: string, note?: string): RollTable<VehicleHit> {
  const v = (location: string, motive = false, critical = false): VehicleHit => ({ location, motive, critical });
  const rows: [number | [number, number], VehicleHit][] = [
    [2, v(side, false, true)],
    [[3, 4], v(side, true)],
    [5, v(five, true)],
    [[6, 7], v(side)],
    [8, v(side, false, direction === 'left' || direction === 'right')],
    [9, v(nine, true)],
    [[10, 11], v('TU')],
    [12, v('TU', false, true)],
  ];
  return defineRollTable({
    id: `vehicle-hit-location-${direction}`,
    title: `Ground vehicle hit location — ${direction} attack`,
    roll: '2d6',
    source: tw('Combat Vehicles › Hit Location', { table: 'Ground Combat Vehicle Hit Location Table', ...(note ? { note } : {}) }),
    rows: rows.map(([on, result]) => ({ on, label: lab(result), result })),
    notes: ['No turret: turret results strike the location facing the attacker.'],
  });
}

export const vehicleHitFront = vehicleTable(
  'front',
  'FR',
  'RS',
  'LS',
  'Total Warfare gives Right Side on a 5 from the front; MegaMek maps it to the left side (MegaMek issue #8850) — Marshal follows Total Warfare',
);
export const vehicleHitRear = vehicleTable('rear', 'RR', 'LS', 'RS');
export const vehicleHitLeft = vehicleTable('left', 'LS', 'FR', 'RR');
export const vehicleHitRight = vehicleTable('right', 'RS', 'FR', 'RR');

export const VEHICLE_HIT_TABLES: Readonly<Record<AttackDirection, RollTable<VehicleHit>>> = {
  front: vehicleHitFront,
  rear: vehicleHitRear,
  left: vehicleHitLeft,
  right: vehicleHitRight,
};

export type MotiveResult = 'none' | 'minor' | 'moderate' | 'heavy' | 'immobilized';

export const vehicleMotiveDamage = defineRollTable<MotiveResult>({
  id: 'vehicle-motive-damage',
  title: 'Motive system damage',
  roll: '2d6',
  range: [0, 20],
  outside: 'clamp',
  source: tw('Combat Vehicles › Motive System Damage', { table: 'Motive System Damage Table' }),
  rows: [
    { on: [0, 5], label: 'No effect', result: 'none' },
    { on: [6, 7], label: 'Minor damage: +1 to driving rolls', result: 'minor' },
    { on: [8, 9], label: 'Moderate damage: −1 cruise MP, +2 to driving rolls', result: 'moderate' },
    { on: [10, 11], label: 'Heavy damage: cruise MP halved, +3 to driving rolls', result: 'heavy' },
    { on: [12, 20], label: 'Immobilized', result: 'immobilized' },
  ],
});

export type VehicleCritical =
  | 'none'
  | 'driver-hit'
  | 'commander-hit'
  | 'crew-stunned'
  | 'crew-killed'
  | 'weapon-malfunction'
  | 'weapon-destroyed'
  | 'stabilizer'
  | 'sensors'
  | 'cargo-hit'
  | 'engine-hit'
  | 'fuel-tank'
  | 'ammunition'
  | 'turret-jam'
  | 'turret-locks'
  | 'turret-blown-off'
  | 'copilot-hit'
  | 'pilot-hit'
  | 'rotor-damage'
  | 'flight-stabilizer'
  | 'rotor-destroyed';

const CRIT_LABELS: Record<VehicleCritical, string> = {
  none: 'No critical hit',
  'driver-hit': 'Driver hit',
  'commander-hit': 'Commander hit',
  'crew-stunned': 'Crew stunned',
  'crew-killed': 'Crew killed',
  'weapon-malfunction': 'Weapon malfunction',
  'weapon-destroyed': 'Weapon destroyed',
  stabilizer: 'Stabilizer',
  sensors: 'Sensors',
  'cargo-hit': 'Cargo/infantry hit',
  'engine-hit': 'Engine hit',
  'fuel-tank': 'Fuel tank hit (fusion engine: engine hit)',
  ammunition: 'Ammunition',
  'turret-jam': 'Turret jam',
  'turret-locks': 'Turret locks',
  'turret-blown-off': 'Turret blown off',
  'copilot-hit': 'Co-pilot hit',
  'pilot-hit': 'Pilot hit',
  'rotor-damage': 'Rotor damage (−1 cruise MP)',
  'flight-stabilizer': 'Flight stabilizer hit (+3 to piloting rolls)',
  'rotor-destroyed': 'Rotor destroyed (the VTOL crashes)',
};

export function critTable(
  where: string,
  results: readonly VehicleCritical[],
  source = tw('Combat Vehicles › Critical Damage', { table: 'Ground Combat Vehicle Critical Hits Table' }),
  prefix = 'vehicle',
  title = 'Ground vehicle',
): RollTable<VehicleCritical> {
  return defineRollTable({
    id: `${prefix}-critical-${where}`,
    title: `${title} critical hits — ${where}`,
    roll: '2d6',
    source,
    rows: [
      { on: [2, 5] as [number, number], label: CRIT_LABELS.none, result: 'none' as VehicleCritical },
      ...results.map((r, i) => ({ on: 6 + i, label: CRIT_LABELS[r], result: r })),
    ],
  });
}

export const vehicleCritFront = critTable('front', [
  'driver-hit',
  'weapon-malfunction',
  'stabilizer',
  'sensors',
  'commander-hit',
  'weapon-destroyed',
  'crew-killed',
]);
export const vehicleCritSide = critTable('side', [
  'cargo-hit',
  'weapon-malfunction',
  'crew-stunned',
  'stabilizer',
  'weapon-destroyed',
  'engine-hit',
  'fuel-tank',
]);
export const vehicleCritRear = critTable('rear', [
  'weapon-malfunction',
  'cargo-hit',
  'stabilizer',
  'weapon-destroyed',
  'engine-hit',
  'ammunition',
  'fuel-tank',
]);
export const vehicleCritTurret = critTable('turret', [
  'stabilizer',
  'turret-jam',
  'weapon-malfunction',
  'turret-locks',
  'weapon-destroyed',
  'ammunition',
  'turret-blown-off',
]);

export const VEHICLE_CRIT_TABLES: Readonly<Record<string, RollTable<VehicleCritical>>> = {
  FR: vehicleCritFront,
  LS: vehicleCritSide,
  RS: vehicleCritSide,
  RR: vehicleCritRear,
  TU: vehicleCritTurret,
};

export const vehicleTables: readonly RollTable<unknown>[] = [
  vehicleHitFront,
  vehicleHitRear,
  vehicleHitLeft,
  vehicleHitRight,
  vehicleMotiveDamage,
  vehicleCritFront,
  vehicleCritSide,
  vehicleCritRear,
  vehicleCritTurret,
];
