/** The shape of one entry in the equipment table: weapons, ammunition and other equipment, with their game numbers. */
import type { Source } from '@marshal/core';

export type EquipmentCategory = 'weapon' | 'ammo' | 'misc';
/** Which tech base may mount it: 'All' means both Inner Sphere and Clan. */
export type EquipmentTechBase = 'IS' | 'Clan' | 'All';

/** Damage of one hit: a number, or how it is worked out when it is not fixed. */
export type Damage = number | 'cluster' | 'variable' | 'special' | 'artillery';

/** Range brackets in hexes; `min` is 0 when the weapon has no minimum range. */
export interface RangeBrackets {
  readonly min: number;
  readonly short: number;
  readonly medium: number;
  readonly long: number;
  readonly extreme: number;
}

/** 'variable' where the value depends on the unit (tonnage of a jump jet, slots of MASC, BV of a TC …). */
export type Variable = 'variable';

export interface EquipmentEntry {
  /** Stable id: MegaMek's internal name, e.g. `ISERMediumLaser`. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Every name that resolves to this entry, as written in MegaMek files (looked up case-insensitively). */
  readonly aliases: readonly string[];
  readonly category: EquipmentCategory;
  readonly techBase: EquipmentTechBase;
  /** Weapons: damage per hit; for cluster weapons see `damagePerShot` and `clusterSize`. */
  readonly damage?: Damage;
  /** Damage at short/medium/long when it changes with range (snub-nose PPC, heavy Gauss …). */
  readonly damageByRange?: readonly [number, number, number];
  /** Damage per missile or per shot for cluster/ammo weapons (LRM 1, SRM 2). */
  readonly damagePerShot?: number;
  readonly heat: number;
  readonly ranges?: RangeBrackets;
  readonly tonnage: number | Variable;
  readonly slots: number | Variable;
  /** Ammunition: shots in one ton (or one bin for battle armour). */
  readonly ammoPerTon?: number;
  /** Links weapons to their ammunition (`LRM`, `AC`, `GAUSS` …). */
  readonly ammoType?: string;
  /** Missiles in a rack / shots of a cluster weapon; the row of the cluster hits table. */
  readonly clusterSize?: number;
  /** To-hit modifier the weapon itself carries (pulse −2, MRM +1 …). */
  readonly toHitModifier?: number;
  readonly explosive: boolean;
  readonly bv: number | Variable;
  /** Lower-case kebab flags: `pulse`, `precision-capable`, `artemis-capable`, `missile`, `ballistic`, `energy`, `one-shot` … */
  readonly flags: readonly string[];
  readonly source: Source;
}

export const hasFlag = (entry: EquipmentEntry, flag: string): boolean => entry.flags.includes(flag);
