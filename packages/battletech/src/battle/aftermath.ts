import { type CarriedDamagePoint, carriedDamageOf } from './carried-damage';
import type { BattleState } from './state';

/** What a battle leaves of each unit, for a campaign to carry on: destroyed (or its pilot dead), withdrawn, and the damage it carries. */
export interface UnitAftermath {
  readonly destroyed: boolean;
  readonly withdrawn: boolean;
  readonly damage: readonly CarriedDamagePoint[];
}

export function battleAftermath(s: BattleState): Readonly<Record<string, UnitAftermath>> {
  const out: Record<string, UnitAftermath> = {};
  for (const [id, u] of Object.entries(s.units)) {
    const destroyed = u.destroyed || u.pilot.dead;
    out[id] = { destroyed, withdrawn: !destroyed && s.withdrawn.includes(id), damage: destroyed ? [] : carriedDamageOf(u) };
  }
  return out;
}
