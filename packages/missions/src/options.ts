import { defineOption, type OptionRegistry } from '@marshal/core';
import { s000 } from './sources';

/** Switches for the places where seed 000 contradicts itself or is silent; each default is documented. */
export interface MissionRules {
  /** Escort with exactly half the convoy out: which side's text wins. */
  readonly escortExactHalf: 'attacker' | 'defender';
  /** Sabotage's "three or four two structures": typo for three or four (default), or literally two too. */
  readonly sabotageDefenderDefeat: 'three-or-four' | 'two-or-more';
  /** Take the Position: after the objective is settled, fight on for the field (default) or end the game. */
  readonly takePositionGameEnd: 'fight-on' | 'end-when-decided';
  /** Take the Position: the defender leaves the board before the area is settled — the attacker takes it unopposed (default) or not. */
  readonly takePositionUndefended: 'attacker-takes-it' | 'turns-decide';
  /** Whether a support unit's forced withdrawal signals a General Retreat. */
  readonly supportSignalsRetreat: boolean;
}

export const baseMissionRules: MissionRules = {
  escortExactHalf: 'attacker',
  sabotageDefenderDefeat: 'three-or-four',
  takePositionGameEnd: 'fight-on',
  takePositionUndefended: 'attacker-takes-it',
  supportSignalsRetreat: false,
};

const opt = defineOption<Partial<MissionRules>>;

export const missionOptions: OptionRegistry<Partial<MissionRules>> = {
  options: [
    opt({
      id: 'escort-half-attacker',
      title: 'Escort: exactly half the convoy out is an attacker victory',
      description:
        'The attacker wins with at least half of the Packrats off the board; the defender must hold it to less than half. Default: the attacker\'s wording is the specific one, and the defender\'s wording was copied from Diversion ("trapped force").',
      source: s000('Escort › Victory Conditions'),
      group: 'escort-exact-half',
      enabledByDefault: true,
      contributes: { escortExactHalf: 'attacker' },
    }),
    opt({
      id: 'escort-half-defender',
      title: 'Escort: exactly half the convoy out is a defender victory',
      description: "Follow the defender's wording: half or less out is a defender victory; the attacker needs more than half.",
      source: s000('Escort › Victory Conditions'),
      group: 'escort-exact-half',
      contributes: { escortExactHalf: 'defender' },
    }),
    opt({
      id: 'sabotage-defeat-three-or-four',
      title: 'Sabotage: the defender is defeated at three or four structures',
      description: 'Reads "three or four two" as a typo for "three or four", matching the attacker\'s conditions.',
      source: s000('Sabotage › Defender Victory Conditions'),
      group: 'sabotage-defender-defeat',
      enabledByDefault: true,
      contributes: { sabotageDefenderDefeat: 'three-or-four' },
    }),
    opt({
      id: 'sabotage-defeat-from-two',
      title: 'Sabotage: the defender is also defeated at two structures',
      description: 'Reads "three or four two" literally: at exactly two structures both sides are defeated.',
      source: s000('Sabotage › Defender Victory Conditions'),
      group: 'sabotage-defender-defeat',
      contributes: { sabotageDefenderDefeat: 'two-or-more' },
    }),
    opt({
      id: 'take-position-fight-on',
      title: 'Take the Position: the fight continues for the field',
      description:
        'The objective is settled when taken or after 10 turns; the game goes on until one side has retreated or a ceasefire, which decides salvage.',
      source: s000('Take the Position › Salvage'),
      group: 'take-position-end',
      enabledByDefault: true,
      contributes: { takePositionGameEnd: 'fight-on' },
    }),
    opt({
      id: 'take-position-end-when-decided',
      title: 'Take the Position: the game ends when the objective is settled',
      description: 'End the game as soon as the position is taken or the 10-turn limit passes; the side that won controls the field.',
      source: s000('Take the Position › Game end'),
      group: 'take-position-end',
      contributes: { takePositionGameEnd: 'end-when-decided' },
    }),
    opt({
      id: 'take-position-undefended-taken',
      title: 'Take the Position: a defender who leaves the board gives up the position',
      description:
        'The rules do not say who wins when the game ends because the defender has no units left on the board before the position is taken or ' +
        'the turns run out. Default: the attacker wins if the units he still has moving on the board carry the tonnage needed to hold the area, ' +
        'as nobody is left to contest it; otherwise the defender does.',
      source: s000('Take the Position › Victory Conditions'),
      group: 'take-position-undefended',
      enabledByDefault: true,
      contributes: { takePositionUndefended: 'attacker-takes-it' },
    }),
    opt({
      id: 'take-position-undefended-turns',
      title: 'Take the Position: only holding the area at the end of a turn takes it',
      description:
        'Read the victory conditions to the letter: if the game ends before the attacker has held the area at the end of a turn, the attacker ' +
        'has not taken it and the defender wins, even when the defender has left the board.',
      source: s000('Take the Position › Victory Conditions'),
      group: 'take-position-undefended',
      contributes: { takePositionUndefended: 'turns-decide' },
    }),
    opt({
      id: 'support-withdrawal-signals-retreat',
      title: "A support unit's forced withdrawal signals a General Retreat",
      description:
        "By default only the player's choice to withdraw a (non-support) unit signals a General Retreat; support units are required to withdraw and do not.",
      source: s000('Forced Withdrawal', 'rules 2–3'),
      contributes: { supportSignalsRetreat: true },
    }),
  ],
  presets: [
    {
      id: 'mechwarriors-of-fortune',
      title: 'Mechwarriors of Fortune defaults',
      includes: ['escort-half-attacker', 'sabotage-defeat-three-or-four', 'take-position-fight-on', 'take-position-undefended-taken'],
    },
  ],
};
