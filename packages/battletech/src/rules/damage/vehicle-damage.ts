import { type Dice, type Modifier, type RollTable, modifier, rollOnTable } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import { SRC } from '../sources';
import type { AttackDirection } from '../../tables/mech-hit-location';
import { type MotiveResult, VEHICLE_CRIT_TABLES, type VehicleCritical, vehicleMotiveDamage } from '../../tables/vehicle';

/** Vehicle motive-system damage and critical hits. */
export interface MotiveReport {
  readonly modifiers: readonly Modifier[];
  readonly roll: number;
  readonly total: number;
  readonly result: MotiveResult | 'rotor-hit';
}

const MODE_MOD: Readonly<Record<string, number>> = { tracked: 0, wheeled: 2, hover: 3, hydrofoil: 3, wige: 4 };
const DIRECTION_MOD: Readonly<Record<AttackDirection, number>> = { front: 0, rear: 1, left: 2, right: 2 };

export function motiveModifiers(unit: BattleUnit, direction: AttackDirection): Modifier[] {
  const out: Modifier[] = [];
  const d = DIRECTION_MOD[direction];
  if (d) out.push(modifier('motive-direction', `hit from the ${direction}`, d, SRC.vehicle));
  const mode = (unit.movement.mode ?? 'tracked').toLowerCase();
  const m = MODE_MOD[mode] ?? 0;
  if (m) out.push(modifier('motive-type', `${mode} vehicle`, m, SRC.vehicle));
  return out;
}

export function rollMotiveDamage(unit: BattleUnit, direction: AttackDirection, dice: Dice): { unit: BattleUnit; report: MotiveReport } {
  const modifiers = motiveModifiers(unit, direction);
  const mod = modifiers.reduce((s, m) => s + m.value, 0);
  const r = rollOnTable(vehicleMotiveDamage, dice, `${unit.name}: motive system damage`, mod);
  const m = unit.motive;
  const motive =
    r.row.result === 'minor'
      ? { ...m, driving: m.driving + 1 }
      : r.row.result === 'moderate'
        ? { ...m, driving: m.driving + 2, cruiseLoss: m.cruiseLoss + 1 }
        : r.row.result === 'heavy'
          ? { ...m, driving: m.driving + 3, halvings: m.halvings + 1 }
          : r.row.result === 'immobilized'
            ? { ...m, immobilized: true }
            : m;
  const next = { ...unit, motive, immobile: unit.immobile || motive.immobilized };
  return { unit: next, report: { modifiers, roll: r.roll.total, total: r.total, result: r.row.result } };
}

const destroyRotor = (u: BattleUnit, rotor: string): BattleUnit => {
  const loc = u.locations[rotor];
  return loc ? { ...u, immobile: true, locations: { ...u.locations, [rotor]: { ...loc, armor: 0, structure: 0, destroyed: true } } } : u;
};

/** A VTOL rotor hit on a motive result: −1 cruise MP, no roll. */
export function rotorMotiveHit(unit: BattleUnit): { unit: BattleUnit; report: MotiveReport } {
  const motive = { ...unit.motive, cruiseLoss: unit.motive.cruiseLoss + 1 };
  return { unit: { ...unit, motive }, report: { modifiers: [], roll: 0, total: 0, result: 'rotor-hit' } };
}

const DESTROYS: ReadonlySet<VehicleCritical> = new Set(['crew-killed', 'fuel-tank']);

export function rollVehicleCritical(
  unit: BattleUnit,
  location: string,
  dice: Dice,
  tables: Readonly<Record<string, RollTable<VehicleCritical>>> = VEHICLE_CRIT_TABLES,
): { unit: BattleUnit; result: VehicleCritical; roll: number } {
  const table = tables[location] ?? tables.FR!;
  const r = rollOnTable(table, dice, `${unit.name}: vehicle critical hit (${location})`);
  const result = r.row.result;
  if (result === 'none') return { unit, result, roll: r.total };
  let next: BattleUnit = { ...unit, vehicleEffects: [...unit.vehicleEffects, `${location}:${result}`] };
  if (DESTROYS.has(result))
    next = { ...next, destroyed: true, ...(result === 'crew-killed' ? { pilot: { ...next.pilot, dead: true, conscious: false } } : {}) };
  if (result === 'engine-hit') next = { ...next, immobile: true };
  if (result === 'ammunition' && unit.ammo.some((b) => b.shots > 0 && b.shotDamage > 0)) next = { ...next, destroyed: true };
  if (result === 'rotor-damage') next = { ...next, motive: { ...next.motive, cruiseLoss: next.motive.cruiseLoss + 1 } };
  if (result === 'flight-stabilizer') next = { ...next, motive: { ...next.motive, driving: next.motive.driving + 3 } };
  if (result === 'rotor-destroyed' && next.capabilities.rotor) next = destroyRotor(next, next.capabilities.rotor);
  if (result === 'turret-blown-off' && next.locations.TU)
    next = { ...next, locations: { ...next.locations, TU: { ...next.locations.TU, armor: 0, structure: 0, destroyed: true } } };
  return { unit: next, result, roll: r.total };
}
