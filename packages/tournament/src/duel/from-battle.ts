/** A duel played digitally: each 'Mech's end state (destroyed, crippled per the combat rules, or intact) read from the battle. */
import { crippling, type BattleUnit } from '@marshal/battletech';
import type { MechState } from '../rules';
import type { DuelResult } from '../module/schemas';

export function mechStateOf(unit: BattleUnit): MechState {
  if (unit.destroyed) return 'destroyed';
  return crippling(unit).met ? 'crippled' : 'intact';
}

/** The duel result from a combat record's units; a string says which unit is missing. */
export function duelResultFromBattle(
  units: Readonly<Record<string, BattleUnit>>,
  sides: { readonly a: string; readonly b: string },
  gameRounds: number,
  record: string,
): DuelResult | string {
  const a = units[sides.a];
  const b = units[sides.b];
  if (!a || !b) return `the battle has no unit ${!a ? sides.a : sides.b} (units: ${Object.keys(units).join(', ')})`;
  return { a: mechStateOf(a), b: mechStateOf(b), gameRounds, via: { kind: 'battle', record } };
}
