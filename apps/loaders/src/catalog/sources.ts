// The unit lookups other areas need (tournament rosters): find a unit, its BV, its availability by faction and era.
import { ERAS, GENERAL_POOLS, availableTo, factionDisplayName, isUnlistedFaction, type AvailabilityData, type Unit } from '@marshal/catalog';
import type { LoadedCatalog } from './load';

export interface CatalogSourcesShape {
  findUnit(nameOrId: string): Unit | undefined;
  battleValue(unit: Unit): number | undefined;
  /** The catalog filter's own rule (`availableTo`), so a unit the filter offers is one the roster check accepts. */
  availability(unit: Unit, faction: string, era: string): boolean | undefined;
  factions(era: string): readonly { id: string; name: string; group?: string }[];
}

export function catalogSources(catalog: LoadedCatalog, availability?: AvailabilityData): CatalogSourcesShape {
  // By id (one file each, `distinctUnitIds`); each BV is computed when first asked for (ADR 0046).
  const byId = new Map(catalog.entries.map((e) => [e.summary.id, e]));
  return {
    findUnit: (q) => catalog.find(q)?.unit,
    battleValue: (unit) => byId.get(unit.id)?.bv,
    availability: (unit, faction, era) => (availability ? availableTo(availability, unit, faction, era) : undefined),
    factions: (era) => eraFactions(availability, era),
  };
}

/**
 * The factions the availability data lists for an era, by name ("CC.CHG" → "Capellan Home Guard (Capellan Confederation)")
 * in name order. The pseudo-factions (the MUL's General, Unique, Extinct, Solaris 7; MegaMek's general pools such as
 * "Inner Sphere - General"), the codes MegaMek names nowhere ("HG (Capellan Confederation)", our default name,
 * `UNLISTED_FACTIONS`) and any code no name is known for are grouped as "Other", which players are not offered.
 */
/** A code as factions.xml keys it when it is named there in upper case ("Clan.IS" → "CLAN.IS"); any other code as it is. */
const canonicalCode = (id: string): string => {
  const upper = id.toUpperCase();
  return id !== upper && factionDisplayName(upper) !== upper ? upper : id;
};

export function eraFactions(availability: AvailabilityData | undefined, era: string): { id: string; name: string; group?: string }[] {
  if (!availability) return [];
  const eraName = ERAS.find((e) => e.id === era || e.name.toLowerCase() === era.toLowerCase())?.name ?? era;
  // One entry per code whatever its case: the data spells one pool both "CLAN.IS" and "Clan.IS", and availability is
  // matched without regard to case, so both spellings field the same units; MegaMek's key is the one shown.
  const ids = new Set<string>();
  for (const u of Object.values(availability.units))
    for (const p of u.factionEras) if (p.endsWith(`:${eraName}`)) ids.add(canonicalCode(p.slice(0, -eraName.length - 1)));
  return [...ids]
    .map((id) => {
      const name = factionDisplayName(id);
      const other =
        /General|Unique|Extinct|Solaris/i.test(`${id} ${name}`) ||
        (name === id && id.includes('.')) ||
        isUnlistedFaction(id) ||
        GENERAL_POOLS.includes(id.toUpperCase()); // "Periphery", "Clan - Homeworld": pools, not factions to play
      return { id, name, ...(other ? { group: 'Other' } : {}) };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
