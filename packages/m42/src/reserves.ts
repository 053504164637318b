/** Step 4, Roll For Reserves: each reserve unit of the current player rolls against the mission's reserves rule. */
import { type Dice, type Roll, type Ruling, type Source, makeRuling, modifier, rollCheck, defineRollTable, type RollTable } from '@marshal/core';
import { type ReservesRuleDef, DEFAULT_RESERVES } from './rules';
import type { M42Player } from './schema';
import { M42_SOURCES } from './sources';

export interface ReserveRoll {
  readonly unit: string;
  readonly ruling: Ruling;
  readonly roll: Roll | null;
  readonly arrived: boolean;
}

export interface ReservesResult {
  readonly player: string;
  readonly turn: number;
  readonly rule: ReservesRuleDef;
  readonly eligible: boolean;
  readonly rolls: readonly ReserveRoll[];
  readonly explanation: string;
  readonly sources: readonly Source[];
}

export function reservesRuling(rule: ReservesRuleDef, turn: number, unitName: string): Ruling {
  const later = Math.max(0, turn - rule.fromTurn);
  const mods = [modifier('arrive-on', `${rule.label}: arrives on`, rule.arriveOn, rule.source)];
  if (rule.perTurnBonus > 0 && later > 0)
    mods.push(modifier('later-turn', `${later} turn(s) after turn ${rule.fromTurn}`, -rule.perTurnBonus * later, rule.source));
  return makeRuling({ id: 'm42-reserves', label: `Reserves: ${unitName} arrives`, roll: rule.roll, comparison: 'at-least', modifiers: mods });
}

export function rollReserves(player: M42Player, turn: number, rule: ReservesRuleDef, dice: Dice): ReservesResult {
  const waiting = player.taskForce.units.filter((u) => u.status === 'reserve');
  const base = { player: player.id, turn, rule, sources: [M42_SOURCES.reserves, rule.source] };
  if (waiting.length === 0) return { ...base, eligible: false, rolls: [], explanation: 'no units in reserve' };
  if (turn < rule.fromTurn) return { ...base, eligible: false, rolls: [], explanation: `reserves are rolled from turn ${rule.fromTurn}; this is turn ${turn}` };
  const rolls = waiting.map((u) => {
    const ruling = reservesRuling(rule, turn, u.name);
    const r = rollCheck(ruling, dice, `M42 reserves: does ${u.name} arrive?`);
    return { unit: u.id, ruling, roll: r.roll, arrived: r.success };
  });
  const n = rolls.filter((r) => r.arrived).length;
  return { ...base, eligible: true, rolls, explanation: `${n} of ${rolls.length} reserve unit(s) arrive` };
}

/** The default reserves rule as a roll table, so the explorer lists it with its "default" label. */
export const m42ReservesTable: RollTable<'arrives' | 'stays'> = defineRollTable({
  id: 'm42-reserves-default',
  title: 'M42 reserves arrival (default)',
  source: DEFAULT_RESERVES.source,
  roll: DEFAULT_RESERVES.roll,
  rows: [
    { on: [1, DEFAULT_RESERVES.arriveOn - 1], label: 'stays in reserve', result: 'stays' },
    { on: [DEFAULT_RESERVES.arriveOn, 6], label: 'arrives this turn', result: 'arrives' },
  ],
  notes: [`rolled for each reserve unit from turn ${DEFAULT_RESERVES.fromTurn}; a mission may replace it`],
});
