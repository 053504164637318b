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
  /**
   * The defender leaves the board (destroyed or withdrawn) before the attacker's objective is settled in Take the Position,
   * Break the Line or Diversion: the attacker's units still able to move complete it unopposed (default), or not.
   */
  readonly defenderGone: 'unopposed' | 'letter';
  /** Whether a support unit's forced withdrawal signals a General Retreat. */
  readonly supportSignalsRetreat: boolean;
}

export const baseMissionRules: MissionRules = {
  escortExactHalf: 'attacker',
  sabotageDefenderDefeat: 'three-or-four',
  takePositionGameEnd: 'fight-on',
  defenderGone: 'unopposed',
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
      id: 'defender-gone-unopposed',
      title: 'A defender who leaves the board leaves the objective unopposed',
      description:
        'The rules do not say who wins when the game ends because the defender has no units left on the board before the attacker has done ' +
        "what he came for. Default: the attacker's units still able to move do it unopposed — in Take the Position they hold the area if they " +
        'carry the tonnage needed; in Break the Line raiders with at least half their walking MP get off the far edge if turns remain; in ' +
        'Diversion the trapped units break out.',
      source: s000('Ending the Game'),
      group: 'defender-gone',
      enabledByDefault: true,
      contributes: { defenderGone: 'unopposed' },
    }),
    opt({
      id: 'defender-gone-letter',
      title: 'Only what the attacker did before the game ended counts',
      description:
        'Read the victory conditions to the letter: an area not yet held at the end of a turn, raiders or trapped units not yet off the board ' +
        'when the game ends do not count, even when the defender has left the board.',
      source: s000('Ending the Game'),
      group: 'defender-gone',
      contributes: { defenderGone: 'letter' },
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
      includes: ['escort-half-attacker', 'sabotage-defeat-three-or-four', 'take-position-fight-on', 'defender-gone-unopposed'],
    },
  ],
};
