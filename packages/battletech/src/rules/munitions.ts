// Special munitions a player loads into an ammunition bin before the battle (Solaris VII Stable Challenge §1.1: every
// special ammunition Total Warfare shows may be used, chosen before the event). Typed data: which weapons take each,
// how many shots a ton holds, and what it changes in the to-hit roll or the damage.
import type { Source } from '@marshal/core';
import type { MmlMode } from '../unit/mml';
import { EXPLOSIVE_POD, type PodKind } from './narc';
import { tacops, tw } from './sources';

export type MunitionId =
  | 'precision'
  | 'armor-piercing'
  | 'inferno'
  | 'narc-capable'
  | 'artemis-capable'
  | 'artemis-v-capable'
  | 'lbx-cluster'
  | 'inarc-ecm'
  | 'inarc-haywire'
  | 'inarc-nemesis'
  | 'inarc-explosive'
  | 'narc-explosive';

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
  /** Narc-capable missiles: guided by their side's Narc and iNarc homing pods (see rules/narc). */
  readonly narcGuided?: true;
  /** The bin fires in this weapon mode of the rules (LB-X cluster rounds: the 'lbx-cluster' pellets mode). */
  readonly mode?: string;
  /** An iNarc pod of this kind instead of the homing pod. */
  readonly pod?: PodKind;
  /** An explosive pod: damage where it hits instead of a pod (see rules/narc `EXPLOSIVE_POD`). */
  readonly explosive?: 'narc' | 'inarc';
  /**
   * The MML bins that may take it, by the mode of their rounds (an MML's LRM rounds take the LRM munitions, its SRM
   * rounds the SRM ones); an MML is never matched by `weapons`.
   */
  readonly mml?: readonly MmlMode[];
  readonly source: Source;
}

const STANDARD_AC = /^AC\/(2|5|10|20)$/u;
const INARC = /^iNarc\b/u;
/** Launchers an Artemis FCS serves, by profile name (TechManual: LRM, SRM and the torpedo forms; MML bins by `mml`). */
const ARTEMIS_LAUNCHERS = /^(LRM|SRM|LRT|SRT) \d+$/u;
const BOTH_MML_MODES: readonly MmlMode[] = ['LRM', 'SRM'];

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
    mml: ['SRM'],
    shotsFactor: 1,
    heatPerMissile: 2,
    source: tw('Special Munitions › Inferno', {
      note: "no damage to a heat-tracking unit ('Mech); 2 heat for every missile that hits, added in the next heat phase",
    }),
  },
  'narc-capable': {
    id: 'narc-capable',
    label: 'Narc-capable missiles',
    weapons: /^(LRM|SRM) \d+$/u,
    mml: BOTH_MML_MODES,
    shotsFactor: 1,
    narcGuided: true,
    source: tw('Special Munitions › Narc-Capable Missiles', {
      note:
        "+2 on the cluster roll against a unit carrying the firing side's Narc or iNarc homing pod, −1 to hit as well with an iNarc homing pod; " +
        "none when the target's hex is under enemy ECM",
    }),
  },
  'artemis-capable': {
    id: 'artemis-capable',
    label: 'Artemis-capable missiles',
    weapons: ARTEMIS_LAUNCHERS,
    mml: BOTH_MML_MODES,
    shotsFactor: 1,
    source: tw('Artemis IV Fire-Control System', {
      note: 'the rounds an Artemis IV (or prototype) FCS guides; from a launcher without a working linked FCS they fly as standard missiles',
    }),
  },
  'artemis-v-capable': {
    id: 'artemis-v-capable',
    label: 'Artemis V-capable missiles',
    weapons: ARTEMIS_LAUNCHERS,
    mml: BOTH_MML_MODES,
    shotsFactor: 1,
    source: tacops('Artemis V Fire-Control System', {
      page: 283,
      note: 'the rounds an Artemis V FCS guides; from a launcher without a working linked Artemis V they fly as standard missiles',
    }),
  },
  'lbx-cluster': {
    id: 'lbx-cluster',
    label: 'LB-X cluster rounds',
    weapons: /^LB \d+-X AC$/u,
    shotsFactor: 1,
    mode: 'lbx-cluster',
    source: tw('LB-X Autocannon', { note: 'cluster rounds instead of slugs: −1 to hit, the cluster table with the gun size as column, 1 point a pellet' }),
  },
  'inarc-ecm': {
    id: 'inarc-ecm',
    label: 'iNarc ECM pods',
    weapons: INARC,
    shotsFactor: 1,
    pod: 'ecm',
    source: tw('Improved Narc Missile Beacon › ECM Pods', { page: 141 }),
  },
  'inarc-haywire': {
    id: 'inarc-haywire',
    label: 'iNarc haywire pods',
    weapons: INARC,
    shotsFactor: 1,
    pod: 'haywire',
    source: tw('Improved Narc Missile Beacon › Haywire Pods', { page: 141 }),
  },
  'inarc-nemesis': {
    id: 'inarc-nemesis',
    label: 'iNarc Nemesis pods',
    weapons: INARC,
    shotsFactor: 1,
    pod: 'nemesis',
    source: tw('Improved Narc Missile Beacon › Nemesis Pods', { page: 141 }),
  },
  'inarc-explosive': {
    id: 'inarc-explosive',
    label: 'iNarc explosive pods',
    weapons: INARC,
    shotsFactor: 1,
    explosive: 'inarc',
    source: EXPLOSIVE_POD.inarc.source,
  },
  'narc-explosive': {
    id: 'narc-explosive',
    label: 'Narc explosive pods',
    weapons: /^Narc\b/u,
    shotsFactor: 1,
    explosive: 'narc',
    source: EXPLOSIVE_POD.narc.source,
  },
};

