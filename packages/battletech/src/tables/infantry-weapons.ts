import { type Source, TECHMANUAL, bookSource } from '@marshal/core';
import { tw } from '../rules/sources';

/** Per-trooper damage and range of the infantry weapons the bundled platoons carry, and the infantry range table. */
export interface InfantryWeaponData {
  /** The catalog equipment id (MegaMek's internal name). */
  readonly id: string;
  /** Damage one trooper carrying it adds to the platoon's damage. */
  readonly damage: number;
  /** Range in hexes: the row of the infantry range modifier table. */
  readonly range: number;
  /** Troopers needed to crew it (support weapons 2). */
  readonly crew: number;
  readonly source: Source;
}

const TM = (note: string): Source =>
  bookSource(TECHMANUAL, { section: 'Conventional Infantry › Infantry Weapons', page: 273, table: 'Infantry Weapons and Equipment Table', note });

type Row = [id: string, damage: number, range: number, crew?: number, note?: string];

/**
 * Damage values and ranges as MegaMek's infantry weapon classes record them (infantryDamage, infantryRange, crew),
 * each citing TechManual p. 272–273. Where MegaMek has changed a value over time the current one is kept.
 */
const ROWS: readonly Row[] = [
  ['InfantryAssaultRifle', 0.52, 1],
  ['Laser Rifle', 0.28, 2],
  ['Machine Gun (Portable)', 0.65, 1],
  ['Machine Gun (Support)', 0.94, 2, 2],
  ['Flamer (Man-Portable)', 0.55, 0],
  ['Flamer (Heavy)', 0.79, 0, 2],
  ['InfantryHeavySRM', 0.57, 2],
  ['InfantryStandardSRM', 1.14, 2],
  ['InfantrySRMLight', 0.57, 2],
  ['InfantryLRM', 0.48, 3],
  ['AA Weapon (Mk. 2, Man-Portable)', 0.81, 2, 2],
  ['Support Laser', 0.84, 3, 2],
  ['Laser Rifle (Mauser IIC IAS)', 1.37, 3],
  ['InfantryFederatedBarrettM42B', 1.02, 1],
  ['InfantryFederatedBarrettM61A', 0.75, 2, 1, 'older MegaMek versions gave 0.56'],
  ['Auto-Pistol', 0.21, 0],
  ['Auto-Pistol (Magnum)', 0.21, 0],
  ['Autocannon (Bearhunter Superheavy)', 2.33, 0, 2],
  ['Autocannon (Semi-Portable)', 0.77, 1, 2],
  ['Blade (Vibro-blade)', 0.21, 0],
  ['Blade (Vibro-katana)', 0.32, 0],
  ['Gauss Cannon (Grand Mauler)', 0.63, 2],
  ['Gauss Rifle (Thunderstroke II)', 0.53, 2],
  ['Gauss Rifle (Thunderstroke)', 0.26, 1],
  ['Gauss Rifle, Light (David)', 0.56, 3],
  ['Gauss Rifle, Light (King David)', 0.68, 3, 2],
  ['Gauss Submachinegun', 0.45, 1],
  ['Gyroslug Rifle', 0.35, 1],
  ['Needler Rifle (M&G Flechette)', 0.11, 0],
  ['InfantryTAG', 0, 3, 1, 'designates only, no damage'],
  ['Plasma Rifle (Man-Portable)', 1.58, 2],
  ['Laser Rifle (Blazer)', 0.35, 2],
  ['Needler, Support (Firedrake)', 1.2, 1, 2],
  ['Rifle (Imperator AX-22 Assault)', 0.52, 1],
  ['Laser Rifle (Marx XX)', 0.26, 3],
  ['Support Laser (Heavy)', 1.47, 5, 3],
  ['Laser Rifle (Mauser 1200 LSS)', 1.04, 2],
  ['Rifle (M&G G-150)', 0.32, 2],
  ['InfantryHRR', 0.57, 2, 3],
  ['SMG (Gunther MP-20)', 0.33, 0],
  ['Support Laser (ER, IS)', 0.84, 4, 2],
  ['Laser Rifle (ER [Sunbeam Starfire])', 0.28, 3],
  ['Needler Rifle (Shredder Heavy)', 0.34, 0],
  ['Laser Pistol (Sunbeam)', 0.28, 1],
  ['Pulse Laser Rifle (Inner Sphere)', 0.25, 1],
  ['Laser Rifle (Mauser 960)', 0.93, 2],
  ['Laser (Hellbore Assault)', 0.63, 2],
  ['Rifle (Federated Long)', 0.35, 1],
  ['Particle Cannon (Semi-Portable)', 0.72, 2, 2],
];

