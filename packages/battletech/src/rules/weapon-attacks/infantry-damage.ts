import { type Dice, type Source } from '@marshal/core';
import { INFANTRY_DAMAGE, INFANTRY_IN_OPEN, type InfantryDamageRule } from '../../tables/squads';
import type { WeaponProfile } from '../../unit/weapons';

/** Damage a non-infantry weapon does to conventional infantry: burst-fire dice, or the weapon's damage divided, doubled in the open. */
export interface InfantryDamage {
  readonly rule: string;
  readonly base: number;
  readonly roll: number | null;
  readonly inOpen: boolean;
  readonly damage: number;
  readonly explanation: string;
  readonly sources: readonly Source[];
}

export function infantryRuleFor(weapon: WeaponProfile): InfantryDamageRule {
  const flags = weapon.flags as readonly string[];
  return (
    INFANTRY_DAMAGE.find((r) => (r.name ? r.name.test(weapon.name) : true) && (r.flags ?? []).every((f) => flags.includes(f)) && (r.name || r.flags)) ??
    INFANTRY_DAMAGE[INFANTRY_DAMAGE.length - 1]!
  );
}

/**
 * `shooters` weapons fire (a squad's troopers, 1 otherwise); `damage` replaces the weapon's own (a burst mode's roll).
 * Missiles count their rack; everything rounds up.
 */
export function infantryDamageFor(
  weapon: WeaponProfile,
  fire: { readonly shooters: number; readonly damage?: number },
  inOpen: boolean,
  dice: Dice,
  who: string,
): InfantryDamage {
  const rule = infantryRuleFor(weapon);
  const times = inOpen ? INFANTRY_IN_OPEN.multiplier : 1;
  const sources = [rule.source, ...(inOpen ? [INFANTRY_IN_OPEN.source] : [])];
  const openNote = inOpen ? ` × ${times} (in the open)` : '';
  if (rule.dice) {
    let total = 0;
    for (let i = 0; i < fire.shooters; i++) total += dice.roll(rule.dice, `${who}: ${weapon.name} against infantry (${rule.label})`).total;
    const damage = total * times;
    return {
      rule: rule.label,
      base: total,
      roll: total,
      inOpen,
      damage,
      explanation: `${rule.label}: ${fire.shooters > 1 ? `${fire.shooters} × ` : ''}${rule.dice} = ${total}${openNote} = ${damage}`,
      sources,
    };
  }
  const per = rule.class === 'missile-cluster' ? (weapon.cluster?.size ?? weapon.damage) : (fire.damage ?? weapon.damage * (weapon.cluster?.size ?? 1));
  const base = per * fire.shooters;
  const converted = Math.ceil(base / (rule.divisor ?? 1)) + (rule.add ?? 0);
  const damage = converted * times;
  return {
    rule: rule.label,
    base,
    roll: null,
    inOpen,
    damage,
    explanation: `${rule.label}: ⌈${base} ÷ ${rule.divisor}⌉${rule.add ? ` + ${rule.add}` : ''} = ${converted}${openNote} = ${damage}`,
    sources,
  };
}
