import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOT_IN_SOURCE, UNLISTED_FACTIONS, factionCode, factionDisplayName, factionNames, isUnlistedFaction, parentFactions } from './factions';
import { availableTo, fieldingNames, type AvailabilityData } from '../availability/availability';

const data = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../data/megamek/availability.json', import.meta.url)), 'utf8')) as AvailabilityData;
/** The tables' own word for every faction that lists a unit: not a faction, left as it is. */
const UNNAMED = new Set(['General']);

describe('faction names', () => {
  it('names the codes of MegaMek force-generator data, a command with its faction', () => {
    expect(factionDisplayName('CC.CHG')).toBe('Capellan Home Guard (Capellan Confederation)');
    expect(factionDisplayName('DC.pm')).toBe('Planetary Militia (Draconis Combine)');
    expect(factionDisplayName('MERC.WD')).toBe("Wolf's Dragoons (Mercenary)");
    expect(factionDisplayName('Periphery.R')).toBe('The Rift');
    expect(factionDisplayName('CLAN.HW')).toBe('Clan - Homeworld');
    expect(factionDisplayName('CGB.FRR')).toBe('Kungsarmé (Free Rasalhague Republic)');
    expect(factionDisplayName('FS')).toBe('Federated Suns');
    expect(factionDisplayName('CM')).toBe('Chaos March');
    expect(factionDisplayName('CMG')).toBe('Clan Mongoose');
    expect(factionDisplayName('Federated Suns')).toBe('Federated Suns');
    expect(factionDisplayName('Clan Wolf')).toBe('Clan Wolf');
  });

  it("names the five codes MegaMek's factions.xml names nowhere from their faction and label, as our default", () => {
    expect(['CC.HG', 'FS.NSF', 'OA.RA', 'Periphery.MM', 'TH.HM'].map(factionDisplayName)).toEqual([
      'HG (Capellan Confederation)',
      'NSF (Federated Suns)',
      'RA (Outworlds Alliance)',
      'MM (Periphery)',
      'HM (Terran Hegemony)',
    ]);
    for (const [code, f] of Object.entries(UNLISTED_FACTIONS)) {
      expect(f.basis, code).toBe(NOT_IN_SOURCE);
      expect(f.evidence, code).not.toBe('');
      expect(factionCode(factionDisplayName(code)), code).toBe(code);
      expect(isUnlistedFaction(code), code).toBe(true);
    }
    expect(isUnlistedFaction('cc.hg')).toBe(true);
    expect(isUnlistedFaction('CC.CHG')).toBe(false);
  });

  it('every code in the bundled availability data has a name', () => {
    const unnamed = data.factions.filter((f) => factionDisplayName(f) === f && !UNNAMED.has(f) && f !== 'Periphery'); // its name is its code
    expect(unnamed).toEqual([]);
    const names = data.factions.filter((f) => !UNNAMED.has(f)).map(factionDisplayName);
    // two codes are the same faction (a misspelt "Clan.IS"); otherwise one name, one code
    expect(new Set(names).size).toBe(names.length - 1);
  });

  it('a name leads back to its code, so a player who chose a command by name gets its units', () => {
    expect(factionCode('Capellan Home Guard (Capellan Confederation)')).toBe('CC.CHG');
    expect(factionCode('Planetary Militia (Draconis Combine)', data.factions)).toBe('DC.pm');
    expect(factionCode('Lyran Commonwealth', data.factions)).toBe('LA');
    expect(factionCode('Nowhere')).toBeUndefined();
    expect(factionNames('Capellan Home Guard (Capellan Confederation)')).toContain('CC.CHG');
    const [name, unit] = Object.entries(data.units).find(([n, u]) => !n.endsWith(' standard') && u.factionEras.some((p) => p.startsWith('CC.CHG:')))!;
    const era = unit.factionEras.find((p) => p.startsWith('CC.CHG:'))!.slice('CC.CHG:'.length);
    expect(availableTo(data, { name }, 'Capellan Home Guard (Capellan Confederation)', era)).toBe(true);
  });
});

describe("a command fields its parent faction's units too (MegaMek's force generator falls back on the parent)", () => {
  const listed = (code: string, era: string) => (u: AvailabilityData['units'][string]) => u.factionEras.some((p) => p === `${code}:${era}`);

  it('the parents are factions.xml parentFaction, without the general pools', () => {
    expect(parentFactions('CC.CHG')).toEqual(['CC']);
    expect(parentFactions('CC.HG')).toEqual(['CC']);
    expect(parentFactions('cgb.frr')).toEqual(['FRR']);
    expect(parentFactions('MERC.KH')).toEqual(['MERC', 'LA']);
    expect(parentFactions('DC.pm')).toEqual(['DC', 'IS.PM']);
    expect(parentFactions('IS.pm')).toEqual([]);
    expect(parentFactions('Periphery.MM')).toEqual([]);
    expect(parentFactions('CLAN.HW')).toEqual([]);
    expect(parentFactions('CC')).toEqual([]);
    expect(fieldingNames('Capellan Home Guard (Capellan Confederation)')).toEqual(expect.arrayContaining(['CC.CHG', 'CC']));
    expect(fieldingNames('CC.CHG')).not.toContain('IS');
  });

  it("the Capellan Home Guard (CC.CHG) fields the Capellan Confederation's list, not only its own two tanks", () => {
    const [name] = Object.entries(data.units).find(([n, u]) => !n.endsWith(' standard') && listed('CC', 'Jihad')(u) && !listed('CC.CHG', 'Jihad')(u))!;
    for (const faction of ['CC.CHG', 'Capellan Home Guard (Capellan Confederation)', 'CC.HG', 'HG (Capellan Confederation)'])
      expect(availableTo(data, { name }, faction, 'Jihad'), `${name} for ${faction}`).toBe(true);
    // and its own list as before
    const [own] = Object.entries(data.units).find(([n, u]) => !n.endsWith(' standard') && listed('CC.CHG', 'Jihad')(u))!;
    expect(availableTo(data, { name: own }, 'CC.CHG', 'Jihad')).toBe(true);
    // the Inner Sphere general pool is not a Capellan command's (only Mercenary takes it)
    const [general] = Object.entries(data.units).find(([n, u]) => !n.endsWith(' standard') && listed('IS', 'Jihad')(u) && !listed('CC', 'Jihad')(u))!;
    expect(availableTo(data, { name: general }, 'CC.CHG', 'Jihad')).toBe(false);
  });

  it('a named mercenary command fields what Mercenary fields, the Kell Hounds the Lyran list too', () => {
    expect(availableTo(data, { name: 'Atlas AS7-D' }, 'MERC.WD', 'Jihad')).toBe(true);
    const [lyran] = Object.entries(data.units).find(
      ([n, u]) => !n.endsWith(' standard') && listed('LA', 'Jihad')(u) && !['MERC', 'MERC.KH', 'IS'].some((c) => listed(c, 'Jihad')(u)),
    )!;
    expect(availableTo(data, { name: lyran }, 'MERC.KH', 'Jihad')).toBe(true);
    expect(availableTo(data, { name: lyran }, 'MERC.WD', 'Jihad')).toBe(false);
  });
});
