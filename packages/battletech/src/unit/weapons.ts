import { MarshalError, type Modifier } from '@marshal/core';

/** The combat numbers of one weapon: damage, heat, ranges, cluster size and the flags the rules ask about. */
export type WeaponFlag =
  | 'mg'
  | 'mg-light'
  | 'mg-heavy'
  | 'flamer'
  | 'missile'
  | 'pulse'
  | 'streak'
  | 'ultra'
  | 'lbx'
  | 'explosive-ammo'
  /** A Narc or iNarc missile beacon: no damage, a hit attaches a pod (see rules/narc). */
  | 'narc'
  | 'inarc';

export interface WeaponProfile {
  readonly id: string;
  readonly name: string;
  readonly damage: number;
  readonly heat: number;
  readonly ranges: { readonly min: number; readonly short: number; readonly medium: number; readonly long: number };
  /** Rack size rolled on the cluster table (missiles); absent for single-shot weapons. */
  readonly cluster?: { readonly size: number; readonly damagePerMissile: number; readonly group: number };
  readonly toHit: number;
  /** Heat a flamer can apply to a heat-tracking target. */
  readonly targetHeat?: number;
  readonly flags: readonly WeaponFlag[];
  readonly aliases: readonly string[];
  /** Conventional infantry fire: ranges come from the infantry range table (its row, and the extras in the platoon's own hex). */
  readonly infantryRange?: { readonly range: number; readonly pointBlank: readonly Modifier[] };
  /** A multi-missile launcher firing LRM or SRM rounds (unit/mml): its ranges and missiles are that mode's. */
  readonly mml?: 'LRM' | 'SRM';
}

type Row = [name: string, dmg: number, heat: number, min: number, s: number, m: number, l: number, extra?: Partial<WeaponProfile>];

const missile = (size: number, per: number, group: number, flags: WeaponFlag[] = []): Partial<WeaponProfile> => ({
  cluster: { size, damagePerMissile: per, group },
  flags: ['missile', 'explosive-ammo', ...flags],
});
const ballistic: Partial<WeaponProfile> = { flags: ['explosive-ammo'] };

/** Numbers from the facts file §9 (Inner Sphere unless marked Clan); damage of a missile weapon is per missile. */
const ROWS: Row[] = [
  ['Small Laser', 3, 1, 0, 1, 2, 3],
  ['Medium Laser', 5, 3, 0, 3, 6, 9],
  ['Large Laser', 8, 8, 0, 5, 10, 15],
  ['ER Small Laser', 3, 2, 0, 2, 4, 5],
  ['ER Medium Laser', 5, 5, 0, 4, 8, 12],
  ['ER Large Laser', 8, 12, 0, 7, 14, 19],
  ['Small Pulse Laser', 3, 2, 0, 1, 2, 3, { toHit: -2, flags: ['pulse'] }],
  ['Medium Pulse Laser', 6, 4, 0, 2, 4, 6, { toHit: -2, flags: ['pulse'] }],
  ['Large Pulse Laser', 9, 10, 0, 3, 7, 10, { toHit: -2, flags: ['pulse'] }],
  ['Clan ER Small Laser', 5, 2, 0, 2, 4, 6],
  ['Clan ER Medium Laser', 7, 5, 0, 5, 10, 15],
  ['Clan ER Large Laser', 10, 12, 0, 8, 15, 25],
  ['PPC', 10, 10, 3, 6, 12, 18],
  ['ER PPC', 10, 15, 0, 7, 14, 23],
  ['Clan ER PPC', 15, 15, 0, 7, 14, 23],
  ['Flamer', 2, 3, 0, 1, 2, 3, { targetHeat: 2, flags: ['flamer'] }],
  ['Heavy Flamer', 4, 5, 0, 2, 3, 4, { targetHeat: 4, flags: ['flamer'] }],
  ['ER Flamer', 2, 4, 0, 3, 5, 7, { targetHeat: 2, flags: ['flamer'] }],
  ['AC/2', 2, 1, 4, 8, 16, 24, ballistic],
  ['AC/5', 5, 1, 3, 6, 12, 18, ballistic],
  ['AC/10', 10, 3, 0, 5, 10, 15, ballistic],
  ['AC/20', 20, 7, 0, 3, 6, 9, ballistic],
  ['Ultra AC/5', 5, 1, 2, 6, 13, 20, { flags: ['explosive-ammo', 'ultra'] }],
  ['LB 10-X AC', 10, 2, 0, 6, 12, 18, { flags: ['explosive-ammo', 'lbx'] }],
  ['Gauss Rifle', 15, 1, 2, 7, 15, 22],
  ['Machine Gun', 2, 0, 0, 1, 2, 3, { flags: ['mg', 'explosive-ammo'] }],
  ['Light Machine Gun', 1, 0, 0, 2, 4, 6, { flags: ['mg', 'mg-light', 'explosive-ammo'] }],
  ['Heavy Machine Gun', 3, 0, 0, 1, 2, 2, { flags: ['mg', 'mg-heavy', 'explosive-ammo'] }],
  ['SRM 2', 2, 2, 0, 3, 6, 9, missile(2, 2, 2)],
  ['SRM 4', 2, 3, 0, 3, 6, 9, missile(4, 2, 2)],
  ['SRM 6', 2, 4, 0, 3, 6, 9, missile(6, 2, 2)],
  ['Streak SRM 2', 2, 2, 0, 3, 6, 9, missile(2, 2, 2, ['streak'])],
  ['LRM 5', 1, 2, 6, 7, 14, 21, missile(5, 1, 5)],
  ['LRM 10', 1, 4, 6, 7, 14, 21, missile(10, 1, 5)],
  ['LRM 15', 1, 5, 6, 7, 14, 21, missile(15, 1, 5)],
  ['LRM 20', 1, 6, 6, 7, 14, 21, missile(20, 1, 5)],
  ['MRM 10', 1, 4, 0, 3, 8, 15, { ...missile(10, 1, 5), toHit: 1 }],
  ['Narc', 0, 0, 0, 3, 6, 9, { flags: ['missile', 'narc'] }],
  ['iNarc', 0, 0, 0, 4, 9, 15, { flags: ['missile', 'inarc'] }],
];

