import { describe, expect, it } from 'vitest';
import { formatSource } from '@marshal/core';
import { equipmentTable } from './table';
import { findEquipment, matchEquipment } from './find-equipment';
import { parseMountName } from './mount-name';
import { hasFlag } from './types';

describe('equipment table', () => {
  it('has weapons first, then ammunition, then other equipment, each with a source', () => {
    const table = equipmentTable();
    expect(table.length).toBeGreaterThan(1700);
    expect(table[0]!.category).toBe('weapon');
    expect(table[table.length - 1]!.category).toBe('misc');
    for (const entry of table) expect(formatSource(entry.source)).not.toBe('');
  });
  it('gives a medium laser its Total Warfare numbers', () => {
    const ml = findEquipment('Medium Laser')!;
    expect(ml).toMatchObject({ id: 'Medium Laser', damage: 5, heat: 3, tonnage: 1, slots: 1, bv: 46, explosive: false });
    expect(ml.ranges).toEqual({ min: 0, short: 3, medium: 6, long: 9, extreme: 12 });
  });
  it('knows cluster weapons, minimum ranges and flags', () => {
    const lrm = findEquipment('ISLRM15')!;
    expect(lrm).toMatchObject({ damage: 'cluster', clusterSize: 15, damagePerShot: 1, heat: 5, bv: 136, ammoType: 'LRM' });
    expect(lrm.ranges!.min).toBe(6);
    expect(hasFlag(lrm, 'artemis-capable')).toBe(true);
    expect(hasFlag(findEquipment('ISMediumPulseLaser')!, 'pulse')).toBe(true);
    expect(hasFlag(findEquipment('Autocannon/10')!, 'precision-capable')).toBe(true);
    expect(findEquipment('ISSNPPC')!.damageByRange).toEqual([10, 8, 5]);
    expect(findEquipment('ISGaussRifle')!.explosive).toBe(true);
  });
  it('describes ammunition per ton', () => {
    const ammo = findEquipment('IS Ammo AC/20')!;
    expect(ammo).toMatchObject({ category: 'ammo', ammoPerTon: 5, explosive: true, ammoType: 'AC' });
    expect(findEquipment('IS Ammo SRM-6')!.damagePerShot).toBe(2);
  });
  it('looks names up case-insensitively and retries with the tech-base prefix', () => {
    expect(findEquipment('medium laser')?.id).toBe('Medium Laser');
    expect(findEquipment('Gauss Ammo', { techBase: 'Clan' })?.techBase).toBe('Clan');
    expect(findEquipment('Gauss Ammo', { techBase: 'IS' })?.techBase).toBe('IS');
  });
  it('reads munitions and legacy sizes out of names', () => {
    expect(matchEquipment('IS Ammo LRM-15 Artemis-capable')).toMatchObject({ entry: { id: 'IS Ammo LRM-15' }, munition: 'Artemis-capable' });
    expect(matchEquipment('ISArrowIVHomingAmmo')).toMatchObject({ munition: 'Homing' });
    expect(matchEquipment('Cargo (2 tons)')?.size).toBe(2);
  });
  it('returns undefined for unknown names', () => {
    expect(findEquipment('Flux Capacitor')).toBeUndefined();
  });
});

describe('mount names', () => {
  it('strips rear, turret, omni-pod, armoured and size marks', () => {
    expect(parseMountName('Medium Laser (R)')).toMatchObject({ name: 'Medium Laser', rear: true });
    expect(parseMountName('ISERPPC (T) (OMNIPOD)')).toMatchObject({ name: 'ISERPPC', turret: true, omniPod: true });
    expect(parseMountName('Cargo:size:11.0')).toMatchObject({ name: 'Cargo', size: 11 });
    expect(parseMountName('ISAngelECMSuite (armored)')).toMatchObject({ name: 'ISAngelECMSuite', armored: true });
  });
});
