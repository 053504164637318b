import type { Unit } from '@marshal/catalog';
import { MarshalError } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { hasCatalogRefs, resolveCatalogRefs } from './catalog-refs';
import { parseCampaignSetup } from './setup';
import { setup } from '../test/fixtures';

const ostscout = {
  id: 'ostscout-ott-7jb',
  kind: 'mech',
  name: 'Ostscout OTT-7Jb',
  tonnage: 35,
  movement: { walk: 8, run: 12, jump: 8 },
  equipment: [{ equipmentId: 'BeagleActiveProbe', fileName: 'Beagle Active Probe', location: 'CT', rearMounted: false, slots: [] }],
} as unknown as Unit;
const lookup = (q: string) => (q === 'Ostscout OTT-7Jb' ? { unit: ostscout, bv: 610 } : undefined);

describe('catalog units in a setup', () => {
  it('are resolved into full campaign units, with Battle Value as the default combat value', () => {
    const raw = setup();
    (raw.attacker.groups[0]!.lances[0]!.units as unknown[]).push({ id: 'scout-2', catalog: 'Ostscout OTT-7Jb', pilot: { name: 'Kim' } });
    expect(hasCatalogRefs(raw)).toBe(true);
    const parsed = parseCampaignSetup(resolveCatalogRefs(raw, lookup));
    expect(parsed.attacker.groups[0]!.lances[0]!.units.at(-1)).toMatchObject({
      id: 'scout-2',
      name: 'Ostscout OTT-7Jb',
      walk: 8,
      jump: 8,
      equipment: ['beagle-active-probe'],
      value: 610,
      catalogId: 'ostscout-ott-7jb',
    });
    expect(hasCatalogRefs(setup())).toBe(false);
  });

  it('refuse an unknown unit, naming the field', () => {
    const raw = setup();
    (raw.defender.groups[1]!.lances[0]!.units as unknown[])[0] = { id: 'x', catalog: 'Atlas AS7-Z', pilot: { name: 'p' } };
    const e = (() => {
      try {
        resolveCatalogRefs(raw, lookup, 'setup.json');
      } catch (err) {
        return err as MarshalError;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(MarshalError);
    expect(e!.location).toEqual({ file: 'setup.json', field: 'defender.groups.1.lances.0.units.0.catalog' });
  });
});
