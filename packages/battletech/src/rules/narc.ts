// Narc and iNarc missile beacons (Total Warfare, Narc Missile Beacon and Improved Narc, p. 141; numbers read from the
// facts file and MegaMek's NarcHandler and to-hit code). A beacon does no damage: a hit rolls a location and a pod
// attaches there. Pods help the attacker's side: Narc-capable missiles roll +2 on the cluster table against a unit
// carrying their side's Narc pod or iNarc homing pod (and −1 to hit against an iNarc homing pod), unless the target's
// hex is under enemy ECM. An iNarc ECM pod makes an ECM field in its carrier's hex; a haywire pod +1 to the carrier's
// own weapon attacks.
import type { Source } from '@marshal/core';
import { tw } from './sources';

export type PodKind = 'narc' | 'homing' | 'ecm' | 'haywire';

/** A pod stuck on a unit: its kind, the location it sits in, the unit that fired it, and an ECM pod fired as ECCM. */
export interface AttachedPod {
  readonly kind: PodKind;
  readonly location: string;
  readonly by: string;
  readonly eccm?: true;
}

export interface PodRule {
  readonly kind: PodKind;
  readonly label: string;
  readonly source: Source;
}

const NARC_PAGE = 141;

export const PODS: Readonly<Record<PodKind, PodRule>> = {
  narc: {
    kind: 'narc',
    label: 'Narc pod',
    source: tw('Narc Missile Beacon', { page: NARC_PAGE, note: 'no damage; the pod sticks to the location hit and guides Narc-capable missiles' }),
  },
  homing: {
    kind: 'homing',
    label: 'iNarc homing pod',
    source: tw('Improved Narc Missile Beacon › Homing Pods', {
      page: NARC_PAGE,
      note: 'as a Narc pod, and Narc-capable missiles are −1 to hit against its carrier',
    }),
  },
  ecm: {
    kind: 'ecm',
    label: 'iNarc ECM pod',
    source: tw('Improved Narc Missile Beacon › ECM Pods', {
      page: NARC_PAGE,
      note: "its carrier's hex is inside an enemy ECM field (Tactical Operations: an ECM pod may be fired as an ECCM pod instead)",
    }),
  },
  haywire: {
    kind: 'haywire',
    label: 'iNarc haywire pod',
    source: tw('Improved Narc Missile Beacon › Haywire Pods', { page: NARC_PAGE, note: "+1 to hit for the carrier's own weapon attacks" }),
  },
};

/** What the pods change: the cluster roll of Narc-capable missiles, and the to-hit modifiers. */
export const NARC_EFFECTS = {
  clusterBonus: 2,
  homingToHit: -1,
  haywireToHit: 1,
  ecmBlocks: tw('Narc Missile Beacon', { page: NARC_PAGE, note: "no bonus when the target's hex is under enemy ECM" }),
} as const;

/** The pods still working: a pod on a destroyed location is gone. */
export const activePods = (u: { readonly pods?: readonly AttachedPod[]; readonly locations: Readonly<Record<string, { readonly destroyed: boolean }>> }) =>
  (u.pods ?? []).filter((p) => !u.locations[p.location]?.destroyed);
