/** Special equipment as capabilities: the rules ask "does this click have X", never "is this a 'Mech". */
import type { DaUnit } from './schema';

export const ABILITY_IDS = ['evade', 'jump-jets', 'grapple', 'streak-missiles', 'armor-piercing', 'anti-personnel', 'heavy-armor'] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

export const ABILITY_TITLES: Readonly<Record<AbilityId, string>> = {
  evade: 'Evade',
  'jump-jets': 'Jump Jets',
  grapple: 'Grapple',
  'streak-missiles': 'Streak Missiles',
  'armor-piercing': 'Armor Piercing',
  'anti-personnel': 'Anti-Personnel',
  'heavy-armor': 'Heavy Armor',
};

/** Does the unit's current click show this equipment? */
export const has = (u: DaUnit, ability: AbilityId): boolean => (u.dial[Math.min(u.click, u.dial.length - 1)]?.abilities ?? []).includes(ability);
