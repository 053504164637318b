// Special munitions a player loads into an ammunition bin before the battle (Solaris VII Stable Challenge §1.1: every
// special ammunition Total Warfare shows may be used, chosen before the event). Typed data: which weapons take each,
// how many shots a ton holds, and what it changes in the to-hit roll or the damage.
import type { Source } from '@marshal/core';
import { tw } from './sources';

export type MunitionId = 'precision' | 'armor-piercing' | 'inferno';

export interface MunitionRule {
  readonly id: MunitionId;
  readonly label: string;
  /** Weapon names (the profile's) that fire it. */
  readonly weapons: RegExp;
  /** Shots a bin holds compared with standard ammunition. */
  readonly shotsFactor: number;
  /** −value to hit, but only to offset the target's movement modifier (never below it). */
  readonly offsetsTargetMovement?: number;
  /** A critical-hit check in the location struck even when no structure is damaged, with this modifier by weapon. */
  readonly armourPiercing?: Readonly<Record<string, number>>;
  /** No damage to a unit that tracks heat; it gains this much heat per missile that hits. */
  readonly heatPerMissile?: number;
  readonly source: Source;
}

const STANDARD_AC = /^AC\/(2|5|10|20)$/u;

export const MUNITIONS: Readonly<Record<MunitionId, MunitionRule>> = {
  precision: {
    id: 'precision',
    label: 'Precision ammunition',
    weapons: STANDARD_AC,
    shotsFactor: 0.5,
    offsetsTargetMovement: 2,
    source: tw('Special Munitions › Precision Ammo', {
      note: "−2 to hit, applied only against the target's movement modifier (so never below +0 for it); half the shots a ton",
    }),
  },
  'armor-piercing': {
    id: 'armor-piercing',
    label: 'Armor-piercing ammunition',
    weapons: STANDARD_AC,
    shotsFactor: 0.5,
    armourPiercing: { 'AC/2': -4, 'AC/5': -3, 'AC/10': -2, 'AC/20': -1 },
    source: tw('Special Munitions › Armor-Piercing Ammo', {
      note: 'a hit checks for a critical hit in the location struck even through armour: AC/2 −4, AC/5 −3, AC/10 −2, AC/20 −1; half the shots a ton',
    }),
  },
  inferno: {
    id: 'inferno',
    label: 'Inferno SRM',
    weapons: /^SRM [246]$/u,
    shotsFactor: 1,
    heatPerMissile: 2,
    source: tw('Special Munitions › Inferno', {
      note: "no damage to a heat-tracking unit ('Mech); 2 heat for every missile that hits, added in the next heat phase",
    }),
  },
};

export const MUNITION_IDS = Object.keys(MUNITIONS) as MunitionId[];

/** The munitions a weapon (by profile name) can be loaded with. */
export const munitionsFor = (weaponName: string): MunitionRule[] => MUNITION_IDS.map((id) => MUNITIONS[id]).filter((m) => m.weapons.test(weaponName));

/** The munitions an ammunition bin (by equipment id, e.g. "IS Ammo AC/10") may be loaded with. */
export const binMunitions = (ammoId: string, weaponName: (base: string) => string | undefined): MunitionRule[] => {
  const name = weaponName(ammoId);
  return name ? munitionsFor(name) : [];
};
