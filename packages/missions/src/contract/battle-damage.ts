/** The damage a contract unit takes into a digital battle: the points its last battle left, else its ledger's facts turned into points. */
import { type CarriedDamagePoint, catalogAmmoDamage, catalogWeaponLookup, createBattleUnit } from '@marshal/battletech';
import type { Unit } from '@marshal/catalog';
import type { BattleForceUnit } from '../to-battle';
import type { Side } from '../units';
import type { ContractForceEntry } from './next-force';
import type { CarriedDamage } from './state';

/**
 * Points `applyCarriedDamage` puts on a fresh battle unit. A unit whose damage came out of a digital battle carries the
 * battle's own points (`battleAftermath`); one whose damage came from a table-tracked mission has only the stripped and
 * destroyed locations, taken off whole (labelled default `FACTS_AS_POINTS`).
 */
export function contractDamagePoints(damage: CarriedDamage, unit: Unit): CarriedDamagePoint[] {
  if (damage.points?.length) return damage.points.map((p) => ({ ...p }));
  if (!damage.armourStripped.length && !damage.destroyed.length) return [];
  const fresh = createBattleUnit(unit, { gunnery: 4, piloting: 5 }, { lookup: catalogWeaponLookup, ammo: catalogAmmoDamage });
  const out: CarriedDamagePoint[] = [];
  for (const [location, l] of Object.entries(fresh.locations)) {
    const destroyed = damage.destroyed.includes(location);
    if ((destroyed || damage.armourStripped.includes(location)) && l.maxArmor > 0) out.push({ location, amount: l.maxArmor });
    if (destroyed && l.maxStructure > 0) out.push({ location, amount: l.maxStructure, internal: true });
  }
  return out;
}

/** A contract unit as a digital mission battle's unit: its pilot's skills and hits, its carried damage as points and as the tracker's facts. */
export function contractBattleUnit(
  u: ContractForceEntry,
  unit: Unit,
  side: Side,
  roles: { readonly commander: boolean; readonly value: number },
): BattleForceUnit {
  const damage = contractDamagePoints(u.damage, unit);
  return {
    entry: {
      id: u.id,
      side,
      name: u.name,
      gunnery: u.gunnery,
      piloting: u.piloting,
      pilot: u.pilot,
      commander: roles.commander,
      value: roles.value,
      startDamage: u.startDamage,
      ...(damage.length ? { damage } : {}),
      ...(u.pilotHits ? { pilotHits: u.pilotHits } : {}),
    },
    unit,
  };
}
