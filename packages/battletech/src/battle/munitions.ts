// Special munitions in a battle: loaded into bins from the setup (chosen in the roster), and read when a weapon fires.
import { MarshalError } from '@marshal/core';
import { MUNITIONS, type MunitionId, type MunitionRule, binMunitions, munitionsFor } from '../rules/munitions';
import { baseOf, binFeeds } from '../unit/ammo-use';
import { catalogWeaponLookup } from '../unit/catalog-weapons';
import type { BattleUnit } from '../unit/battle-unit';
import type { WeaponProfile } from '../unit/weapons';
import { weaponProfile } from './memo';
import { type MmlMode, isMml, mmlModeOfBin } from '../unit/mml';

/**
 * Load the chosen munitions (`{ bin index: munition }`) into the unit's bins: each bin must feed a weapon that fires
 * that munition; the bin then holds the munition's share of shots (half a ton's worth for precision and armour-piercing).
 */
export function loadMunitions(u: BattleUnit, choice: Readonly<Record<string, MunitionId>>, field: string): BattleUnit {
  const ammo = u.ammo.map((b, i) => {
    const id = choice[String(i)];
    if (!id) return b;
    const fed = u.weapons.map((w) => weaponProfile(w.equipmentId)).filter((p): p is WeaponProfile => !!p && binFeeds(b.equipmentId, p));
    const rule = MUNITIONS[id];
    if (!fed.some((p) => munitionsFor(p.name, isMml(p) ? mmlModeOfBin(b.equipmentId) : undefined).includes(rule)))
      throw new MarshalError('invalid-input', `${u.name}: bin ${i} (${b.equipmentId}) feeds no weapon that fires ${rule.label}`, { field: `${field}.${i}` });
    return { ...b, munition: id, shots: Math.floor(b.shots * rule.shotsFactor) };
  });
  for (const key of Object.keys(choice))
    if (!u.ammo[Number(key)]) throw new MarshalError('invalid-input', `${u.name} has no ammunition bin ${key}`, { field: `${field}.${key}` });
  return { ...u, ammo };
}

/** What a shot from a unit without special munitions reads: nothing (shared, never changed). */
const NO_MUNITION: { munition?: MunitionRule; mode?: string } = Object.freeze({});

/**
 * The munition in the bin the weapon would fire from now (bin `chosen` when it feeds the weapon and has a round, else
 * the first feeding bin with a round left), if special, and the weapon mode it fires in (LB-X cluster rounds).
 */
export function munitionInput(u: BattleUnit, p: WeaponProfile, chosen?: number): { munition?: MunitionRule; mode?: string } {
  // Most units load no special munition: then no bin can give one, whichever fires (asked for every weapon and shot).
  if (!u.ammo.some((b) => b.munition !== undefined)) return NO_MUNITION;
  const ok = (b: BattleUnit['ammo'][number] | undefined) => !!b && !b.exploded && b.shots > 0 && binFeeds(b.equipmentId, p);
  const pick = chosen !== undefined && ok(u.ammo[chosen]) ? u.ammo[chosen] : undefined;
  const bin = pick ?? u.ammo.find(ok);
  const munition = bin?.munition ? MUNITIONS[bin.munition] : undefined;
  return munition ? { munition, ...(munition.mode ? { mode: munition.mode } : {}) } : {};
}

/** An MML bin's launcher and the mode of its rounds ("IS Ammo MML-7 SRM" → MML 7, SRM); null for any other bin. */
const mmlBin = (ammoId: string): { name: string; mode: MmlMode } | null => {
  const size = /\bMML-?\s?(\d+)\b/iu.exec(ammoId)?.[1];
  return size ? { name: `MML ${size}`, mode: mmlModeOfBin(ammoId) } : null;
};

/**
 * The weapon a bin of this ammunition feeds, by the weapon's name ("IS Ammo AC/20" → "AC/20"; an MML bin adds its rounds,
 * "MML-7 LRM", an LB-X cluster bin "LB 10-X AC cluster"): how a form names a bin in a few characters.
 */
export function binWeaponName(ammoId: string): string {
  const base = baseOf(ammoId);
  const name = catalogWeaponLookup(base)?.name ?? base.replace(/^(?:IS|Clan|CL)\s+/iu, '').replace(/\s+/gu, ' ');
  const mml = mmlBin(ammoId);
  if (mml) return `${name} ${mml.mode}`;
  return /\bCluster\b/iu.test(ammoId) ? `${name} cluster` : name;
}

/**
 * The special munitions a roster may load into a bin of this ammunition (for the force builder's choice); an MML bin
 * those of its rounds' mode (LRM-mode munitions for "IS Ammo MML-7 LRM", SRM-mode ones such as inferno for the SRM bin).
 */
export const munitionChoices = (ammoId: string): MunitionRule[] => {
  const mml = mmlBin(ammoId);
  return mml ? munitionsFor(mml.name, mml.mode) : binMunitions(ammoId, (id) => catalogWeaponLookup(baseOf(id))?.name);
};

/**
 * The bins a weapon could fire from now, one for each kind of round (standard or a munition), the default one first:
 * the choice a player makes per shot when a unit carries bins of several kinds (Narc-capable and standard missiles, LB-X
 * cluster and slug rounds).
 */
export function binChoices(u: BattleUnit, p: WeaponProfile): { bin: number; munition?: MunitionRule; mml?: MmlMode }[] {
  const seen = new Set<string>();
  const out: { bin: number; munition?: MunitionRule; mml?: MmlMode }[] = [];
  const mml = isMml(p);
  u.ammo.forEach((b, i) => {
    const mode = mml ? mmlModeOfBin(b.equipmentId) : undefined;
    const kind = `${b.munition ?? ''}|${mode ?? ''}`;
    if (b.exploded || b.shots <= 0 || !binFeeds(b.equipmentId, p) || seen.has(kind)) return;
    seen.add(kind);
    out.push({ bin: i, ...(b.munition ? { munition: MUNITIONS[b.munition] } : {}), ...(mode ? { mml: mode } : {}) });
  });
  return out;
}
