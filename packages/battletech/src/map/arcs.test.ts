import { describe, expect, it } from 'vitest';
import { arcsContaining, attackDirection, parseHexLabel } from '@marshal/core';
import { MECH_ATTACK_DIRECTIONS, MECH_FIRING_ARCS, VEHICLE_ATTACK_DIRECTIONS, VEHICLE_FIRING_ARCS } from './arcs';

const L = (s: string) => parseHexLabel(s);

describe('Total Warfare arcs', () => {
  const at = L('0808');
  it("a 'Mech facing north: front 120°, one hexside each side, rear 120°", () => {
    expect(arcsContaining(MECH_FIRING_ARCS, at, 0, L('0804'))).toEqual(['front']);
    expect(arcsContaining(MECH_FIRING_ARCS, at, 0, L('1206'))).toEqual(['front']); // on the front/right boundary row
    expect(arcsContaining(MECH_FIRING_ARCS, at, 0, L('1208'))).toEqual(['right']);
    expect(arcsContaining(MECH_FIRING_ARCS, at, 0, L('0812'))).toEqual(['rear']);
    expect(arcsContaining(MECH_FIRING_ARCS, at, 0, L('0408'))).toEqual(['left']);
    expect(arcsContaining(MECH_FIRING_ARCS, at, 3, L('0812'))).toEqual(['front']);
  });
  it('a vehicle turret covers every direction', () => {
    expect(arcsContaining(VEHICLE_FIRING_ARCS, at, 0, L('0812'))).toEqual(['rear', 'turret']);
  });
  it('attack direction: one side, or two where the line runs along the boundary (defender chooses)', () => {
    expect(attackDirection(MECH_ATTACK_DIRECTIONS, at, 0, L('0804'))).toEqual(['front']);
    expect(attackDirection(MECH_ATTACK_DIRECTIONS, at, 0, L('1008'))).toEqual(['front', 'right']);
    expect(attackDirection(MECH_ATTACK_DIRECTIONS, at, 0, L('1009'))).toEqual(['right']);
    expect(attackDirection(MECH_ATTACK_DIRECTIONS, at, 0, L('0811'))).toEqual(['rear']);
    expect(attackDirection(VEHICLE_ATTACK_DIRECTIONS, at, 0, L('0908'))).toEqual(['right']);
    expect(attackDirection(VEHICLE_ATTACK_DIRECTIONS, at, 0, L('0907'))).toEqual(['front', 'right']);
    expect(attackDirection(VEHICLE_ATTACK_DIRECTIONS, at, 0, L('0906'))).toEqual(['front']);
  });
});