export const normaliseName = (s: string): string =>
  s
    .toLowerCase()
    .replace(/^(clan|cl|inner sphere|is)\s*(?=[a-z])/u, (m) => (m.startsWith('cl') ? 'clan ' : ''))
    .replace(/[^a-z0-9]/gu, '');

export const WEAPON_PROFILES: readonly WeaponProfile[] = ROWS.map(([name, damage, heat, min, short, medium, long, extra = {}]) => ({
  id: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/-$/u, ''),
  name,
  damage,
  heat,
  ranges: { min, short, medium, long },
  toHit: extra.toHit ?? 0,
  flags: extra.flags ?? [],
  aliases: [],
  ...(extra.cluster ? { cluster: extra.cluster } : {}),
  ...(extra.targetHeat !== undefined ? { targetHeat: extra.targetHeat } : {}),
}));

const ALIASES: Readonly<Record<string, string>> = {
  mg: 'Machine Gun',
  lightmg: 'Light Machine Gun',
  heavymg: 'Heavy Machine Gun',
  lbx10: 'LB 10-X AC',
  lb10xac: 'LB 10-X AC',
  autocannon2: 'AC/2',
  autocannon5: 'AC/5',
  autocannon10: 'AC/10',
  autocannon20: 'AC/20',
  uac5: 'Ultra AC/5',
  ultraac5: 'Ultra AC/5',
  gauss: 'Gauss Rifle',
  streaksrm2: 'Streak SRM 2',
  mediumpulselaser: 'Medium Pulse Laser',
  erppc: 'ER PPC',
};

const BY_KEY = new Map(WEAPON_PROFILES.map((w) => [normaliseName(w.name), w]));
for (const [alias, name] of Object.entries(ALIASES)) BY_KEY.set(alias, BY_KEY.get(normaliseName(name))!);

/** A weapon lookup; the default reads the table above, the catalog's equipment table can replace it. */
export type WeaponLookup = (nameOrId: string) => WeaponProfile | undefined;

export const defaultWeaponLookup: WeaponLookup = (nameOrId) => {
  const key = normaliseName(nameOrId);
  return BY_KEY.get(key) ?? BY_KEY.get(key.replace(/^clan/u, '')) ?? BY_KEY.get(key.replace(/^is/u, ''));
};

export function requireWeapon(nameOrId: string, lookup: WeaponLookup = defaultWeaponLookup, field = 'weapon'): WeaponProfile {
  const w = lookup(nameOrId);
  if (!w) {
    const known = WEAPON_PROFILES.map((p) => p.name).join(', ');
    throw new MarshalError('unknown-weapon', `no weapon profile for "${nameOrId}" (known: ${known})`, { field });
  }
  return w;
}

/** Damage one shot of a bin does when it explodes: per-missile damage × rack, or the weapon's damage. */
export function ammoShotDamage(ammoId: string, lookup: WeaponLookup = defaultWeaponLookup): { damage: number; explosive: boolean } {
  const base = ammoId
    .replace(/\bammo\b/giu, '')
    .replace(/\(.*\)/gu, '')
    .replace(/-\s*(full|half)\s*$/iu, '')
    .trim();
  const w = lookup(base);
  if (!w) return { damage: 0, explosive: false };
  const perShot = w.cluster ? w.cluster.size * w.cluster.damagePerMissile : w.damage;
  return { damage: perShot, explosive: w.flags.includes('explosive-ammo') };
}
