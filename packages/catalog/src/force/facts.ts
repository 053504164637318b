/** The facts a force builder shows for each unit, the crew-adjusted Battle Value, and a force's totals. */
import type { RulesLevel, TechBase, Unit, UnitKind, WeightClass } from '../model';
import { adjustedBv } from '../bv/skill-multipliers';
import type { Force } from './force';

export interface ForceUnitFacts {
  readonly unitId: string;
  readonly name: string;
  readonly chassis: string;
  readonly model: string;
  readonly kind: UnitKind;
  readonly tons: number;
  readonly weightClass: WeightClass;
  readonly techBase: TechBase;
  readonly rulesLevel: RulesLevel;
  readonly introYear: number;
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
  /** Battle Value at gunnery 4, piloting 5; null where the calculator does not cover the unit yet. */
  readonly bv: number | null;
  /** The movement type MegaMek writes in a unit list ("Biped", "Quad", "Tracked", "Hover" …). */
  readonly movementMode: string;
  /** The unit's ammunition bins in order (equipment ids): a roster may load special munitions into them by index. */
  readonly ammoBins?: readonly string[];
}

const MECH_MODES: Readonly<Record<string, string>> = { biped: 'Biped', quad: 'Quad', tripod: 'Tripod', lam: 'Biped', quadvee: 'Quad' };
const OTHER_MODES: Readonly<Record<string, string>> = { vtol: 'VTOL', wige: 'WiGE', umu: 'UMU' };

/** MegaMek's name for how a unit moves, as a unit list records it (it finds units by chassis and model, so this is for people reading the file). */
export function mulMovementMode(unit: Unit): string {
  if (unit.kind === 'mech') return MECH_MODES[unit.configuration ?? 'biped'] ?? 'Biped';
  const mode = (unit.movement.mode ?? '').trim().toLowerCase();
  if (!mode) return unit.kind === 'vtol' ? 'VTOL' : '';
  return OTHER_MODES[mode] ?? mode.charAt(0).toUpperCase() + mode.slice(1);
}

export function forceUnitFacts(unit: Unit, bv: number | null | undefined): ForceUnitFacts {
  return {
    unitId: unit.id,
    name: unit.name,
    chassis: unit.chassis,
    model: unit.model,
    kind: unit.kind,
    tons: unit.tonnage,
    weightClass: unit.weightClass,
    techBase: unit.techBase,
    rulesLevel: unit.rulesLevel,
    introYear: unit.introYear,
    walk: unit.movement.walk,
    run: unit.movement.run,
    jump: unit.movement.jump,
    bv: bv ?? null,
    movementMode: mulMovementMode(unit),
    ...(unit.ammo.length ? { ammoBins: unit.ammo.map((b) => b.equipmentId) } : {}),
  };
}

/** Battle Value for a pilot's gunnery and piloting (TechManual skill multipliers); null stays null. */
export function skillAdjustedBv(bv: number | null | undefined, gunnery: number, piloting: number): number | null {
  return bv === null || bv === undefined ? null : adjustedBv(bv, gunnery, piloting);
}

/** Facts by unit id: a Map, or a plain object (easy to hold in a page's state). */
export type ForceFacts = ReadonlyMap<string, ForceUnitFacts> | Readonly<Record<string, ForceUnitFacts>>;

export function factsOf(facts: ForceFacts, unitId: string): ForceUnitFacts | undefined {
  if (facts instanceof Map) return (facts as ReadonlyMap<string, ForceUnitFacts>).get(unitId);
  const record = facts as Readonly<Record<string, ForceUnitFacts>>;
  return Object.hasOwn(record, unitId) ? record[unitId] : undefined;
}

export interface ForceTotals {
  readonly units: number;
  readonly tons: number;
  /** Sum of the base Battle Values (gunnery 4, piloting 5) of the units that have one. */
  readonly bv: number;
  /** Sum of each unit's Battle Value for its own pilot. */
  readonly adjustedBv: number;
  /** Units whose Battle Value is not known (not in the catalog, or not covered by the calculator): the sums leave them out. */
  readonly withoutBv: number;
  /** Units not found among the facts (tonnage not counted). */
  readonly unknown: number;
}

export interface ForceUnitLine {
  readonly facts?: ForceUnitFacts;
  readonly adjustedBv: number | null;
}

/** Each unit's facts and crew-adjusted BV, in the force's order. */
export function forceLines(force: Force, facts: ForceFacts): ForceUnitLine[] {
  return force.units.map((u) => {
    const f = factsOf(facts, u.unitId);
    return f ? { facts: f, adjustedBv: skillAdjustedBv(f.bv, u.pilot.gunnery, u.pilot.piloting) } : { adjustedBv: null };
  });
}

export function forceTotals(force: Force, facts: ForceFacts): ForceTotals {
  let tons = 0;
  let bv = 0;
  let adjusted = 0;
  let withoutBv = 0;
  let unknown = 0;
  for (const line of forceLines(force, facts)) {
    if (!line.facts) {
      unknown++;
      withoutBv++;
      continue;
    }
    tons += line.facts.tons;
    if (line.facts.bv === null || line.adjustedBv === null) withoutBv++;
    else {
      bv += Math.round(line.facts.bv);
      adjusted += line.adjustedBv;
    }
  }
  return { units: force.units.length, tons, bv, adjustedBv: adjusted, withoutBv, unknown };
}
