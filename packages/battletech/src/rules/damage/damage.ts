import type { BattleUnit, LocationState } from '../../unit/battle-unit';

/** Damage to one location: armour (rear if struck from behind), then structure, then the excess moves inward. */
export interface DamageStep {
  readonly location: string;
  readonly rear: boolean;
  readonly armor: number;
  readonly structure: number;
  readonly destroyed: boolean;
  readonly transferredTo: string | null;
}

export interface DamageInput {
  readonly location: string;
  readonly rear: boolean;
  readonly amount: number;
  /** Ammunition explosions go straight to the structure, and CASE stops their transfer. */
  readonly ammoExplosion?: boolean;
}

export interface DamageResult {
  readonly unit: BattleUnit;
  readonly steps: readonly DamageStep[];
  /** Locations whose internal structure took damage (each may suffer critical hits). */
  readonly structureDamaged: readonly string[];
  readonly destroyedLocations: readonly string[];
  /** Damage with nowhere to go: the unit was destroyed, CASE vented it, or it was lost (a dead trooper, a rotor). */
  readonly discarded: number;
}

const withLocation = (unit: BattleUnit, code: string, loc: LocationState): BattleUnit => ({ ...unit, locations: { ...unit.locations, [code]: loc } });

function destroyLocation(unit: BattleUnit, code: string, destroyed: string[]): BattleUnit {
  const loc = unit.locations[code];
  if (!loc || loc.destroyed) return unit;
  let next = withLocation(unit, code, { ...loc, armor: 0, rear: loc.rear === null ? null : 0, structure: 0, destroyed: true });
  destroyed.push(code);
  for (const dep of unit.capabilities.dependents[code] ?? []) next = destroyLocation(next, dep, destroyed);
  const to = unit.capabilities.transfer[code];
  if (to === 'unit')
    next = { ...next, destroyed: true, ...(code === unit.capabilities.head ? { pilot: { ...next.pilot, dead: true, conscious: false } } : {}) };
  // A squad whose last trooper falls (or any unit with nothing left) is destroyed.
  if (Object.values(next.locations).every((l) => l.destroyed)) next = { ...next, destroyed: true };
  if (code === unit.capabilities.rotor) next = { ...next, immobile: true };
  return next;
}

/** Apply damage with transfer; pure (returns the new unit and every step taken). */
export function applyDamage(unit: BattleUnit, input: DamageInput): DamageResult {
  if (!Number.isInteger(input.amount) || input.amount < 0) throw new RangeError(`damage must be a whole number ≥ 0, got ${input.amount}`);
  // The damage this phase goes on with the first location changed (one copy of the unit), or alone at the end.
  const damageThisPhase = unit.damageThisPhase + input.amount;
  let u: BattleUnit = unit;
  const steps: DamageStep[] = [];
  const structureDamaged: string[] = [];
  const destroyedLocations: string[] = [];
  let remaining = input.amount;
  let code: string | null = input.location;
  let rear = input.rear;
  while (remaining > 0 && code !== null && code !== 'unit' && code !== 'lost' && !u.destroyed) {
    const loc: LocationState | undefined = u.locations[code];
    if (!loc) throw new RangeError(`${unit.name} has no location ${code}`);
    const next: string = u.capabilities.transfer[code] ?? 'unit';
    if (loc.destroyed) {
      steps.push({ location: code, rear, armor: 0, structure: 0, destroyed: true, transferredTo: next });
      code = next;
      continue;
    }
    const useRear = rear && loc.rear !== null;
    const armorHere = input.ammoExplosion ? 0 : useRear ? loc.rear! : loc.armor;
    const toArmor = Math.min(armorHere, remaining);
    remaining -= toArmor;
    const toStructure = Math.min(loc.structure, remaining);
    remaining -= toStructure;
    const updated: LocationState = {
      ...loc,
      ...(useRear ? { rear: loc.rear! - (input.ammoExplosion ? 0 : toArmor) } : { armor: loc.armor - toArmor }),
      structure: loc.structure - toStructure,
    };
    u = { ...u, damageThisPhase, locations: { ...u.locations, [code]: updated } };
    if (toStructure > 0) structureDamaged.push(code);
    const destroyed = updated.structure === 0 && (toStructure > 0 || remaining > 0);
    const caseStops = input.ammoExplosion === true && u.caseLocations.includes(code);
    steps.push({
      location: code,
      rear: useRear,
      armor: toArmor,
      structure: toStructure,
      destroyed,
      transferredTo: destroyed && remaining > 0 && !caseStops ? next : null,
    });
    if (!destroyed) break;
    u = destroyLocation(u, code, destroyedLocations);
    if (caseStops) break;
    code = next;
    rear = rear && next !== 'unit' && next !== 'lost';
  }
  if (u.damageThisPhase !== damageThisPhase) u = { ...u, damageThisPhase };
  return { unit: u, steps, structureDamaged, destroyedLocations, discarded: remaining };
}

/** Damage in groups (clusters, falls, charges): each group is rolled separately by the caller. */
export const damageGroups = (total: number, size: number): number[] => {
  const out: number[] = [];
  for (let left = total; left > 0; left -= size) out.push(Math.min(size, left));
  return out;
};
