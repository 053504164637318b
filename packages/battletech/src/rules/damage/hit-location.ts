import { type Dice, type RollTable, defineRollTable, rollOnTable } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import type { HitTableFamily } from '../../unit/capabilities';
import type { CombatRules } from '../../options/rules';
import { tw } from '../sources';
import type { CoverInput } from '../to-hit/to-hit';
import { QUAD_HIT_TABLES, TRIPOD_LEG_MODIFIER, tripodLeg } from '../../tables/legged-hit-location';
import { type AttackDirection, type HitKind, MECH_HIT_TABLES, type MechHit } from '../../tables/mech-hit-location';
import { battleArmorTrooper } from '../../tables/squads';
import { VEHICLE_HIT_TABLES, type VehicleHit } from '../../tables/vehicle';
import { VTOL_HIT_TABLES } from '../../tables/vtol';

/** Where an attack lands: the unit's hit table for the attack direction, aimed shots, floating criticals, partial cover. */
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

export interface HitOptions {
  readonly cover?: CoverInput | null;
  /** An aimed shot at this location (the caller checked it may be made). */
  readonly aim?: string;
}

type Rolls = { table: string; total: number; label: string }[];
type Roller = (target: BattleUnit, direction: AttackDirection, kind: HitKind, rules: CombatRules, dice: Dice, cover: CoverInput | null) => ResolvedHit;

/** Aimed shots: 2D6, 6–8 strikes the chosen location, anything else rolls on the normal table. */
export const aimedShotTable = defineRollTable<boolean>({
  id: 'aimed-shot',
  title: 'Aimed shot: does it strike the chosen location?',
  roll: '2d6',
  source: tw('Aimed Shots', { note: '6–8 hits the aimed location, otherwise roll normally' }),
  rows: [
    { on: [2, 5], label: 'Missed the aim: roll the location normally', result: false },
    { on: [6, 8], label: 'The aimed location', result: true },
    { on: [9, 12], label: 'Missed the aim: roll the location normally', result: false },
  ],
});

function legged(tables: typeof MECH_HIT_TABLES, tripod: boolean): Roller {
  return (target, direction, kind, rules, dice, cover) => {
    const table = tables[kind][direction];
    const rolls: Rolls = [];
    const roll = (purpose: string, t: RollTable<MechHit> = table) => {
      const r = rollOnTable(t, dice, `${target.name}: ${purpose}`);
      rolls.push({ table: t.id, total: r.total, label: r.row.label });
      return r.row.result;
    };
    let hit = kind === 'kick' && tripod ? { location: 'LL', rear: false, tac: false } : roll('hit location');
    let critical = hit.tac;
    if (hit.tac && rules.tac.floating) {
      const first = hit;
      hit = roll('floating critical: hit location');
      while (cover && cover.locations.includes(hit.location) && hit.location !== first.location) hit = roll('floating critical: re-roll (partial cover)');
      critical = !hit.tac;
      if (hit.tac) hit = first;
    }
    if (tripod && target.capabilities.legs.includes(hit.location)) {
      const leg = rollOnTable(tripodLeg, dice, `${target.name}: which leg`, TRIPOD_LEG_MODIFIER[direction]);
      rolls.push({ table: tripodLeg.id, total: leg.total, label: leg.row.label });
      hit = { ...hit, location: leg.row.result };
    }
    const covered = cover !== null && cover.locations.includes(hit.location);
    return { location: hit.location, rear: hit.rear, critical: critical && !covered, motive: false, cover: covered, rolls };
  };
}

/** Ground vehicles and VTOLs; a hull-down vehicle takes front and side hits on its turret (or the side attacked) with no roll. */
function vehicleLike(tables: Readonly<Record<AttackDirection, RollTable<VehicleHit>>>): Roller {
  return (target, direction, _kind, _rules, dice) => {
    const table = tables[direction];
    const facing = table.rows.find((row) => row.min === 2)!.result.location;
    if (target.hullDown && direction !== 'rear') {
      const location = target.locations.TU && !target.locations.TU.destroyed ? 'TU' : facing;
      return {
        location,
        rear: false,
        critical: false,
        motive: false,
        cover: false,
        rolls: [{ table: 'hull-down', total: 0, label: `hull-down: ${location} without a roll (Tactical Operations)` }],
      };
    }
    const r = rollOnTable(table, dice, `${target.name}: hit location`);
    const here = target.locations[r.row.result.location];
    const location = here ? r.row.result.location : r.row.result.location === 'TU' && target.locations.RO ? 'RO' : facing;
    const motive = r.row.result.motive || (location === 'RO' && !here);
    return { location, rear: false, critical: r.row.result.critical, motive, cover: false, rolls: [{ table: table.id, total: r.total, label: r.row.label }] };
  };
}

/** Battle armour: 1D6 for the trooper, re-rolling troopers already out or beyond the squad. */
const trooperRoller: Roller = (target, _direction, _kind, _rules, dice) => {
  const rolls: Rolls = [];
  const alive = Object.entries(target.locations)
    .filter(([, l]) => !l.destroyed)
    .map(([c]) => c);
  for (let attempt = 0; attempt < 100; attempt++) {
    const r = rollOnTable(battleArmorTrooper, dice, `${target.name}: trooper hit`);
    rolls.push({ table: battleArmorTrooper.id, total: r.total, label: r.row.label });
    if (alive.includes(r.row.result)) return { location: r.row.result, rear: false, critical: false, motive: false, cover: false, rolls };
  }
  return { location: alive[0] ?? 'T1', rear: false, critical: false, motive: false, cover: false, rolls };
};

/** Conventional infantry: every point goes to the platoon, no roll. */
const platoonRoller: Roller = () => ({ location: 'PLT', rear: false, critical: false, motive: false, cover: false, rolls: [] });

const ROLLERS: Readonly<Record<HitTableFamily, Roller>> = {
  'biped-mech': legged(MECH_HIT_TABLES, false),
  'quad-mech': legged(QUAD_HIT_TABLES, false),
  'tripod-mech': legged(MECH_HIT_TABLES, true),
  'ground-vehicle': vehicleLike(VEHICLE_HIT_TABLES),
  vtol: vehicleLike(VTOL_HIT_TABLES),
  'battle-armor': trooperRoller,
  'conventional-infantry': platoonRoller,
};

export function rollHitLocation(
  target: BattleUnit,
  direction: AttackDirection,
  kind: HitKind,
  rules: CombatRules,
  dice: Dice,
  options: CoverInput | null | HitOptions = null,
): ResolvedHit {
  const opts: HitOptions = options && 'kind' in options ? { cover: options } : ((options as HitOptions | null) ?? {});
  const cover = opts.cover ?? null;
  if (opts.aim) {
    const r = rollOnTable(aimedShotTable, dice, `${target.name}: aimed shot at ${opts.aim}`);
    const roll = { table: aimedShotTable.id, total: r.total, label: r.row.label };
    if (r.row.result) {
      const rear = direction === 'rear' && target.locations[opts.aim]?.rear !== null && target.locations[opts.aim]?.rear !== undefined;
      const covered = cover !== null && cover.locations.includes(opts.aim);
      return { location: opts.aim, rear, critical: false, motive: false, cover: covered, rolls: [roll] };
    }
    const normal = ROLLERS[target.capabilities.hitTable](target, direction, kind, rules, dice, cover);
    return { ...normal, rolls: [roll, ...normal.rolls] };
  }
  return ROLLERS[target.capabilities.hitTable](target, direction, kind, rules, dice, cover);
}
