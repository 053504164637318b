// Expected damage of a weapon shot from its exact to-hit odds and, for missiles, the cluster table's distribution; and the best heat-limited set.
import { odds } from '@marshal/core';
import { clusterHits } from '../tables/cluster-hits';
import type { WeaponProfile } from '../unit/weapons';
import type { FireOption } from '../battle/fire';

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

/** `onHit`: the damage of a hit when the bot has worked it out for the shot's rounds (see bot-munitions); by default the weapon's. */
export const expectedDamage = (o: Pick<FireOption, 'profile' | 'toHit'> & { readonly onHit?: number }): number =>
  o.toHit.odds.probability * (o.onHit ?? damageOnHit(o.profile));

/** The set of shots with the greatest expected damage whose heat fits the budget (exact 0/1 knapsack over whole heat points). */
export function bestVolley<T extends Pick<FireOption, 'profile' | 'toHit'>>(options: readonly T[], heatBudget: number): T[] {
  const budget = Math.max(0, Math.floor(heatBudget));
  const free = options.filter((o) => o.profile.heat <= 0);
  const hot = options.filter((o) => o.profile.heat > 0);
  // value[h]: the best expected damage within h heat so far; took[i, h]: whether shot i improved it (then the pick at
  // h is the pick at h − heat before shot i, plus i). Picks are rebuilt from `took` instead of copied per cell.
  const width = budget + 1;
  const value = new Float64Array(width);
  const took = new Uint8Array(hot.length * width);
  for (let i = 0; i < hot.length; i++) {
    const heat = hot[i]!.profile.heat;
    const v = expectedDamage(hot[i]!);
    for (let h = budget; h >= heat; h--) {
      const cand = value[h - heat]! + v;
      if (cand > value[h]! + 1e-12) {
        value[h] = cand;
        took[i * width + h] = 1;
      }
    }
  }
  const pick: T[] = [];
  for (let i = hot.length - 1, h = budget; i >= 0; i--)
    if (took[i * width + h]) {
      pick.push(hot[i]!);
      h -= hot[i]!.profile.heat;
    }
  return [...free, ...pick.reverse()].filter((o) => expectedDamage(o) > 0);
}

/**
 * The expected damage of `bestVolley(options, heatBudget)`, summed in the same order with the same comparisons (so
 * the same number to the last bit) but with the picks kept as bit sets instead of arrays. Falls back to
 * `bestVolley` past 30 heat-producing weapons.
 */
export function volleyValue(options: readonly Pick<FireOption, 'profile' | 'toHit'>[], heatBudget: number): number {
  const budget = Math.max(0, Math.floor(heatBudget));
  let free = 0;
  let hot = 0;
  for (const o of options) if (o.profile.heat > 0) hot++;
  if (hot > 30) return bestVolley(options, heatBudget).reduce((t, o) => t + expectedDamage(o), 0);
  const heats: number[] = [];
  const values: number[] = [];
  for (const o of options) {
    if (o.profile.heat > 0) {
      heats.push(o.profile.heat);
      values.push(expectedDamage(o));
    } else {
      const v = expectedDamage(o);
      if (v > 0) free += v;
    }
  }
  const best = new Float64Array(budget + 1);
  const pick = new Array<number>(budget + 1).fill(0);
  for (let i = 0; i < heats.length; i++) {
    const heat = heats[i]!;
    const v = values[i]!;
    for (let h = budget; h >= heat; h--) {
      const cand = best[h - heat]! + v;
      if (cand > best[h]! + 1e-12) {
        best[h] = cand;
        pick[h] = pick[h - heat]! | (1 << i);
      }
    }
  }
  let total = free;
  const chosen = pick[budget]!;
  for (let i = 0; i < heats.length; i++) if (chosen & (1 << i) && values[i]! > 0) total += values[i]!;
  return total;
}
