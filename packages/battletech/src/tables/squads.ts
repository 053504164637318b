import { type Source, defineRollTable } from '@marshal/core';
import { tw } from '../rules/sources';
import type { WeaponFlag } from '../unit/weapons';

/** Battle armour trooper hit (1D6) and the table turning non-infantry weapon damage into conventional-infantry damage. */
export const battleArmorTrooper = defineRollTable<string>({
  id: 'battle-armor-trooper',
  title: 'Battle armour: trooper hit (re-roll a trooper already out or beyond the squad)',
  roll: '1d6',
  source: tw('Battle Armor › Hit Location', {
    table: 'Battle Armor Hit Location Table',
    note: 'each damage group strikes one trooper; excess damage on a trooper is lost',
  }),
  rows: [1, 2, 3, 4, 5, 6].map((n) => ({ on: n, label: `Trooper ${n}`, result: `T${n}` })),
});

export type InfantryDamageClass = 'burst' | 'missile-cluster' | 'ballistic-cluster' | 'pulse' | 'direct';

export interface InfantryDamageRule {
  readonly class: InfantryDamageClass;
  readonly label: string;
  /** Weapons with all these flags (or this exact name) use the rule; the first matching rule wins. */
  readonly flags?: readonly WeaponFlag[];
  readonly name?: RegExp;
  /** Burst-fire weapons: dice rolled for the damage instead of the weapon's own. */
  readonly dice?: string;
  /** Other classes: damage ÷ divisor (round up) + add. */
  readonly divisor?: number;
  readonly add?: number;
  readonly source: Source;
}

const T = (note: string) => tw('Conventional Infantry › Non-Infantry Weapon Damage', { table: 'Non-Infantry Weapon Damage Against Infantry Table', note });

/**
 * Damage points a non-infantry weapon does to conventional infantry (each point kills a trooper). Burst-fire dice are
 * those MegaMek gives the weapons (infDamageClass): flamer 4D6 (ISFlamer/CLFlamer), light MG 1D6 (CLLightMG), MG 2D6, heavy MG 3D6.
 */
export const INFANTRY_DAMAGE: readonly InfantryDamageRule[] = [
  {
    class: 'burst',
    label: 'burst fire (light machine gun)',
    flags: ['mg-light'],
    dice: '1d6',
    source: T('burst-fire weapon: 1D6 (MegaMek light machine gun, infDamageClass WEAPON_BURST_1D6)'),
  },
  { class: 'burst', label: 'burst fire (heavy machine gun)', flags: ['mg-heavy'], dice: '3d6', source: T('burst-fire weapon: 3D6 (MegaMek)') },
  { class: 'burst', label: 'burst fire (machine gun)', flags: ['mg'], dice: '2d6', source: T('burst-fire weapon: 2D6 (MegaMek)') },
  {
    class: 'burst',
    label: 'burst fire (flamer)',
    flags: ['flamer'],
    dice: '4d6',
    source: T('burst-fire weapon: 4D6 (MegaMek flamer, infDamageClass WEAPON_BURST_4D6)'),
  },
  {
    class: 'burst',
    label: 'burst fire (small or micro pulse laser)',
    name: /\b(small|micro) pulse laser\b/iu,
    dice: '2d6',
    source: T('burst-fire weapon: 2D6 (MegaMek)'),
  },
  {
    class: 'missile-cluster',
    label: 'cluster weapon (missiles): rack ÷ 5',
    flags: ['missile'],
    divisor: 5,
    add: 0,
    source: T('missiles: rack size ÷ 5, rounded up, one hit'),
  },
  {
    class: 'ballistic-cluster',
    label: 'cluster weapon (ballistic): damage ÷ 10 + 1',
    flags: ['lbx'],
    divisor: 10,
    add: 1,
    source: T('ballistic cluster: ÷ 10 + 1, rounded up'),
  },
  { class: 'pulse', label: 'pulse weapon: damage ÷ 10 + 2', flags: ['pulse'], divisor: 10, add: 2, source: T('pulse: ÷ 10 + 2, rounded up') },
  { class: 'direct', label: 'direct fire: damage ÷ 10', divisor: 10, add: 0, source: T('direct-fire ballistic or energy: ÷ 10, rounded up') },
];

/** Conventional infantry in the open (no woods, building or other cover) take double damage from non-infantry weapons. */
export const INFANTRY_IN_OPEN = {
  multiplier: 2,
  source: tw('Conventional Infantry › Infantry in the Open', {
    note: 'double damage from non-infantry weapons; MegaMek does not apply it (its bot code lists "x2 for being in the open" as a to-do), so Total Warfare is followed here',
  }),
} as const;
