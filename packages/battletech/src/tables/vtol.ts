import { defineRollTable, type RollTable } from '@marshal/core';
import { tw } from '../rules/sources';
import type { AttackDirection } from './mech-hit-location';
import { type VehicleCritical, type VehicleHit, critTable } from './vehicle';

/** VTOL hit location (rotor results), and the VTOL critical tables (front, sides, rear, rotor, chin turret). */
const NAMES: Record<string, string> = { FR: 'Front', LS: 'Left Side', RS: 'Right Side', RR: 'Rear', TU: 'Chin Turret', RO: 'Rotor' };
const lab = (h: VehicleHit) => `${NAMES[h.location] ?? h.location}${h.motive ? ' (rotor damage: −1 cruise MP)' : ''}${h.critical ? ' + critical' : ''}`;

const SOURCE = tw('VTOL › Hit Location', {
  table: 'VTOL Hit Location Table',
  note: "MegaMek VTOL.rollHitLocation (checked): 3, 10, 11 rotor; 4 chin turret (rotor without one); 12 rotor + critical; from a side 5 front and 9 rear. MegaMek gives front and rear attacks alike 5 right side, 9 left side; Total Warfare's vehicle pattern mirrors them for a rear attack (5 left, 9 right) and Marshal follows Total Warfare",
});

function vtolTable(direction: AttackDirection, side: string, five: string, nine: string): RollTable<VehicleHit> {
  const v = (location: string, motive = false, critical = false): VehicleHit => ({ location, motive, critical });
  const sideOn = direction === 'left' || direction === 'right';
  const rows: [number | [number, number], VehicleHit][] = [
    [2, v(side, false, true)],
    [3, v('RO', true)],
    [4, v('TU')],
    [5, v(five)],
    [[6, 7], v(side)],
    [8, v(side, false, sideOn)],
    [9, v(nine)],
    [[10, 11], v('RO', true)],
    [12, v('RO', true, true)],
  ];
  return defineRollTable({
    id: `vtol-hit-location-${direction}`,
    title: `VTOL hit location — ${direction} attack`,
    roll: '2d6',
    source: SOURCE,
    rows: rows.map(([on, result]) => ({ on, label: lab(result), result })),
    notes: ['No chin turret: the turret result strikes the rotor.'],
  });
}

export const vtolHitFront = vtolTable('front', 'FR', 'RS', 'LS');
export const vtolHitRear = vtolTable('rear', 'RR', 'LS', 'RS');
export const vtolHitLeft = vtolTable('left', 'LS', 'FR', 'RR');
export const vtolHitRight = vtolTable('right', 'RS', 'FR', 'RR');

export const VTOL_HIT_TABLES: Readonly<Record<AttackDirection, RollTable<VehicleHit>>> = {
  front: vtolHitFront,
  rear: vtolHitRear,
  left: vtolHitLeft,
  right: vtolHitRight,
};

const CRIT = tw('VTOL › Critical Damage', { table: 'VTOL Critical Hits Table', note: 'results as MegaMek VTOL.getCriticalEffect reads them' });
const crit = (where: string, results: readonly VehicleCritical[]) => critTable(where, results, CRIT, 'vtol', 'VTOL');

export const vtolCritFront = crit('front', ['copilot-hit', 'weapon-malfunction', 'stabilizer', 'sensors', 'pilot-hit', 'weapon-destroyed', 'crew-killed']);
export const vtolCritSide = crit('side', ['weapon-malfunction', 'cargo-hit', 'stabilizer', 'weapon-destroyed', 'engine-hit', 'ammunition', 'fuel-tank']);
export const vtolCritRear = crit('rear', ['cargo-hit', 'weapon-malfunction', 'stabilizer', 'weapon-destroyed', 'sensors', 'engine-hit', 'fuel-tank']);
export const vtolCritRotor = crit('rotor', [
  'rotor-damage',
  'rotor-damage',
  'rotor-damage',
  'flight-stabilizer',
  'flight-stabilizer',
  'rotor-destroyed',
  'rotor-destroyed',
]);
export const vtolCritTurret = crit('turret', [
  'stabilizer',
  'turret-jam',
  'weapon-malfunction',
  'turret-locks',
  'weapon-destroyed',
  'ammunition',
  'turret-blown-off',
]);

export const VTOL_CRIT_TABLES: Readonly<Record<string, RollTable<VehicleCritical>>> = {
  FR: vtolCritFront,
  LS: vtolCritSide,
  RS: vtolCritSide,
  RR: vtolCritRear,
  RO: vtolCritRotor,
  TU: vtolCritTurret,
};

export const vtolTables: readonly RollTable<unknown>[] = [
  vtolHitFront,
  vtolHitRear,
  vtolHitLeft,
  vtolHitRight,
  vtolCritFront,
  vtolCritSide,
  vtolCritRear,
  vtolCritRotor,
  vtolCritTurret,
];
