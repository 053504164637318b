// Multi-missile launchers (TechManual, MML): an MML fires LRM or SRM rounds, and the bin a shot is fired from decides
// which. With LRM rounds it shoots as an LRM of its size (LRM range brackets with the minimum range, 1 damage a missile
// in 5-point groups); with SRM rounds as an SRM (SRM range brackets, 2 damage a missile, each missile its own hit).
// Either way it reads the cluster table's column of its size and builds the MML's own heat.
import { type Modifier, type Source, TECHMANUAL, bookSource, modifier } from '@marshal/core';
import type { BattleUnit } from './battle-unit';
import { binFeeds } from './ammo-use';
import { catalogWeaponLookup } from './catalog-weapons';
import type { WeaponProfile } from './weapons';

export type MmlMode = 'LRM' | 'SRM';

export const MML_SOURCE: Source = bookSource(TECHMANUAL, {
  page: 229,
  section: 'Multi-Missile Launcher',
  note: 'fires LRM or SRM ammunition, each with the range, damage and grouping of that launcher type, on the cluster column of its size',
});

/** The launcher type whose range brackets and missiles each mode borrows (all sizes share the range brackets). */
const BORROWED: Readonly<Record<MmlMode, { readonly weapon: string; readonly damagePerMissile: number; readonly group: number }>> = {
  LRM: { weapon: 'LRM 5', damagePerMissile: 1, group: 5 },
  SRM: { weapon: 'SRM 2', damagePerMissile: 2, group: 2 },
};

export const isMml = (p: Pick<WeaponProfile, 'name'>): boolean => /^MML \d+$/u.test(p.name);

/** The mode a bin's rounds fire in: its name says LRM or SRM ("IS Ammo MML-5 LRM"). */
export const mmlModeOfBin = (ammoId: string): MmlMode => (/\bLRM\b/iu.test(ammoId) ? 'LRM' : 'SRM');

const modes = new WeakMap<WeaponProfile, Partial<Record<MmlMode, WeaponProfile>>>();

/** The MML `p` firing in `mode`: the same weapon (name, heat, bins) with that launcher type's ranges and missiles. */
export function mmlProfile(p: WeaponProfile, mode: MmlMode): WeaponProfile {
  const base = (p.mml && catalogWeaponLookup(p.id)) || p;
  let byMode = modes.get(base);
  if (!byMode) modes.set(base, (byMode = {}));
  const made = byMode[mode];
  if (made) return made;
  const b = BORROWED[mode];
  const ranges = catalogWeaponLookup(b.weapon)!.ranges;
  const size = base.cluster?.size ?? 0;
  return (byMode[mode] = {
    ...base,
    damage: b.damagePerMissile,
    ranges,
    cluster: { size, damagePerMissile: b.damagePerMissile, group: b.group },
    mml: mode,
  });
}

/**
 * The profile weapon `p` of `u` shoots with from bin `bin` (when it feeds the weapon and has a round, else the first
 * feeding bin with a round, as ammunition use picks it): an MML in the mode of that bin; any other weapon as it is.
 */
export function shotProfile(u: Pick<BattleUnit, 'ammo'>, p: WeaponProfile, bin?: number): WeaponProfile {
  if (!isMml(p)) return p;
  const ok = (b: BattleUnit['ammo'][number] | undefined) => !!b && !b.exploded && b.shots > 0 && binFeeds(b.equipmentId, p);
  const chosen = bin !== undefined && ok(u.ammo[bin]) ? u.ammo[bin] : u.ammo.find(ok);
  return chosen ? mmlProfile(p, mmlModeOfBin(chosen.equipmentId)) : p;
}

/** The to-hit ruling's line naming the mode an MML fires in (+0: it changes the range brackets, not the number). */
export function mmlModeModifiers(p: WeaponProfile): Modifier[] {
  if (!p.mml) return [];
  const r = p.ranges;
  const min = r.min > 0 ? `, minimum ${r.min}` : '';
  return [modifier('mml-mode', `${p.name} firing ${p.mml} rounds (${p.mml} ranges ${r.short}/${r.medium}/${r.long}${min})`, 0, MML_SOURCE)];
}
