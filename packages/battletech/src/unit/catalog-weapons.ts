import { MarshalError } from '@marshal/core';
import { type EquipmentEntry, findEquipment } from '@marshal/catalog';
import type { BattleUnit } from './battle-unit';
import { type WeaponFlag, type WeaponLookup, type WeaponProfile, defaultWeaponLookup } from './weapons';

/** Weapon and ammunition numbers from the catalog's equipment table, falling back to the built-in profiles. */
function flagsOf(e: EquipmentEntry): WeaponFlag[] {
  const out: WeaponFlag[] = [];
  const at = e.ammoType ?? '';
  if (e.flags.includes('mg')) out.push('mg', ...(at === 'MG_LIGHT' ? (['mg-light'] as const) : at === 'MG_HEAVY' ? (['mg-heavy'] as const) : []));
  if (e.flags.includes('flamer')) out.push('flamer');
  if (e.flags.includes('pulse')) out.push('pulse');
  if (e.flags.includes('missile')) out.push('missile');
  if (at.includes('STREAK')) out.push('streak');
  if (at.includes('ULTRA')) out.push('ultra');
  if (at.includes('LBX') || /^(cl|is)?lb\s?\d+-?x/iu.test(e.id)) out.push('lbx');
  if (at === 'NARC' || at === 'INARC') out.push(at === 'NARC' ? 'narc' : 'inarc');
  if (at && !at.includes('GAUSS')) out.push('explosive-ammo');
  return out;
}

export function profileFromEquipment(e: EquipmentEntry): WeaponProfile | undefined {
  if (e.category !== 'weapon' || !e.ranges) return undefined;
  const beacon = e.ammoType === 'NARC' || e.ammoType === 'INARC';
  const cluster =
    !beacon && e.damage === 'cluster' && e.clusterSize
      ? { size: e.clusterSize, damagePerMissile: e.damagePerShot ?? 1, group: (e.damagePerShot ?? 1) === 1 ? 5 : (e.damagePerShot ?? 1) }
      : undefined;
  // A beacon does no damage: its hit attaches a pod (Total Warfare Narc Missile Beacon).
  const damage = beacon ? 0 : typeof e.damage === 'number' ? e.damage : cluster ? cluster.damagePerMissile : e.damageByRange?.[0];
  if (damage === undefined) return undefined;
  const flags = flagsOf(e);
  return {
    id: e.id,
    name: e.name,
    damage,
    heat: e.heat,
    ranges: { min: e.ranges.min, short: e.ranges.short, medium: e.ranges.medium, long: e.ranges.long },
    toHit: e.toHitModifier ?? 0,
    flags,
    aliases: e.aliases,
    ...(cluster ? { cluster } : {}),
    ...(flags.includes('flamer') ? { targetHeat: /heavy/iu.test(e.name) ? 4 : 2 } : {}),
  };
}

/** Profiles made before, by the name or id asked for (the equipment table is fixed data; a profile is read-only). */
const looked = new Map<string, WeaponProfile | undefined>();

export const catalogWeaponLookup: WeaponLookup = (nameOrId) => {
  if (looked.has(nameOrId)) return looked.get(nameOrId);
  const e = findEquipment(nameOrId);
  const p = (e && profileFromEquipment(e)) ?? defaultWeaponLookup(nameOrId);
  if (looked.size >= 5_000) looked.clear();
  looked.set(nameOrId, p);
  return p;
};

/** Damage one shot of an ammunition bin does when it explodes, from the equipment table. */
export function catalogAmmoDamage(ammoId: string): { damage: number; explosive: boolean } | undefined {
  const e = findEquipment(ammoId);
  if (!e || e.category !== 'ammo') return undefined;
  return { damage: (e.damagePerShot ?? 1) * (e.clusterSize ?? 1), explosive: e.explosive };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The weapon an attacker fires, named as the calculator prints it (the profile's name), by equipment id or by alias:
 * the attacker's own mounts first, so a name shared by Inner Sphere and Clan entries means the one it carries.
 */
export function attackerWeapon(attacker: Pick<BattleUnit, 'name' | 'weapons'>, nameOrId: string, field = 'weapon'): WeaponProfile {
  const mounted = [...new Set(attacker.weapons.map((w) => w.equipmentId))].map(catalogWeaponLookup).filter((p): p is WeaponProfile => p !== undefined);
  const own = mounted.find((p) => [p.name, p.id, ...p.aliases].some((n) => sameName(n, nameOrId)));
  if (own) return own;
  const found = catalogWeaponLookup(nameOrId);
  if (found) return found;
  const carried = [...new Set(mounted.map((p) => p.name))];
  throw new MarshalError('unknown-weapon', `no weapon "${nameOrId}"${carried.length ? `; ${attacker.name} carries: ${carried.join(', ')}` : ''}`, { field });
}
