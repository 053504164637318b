import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMtf } from '@marshal/catalog';
import { describe, expect, it } from 'vitest';
import { createBattleUnit } from '../unit/battle-unit';
import type { Unit } from '../unit/catalog-types';
import { catalogAmmoDamage, catalogWeaponLookup } from '../unit/catalog-weapons';
import { applyCarriedDamage, carriedDamageOf } from './carried-damage';

const file = join(__dirname, '../../../../data/megamek/mechfiles/mechs/3039u/Hunchback HBK-4G.mtf');
const fresh = () =>
  createBattleUnit(
    parseMtf(readFileSync(file, 'utf8'), 'Hunchback HBK-4G') as unknown as Unit,
    { gunnery: 4, piloting: 5 },
    {
      id: 'h',
      lookup: catalogWeaponLookup,
      ammo: catalogAmmoDamage,
    },
  );

describe('damage carried into a battle', () => {
  it('puts armour, rear armour and structure points back exactly, and reads them off again', () => {
    const u = applyCarriedDamage(
      fresh(),
      [
        { location: 'CT', amount: 5 },
        { location: 'RT', amount: 3, rear: true },
        { location: 'LL', amount: 4, internal: true },
      ],
      'units.0.damage',
    );
    expect(u.damageThisPhase).toBe(0);
    expect(carriedDamageOf(u)).toEqual([
      { location: 'CT', amount: 5 },
      { location: 'RT', amount: 3, rear: true },
      { location: 'LL', amount: 4, internal: true },
    ]);
  });

  it('a destroyed side torso takes its arm once, and the arm points after it are skipped', () => {
    const lt = fresh().locations.LT!;
    const u = applyCarriedDamage(
      fresh(),
      [
        { location: 'LT', amount: lt.maxArmor },
        { location: 'LT', amount: lt.maxStructure, internal: true },
        { location: 'LA', amount: 99, internal: true },
      ],
      'd',
    );
    expect([u.locations.LT!.destroyed, u.locations.LA!.destroyed, u.destroyed]).toEqual([true, true, false]);
    expect(u.locations.CT!.structure).toBe(u.locations.CT!.maxStructure);
    expect(applyCarriedDamage(fresh(), carriedDamageOf(u), 'd').locations).toEqual(u.locations);
  });

  it('names an unknown location with its field', () => {
    expect(() => applyCarriedDamage(fresh(), [{ location: 'XX', amount: 1 }], 'units.3.damage')).toThrow(/has no location XX/);
  });
});
