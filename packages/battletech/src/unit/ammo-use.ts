import { MarshalError } from '@marshal/core';
import type { BattleUnit } from './battle-unit';
import { type WeaponProfile, defaultWeaponLookup, normaliseName } from './weapons';

/** Firing uses ammunition from a bin of the weapon's type; an empty weapon cannot fire. */
export const baseOf = (ammoId: string) =>
  ammoId
    .replace(/\bammo\b/giu, '')
    .replace(/\(.*\)/gu, '')
    .replace(/-\s*(full|half)\s*$/iu, '')
    // Beacon pods ("ISNarc Pods", "ISiNarc ECM Pods") feed their launcher; LB-X cluster rounds feed the autocannon.
    .replace(/\s*\b(?:ECM |Haywire |Nemesis |Explosive ?)?Pods\b/iu, '')
    .replace(/(LB \d+-X) Cluster\b/iu, '$1 AC')
    // MML bins name their rounds ("IS Ammo MML-5 LRM"): both kinds feed the launcher.
    .replace(/\b(MML-?\s?\d+)\s+[LS]RM\b/iu, '$1')
    .trim();

/** Answers per weapon profile (read-only catalog values) and bin id: the name matching below is costly and pure. */
const feeds = new WeakMap<WeaponProfile, Map<string, boolean>>();

export function binFeeds(binId: string, weapon: WeaponProfile): boolean {
  let byBin = feeds.get(weapon);
  if (!byBin) feeds.set(weapon, (byBin = new Map()));
  let hit = byBin.get(binId);
  if (hit === undefined) byBin.set(binId, (hit = feedsByName(binId, weapon)));
  return hit;
}

function feedsByName(binId: string, weapon: WeaponProfile): boolean {
  const base = baseOf(binId);
  const named = defaultWeaponLookup(base)?.name ?? base;
  const key = normaliseName(named);
  return key === normaliseName(weapon.name) || weapon.aliases.some((a) => normaliseName(a) === key);
}

export interface AmmoUse {
  readonly bin: number;
  readonly location: string;
  readonly shots: number;
  readonly left: number;
}

/**
 * Take `shots` rounds from the first non-empty bin feeding the weapon (or from bin `bin`, when it feeds the weapon and
 * has a round: the munition chosen for the shot); null when the unit tracks no bin for it.
 */
export function useAmmo(unit: BattleUnit, weapon: WeaponProfile, shots: number, bin?: number): { unit: BattleUnit; use: AmmoUse | null } {
  if (!unit.ammo.some((b) => !b.exploded && binFeeds(b.equipmentId, weapon))) return { unit, use: null };
  const feeding = unit.ammo.map((b, i) => ({ b, i })).filter(({ b }) => !b.exploded && binFeeds(b.equipmentId, weapon));
  const found = feeding.find(({ b, i }) => i === bin && b.shots > 0) ?? feeding.find(({ b }) => b.shots > 0);
  if (!found) throw new MarshalError('out-of-ammunition', `${unit.name}: no ammunition left for ${weapon.name}`, { field: 'weapon' });
  const taken = Math.min(shots, found.b.shots);
  const ammo = unit.ammo.map((b, i) => (i === found.i ? { ...b, shots: b.shots - taken } : b));
  return { unit: { ...unit, ammo }, use: { bin: found.i, location: found.b.location, shots: taken, left: found.b.shots - taken } };
}
