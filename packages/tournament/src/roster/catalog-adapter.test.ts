import { describe, expect, it } from 'vitest';
import type { Unit } from '@marshal/catalog';
import { ammoFamily, catalogRosterCatalog, isNamedModel, pulseOf } from './catalog-adapter';

describe('catalog adapter', () => {
  it('classifies pulse lasers by size and tech base', () => {
    expect(pulseOf({ equipmentId: 'CLLargePulseLaser', fileName: '' }, 'Clan')).toEqual({ size: 'large', clan: true });
    expect(pulseOf({ equipmentId: 'ISMediumPulseLaser', fileName: '' }, 'Mixed')).toEqual({ size: 'medium', clan: false });
    expect(pulseOf({ equipmentId: '', fileName: 'Micro Pulse Laser' }, 'Clan')).toEqual({ size: 'micro', clan: true });
    expect(pulseOf({ equipmentId: 'ISMediumXPulseLaser', fileName: '' }, 'Inner Sphere')).toEqual({ size: 'medium', clan: false });
    expect(pulseOf({ equipmentId: 'ISERMediumLaser', fileName: '' }, 'Inner Sphere')).toBeNull();
  });
  it('finds the autocannon family of an ammunition bin and keeps other families apart', () => {
    expect(ammoFamily({ equipmentId: 'IS Ammo AC/20' })).toBe('ac20');
    expect(ammoFamily({ equipmentId: 'ISAC10 Ammo' })).toBe('ac10');
    expect(ammoFamily({ equipmentId: 'IS Ammo AC/2' })).toBe('ac2');
    expect(ammoFamily({ equipmentId: 'IS Ultra AC/5 Ammo' })).not.toBe('ac5');
    expect(ammoFamily({ equipmentId: 'IS LB 10-X AC Ammo' })).not.toBe('ac10');
    expect(ammoFamily({ equipmentId: 'IS Ammo LRM-15' })).toBe('lrm');
    expect(ammoFamily({ equipmentId: 'IS Ammo SRM-6' })).toBe('srm');
    expect(ammoFamily({ equipmentId: 'Clan Ammo LRM-20' })).toBe('lrm');
    expect(ammoFamily({ equipmentId: 'Clan Ammo SRM-6' })).toBe('srm');
    expect(ammoFamily({ equipmentId: 'CLLRM15 Ammo' })).toBe('lrm');
    expect(ammoFamily({ equipmentId: 'Clan Ultra AC/5 Ammo' })).not.toBe('ac5');
  });
  it('gives an MML bin the family of the rounds it holds, so a roster may load their special munitions', () => {
    expect(ammoFamily({ equipmentId: 'IS Ammo MML-7 LRM' })).toBe('lrm');
    expect(ammoFamily({ equipmentId: 'IS Ammo MML-7 SRM' })).toBe('srm');
    expect(ammoFamily({ equipmentId: 'IS Ammo MML-9 LRM - Half' })).toBe('lrm');
  });
  it('spots named models', () => {
    expect(isNamedModel('WLF-1 (Allard)')).toBe(true);
    expect(isNamedModel('BNC-3S (Bounty Hunter)')).toBe(false);
    expect(isNamedModel('TDR-5S (Standard)')).toBe(false);
    expect(isNamedModel('WAM-B (WAM-B)')).toBe(false);
    expect(isNamedModel('WLF-1')).toBe(false);
  });
  it('turns a catalog unit into roster facts', () => {
    const unit = {
      id: 'wolfhound-wlf-1',
      kind: 'mech',
      chassis: 'Wolfhound',
      model: 'WLF-1',
      name: 'Wolfhound WLF-1',
      tonnage: 35,
      weightClass: 'light',
      techBase: 'Inner Sphere',
      rulesLevel: 'Introductory',
      introYear: 3028,
      omni: false,
      movement: { walk: 6, run: 9, jump: 0 },
      armor: {},
      internalStructure: {},
      criticals: {},
      quirks: [],
      source: { path: 'x.mtf', format: 'mtf' },
      equipment: [{ equipmentId: 'ISMediumLaser', fileName: 'Medium Laser', location: 'RA', rearMounted: false, slots: [] }],
      ammo: [],
    } as unknown as Unit;
    const cat = catalogRosterCatalog({
      findUnit: (n) => (n === unit.name ? unit : undefined),
      battleValue: () => 949.6,
      availability: () => true,
      factions: () => [],
    });
    expect(cat.unitFacts('Wolfhound WLF-1', 'Lyran Alliance', 'Jihad')).toMatchObject({
      bv: 950,
      tonnage: 35,
      named: false,
      pulseWeapons: [],
      availability: { available: true },
    });
    expect(cat.unitFacts('nope', 'x', 'Jihad')).toBeUndefined();
  });
});
