/** Battle Value for any catalog unit the calculator covers: BattleMechs by the TechManual method; others not yet. */
import type { Unit } from '../model';
import type { BvBreakdown } from './breakdown';
import { mechBattleValue } from './mech-bv';

export function battleValue(unit: Unit): BvBreakdown | undefined {
  if (unit.kind === 'mech') return mechBattleValue(unit);
  return undefined;
}