export const INFANTRY_WEAPONS: readonly InfantryWeaponData[] = ROWS.map(([id, damage, range, crew = 1, note]) => ({
  id,
  damage,
  range,
  crew,
  source: TM(`damage ${damage} per trooper, range ${range}${crew > 1 ? `, crew ${crew}` : ''} (MegaMek infantry weapon data)${note ? `; ${note}` : ''}`),
}));

const BY_ID = new Map(INFANTRY_WEAPONS.map((w) => [w.id.toLowerCase(), w]));
export const infantryWeaponData = (equipmentId: string): InfantryWeaponData | undefined => BY_ID.get(equipmentId.toLowerCase());

/** A primary weapon counts at most this much per trooper (TechManual errata 09/2021, as MegaMek applies it). */
export const PRIMARY_DAMAGE_CAP = {
  value: 0.6,
  source: bookSource(TECHMANUAL, {
    section: 'Conventional Infantry › Primary Weapons',
    note: 'errata 09/2021: a primary weapon counts at most 0.60 damage per trooper (MegaMek INFANTRY_PRIMARY_WEAPON_DAMAGE_CAP)',
  }),
} as const;

/** One row of the range table: up to `upTo` hexes the modifier is `modifier`; beyond the last row the target is out of range. */
export interface InfantryRangeStep {
  readonly upTo: number;
  readonly modifier: number;
}

/** Conventional infantry range modifiers by the weapon's range (index = range; hex 0 is the attacker's own hex). */
export const INFANTRY_RANGE_TABLE: readonly (readonly InfantryRangeStep[])[] = [
  [{ upTo: 0, modifier: 0 }],
  [
    { upTo: 0, modifier: -2 },
    { upTo: 1, modifier: 0 },
    { upTo: 2, modifier: 2 },
    { upTo: 3, modifier: 4 },
  ],
  [
    { upTo: 0, modifier: -2 },
    { upTo: 2, modifier: 0 },
    { upTo: 4, modifier: 2 },
    { upTo: 6, modifier: 4 },
  ],
  [
    { upTo: 0, modifier: -2 },
    { upTo: 3, modifier: 0 },
    { upTo: 6, modifier: 2 },
    { upTo: 9, modifier: 4 },
  ],
  [
    { upTo: 0, modifier: -2 },
    { upTo: 4, modifier: 0 },
    { upTo: 6, modifier: 1 },
    { upTo: 8, modifier: 2 },
    { upTo: 10, modifier: 3 },
    { upTo: 12, modifier: 4 },
  ],
  [
    { upTo: 0, modifier: -1 },
    { upTo: 5, modifier: 0 },
    { upTo: 7, modifier: 1 },
    { upTo: 10, modifier: 2 },
    { upTo: 12, modifier: 3 },
    { upTo: 15, modifier: 4 },
  ],
  [
    { upTo: 0, modifier: -1 },
    { upTo: 6, modifier: 0 },
    { upTo: 9, modifier: 1 },
    { upTo: 12, modifier: 2 },
    { upTo: 15, modifier: 4 },
    { upTo: 18, modifier: 5 },
  ],
  [
    { upTo: 0, modifier: -1 },
    { upTo: 7, modifier: 0 },
    { upTo: 10, modifier: 1 },
    { upTo: 14, modifier: 2 },
    { upTo: 17, modifier: 4 },
    { upTo: 21, modifier: 6 },
  ],
];

export const INFANTRY_RANGE_SOURCE = tw('Conventional Infantry › Range', {
  table: 'Conventional Infantry Range Modifier Table',
  note: "by the weapon's range; in its own hex point-blank support/encumbering weapons +1, archaic point-blank weapons +1, burst-fire −1 (MegaMek Compute.getInfantryRangeMods)",
});

/** Conventional infantry damage: per-trooper damage × troopers standing, rounded to the nearest whole point, applied in 2-point groups. */
export const PLATOON_DAMAGE = {
  groupSize: 2,
  source: tw('Conventional Infantry › Infantry Damage', {
    table: 'Conventional Infantry Damage Table',
    note: 'troopers standing × damage per trooper, rounded to nearest (0.5 up), in 2-point groupings; TW reads the table directly where MegaMek first rolls the cluster table on the troopers',
  }),
  /** Burst-fire weapons (and a primary over the damage cap) add 1D6 against conventional infantry. */
  burstDice: '1d6',
  burstSource: bookSource(TECHMANUAL, {
    section: 'Conventional Infantry › Burst Fire',
    page: 273,
    note: 'burst-fire infantry weapons +1D6 damage against conventional infantry (MegaMek InfantryWeaponHandler; errata 09/2021 extends it to primaries over the damage cap)',
  }),
} as const;