/**
 * The munition a unit file names for a bin (MegaMek files: "IS Ammo SRM-6 Narc-capable", "IS LB 10-X Cluster Ammo",
 * "ISiNarc ECM Pods", "IS Ammo LRM-15 Artemis-capable", "Clan Ammo LRM-15 (Clan) Artemis V-capable"); only these; other
 * munitions named in files load as standard rounds.
 */
export function fileMunition(ammoId: string, named?: string): MunitionId | undefined {
  if (named && /narc/iu.test(named)) return 'narc-capable';
  if (named && /Artemis V-capable/iu.test(named)) return 'artemis-v-capable';
  if (named && /Artemis-capable/iu.test(named)) return 'artemis-capable';
  if (/\bLB \d+-X Cluster\b/iu.test(ammoId)) return 'lbx-cluster';
  if (/iNarc ECM Pods/iu.test(ammoId)) return 'inarc-ecm';
  if (/iNarc Haywire Pods/iu.test(ammoId)) return 'inarc-haywire';
  if (/iNarc Nemesis Pods/iu.test(ammoId)) return 'inarc-nemesis';
  if (/iNarc Explosive Pods/iu.test(ammoId)) return 'inarc-explosive';
  if (/Narc Explosive Pods/iu.test(ammoId)) return 'narc-explosive';
  return undefined;
}

export const MUNITION_IDS = Object.keys(MUNITIONS) as MunitionId[];

/**
 * The munitions a weapon (by profile name) can be loaded with; an MML's by the mode of the bin's rounds (`mml`:
 * TechManual MML and Total Warfare special munitions: its LRM rounds take LRM munitions, its SRM rounds SRM ones).
 */
export const munitionsFor = (weaponName: string, mml?: MmlMode): MunitionRule[] =>
  MUNITION_IDS.map((id) => MUNITIONS[id]).filter((m) => (mml ? !!m.mml?.includes(mml) : m.weapons.test(weaponName)));

/** The munitions an ammunition bin (by equipment id, e.g. "IS Ammo AC/10") may be loaded with. */
export const binMunitions = (ammoId: string, weaponName: (base: string) => string | undefined): MunitionRule[] => {
  const name = weaponName(ammoId);
  return name ? munitionsFor(name) : [];
};
