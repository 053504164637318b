/** Battle Value for any catalog unit the calculator covers: BattleMechs and combat vehicles by the TechManual method; others not yet. */
import type { Unit } from '../model';
import type { BvBreakdown } from './breakdown';
import { mechBattleValue } from './mech-bv';
import { isCombatVehicle, vehicleBattleValue } from './vehicle-bv';

export function battleValue(unit: Unit): BvBreakdown | undefined {
  if (unit.kind === 'mech') return mechBattleValue(unit);
  if (isCombatVehicle(unit)) return vehicleBattleValue(unit);
  return undefined;
}
