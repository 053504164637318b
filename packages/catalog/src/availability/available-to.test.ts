import { describe, expect, it } from 'vitest';
import { availableTo, fieldingNames, isAvailable, type AvailabilityData } from './availability';

const data: AvailabilityData = {
  source: 'megamek-forcegenerator',
  importedFrom: 'test',
  factions: ['CC', 'DC', 'IS', 'MERC'],
  units: {
    'atlas as7 d': { factionEras: ['DC:Jihad', 'IS:Jihad'], unique: false, extinct: [] },
    'assassin asn 21': { factionEras: ['CC:Jihad', 'MERC:Jihad'], unique: false, extinct: [] },
    'akuma aku 2xk': { factionEras: ['DC:Jihad'], unique: false, extinct: [] },
    'kuma 2': { factionEras: ['Inner Sphere General:Jihad'], unique: false, extinct: [] },
  },
};

describe('availableTo: the one availability rule of the catalog filter and the roster check', () => {
  it('asks the data for the faction in the era, by code or by name', () => {
    expect(availableTo(data, { name: 'Atlas AS7-D', introYear: 2755 }, 'DC', 'Jihad')).toBe(true);
    expect(availableTo(data, { name: 'Atlas AS7-D', introYear: 2755 }, 'Draconis Combine', 'jihad')).toBe(true);
    expect(availableTo(data, { name: 'Assassin ASN-21', introYear: 2676 }, 'DC', 'Jihad')).toBe(false);
    expect(availableTo(data, { name: 'Assassin ASN-21', introYear: 2676 }, 'CC', 'Civil War')).toBe(false);
    expect(availableTo(data, { name: 'Nobody NB-1', introYear: 2700 }, 'DC', 'Jihad')).toBeUndefined();
  });

  it("refuses a design introduced after the era's end even when the data lists it in that era", () => {
    expect(isAvailable(data, 'Akuma AKU-2XK', 'DC', 'Jihad')).toBe(true);
    expect(availableTo(data, { name: 'Akuma AKU-2XK', introYear: 3083 }, 'DC', 'Jihad')).toBe(false);
    expect(availableTo(data, { name: 'Akuma AKU-2XK', introYear: 3080 }, 'DC', 'Jihad')).toBe(true);
  });

  it("gives Mercenary its own list and the Inner Sphere general pool ('IS' or 'Inner Sphere General'), and no other faction's list", () => {
    for (const merc of ['MERC', 'Mercenary', 'mercenary']) {
      expect(availableTo(data, { name: 'Atlas AS7-D', introYear: 2755 }, merc, 'Jihad')).toBe(true);
      expect(availableTo(data, { name: 'Assassin ASN-21', introYear: 2676 }, merc, 'Jihad')).toBe(true);
      expect(availableTo(data, { name: 'Kuma 2', introYear: 3070 }, merc, 'Jihad')).toBe(true);
      expect(availableTo(data, { name: 'Akuma AKU-2XK', introYear: 3075 }, merc, 'Jihad')).toBe(false);
    }
    expect(fieldingNames('MERC')).toEqual(expect.arrayContaining(['Mercenary', 'MERC', 'IS', 'Inner Sphere General']));
    // A house faction does not take the general pool: the data lists what it fields.
    expect(fieldingNames('DC')).not.toContain('IS');
    expect(availableTo(data, { name: 'Kuma 2', introYear: 3070 }, 'DC', 'Jihad')).toBe(false);
  });

  it("gives a command (CC.CHG, DC.pm) its own list and its parent faction's, as MegaMek's force generator falls back on the parent", () => {
    const assassin = { name: 'Assassin ASN-21', introYear: 2676 };
    expect(availableTo(data, assassin, 'CC.CHG', 'Jihad')).toBe(true);
    expect(availableTo(data, assassin, 'Capellan Home Guard (Capellan Confederation)', 'Jihad')).toBe(true);
    expect(availableTo(data, { name: 'Atlas AS7-D', introYear: 2755 }, 'DC.pm', 'Jihad')).toBe(true);
    // not a parent's general pool, nor another faction's list
    expect(availableTo(data, { name: 'Kuma 2', introYear: 3070 }, 'CC.CHG', 'Jihad')).toBe(false);
    expect(availableTo(data, { name: 'Akuma AKU-2XK', introYear: 3075 }, 'CC.CHG', 'Jihad')).toBe(false);
    expect(fieldingNames('CC.CHG')).not.toContain('IS');
  });
});
