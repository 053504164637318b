import { describe, expect, it } from 'vitest';
import { catalogAmmoDamage, catalogWeaponLookup } from './catalog-weapons';

describe('catalog equipment adapter', () => {
  it('reads weapons from the equipment table', () => {
    expect(catalogWeaponLookup('CLERMediumLaser')).toMatchObject({ damage: 7, heat: 5, ranges: { min: 0, short: 5, medium: 10, long: 15 } });
    expect(catalogWeaponLookup('ISLRM20')).toMatchObject({ damage: 1, cluster: { size: 20, damagePerMissile: 1, group: 5 }, ranges: { min: 6 } });
    expect(catalogWeaponLookup('ISSRM6')?.cluster).toEqual({ size: 6, damagePerMissile: 2, group: 2 });
    expect(catalogWeaponLookup('ISLightMG')?.flags).toEqual(expect.arrayContaining(['mg', 'mg-light']));
    expect(catalogWeaponLookup('ISMediumPulseLaser')?.toHit).toBe(-2);
    expect(catalogWeaponLookup('Flamer')).toMatchObject({ targetHeat: 2, flags: expect.arrayContaining(['flamer']) });
  });
  it('falls back to built-in profiles for names the table does not know', () => {
    expect(catalogWeaponLookup('LB 10-X AC')?.damage).toBe(10);
  });
  it('ammunition explosion damage per shot', () => {
    expect(catalogAmmoDamage('IS Ammo AC/20')).toEqual({ damage: 20, explosive: true });
    expect(catalogAmmoDamage('Medium Laser')).toBeUndefined();
  });
});
