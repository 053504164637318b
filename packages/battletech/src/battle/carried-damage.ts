import { MarshalError } from '@marshal/core';
import { applyDamage } from '../rules/damage/damage';
import type { BattleUnit } from '../unit/battle-unit';

/**
 * Damage a unit brings into a battle from earlier fighting (a campaign's landing attacks or last battle): points
 * on a location's front or rear armour, or (`internal`) straight on its internal structure. Points for a location
 * already destroyed by an earlier point are skipped, so a carried-over destroyed side torso and its arm apply once.
 */
export interface CarriedDamagePoint {
  readonly location: string;
  readonly amount: number;
  readonly rear?: boolean;
  readonly internal?: boolean;
}

export function applyCarriedDamage(unit: BattleUnit, points: readonly CarriedDamagePoint[], field: string): BattleUnit {
  let u = unit;
  points.forEach((p, i) => {
    const loc = u.locations[p.location];
    if (!loc)
      throw new MarshalError('invalid-input', `${unit.name} has no location ${p.location} (it has ${Object.keys(u.locations).join(', ')})`, {
        field: `${field}.${i}.location`,
      });
    if (loc.destroyed || u.destroyed) return;
    const room = p.internal ? loc.structure : p.rear && loc.rear !== null ? loc.rear : loc.armor;
    const amount = Math.min(p.amount, room);
    if (amount > 0) u = applyDamage(u, { location: p.location, rear: !!p.rear, amount, ...(p.internal ? { ammoExplosion: true } : {}) }).unit;
  });
  return { ...u, damageThisPhase: 0 };
}

/** What a unit has lost against its full armour and structure, as points `applyCarriedDamage` puts back on a fresh unit. */
export function carriedDamageOf(unit: BattleUnit): CarriedDamagePoint[] {
  const out: CarriedDamagePoint[] = [];
  for (const [location, l] of Object.entries(unit.locations)) {
    if (l.maxArmor > l.armor) out.push({ location, amount: l.maxArmor - l.armor });
    if (l.maxRear !== null && l.rear !== null && l.maxRear > l.rear) out.push({ location, amount: l.maxRear - l.rear, rear: true });
    if (l.maxStructure > l.structure) out.push({ location, amount: l.maxStructure - l.structure, internal: true });
  }
  return out;
}
