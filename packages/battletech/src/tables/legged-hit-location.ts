import { defineRollTable, type RollTable } from '@marshal/core';
import { tacops, tw } from '../rules/sources';
import {
  type AttackDirection,
  FRONT_CELLS,
  type HitCells,
  type HitKind,
  LEFT_CELLS,
  type MechHit,
  PUNCH_FRONT,
  RIGHT_CELLS,
  mechTable,
} from './mech-hit-location';

/** Quad and tripod hit locations: the 'Mech tables with four legs in the arm and leg places, or a centre leg rolled for. */
const QUAD_NAMES: Readonly<Record<string, string>> = { LA: 'FLL', RA: 'FRL', LL: 'RLL', RL: 'RRL' };
const quadCells = (cells: HitCells): HitCells => cells.map(([on, loc, tac]) => [on, QUAD_NAMES[loc] ?? loc, tac] as const);

const QUAD = "'Mech Hit Location Table (four-legged 'Mechs)";
const QSRC = "Four-legged 'Mechs: front legs take the arm results, rear legs the leg results (MegaMek QuadMek)";
const quad = (id: string, title: string, roll: string, direction: AttackDirection, cells: HitCells, name: string): RollTable<MechHit> => {
  const t = mechTable(id, title, roll, direction, cells, name);
  return { ...t, notes: [...(t.notes ?? []), QSRC] };
};

export const quadHitFront = quad('quad-hit-location-front', "Quad 'Mech hit location — front attack", '2d6', 'front', quadCells(FRONT_CELLS), QUAD);
export const quadHitRear = quad('quad-hit-location-rear', "Quad 'Mech hit location — rear attack", '2d6', 'rear', quadCells(FRONT_CELLS), QUAD);
export const quadHitLeft = quad('quad-hit-location-left', "Quad 'Mech hit location — left side attack", '2d6', 'left', quadCells(LEFT_CELLS), QUAD);
export const quadHitRight = quad('quad-hit-location-right', "Quad 'Mech hit location — right side attack", '2d6', 'right', quadCells(RIGHT_CELLS), QUAD);

const QPUNCH = "Punch Location Table (four-legged 'Mechs: rear attacks strike the rear legs)";
export const quadPunchFront = quad('quad-punch-location-front', "Quad 'Mech punch location — front attack", '1d6', 'front', quadCells(PUNCH_FRONT), QPUNCH);
export const quadPunchRear = quad(
  'quad-punch-location-rear',
  "Quad 'Mech punch location — rear attack",
  '1d6',
  'rear',
  [
    [1, 'RLL'],
    [2, 'LT'],
    [3, 'CT'],
    [4, 'RT'],
    [5, 'RRL'],
    [6, 'HD'],
  ],
  QPUNCH,
);
export const quadPunchLeft = quad(
  'quad-punch-location-left',
  "Quad 'Mech punch location — left side attack",
  '1d6',
  'left',
  [
    [[1, 2], 'LT'],
    [3, 'CT'],
    [4, 'FLL'],
    [5, 'RLL'],
    [6, 'HD'],
  ],
  QPUNCH,
);
export const quadPunchRight = quad(
  'quad-punch-location-right',
  "Quad 'Mech punch location — right side attack",
  '1d6',
  'right',
  [
    [[1, 2], 'RT'],
    [3, 'CT'],
    [4, 'FRL'],
    [5, 'RRL'],
    [6, 'HD'],
  ],
  QPUNCH,
);

const QKICK = "Kick Location Table (four-legged 'Mechs)";
export const quadKickFront = quad(
  'quad-kick-location-front',
  "Quad 'Mech kick location — front attack",
  '1d6',
  'front',
  [
    [[1, 3], 'FLL'],
    [[4, 6], 'FRL'],
  ],
  QKICK,
);
export const quadKickRear = quad(
  'quad-kick-location-rear',
  "Quad 'Mech kick location — rear attack",
  '1d6',
  'rear',
  [
    [[1, 3], 'RLL'],
    [[4, 6], 'RRL'],
  ],
  QKICK,
);
export const quadKickLeft = quad(
  'quad-kick-location-left',
  "Quad 'Mech kick location — left side attack",
  '1d6',
  'left',
  [
    [[1, 3], 'RLL'],
    [[4, 6], 'FLL'],
  ],
  QKICK,
);
export const quadKickRight = quad(
  'quad-kick-location-right',
  "Quad 'Mech kick location — right side attack",
  '1d6',
  'right',
  [
    [[1, 3], 'FRL'],
    [[4, 6], 'RRL'],
  ],
  QKICK,
);

export const QUAD_HIT_TABLES: Readonly<Record<HitKind, Readonly<Record<AttackDirection, RollTable<MechHit>>>>> = {
  standard: { front: quadHitFront, rear: quadHitRear, left: quadHitLeft, right: quadHitRight },
  punch: { front: quadPunchFront, rear: quadPunchRear, left: quadPunchLeft, right: quadPunchRight },
  kick: { front: quadKickFront, rear: quadKickRear, left: quadKickLeft, right: quadKickRight },
};

/**
 * Tripods: a leg result (and every kick) rolls 1D6 for which leg — 1–2 right, 3–4 centre, 5–6 left — with +1 from the
 * left side and −1 from the right (Tactical Operations; MegaMek TripodMek).
 */
export const tripodLeg = defineRollTable<string>({
  id: 'tripod-leg-location',
  title: 'Tripod leg hit (1D6; +1 from the left, −1 from the right)',
  roll: '1d6',
  range: [0, 7],
  outside: 'clamp',
  source: tacops("Tripod 'Mechs › Hit Location", { note: 'MegaMek TripodMek: 1–2 right leg, 3–4 centre leg, 5–6 left leg' }),
  rows: [
    { on: [0, 2], label: 'Right Leg', result: 'RL' },
    { on: [3, 4], label: 'Center Leg', result: 'CL' },
    { on: [5, 7], label: 'Left Leg', result: 'LL' },
  ],
});

export const TRIPOD_LEG_MODIFIER: Readonly<Record<AttackDirection, number>> = { front: 0, rear: 0, left: 1, right: -1 };

export const leggedTables: readonly RollTable<unknown>[] = [
  quadHitFront,
  quadHitRear,
  quadHitLeft,
  quadHitRight,
  quadPunchFront,
  quadPunchRear,
  quadPunchLeft,
  quadPunchRight,
  quadKickFront,
  quadKickRear,
  quadKickLeft,
  quadKickRight,
  tripodLeg,
];

export const QUAD_SOURCE = tw("Four-Legged 'Mechs", { note: QSRC });
