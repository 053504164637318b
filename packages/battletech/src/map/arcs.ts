// Total Warfare's arcs on the hex grid: a 'Mech's and a vehicle's firing arcs, and the side of the target an attack strikes (core has the arc maths).
import { arc, type Arc } from '@marshal/core';

/** Weapon firing arcs of a 'Mech (front 120°, one hexside each side, rear 120°). */
export const MECH_FIRING_ARCS: readonly Arc[] = [
  arc('front', 'front', 300, 60, true, true),
  arc('right', 'right side', 60, 120, false, true),
  arc('rear', 'rear', 120, 240, false, false),
  arc('left', 'left side', 240, 300, true, false),
];

/** Weapon firing arcs of a vehicle: as a 'Mech's, plus a turret that covers all round. */
export const VEHICLE_FIRING_ARCS: readonly Arc[] = [...MECH_FIRING_ARCS, arc('turret', 'turret', 0, 0, true, true)];

/** Which hit-location column an attack uses, by the bearing from the target to the attacker. */
export const MECH_ATTACK_DIRECTIONS: readonly Arc[] = [
  arc('front', 'front', 270, 90, false, false),
  arc('right', 'right side', 90, 150, false, false),
  arc('rear', 'rear', 150, 210, false, false),
  arc('left', 'left side', 210, 270, false, false),
];

export const VEHICLE_ATTACK_DIRECTIONS: readonly Arc[] = [
  arc('front', 'front', 330, 30, false, false),
  arc('right', 'right side', 30, 150, false, false),
  arc('rear', 'rear', 150, 210, false, false),
  arc('left', 'left side', 210, 330, false, false),
];
