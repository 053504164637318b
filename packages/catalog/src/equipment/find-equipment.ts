/** Resolve an equipment name as written in a MegaMek file to its table entry, the way MegaMek's loaders do. */
import { equipmentTable } from './table';
import type { EquipmentEntry } from './types';

export interface FindOptions {
  /** The unit's tech base: a bare name is retried with the "Clan " or "IS " prefix. */
  readonly techBase?: 'IS' | 'Clan';
}

export interface EquipmentMatch {
  readonly entry: EquipmentEntry;
  /** Special munition named in the file ("Artemis-capable", "Inferno" …), when the ammo name carried one. */
  readonly munition?: string;
  /** Size given inside a legacy name such as "Cargo (2 tons)". */
  readonly size?: number;
}

let aliases: Map<string, EquipmentEntry> | undefined;

function aliasIndex(): Map<string, EquipmentEntry> {
  if (!aliases) {
    aliases = new Map();
    for (const entry of equipmentTable()) {
      for (const alias of entry.aliases.slice(1)) {
        const key = alias.toLowerCase().trim();
        if (!aliases.has(key)) aliases.set(key, entry);
      }
    }
    for (const entry of equipmentTable()) aliases.set(entry.id.toLowerCase().trim(), entry);
  }
  return aliases;
}

function direct(name: string, techBase: FindOptions['techBase']): EquipmentEntry | undefined {
  const index = aliasIndex();
  const key = name.toLowerCase().trim();
  const hit = index.get(key);
  if (hit) return hit;
  if (techBase) return index.get((techBase === 'Clan' ? 'clan ' : 'is ') + key);
  return undefined;
}

const LEGACY_SIZE = /^(.*?)\s*\((\d+(?:\.\d+)?)\s*tons?\)$|^(.*?):(\d+(?:\.\d+)?)$/i;

/** "ISArrowIVHomingAmmo": a munition word glued in front of "Ammo". */
function gluedMunition(name: string, techBase: FindOptions['techBase']): EquipmentMatch | undefined {
  const at = name.lastIndexOf('Ammo');
  for (let k = 1; k < at; k++) {
    if (!/[A-Z]/.test(name[k]!) || !/[a-z]/.test(name[k + 1] ?? '')) continue;
    const entry = direct(name.slice(0, k) + name.slice(at), techBase);
    if (entry?.category === 'ammo') return { entry, munition: name.slice(k, at).trim() };
  }
  return undefined;
}

function withMunition(name: string, techBase: FindOptions['techBase']): EquipmentMatch | undefined {
  if (!/ammo|munition|pods|rounds/i.test(name)) return undefined;
  const glued = gluedMunition(name.trim(), techBase);
  if (glued) return glued;
  const words = name.trim().split(/\s+/);
  for (let span = 1; span <= 4; span++) {
    for (let start = 1; start + span <= words.length; start++) {
      const rest = [...words.slice(0, start), ...words.slice(start + span)].join(' ').replace(/\s+-$/, '');
      const entry = direct(rest, techBase);
      if (entry && entry.category === 'ammo') {
        return {
          entry,
          munition: words
            .slice(start, start + span)
            .join(' ')
            .replace(/^-\s*/, ''),
        };
      }
    }
  }
  return undefined;
}

const cache = new Map<string, EquipmentMatch | null>();

/** The entry for a name, or undefined when nothing in the table answers to it. */
export function matchEquipment(name: string, options: FindOptions = {}): EquipmentMatch | undefined {
  const cacheKey = `${options.techBase ?? ''}|${name}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached ?? undefined;
  // A bounded cache of copies: names come from files, and a slice of a file keeps the whole file in memory.
  const own = JSON.parse(JSON.stringify(name)) as string;
  const result = lookup(own, options.techBase);
  if (cache.size >= 20_000) cache.clear();
  cache.set(`${options.techBase ?? ''}|${own}`, result ?? null);
  return result;
}

function lookup(name: string, techBase: FindOptions['techBase']): EquipmentMatch | undefined {
  const entry = direct(name, techBase);
  const sized = LEGACY_SIZE.exec(name.trim());
  if (entry) return sized && /\(/.test(name) ? { entry, size: Number(sized[2]) } : { entry };
  if (sized) {
    const base = direct(sized[1] ?? sized[3]!, techBase);
    if (base) return { entry: base, size: Number(sized[2] ?? sized[4]) };
  }
  return withMunition(name, techBase);
}

/** Convenience: the entry alone. */
export function findEquipment(name: string, options: FindOptions = {}): EquipmentEntry | undefined {
  return matchEquipment(name, options)?.entry;
}
