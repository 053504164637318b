/** Does the crew of a destroyed unit live? Cockpit or head kills outright; otherwise an unmodified piloting roll. */
import { type Dice, type Roll, makeRuling, modifier, rollCheck, type Ruling } from '@marshal/core';
import { s000 } from '../sources';
import type { MissionUnit } from '../units';

export type DestructionCause = 'cockpit' | 'head-destroyed' | 'crew-killed' | 'other';

export interface CrewSurvival {
  readonly fate: 'killed' | 'escaped';
  readonly reason: string;
  readonly ruling: Ruling | null;
  readonly roll: Roll | null;
}

export function crewSurvivalRuling(unit: MissionUnit): Ruling {
  return makeRuling({
    id: 'crew-survival',
    label: `${unit.name}: crew survival (unmodified piloting roll)`,
    modifiers: [modifier('piloting', 'Piloting skill (no damage modifiers)', unit.piloting, s000('Crew Survival', 'rule 2'))],
  });
}

export function rollCrewSurvival(unit: MissionUnit, cause: DestructionCause, dice: Dice): CrewSurvival {
  if (cause !== 'other') {
    const reason =
      cause === 'crew-killed'
        ? 'a critical result killed the crew'
        : cause === 'cockpit'
          ? 'destroyed by a cockpit critical hit'
          : 'destroyed by losing its head';
    return { fate: 'killed', reason: `${reason}: the crew is killed automatically`, ruling: null, roll: null };
  }
  const ruling = crewSurvivalRuling(unit);
  const result = rollCheck(ruling, dice, `${unit.name}: crew survival`);
  return { fate: result.success ? 'escaped' : 'killed', reason: result.success ? 'escaped the wreck' : 'caught in the destruction', ruling, roll: result.roll };
}
