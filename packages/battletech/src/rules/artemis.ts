// Artemis fire-control systems (Total Warfare, Artemis IV FCS; TechManual p. 206 for the launchers it links to;
// Interstellar Operations p. 217 for the prototype; Tactical Operations p. 283 for Artemis V). An FCS serves one
// launcher in its own location. While the FCS works and the launcher fires rounds made for that FCS, the launcher's
// cluster-hits roll gets a bonus: Artemis IV +2, prototype Artemis IV +1, Artemis V +3. No bonus when enemy ECM covers
// a hex on the line from the attacker to the target, when the attacker's own stealth armour is on, or when the
// launcher fires indirectly. Standard rounds and other special munitions get no bonus. The numbers and the ECM and
// stealth exceptions are also those of MegaMek (MissileWeaponHandler); the link order is MegaMek's (MechFileParser):
// each FCS, in the order the unit file lists its equipment, serves the first not yet served Artemis-compatible
// launcher in its location.
import type { Source } from '@marshal/core';
import { TECHMANUAL, bookSource } from '@marshal/core';
import type { MunitionId } from './munitions';
import { tacops, tw } from './sources';

export type FcsKind = 'artemis-iv' | 'artemis-iv-proto' | 'artemis-v';

export interface FcsRule {
  readonly kind: FcsKind;
  readonly label: string;
  /** The catalog flag that marks this FCS on an equipment entry. */
  readonly flag: string;
  /** Added to the cluster-hits roll of the linked launcher. */
  readonly clusterBonus: number;
  /** The rounds the bonus needs. */
  readonly ammo: MunitionId;
  readonly source: Source;
}

/** Launchers an FCS can serve: the catalog marks them `artemis-capable` (LRM, SRM, MML and their torpedo forms). */
export const ARTEMIS_COMPATIBLE_FLAG = 'artemis-capable';

export const LINK_SOURCE = bookSource(TECHMANUAL, {
  page: 206,
  section: 'Artemis IV Fire-Control System',
  note:
    'one FCS for each launcher, in the same location; it serves LRM, SRM and MML launchers (and their torpedo forms). Which FCS serves ' +
    'which launcher when a location holds several: each, in file order, the first launcher not yet served (MegaMek MechFileParser)',
});

export const FCS: Readonly<Record<FcsKind, FcsRule>> = {
  'artemis-iv': {
    kind: 'artemis-iv',
    label: 'Artemis IV FCS',
    flag: 'artemis',
    clusterBonus: 2,
    ammo: 'artemis-capable',
    source: tw('Artemis IV Fire-Control System', { note: '+2 on the cluster-hits roll of the linked launcher firing Artemis-capable rounds' }),
  },
  'artemis-iv-proto': {
    kind: 'artemis-iv-proto',
    label: 'Prototype Artemis IV FCS',
    flag: 'artemis-proto',
    clusterBonus: 1,
    ammo: 'artemis-capable',
    source: bookSource('Interstellar Operations', {
      page: 217,
      section: 'Prototype Artemis IV Fire-Control System',
      note: '+1 on the cluster-hits roll of the linked launcher firing Artemis-capable rounds (MegaMek)',
    }),
  },
  'artemis-v': {
    kind: 'artemis-v',
    label: 'Artemis V FCS',
    flag: 'artemis-v',
    clusterBonus: 3,
    ammo: 'artemis-v-capable',
    source: tacops('Artemis V Fire-Control System', {
      page: 283,
      note: '+3 on the cluster-hits roll of the linked launcher firing Artemis V-capable rounds',
    }),
  },
};

export const FCS_KINDS = Object.keys(FCS) as FcsKind[];

/** Why a working FCS with the right rounds still gives no bonus on this shot. */
export type ArtemisBlock = 'ecm' | 'stealth' | 'indirect';

export const ARTEMIS_BLOCKS: Readonly<Record<ArtemisBlock, { readonly reason: string; readonly source: Source }>> = {
  ecm: {
    reason: 'enemy ECM on the line of fire',
    source: tw('ECM Suite', { note: 'an Artemis FCS gives no bonus when a hex from the attacker to the target lies in enemy ECM coverage' }),
  },
  stealth: {
    reason: "the attacker's stealth armour is on",
    source: tw('Stealth Armor', { note: "a 'Mech's own working stealth armour stops its Artemis bonus (MegaMek MissileWeaponHandler)" }),
  },
  indirect: {
    reason: 'indirect fire',
    source: tw('Artemis IV Fire-Control System', { note: 'no bonus for indirect LRM fire' }),
  },
};

/** The itemised cluster-roll line of an Artemis shot: the bonus, or +0 with the reason it is lost. */
export interface ClusterModifier {
  readonly value: number;
  readonly label: string;
  readonly source: Source;
}

/** What a shot's FCS adds to the cluster roll: null when the launcher has no working FCS or fires other rounds. */
export function artemisModifier(shot: { readonly fcs?: FcsKind; readonly munition?: MunitionId; readonly block?: ArtemisBlock }): ClusterModifier | null {
  if (!shot.fcs) return null;
  const rule = FCS[shot.fcs];
  if (shot.munition !== rule.ammo) return null;
  if (shot.block) {
    const b = ARTEMIS_BLOCKS[shot.block];
    return { value: 0, label: `${rule.label}: no bonus (${b.reason})`, source: b.source };
  }
  return { value: rule.clusterBonus, label: rule.label, source: rule.source };
}
