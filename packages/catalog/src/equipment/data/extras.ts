/** Names found in official MegaMek 2021 files that its own equipment table handled outside the table (legacy capacity
 * markers) or not at all; each is an entry of its own so no name is ever dropped. */
import type { RawEquipment } from '../raw';

export const EXTRAS: readonly RawEquipment[] = [
  { i: 'MASH Operation Theater', n: 'MASH Operation Theater (legacy marker)', a: [], tb: 'All', t: 0, c: 0, bv: 0, f: ['legacy-capacity'], ref: 'legacy' },
  { i: 'ISDroneExtra', n: 'Drone Carrier Control System extra capacity (legacy marker)', a: ['CLDroneExtra'], tb: 'All', t: 0, c: 0, bv: 0, f: ['legacy-capacity'], ref: 'legacy' },
  { i: 'AdvRoboticTransportSystem', n: 'Advanced Robotic Transport System', a: [], tb: 'IS', t: 0, c: 0, bv: 0, f: ['unresolved-in-megamek-2021'], ref: 'legacy' },
  { i: 'Ejection Seat', n: 'Ejection Seat', a: [], tb: 'All', t: 0.5, c: 1, bv: 0, f: ['ejection-seat'], ref: 'legacy' },
];
