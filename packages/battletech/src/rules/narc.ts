// Narc and iNarc missile beacons (Total Warfare, Narc Missile Beacon and Improved Narc, p. 141; numbers read from the
// facts file and MegaMek's NarcHandler and to-hit code). A beacon does no damage: a hit rolls a location and a pod
// attaches there. Pods help the attacker's side: Narc-capable missiles roll +2 on the cluster table against a unit
// carrying their side's Narc pod or iNarc homing pod (and −1 to hit against an iNarc homing pod), unless the target's
// hex is under enemy ECM. An iNarc ECM pod makes an ECM field in its carrier's hex; a haywire pod +1 to the carrier's
// own weapon attacks. A Nemesis pod makes its carrier a decoy for its own side's guided missiles (rules/nemesis): a shot
// passing through its hex tries the carrier first (Total Warfare p. 141; MegaMek's missile handlers for the order of the tries).
import type { Source } from '@marshal/core';
import { tacops, tw } from './sources';

export type PodKind = 'narc' | 'homing' | 'ecm' | 'haywire' | 'nemesis';

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
  nemesis: {
    kind: 'nemesis',
    label: 'iNarc Nemesis pod',
    source: tw('Improved Narc Missile Beacon › Nemesis Pods', {
      page: NARC_PAGE,
      note:
        "Narc-capable missiles, ATMs and Artemis-guided missiles fired by the carrier's own side whose line passes through the carrier's hex " +
        'attack the carrier first; only a miss goes on to the next such unit, then to the target (which shots: rules/nemesis)',
    }),
  },
};

/** Damage an explosive pod does where it hits (it does not stick): Narc 4, iNarc 6 (MegaMek NarcExplosiveHandler). */
export const EXPLOSIVE_POD = {
  narc: {
    damage: 4,
    label: 'Narc explosive pod',
    source: tacops('Narc Explosive Pods', { note: 'one hit of 4 damage on the location rolled; no pod attaches (MegaMek NarcExplosiveHandler)' }),
  },
  inarc: {
    damage: 6,
    label: 'iNarc explosive pod',
    source: tw('Improved Narc Missile Beacon › Explosive Pods', {
      page: NARC_PAGE,
      note: 'one hit of 6 damage on the location rolled; no pod attaches (MegaMek NarcExplosiveHandler)',
    }),
  },
} as const;

/**
 * Removing an attached iNarc pod: a 'Mech brushes it off in the physical attack phase with one arm, as it would brush
 * off swarming infantry (piloting + 4, arm actuators as for a punch); a miss strikes the 'Mech itself with that arm's
 * punch damage on the punch location table. Narc pods cannot be brushed off. MegaMek: BrushOffAttackAction (the same
 * action removes iNarc pods), resolveBrushOffAttack (the miss).
 */
export const POD_REMOVAL = {
  removable: ['homing', 'ecm', 'haywire', 'nemesis'] as readonly PodKind[],
  source: tw('Improved Narc Missile Beacon › Removing iNarc Pods', {
    page: NARC_PAGE,
    note:
      "brushed off like swarming infantry (Anti-'Mech Attacks › Dislodging Swarming Units): piloting + 4, +2 upper arm, +2 lower arm, +1 hand " +
      "actuator destroyed; a miss hits the 'Mech itself with the punch damage (punch table); Narc pods stay",
  }),
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
