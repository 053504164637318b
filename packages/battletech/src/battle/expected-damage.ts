// Expected damage of a weapon shot from its exact to-hit odds and, for missiles, the cluster table's distribution; and the best heat-limited set.
import { odds } from '@marshal/core';
import { clusterHits } from '../combat/tables/cluster-hits';
import type { WeaponProfile } from '../combat/weapons';
import type { FireOption } from './fire';

const atLeast = (n: number) => odds('2d6', 'at-least', n).probability;
const TWO_D6: readonly [number, number][] = Array.from({ length: 11 }, (_, i) => [i + 2, atLeast(i + 2) - atLeast(i + 3)]);

/** Damage of a hit, averaged over the cluster roll for missile racks (streaks hit with the whole rack). */
const onHit = new Map<string, number>();

export function damageOnHit(w: WeaponProfile): number {
  let v = onHit.get(w.id);
  if (v === undefined) onHit.set(w.id, (v = averageDamage(w)));
  return v;
}

function averageDamage(w: WeaponProfile): number {
  const c = w.cluster;
  if (!c) return w.damage;
  if (w.flags.includes('streak')) return c.size * c.damagePerMissile;
  return TWO_D6.reduce((sum, [roll, p]) => sum + p * clusterHits(c.size, roll) * c.damagePerMissile, 0);
}

export const expectedDamage = (o: FireOption): number => o.toHit.odds.probability * damageOnHit(o.profile);

/** The set of shots with the greatest expected damage whose heat fits the budget (exact 0/1 knapsack over whole heat points). */
export function bestVolley(options: readonly FireOption[], heatBudget: number): FireOption[] {
  const budget = Math.max(0, Math.floor(heatBudget));
  const free = options.filter((o) => o.profile.heat <= 0);
  const hot = options.filter((o) => o.profile.heat > 0);
  const best: { value: number; pick: number[] }[] = Array.from({ length: budget + 1 }, () => ({ value: 0, pick: [] }));
  hot.forEach((o, i) => {
    const v = expectedDamage(o);
    for (let h = budget; h >= o.profile.heat; h--) {
      const cand = best[h - o.profile.heat]!.value + v;
      if (cand > best[h]!.value + 1e-12) best[h] = { value: cand, pick: [...best[h - o.profile.heat]!.pick, i] };
    }
  });
  return [...free, ...best[budget]!.pick.map((i) => hot[i]!)].filter((o) => expectedDamage(o) > 0);
}
