/** The roster catalog over `@marshal/catalog` units: pulse lasers, ammunition families, named 'Mechs, BV and availability. */
import type { AmmoBin, Mount, Unit } from '@marshal/catalog';
import type { FactionInfo, PulseSize, RosterCatalog, UnitFacts } from './unit-facts';

/** What the catalog provides beyond the unit model (BV and MUL availability arrive as functions). */
export interface CatalogSources {
  findUnit(nameOrId: string): Unit | undefined;
  battleValue(unit: Unit): number | undefined;
  /** true/false when known; undefined when the catalog has no availability for the unit. */
  availability(unit: Unit, faction: string, era: string): boolean | undefined;
  factions(era: string): readonly FactionInfo[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Classify a mount as a pulse laser (X-pulse and variable-speed pulse count by size: a documented default). */
export function pulseOf(mount: Pick<Mount, 'equipmentId' | 'fileName'>, techBase: Unit['techBase']): { size: PulseSize; clan: boolean } | null {
  const id = norm(mount.equipmentId || mount.fileName);
  if (!id.includes('pulse') || !id.includes('laser')) return null;
  const size = (['large', 'medium', 'small', 'micro'] as const).find((s) => id.includes(s));
  if (!size) return null;
  const clan = id.startsWith('cl') || (!id.startsWith('is') && techBase === 'Clan');
  return { size, clan };
}

/** The ammunition family of a bin: ac20/ac10/ac5/ac2 for standard autocannons, else lrm, srm (MML bins by their rounds), or a normalised name. */
export function ammoFamily(bin: Pick<AmmoBin, 'equipmentId'>): string {
  const id = norm(bin.equipmentId)
    .replace(/^(clan|is|cl)/, '')
    .replace(/ammo/g, '');
  const special = /(ultra|uac|rotary|rac|lbx|lb\d|light|lac|hyper|hvac|proto|pac)/.test(id);
  const ac = /^ac(20|10|5|2)(?!\d)/.exec(id);
  if (ac && !special) return `ac${ac[1]}`;
  if (/^(lrm|elrm|nlrm)/.test(id)) return 'lrm';
  if (/^srm/.test(id)) return 'srm';
  // An MML bin holds the rounds of one launcher type ("IS Ammo MML-7 LRM"): its LRM rounds are LRM ammunition and its SRM
  // rounds SRM ammunition for the special munitions they may take (TechManual, MML; Tactical Operations, munitions).
  const mml = /^mml\d+(lrm|srm)/.exec(id);
  if (mml) return mml[1]!;
  return id.replace(/[^a-z0-9]/g, '').slice(0, 40) || 'other';
}

const NOT_A_NAME = new Set(['standard', 'prime', 'rocket', 'militarized', 'mg', 'lrm', 'flamer', 'c', 'refit', 'upgrade', 'bounty hunter']);

/** A model suffix in parentheses that is a person's name marks a named 'Mech, e.g. "WLF-1 (Allard)". */
export function isNamedModel(model: string): boolean {
  const m = /\(([^)]+)\)\s*$/.exec(model);
  if (!m) return false;
  const inner = m[1]!.trim();
  return !NOT_A_NAME.has(inner.toLowerCase()) && !/\d/.test(inner) && !/^[A-Z-]+$/.test(inner);
}

export function unitToFacts(unit: Unit, src: CatalogSources, faction: string, era: string): UnitFacts | undefined {
  const bv = src.battleValue(unit);
  if (bv === undefined) return undefined;
  const available = src.availability(unit, faction, era);
  return {
    unitId: unit.id,
    name: unit.name,
    tonnage: unit.tonnage,
    jumpMp: unit.movement.jump,
    rulesLevel: unit.rulesLevel,
    ...(unit.introYear > 0 ? { introYear: unit.introYear } : {}),
    named: isNamedModel(unit.model),
    bv: Math.round(bv),
    pulseWeapons: unit.equipment.flatMap((m) => {
      const p = pulseOf(m, unit.techBase);
      return p ? [{ name: m.fileName, ...p }] : [];
    }),
    ammo: unit.ammo.map((b) => ({ name: b.equipmentId, family: ammoFamily(b), tons: b.tons })),
    availability: { faction, era, available: available ?? false, ...(available === undefined ? { note: 'no availability data for this unit' } : {}) },
  };
}

export function catalogRosterCatalog(src: CatalogSources): RosterCatalog {
  return {
    unitFacts(nameOrId, faction, era) {
      const unit = src.findUnit(nameOrId);
      return unit ? unitToFacts(unit, src, faction, era) : undefined;
    },
    factions: (era) => src.factions(era),
  };
}
