import { describe, expect, it } from 'vitest';
import { ammoShotDamage, defaultWeaponLookup, normaliseName, requireWeapon } from './weapons';

describe('weapon profiles', () => {
  it('find weapons by MegaMek-style names', () => {
    for (const n of ['Medium Laser', 'ISMediumLaser', 'IS Medium Laser', 'medium laser']) expect(defaultWeaponLookup(n)?.name).toBe('Medium Laser');
    expect(defaultWeaponLookup('CLERMediumLaser')?.damage).toBe(7);
    expect(defaultWeaponLookup('Clan ER Medium Laser')?.damage).toBe(7);
    expect(defaultWeaponLookup('ISLRM20')?.cluster).toEqual({ size: 20, damagePerMissile: 1, group: 5 });
    expect(normaliseName('IS Ammo AC/20')).toBe('ammoac20');
  });
  it('explain unknown weapons', () => {
    expect(() => requireWeapon('Death Ray')).toThrow(/no weapon profile for "Death Ray"/u);
  });
  it('ammunition explosion damage per shot', () => {
    expect(ammoShotDamage('IS Ammo AC/20')).toEqual({ damage: 20, explosive: true });
    expect(ammoShotDamage('IS Ammo LRM-20')).toEqual({ damage: 20, explosive: true });
    expect(ammoShotDamage('IS Ammo SRM-6')).toEqual({ damage: 12, explosive: true });
    expect(ammoShotDamage('IS Ammo MG - Full')).toEqual({ damage: 2, explosive: true });
    expect(ammoShotDamage('IS Gauss Ammo').explosive).toBe(false);
  });
});
