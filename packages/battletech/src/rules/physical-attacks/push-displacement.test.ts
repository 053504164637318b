import { type Facing, type Hex, parseHexLabel } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { mechMover, type Mover } from '../../map/movement-cost';
import { testMap } from '../../map/test-boards';
import { type DisplacementPiece, pushDisplacement } from './push-displacement';

const piece = (id: string, at: Hex, facing: Facing = 0, mover: Mover = mechMover(4), canFall = true): DisplacementPiece => ({
  id,
  hex: at,
  facing,
  mover,
  canFall,
});
const hex = (label: string): Hex => parseHexLabel(label);
const tank: Mover = { walk: 4, jump: 0, maxLevelChange: 1, mpPerLevel: 2, maxWaterDepth: 0, paysForBuildings: true };

// Facing 0 is north: the hex north of 0506 is 0505.
describe('push displacement', () => {
  it('moves the target one hex the way the attacker faces; the attacker follows; the target rolls', () => {
    const r = pushDisplacement({ map: testMap([]), attacker: piece('a', hex('0506')), target: piece('t', hex('0505')), others: [] });
    expect(r.displaced).toBe(true);
    expect(r.positions).toEqual({ t: hex('0504'), a: hex('0505') });
    expect(r.effects.filter((e) => e.kind === 'psr')).toMatchObject([{ unit: 't', trigger: 'pushed' }]);
  });

  it('pushes a unit in the way along (domino) and it rolls too', () => {
    const r = pushDisplacement({ map: testMap([]), attacker: piece('a', hex('0506')), target: piece('t', hex('0505')), others: [piece('b', hex('0504'), 2)] });
    expect(r.positions).toEqual({ t: hex('0504'), b: hex('0503'), a: hex('0505') });
    expect(r.effects.filter((e) => e.kind === 'psr').map((e) => e.kind === 'psr' && `${e.unit}:${e.trigger}`)).toEqual(['t:pushed', 'b:domino']);
  });

  it('does not move the target into a hex it cannot climb into, but it still rolls', () => {
    const r = pushDisplacement({ map: testMap(['0505 3']), attacker: piece('a', hex('0507')), target: piece('t', hex('0506')), others: [] });
    expect(r.displaced).toBe(false);
    expect(r.reason).toMatch(/3 levels higher/u);
    expect(r.positions).toEqual({});
    expect(r.effects).toMatchObject([{ kind: 'psr', unit: 't', trigger: 'pushed' }]);
  });

  it('refuses when the unit in the way cannot be displaced', () => {
    const r = pushDisplacement({
      map: testMap(['0504 0 impassable:1']),
      attacker: piece('a', hex('0507')),
      target: piece('t', hex('0506')),
      others: [piece('b', hex('0505'))],
    });
    expect(r.displaced).toBe(false);
    expect(r.reason).toMatch(/b is in the way/u);
  });

  it('a drop of two or more levels is a fall instead of a piloting roll', () => {
    const r = pushDisplacement({
      map: testMap(['0506 3', '0507 3', '0505 0']),
      attacker: piece('a', hex('0507')),
      target: piece('t', hex('0506')),
      others: [],
    });
    expect(r.effects).toContainEqual(expect.objectContaining({ kind: 'fall', unit: 't', levels: 3 }));
    expect(r.effects.some((e) => e.kind === 'psr')).toBe(false);
  });

  it('water adds a water roll for a unit that can enter it and destroys a ground vehicle', () => {
    const mech = pushDisplacement({ map: testMap(['0505 0 water:2']), attacker: piece('a', hex('0507')), target: piece('t', hex('0506')), others: [] });
    expect(mech.effects.filter((e) => e.kind === 'psr').map((e) => e.kind === 'psr' && e.trigger)).toEqual(['pushed', 'water-depth-2']);
    const vehicle = pushDisplacement({
      map: testMap(['0505 0 water:1']),
      attacker: piece('a', hex('0507')),
      target: piece('t', hex('0506'), 0, tank, false),
      others: [],
    });
    expect(vehicle.effects).toContainEqual(expect.objectContaining({ kind: 'destroyed', unit: 't' }));
  });

  it('off the map: the unit leaves play unless the caller forbids it', () => {
    const off = pushDisplacement({ map: testMap([]), attacker: piece('a', hex('0502')), target: piece('t', hex('0501')), others: [] });
    expect(off.positions).toEqual({ t: null, a: hex('0501') });
    expect(off.effects[0]).toMatchObject({ kind: 'off-map', unit: 't' });
    const blocked = pushDisplacement({
      map: testMap([]),
      attacker: piece('a', hex('0502')),
      target: piece('t', hex('0501')),
      others: [],
      offMapAllowed: false,
    });
    expect(blocked.displaced).toBe(false);
  });
});
