import { defineRollTable, type RollTable } from '@marshal/core';
import { tw } from '../rules/sources';

/** 'Mech hit-location tables: the 2D6 table by attack direction, and the 1D6 punch and kick tables. */
export interface MechHit {
  readonly location: string;
  readonly rear: boolean;
  /** A 2 on the 2D6 table: roll for a critical hit even if the armour holds. */
  readonly tac: boolean;
}

export type AttackDirection = 'front' | 'rear' | 'left' | 'right';

const NAMES: Record<string, string> = {
  HD: 'Head',
  CT: 'Center Torso',
  LT: 'Left Torso',
  RT: 'Right Torso',
  LA: 'Left Arm',
  RA: 'Right Arm',
  LL: 'Left Leg',
  RL: 'Right Leg',
  FLL: 'Front Left Leg',
  FRL: 'Front Right Leg',
  RLL: 'Rear Left Leg',
  RRL: 'Rear Right Leg',
  CL: 'Center Leg',
  FR: 'Front',
  LS: 'Left Side',
  RS: 'Right Side',
  RR: 'Rear',
  TU: 'Turret',
  RO: 'Rotor',
  PLT: 'Platoon',
  T1: 'Trooper 1',
  T2: 'Trooper 2',
  T3: 'Trooper 3',
  T4: 'Trooper 4',
  T5: 'Trooper 5',
  T6: 'Trooper 6',
};
const TORSOS = new Set(['CT', 'LT', 'RT']);

const hit = (location: string, rear: boolean, tac = false): MechHit => ({ location, rear: rear && TORSOS.has(location), tac });
const label = (h: MechHit) => `${NAMES[h.location] ?? h.location}${h.rear ? ' (rear)' : ''}${h.tac ? ' + critical chance' : ''}`;

export type HitCells = readonly (readonly [number | [number, number], string, boolean?])[];

export function mechTable(id: string, title: string, roll: string, direction: AttackDirection, cells: HitCells, tableName: string): RollTable<MechHit> {
  return defineRollTable({
    id,
    title,
    roll,
    source: tw('Hit Location', { table: tableName }),
    rows: cells.map(([on, loc, tac]) => {
      const h = hit(loc, direction === 'rear', tac ?? false);
      return { on, label: label(h), result: h };
    }),
  });
}

export const FRONT_CELLS: readonly [number | [number, number], string, boolean?][] = [
  [2, 'CT', true],
  [[3, 4], 'RA'],
  [5, 'RL'],
  [6, 'RT'],
  [7, 'CT'],
  [8, 'LT'],
  [9, 'LL'],
  [[10, 11], 'LA'],
  [12, 'HD'],
];
export const LEFT_CELLS: readonly [number | [number, number], string, boolean?][] = [
  [2, 'LT', true],
  [3, 'LL'],
  [[4, 5], 'LA'],
  [6, 'LL'],
  [7, 'LT'],
  [8, 'CT'],
  [9, 'RT'],
  [10, 'RA'],
  [11, 'RL'],
  [12, 'HD'],
];
export const RIGHT_CELLS: readonly [number | [number, number], string, boolean?][] = [
  [2, 'RT', true],
  [3, 'RL'],
  [[4, 5], 'RA'],
  [6, 'RL'],
  [7, 'RT'],
  [8, 'CT'],
  [9, 'LT'],
  [10, 'LA'],
  [11, 'LL'],
  [12, 'HD'],
];

const MECH = "'Mech Hit Location Table";
export const mechHitFront = mechTable('mech-hit-location-front', "'Mech hit location — front attack", '2d6', 'front', FRONT_CELLS, MECH);
export const mechHitRear = mechTable('mech-hit-location-rear', "'Mech hit location — rear attack", '2d6', 'rear', FRONT_CELLS, MECH);
export const mechHitLeft = mechTable('mech-hit-location-left', "'Mech hit location — left side attack", '2d6', 'left', LEFT_CELLS, MECH);
export const mechHitRight = mechTable('mech-hit-location-right', "'Mech hit location — right side attack", '2d6', 'right', RIGHT_CELLS, MECH);

export const PUNCH_FRONT: readonly [number | [number, number], string][] = [
  [1, 'LA'],
  [2, 'LT'],
  [3, 'CT'],
  [4, 'RT'],
  [5, 'RA'],
  [6, 'HD'],
];
const PUNCH_LEFT: readonly [number | [number, number], string][] = [
  [[1, 2], 'LT'],
  [3, 'CT'],
  [[4, 5], 'LA'],
  [6, 'HD'],
];
const PUNCH_RIGHT: readonly [number | [number, number], string][] = [
  [[1, 2], 'RT'],
  [3, 'CT'],
  [[4, 5], 'RA'],
  [6, 'HD'],
];
const PUNCH = 'Punch Location Table';
export const mechPunchFront = mechTable('mech-punch-location-front', "'Mech punch location — front attack", '1d6', 'front', PUNCH_FRONT, PUNCH);
export const mechPunchRear = mechTable('mech-punch-location-rear', "'Mech punch location — rear attack", '1d6', 'rear', PUNCH_FRONT, PUNCH);
export const mechPunchLeft = mechTable('mech-punch-location-left', "'Mech punch location — left side attack", '1d6', 'left', PUNCH_LEFT, PUNCH);
export const mechPunchRight = mechTable('mech-punch-location-right', "'Mech punch location — right side attack", '1d6', 'right', PUNCH_RIGHT, PUNCH);

const KICK = 'Kick Location Table';
export const mechKickFront = mechTable(
  'mech-kick-location-front',
  "'Mech kick location — front or rear attack",
  '1d6',
  'front',
  [
    [[1, 3], 'RL'],
    [[4, 6], 'LL'],
  ],
  KICK,
);
export const mechKickLeft = mechTable('mech-kick-location-left', "'Mech kick location — left side attack", '1d6', 'left', [[[1, 6], 'LL']], KICK);
export const mechKickRight = mechTable('mech-kick-location-right', "'Mech kick location — right side attack", '1d6', 'right', [[[1, 6], 'RL']], KICK);

export type HitKind = 'standard' | 'punch' | 'kick';

export const MECH_HIT_TABLES: Readonly<Record<HitKind, Readonly<Record<AttackDirection, RollTable<MechHit>>>>> = {
  standard: { front: mechHitFront, rear: mechHitRear, left: mechHitLeft, right: mechHitRight },
  punch: { front: mechPunchFront, rear: mechPunchRear, left: mechPunchLeft, right: mechPunchRight },
  kick: { front: mechKickFront, rear: mechKickFront, left: mechKickLeft, right: mechKickRight },
};

export const mechHitLocationTables: readonly RollTable<MechHit>[] = [
  mechHitFront,
  mechHitRear,
  mechHitLeft,
  mechHitRight,
  mechPunchFront,
  mechPunchRear,
  mechPunchLeft,
  mechPunchRight,
  mechKickFront,
  mechKickLeft,
  mechKickRight,
];

export const locationName = (code: string): string => NAMES[code] ?? code;
