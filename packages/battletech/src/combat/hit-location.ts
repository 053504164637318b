import { type Dice, rollOnTable } from '@marshal/core';
import type { BattleUnit } from './battle-unit';
import type { HitTableFamily } from './capabilities';
import type { CombatRules } from './rules';
import type { CoverInput } from './to-hit';
import { type AttackDirection, type HitKind, MECH_HIT_TABLES } from './tables/mech-hit-location';
import { VEHICLE_HIT_TABLES } from './tables/vehicle';

/** Where an attack lands: the unit's hit table for the attack direction, floating criticals, partial cover. */
export interface ResolvedHit {
  readonly location: string;
  readonly rear: boolean;
  /** Roll for critical hits even if the armour holds (a 2 on the 'Mech table, vehicle critical results). */
  readonly critical: boolean;
  readonly motive: boolean;
  /** The shot struck the cover instead of the unit. */
  readonly cover: boolean;
  readonly rolls: readonly { readonly table: string; readonly total: number; readonly label: string }[];
}

type Roller = (target: BattleUnit, direction: AttackDirection, kind: HitKind, rules: CombatRules, dice: Dice, cover: CoverInput | null) => ResolvedHit;

const mechRoller: Roller = (target, direction, kind, rules, dice, cover) => {
  const table = MECH_HIT_TABLES[kind][direction];
  const rolls: { table: string; total: number; label: string }[] = [];
  const roll = (purpose: string) => {
    const r = rollOnTable(table, dice, `${target.name}: ${purpose}`);
    rolls.push({ table: table.id, total: r.total, label: r.row.label });
    return r.row.result;
  };
  let hit = roll('hit location');
  let critical = hit.tac;
  if (hit.tac && rules.tac.floating) {
    const first = hit;
    hit = roll('floating critical: hit location');
    while (cover && cover.locations.includes(hit.location) && hit.location !== first.location) hit = roll('floating critical: re-roll (partial cover)');
    critical = !hit.tac;
    if (hit.tac) hit = first;
  }
  const covered = cover !== null && cover.locations.includes(hit.location);
  return { location: hit.location, rear: hit.rear, critical: critical && !covered, motive: false, cover: covered, rolls };
};

const vehicleRoller: Roller = (target, direction, _kind, _rules, dice) => {
  const table = VEHICLE_HIT_TABLES[direction];
  const r = rollOnTable(table, dice, `${target.name}: hit location`);
  const facing = table.rows.find((row) => row.min === 2)!.result.location;
  const location = target.locations[r.row.result.location] ? r.row.result.location : facing;
  return { location, rear: false, critical: r.row.result.critical, motive: r.row.result.motive, cover: false, rolls: [{ table: table.id, total: r.total, label: r.row.label }] };
};

const ROLLERS: Readonly<Record<HitTableFamily, Roller>> = { 'biped-mech': mechRoller, 'ground-vehicle': vehicleRoller };

export function rollHitLocation(target: BattleUnit, direction: AttackDirection, kind: HitKind, rules: CombatRules, dice: Dice, cover: CoverInput | null = null): ResolvedHit {
  return ROLLERS[target.capabilities.hitTable](target, direction, kind, rules, dice, cover);
}
