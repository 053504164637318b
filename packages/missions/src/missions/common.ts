import type { Reason } from '../rules/forced-withdrawal';
import { s000 } from '../sources';
import { type MissionState, type UnitState, onBoard, unitsOf } from '../tracker/state';
import { otherSide, type Side } from '../units';
import type { FactionPoints, MissionStatus, SideResult } from './types';
import type { MissionRules } from '../options';

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

/** The side with nothing of it left on the board, whether destroyed or withdrawn ("one side has fully retreated" in the missions' words). */
export function sideRetreated(s: MissionState): Side | null {
  for (const side of ['attacker', 'defender'] as Side[]) if (unitsOf(s, side).length && allGone(s, side)) return side;
  return null;
}

/** How a side's units that are no longer fighting went: each kind with its count, destroyed first ("2 destroyed, 1 withdrawn and 1 immobile"). */
export function howUnitsWent(units: readonly UnitState[]): string {
  const count = (test: (u: UnitState) => boolean) => units.filter(test).length;
  const parts = [
    [count((u) => u.status === 'destroyed'), 'destroyed'],
    [count((u) => u.status === 'exited' && !u.exit?.displaced), 'withdrawn'],
    [count((u) => u.status === 'exited' && !!u.exit?.displaced), 'pushed off the board'],
    [count((u) => u.status === 'abandoned'), 'abandoned'],
    [count((u) => u.status === 'surrendered'), 'surrendered'],
    [count((u) => u.status === 'immobile'), 'immobile'],
  ]
    .filter(([n]) => n)
    .map(([n, what]) => `${n} ${what}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

const withdrew = (u: UnitState) => u.status === 'exited' && !u.exit?.displaced;

/**
 * Why the game ended when a side has nothing left that can fight on (`mobile`: immobile units still on the board count as
 * out of it): said as it happened — every unit destroyed, every unit withdrawn (`allWithdrawn`, the mission's words for
 * it), or some of each kind with their counts. A side destroyed did not retreat.
 */
export function sideOutReason(s: MissionState, side: Side, allWithdrawn: string, section: string, mobile = false): Reason {
  const units = unitsOf(s, side);
  const source = s000(`${section} › Game end`);
  if (units.every((u) => u.status === 'destroyed')) return { text: `every unit of the ${side} has been destroyed`, source };
  if (units.every((u) => withdrew(u) || (mobile && u.status === 'immobile'))) return { text: allWithdrawn, source };
  const left = mobile && units.some((u) => u.status === 'immobile') ? 'mobile units' : 'units';
  return { text: `the ${side} has no ${left} left on the board: ${howUnitsWent(units)}`, source };
}

export function ceasefireEnd(s: MissionState): Reason | null {
  return s.ceasefire ? { text: 'a ceasefire was agreed', source: s000('Ending the Game', 'rule 2') } : null;
}

export const defenderSalvage = (section: string) => () => ({
  controller: 'defender' as const,
  reason: { text: 'the defender controls the field afterwards and claims all salvage, whatever happened to his forces', source: s000(`${section} › Salvage`) },
});

/** Salvage to whoever is left on the board once the other side has nothing left on it (or a ceasefire's terms). */
export function remainingSideSalvage(section: string) {
  return (s: MissionState) => {
    const gone = sideRetreated(s);
    if (gone)
      return {
        controller: otherSide(gone),
        reason: { text: `the ${gone} has no units left on the board; the ${otherSide(gone)} holds it`, source: s000(`${section} › Salvage`) },
      };
    if (s.ceasefire?.fieldControl)
      return { controller: s.ceasefire.fieldControl, reason: { text: 'field control agreed in the ceasefire', source: s000('Ending the Game', 'rule 2') } };
    return { controller: 'undecided' as const, reason: { text: 'both sides are still on the board', source: s000(`${section} › Salvage`) } };
  };
}

/**
 * The default reading (house-rule group `defender-gone`, ADR 0012) when the game ends because the defender has no units
 * left on the board before the attacker's objective is settled: what the attacker's units still able to move came to
 * do, they do unopposed. The missions with such an objective (Take the Position, Break the Line, Diversion) ask this.
 */
export const defenderGoneUnopposed = (s: MissionState, rules: MissionRules): boolean => rules.defenderGone === 'unopposed' && sideRetreated(s) === 'defender';

/** The note on a reason given by that reading. */
export const UNOPPOSED_NOTE = 'the document is silent here: the default reading, which a house rule switches off';
