import type { Reason } from '../rules/forced-withdrawal';
import { s000 } from '../sources';
import { type MissionState, type UnitState, onBoard, unitsOf } from '../tracker/state';
import { otherSide, type Side } from '../units';
import type { FactionPoints, MissionStatus, SideResult } from './types';

export const result = (outcome: SideResult['outcome'], payPercent: number | null, factionPoints: FactionPoints | null, reasons: Reason[]): SideResult => ({
  outcome,
  payPercent,
  factionPoints,
  reasons,
});
export const won = (reasons: Reason[], pay = 100): SideResult => result('complete-victory', pay, 'gain', reasons);
export const lost = (reasons: Reason[], pay = 50): SideResult => result('defeat', pay, 'lose', reasons);
export const pendingResult = (reasons: Reason[]): SideResult => result('pending', null, null, reasons);

export const status = (attacker: SideResult, defender: SideResult): MissionStatus => ({
  decided: attacker.outcome !== 'pending' && defender.outcome !== 'pending',
  attacker,
  defender,
});

export const pending = (reasons: Reason[]): MissionStatus => status(pendingResult(reasons), pendingResult(reasons));

/** The side that is winning takes complete victory; the other is defeated. */
export function victoryFor(side: Side, reasons: Reason[]): MissionStatus {
  return side === 'attacker' ? status(won(reasons), lost(reasons)) : status(lost(reasons), won(reasons));
}

/** Ground units of at least the minimum tonnage: the units several missions count. */
export const countedGround = (s: MissionState, side: Side): UnitState[] =>
  unitsOf(s, side).filter((u) => u.unit.ground && u.unit.tonnage >= s.params.minGroundTons);

export const allGone = (s: MissionState, side: Side): boolean => unitsOf(s, side).every((u) => !onBoard(u));

/** "One side has fully retreated from the board" — nothing of it left on the board. */
export function sideRetreated(s: MissionState): Side | null {
  for (const side of ['attacker', 'defender'] as Side[]) if (unitsOf(s, side).length && allGone(s, side)) return side;
  return null;
}

export function ceasefireEnd(s: MissionState): Reason | null {
  return s.ceasefire ? { text: 'a ceasefire was agreed', source: s000('Ending the Game', 'rule 2') } : null;
}

export const defenderSalvage = (section: string) => () => ({
  controller: 'defender' as const,
  reason: { text: 'the defender controls the field afterwards and claims all salvage, whatever happened to his forces', source: s000(`${section} › Salvage`) },
});

/** Salvage to whoever is left on the board once the other side has retreated (or a ceasefire's terms). */
export function remainingSideSalvage(section: string) {
  return (s: MissionState) => {
    const gone = sideRetreated(s);
    if (gone)
      return {
        controller: otherSide(gone),
        reason: { text: `the ${gone} retreated from the board; the ${otherSide(gone)} holds it`, source: s000(`${section} › Salvage`) },
      };
    if (s.ceasefire?.fieldControl)
      return { controller: s.ceasefire.fieldControl, reason: { text: 'field control agreed in the ceasefire', source: s000('Ending the Game', 'rule 2') } };
    return { controller: 'undecided' as const, reason: { text: 'both sides are still on the board', source: s000(`${section} › Salvage`) } };
  };
}
