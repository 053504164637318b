import { describe, expect, it } from 'vitest';
import { createBattleUnit, systemHits, tsmActive } from './battle-unit';
import { classifySlot } from './slots';
import { mech, mechUnit, vehicleUnit, withHeat } from '../test/fixtures';

describe('battle state from a catalog unit', () => {
  it('armour (with rear), structure, slots and pilot', () => {
    const u = mech({ tonnage: 50 }, { gunnery: 3, piloting: 4 });
    expect(u.locations.CT).toMatchObject({ armor: 32, rear: 5, structure: 16, destroyed: false });
    expect(u.locations.LA!.rear).toBeNull();
    expect(u.slots.HD).toHaveLength(6);
    expect(u.slots.CT!.map((s) => s.system).slice(0, 4)).toEqual(['engine', 'engine', 'engine', 'gyro']);
    expect(u.pilot).toEqual({ gunnery: 3, piloting: 4, hits: 0, conscious: true, dead: false });
    expect(systemHits(u)).toEqual({ engine: 0, gyro: 0, sensors: 0, lifeSupport: 0, cockpit: 0 });
    expect(u.capabilities).toMatchObject({ hitTable: 'biped-mech', pilotingRolls: true, tracksHeat: true });
  });
  it('TSM is active from 9 heat', () => {
    const u = mech({ tonnage: 50, tsm: true });
    expect(u.tsm).toBe(true);
    expect(tsmActive(withHeat(u, 8))).toBe(false);
    expect(tsmActive(withHeat(u, 9))).toBe(true);
  });
  it('head and leg slot padding is dropped', () => {
    const raw = mechUnit({ tonnage: 50 });
    const padded = { ...raw, criticals: { ...raw.criticals, HD: [...raw.criticals.HD!, null, null, null, null, null, null] } };
    expect(createBattleUnit(padded, { gunnery: 4, piloting: 5 }).slots.HD).toHaveLength(6);
  });
  it('refuses kinds combat does not cover, and bad skills, naming the field', () => {
    expect(() => createBattleUnit({ ...mechUnit({ tonnage: 50 }), kind: 'aerospace' }, { gunnery: 4, piloting: 5 })).toThrow(/field kind: .*aerospace/u);
    expect(() => createBattleUnit(mechUnit({ tonnage: 50 }), { gunnery: 9, piloting: 5 })).toThrow(/gunnery/u);
    expect(() => createBattleUnit({ ...mechUnit({ tonnage: 50 }), configuration: 'lam' }, { gunnery: 4, piloting: 5 })).toThrow(/do not cover lam mech units/u);
    expect(() => createBattleUnit({ ...mechUnit({ tonnage: 50 }), kind: 'protomech' }, { gunnery: 4, piloting: 5 })).toThrow(/protomech/u);
  });
  it('vehicles get vehicle capabilities', () => {
    expect(createBattleUnit(vehicleUnit(), { gunnery: 4, piloting: 5 }).capabilities.criticals).toBe('vehicle-table');
  });
  it('classifies MegaMek slot names', () => {
    expect(
      [
        'Fusion Engine',
        'Engine',
        'Gyro',
        'Heavy Duty Gyro',
        'Life Support',
        'Hand Actuator',
        'Foot Actuator',
        'Double Heat Sink',
        'Jump Jet',
        'IS Ammo AC/20',
        'ISCASE',
        'Endo Steel',
        'Medium Laser',
        '-Empty-',
        null,
      ].map(classifySlot),
    ).toEqual([
      'engine',
      'engine',
      'gyro',
      'gyro',
      'life-support',
      'hand',
      'foot',
      'heat-sink',
      'jump-jet',
      'ammo',
      'case',
      'structural',
      'equipment',
      'empty',
      'empty',
    ]);
  });
});
