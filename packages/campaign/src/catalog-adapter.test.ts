import type { Unit } from '@marshal/catalog';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMtf } from '@marshal/catalog';
import { describe, expect, it } from 'vitest';
import { forceUnitFromCatalog, specialEquipmentOf } from './catalog-adapter';
import { forceUnitSchema } from './force';

const mount = (equipmentId: string, fileName = equipmentId) => ({ equipmentId, fileName, location: 'CT', rearMounted: false, slots: [] });

const catalogUnit = (over: Partial<Unit>): Unit => ({
  id: 'ostscout-ott-7j',
  kind: 'mech',
  chassis: 'Ostscout',
  model: 'OTT-7J',
  name: 'Ostscout OTT-7J',
  tonnage: 35,
  weightClass: 'light',
  techBase: 'Inner Sphere',
  rulesLevel: 'Standard',
  introYear: 2720,
  omni: false,
  movement: { walk: 8, run: 12, jump: 8 },
  armor: {},
  internalStructure: {},
  criticals: {},
  equipment: [mount('medium-laser', 'Medium Laser'), mount('beagle-active-probe', 'Beagle Active Probe')],
  ammo: [],
  quirks: [],
  source: { path: 'mechs/Ostscout OTT-7J.mtf', format: 'mtf' },
  ...over,
});

describe('catalog adapter', () => {
  it('keeps name, tonnage, walk and jump MP, kind and special equipment', () => {
    const u = forceUnitFromCatalog(catalogUnit({}), { id: 'scout-1', pilot: { name: 'Natalie', gunnery: 3, piloting: 4 }, value: 600 });
    expect(u).toMatchObject({
      id: 'scout-1',
      name: 'Ostscout OTT-7J',
      kind: 'mech',
      tonnage: 35,
      walk: 8,
      jump: 8,
      equipment: ['beagle-active-probe'],
      value: 600,
      catalogId: 'ostscout-ott-7j',
    });
    expect(forceUnitSchema.parse(u)).toEqual(u);
  });

  it('recognises Watchdog, Clan probes and ECM by id or file name, and VTOLs as vehicles', () => {
    const clan = catalogUnit({
      equipment: [mount('x1', 'CLWatchdogECMSuite'), mount('x2', 'CLActiveProbe'), mount('x3', 'CLECMSuite'), mount('x4', 'ISAngelECMSuite')],
    });
    expect(specialEquipmentOf(clan).sort()).toEqual(['angel-ecm', 'clan-active-probe', 'clan-ecm', 'watchdog']);
    expect(
      forceUnitFromCatalog(catalogUnit({ kind: 'vtol', movement: { walk: 11, run: 17, jump: 0 } }), { id: 'v', pilot: { name: 'p', gunnery: 4, piloting: 5 } }),
    ).toMatchObject({ kind: 'vehicle', walk: 11 });
  });

  it('reads real MegaMek files: the Ostscout OTT-7Jb carries a Beagle, the Beowulf IIC a Watchdog', () => {
    const root = join(__dirname, '../../../data/megamek/mechfiles/mechs');
    const read = (path: string) =>
      forceUnitFromCatalog(parseMtf(readFileSync(join(root, path), 'utf8'), path), { id: 'x', pilot: { name: 'N', gunnery: 4, piloting: 5 } });
    expect(read('3075/Ostscout OTT-7Jb.mtf')).toMatchObject({
      name: 'Ostscout OTT-7Jb',
      kind: 'mech',
      tonnage: 35,
      walk: 8,
      jump: 8,
      equipment: ['beagle-active-probe'],
    });
    expect(read('XTRs/Republic I/Beowulf IIC-PR (Standard).mtf').equipment).toContain('watchdog');
  });
});
