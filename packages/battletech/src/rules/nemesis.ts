// Which missiles an iNarc Nemesis pod draws (Total Warfare, Improved Narc Missile Beacon › Nemesis Pods, p. 141). The
// book's text is not in our sources; the facts below are read from MegaMek's missile handler (isNemesisConfusable):
// Narc-capable LRM and SRM rounds; ATMs (their standard, extended-range and high-explosive rounds, the only ATM rounds
// the battle fires); and LRM/SRM launchers linked to a working Artemis IV, prototype Artemis IV or Artemis V firing
// Artemis-capable rounds. ATM and Artemis shots fired indirectly are not drawn; MegaMek has no such exception for
// Narc-capable rounds. MegaMek also draws Listen-Kill rounds (not in the battle) and not improved ATMs (iATM); every
// other weapon (lasers, standard or Streak missiles …) flies past the pod.
import type { Source } from '@marshal/core';
import type { MunitionRule } from './munitions';
import { tw } from './sources';

export type NemesisGuidance = 'narc-capable' | 'atm' | 'artemis';

/** One shot as the Nemesis rule sees it: the weapon's name, the munition it fires, Artemis guidance, indirect fire. */
export interface NemesisShot {
  readonly weaponName: string;
  readonly munition?: MunitionRule;
  /** The launcher is linked to a working Artemis fire-control system and fires Artemis-capable rounds. */
  readonly artemis?: boolean;
  /** Fired indirectly (no line of fire to pass the decoy). */
  readonly indirect?: boolean;
}

const nemesis = (note: string): Source => tw('Improved Narc Missile Beacon › Nemesis Pods', { page: 141, note });

export const NEMESIS_DRAWS: Readonly<Record<NemesisGuidance, { readonly label: string; readonly source: Source }>> = {
  'narc-capable': {
    label: 'Narc-capable missiles',
    source: nemesis(
      "Narc-capable missiles fired by the carrier's own side whose line passes through the carrier's hex attack the carrier first (a to-hit " +
        'roll against it); only a miss goes on to the next such unit, then to the target (as MegaMek plays it)',
    ),
  },
  atm: {
    label: 'ATM',
    source: nemesis(
      'ATM missiles (standard, extended-range, high-explosive rounds) are drawn as Narc-capable missiles are; not when fired indirectly (as MegaMek plays it)',
    ),
  },
  artemis: {
    label: 'Artemis-guided missiles',
    source: nemesis('Artemis IV/V-guided LRM and SRM rounds are drawn as Narc-capable missiles are; not when fired indirectly (as MegaMek plays it)'),
  },
};

const ATM = /^ATM \d+$/u;

/** What makes a shot follow a Nemesis pod, or null when it flies past. */
export function nemesisGuidance(shot: NemesisShot): NemesisGuidance | null {
  const atm = ATM.test(shot.weaponName);
  if (atm || shot.artemis) return shot.indirect ? null : atm ? 'atm' : 'artemis';
  return shot.munition?.narcGuided ? 'narc-capable' : null;
}
