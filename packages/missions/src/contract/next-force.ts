/** The contract's force as it stands for the next mission: who may fight (with the damage they carry) and who may not, and why. */
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
      unavailable,
    };
  });
}
