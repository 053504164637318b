import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { factionCode, factionDisplayName, factionNames } from './factions';
import { availableTo, type AvailabilityData } from '../availability/availability';

const data = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../data/megamek/availability.json', import.meta.url)), 'utf8')) as AvailabilityData;
/** Codes in MegaMek's 2021 tables that its factions.xml no longer names (or only as a general pool): left as they are. */
const UNNAMED = new Set(['General', 'CC.HG', 'FS.NSF', 'OA.RA', 'Periphery.MM', 'TH.HM']);

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

  it('every code in the bundled availability data has a name, apart from the few MegaMek no longer names', () => {
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
