/** The contract's force as it stands for the next mission: who may fight (with the damage they carry) and who may not, and why. */
import { MarshalError } from '@marshal/core';
import type { CarriedDamagePoint } from '@marshal/battletech';
import type { ContractState } from './state';

export interface NextMissionUnit {
  readonly id: string;
  readonly name: string;
  readonly unitId: string;
  readonly gunnery: number;
  readonly piloting: number;
  readonly pilot: string;
  /** The damage it must start the next mission with (`startDamage` of a mission unit). */
  readonly startDamage: { readonly armourStripped: readonly string[]; readonly destroyed: readonly string[] };
  /** Armour and structure points it lost in its last digital battle (empty when its damage came from a tracked mission, or none). */
  readonly damagePoints: readonly CarriedDamagePoint[];
  /** Hits its pilot carries (a digital battle starts the pilot with them). */
  readonly pilotHits: number;
  /** Why it cannot fight, or null when it can. */
  readonly unavailable: string | null;
}

export function nextMissionForce(s: ContractState): NextMissionUnit[] {
  return Object.values(s.units).map((u) => {
    const p = u.pilot;
    const unavailable =
      u.status === 'lost'
        ? `lost in mission ${u.since}`
        : u.status === 'wrecked'
          ? `wrecked in mission ${u.since}: record its repair first`
          : p.status === 'killed' || p.status === 'captured' || p.status === 'missing'
            ? `its pilot ${p.name} is ${p.status}`
            : null;
    return {
      id: u.id,
      name: u.name,
      unitId: u.unitId,
      gunnery: p.gunnery,
      piloting: p.piloting,
      pilot: p.name,
      startDamage: { armourStripped: [...u.damage.armourStripped], destroyed: [...u.damage.destroyed] },
      damagePoints: (u.damage.points ?? []).map((x) => ({ ...x })),
      pilotHits: p.hits,
      unavailable,
    };
  });
}

/** A contract unit as a mission unit's force entry: its id, catalog unit, pilot and the damage it carries into the mission. */
export interface ContractForceEntry {
  readonly id: string;
  readonly unitId: string;
  readonly name: string;
  /** The pilot's name (shown beside the unit in the mission's tracker and wash-up). */
  readonly pilot: string;
  readonly gunnery: number;
  readonly piloting: number;
  readonly startDamage: { readonly armourStripped: string[]; readonly destroyed: string[] };
  /** What a digital battle needs besides: the points carried (when known) and the pilot's hits. */
  readonly damage: { readonly armourStripped: readonly string[]; readonly destroyed: readonly string[]; readonly points: readonly CarriedDamagePoint[] };
  readonly pilotHits: number;
}

/**
 * The units of the contract that fight the next mission (`only`: these contract unit ids; default: every unit that may
 * fight), refused with the reason when one named may not.
 */
export function contractForceEntries(s: ContractState, only?: readonly string[]): ContractForceEntry[] {
  const force = nextMissionForce(s);
  const chosen = only?.length ? only.map((id) => force.find((u) => u.id === id) ?? { id, name: id, unavailable: 'not a unit of this contract' }) : force;
  const bad = chosen.find((u) => u.unavailable && only?.length);
  if (bad) throw new MarshalError('contract', `${bad.name} cannot fight the next mission: ${bad.unavailable}`, { field: 'units' });
  return (chosen as NextMissionUnit[])
    .filter((u) => !u.unavailable)
    .map((u) => ({
      id: u.id,
      unitId: u.unitId,
      name: u.name,
      pilot: u.pilot,
      gunnery: u.gunnery,
      piloting: u.piloting,
      startDamage: { armourStripped: [...u.startDamage.armourStripped], destroyed: [...u.startDamage.destroyed] },
      damage: { ...u.startDamage, points: u.damagePoints },
      pilotHits: u.pilotHits,
    }));
}
