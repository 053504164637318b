import { type Source, defineRollTable } from '@marshal/core';
import { tw } from '../rules/sources';

/** Anti-'Mech attacks by infantry: to-hit modifiers by troopers standing, leg-attack damage and the swarm hit-location table. */
export type AntiMechTable = 'battle-armor' | 'platoon';

/** At least `min` troopers standing: this modifier; fewer than the last row cannot make the attack. */
export interface TrooperStep {
  readonly min: number;
  readonly modifier: number;
}

export interface AntiMechRule {
  readonly label: string;
  readonly byTroopers: Readonly<Record<AntiMechTable, readonly TrooperStep[]>>;
  readonly source: Source;
}

const NOTE =
  "base is the anti-'Mech skill; the steps reproduce MegaMek's troop-count base numbers (leg 4/7/10/12, swarm 7/10 at the old fixed skill) and are not yet checked against the printed table";

export const LEG_ATTACK: AntiMechRule & { readonly damage: number; readonly damageSource: Source } = {
  label: 'leg attack',
  byTroopers: {
    'battle-armor': [
      { min: 4, modifier: 0 },
      { min: 3, modifier: 2 },
      { min: 2, modifier: 5 },
      { min: 1, modifier: 7 },
    ],
    platoon: [
      { min: 22, modifier: 0 },
      { min: 16, modifier: 2 },
      { min: 10, modifier: 5 },
      { min: 5, modifier: 7 },
    ],
  },
  source: tw("Anti-'Mech Attacks › Leg Attacks", { table: "Anti-'Mech Attacks Table", note: NOTE }),
  damage: 4,
  damageSource: tw("Anti-'Mech Attacks › Leg Attacks", {
    note: '4 damage to a leg struck on the kick table (the other leg if that one is gone), then a critical-hit roll (MegaMek LegAttackHandler)',
  }),
};

export const SWARM_ATTACK: AntiMechRule & { readonly vehicleModifier: number } = {
  label: 'swarm attack',
  byTroopers: {
    'battle-armor': [
      { min: 4, modifier: 2 },
      { min: 1, modifier: 5 },
    ],
    platoon: [
      { min: 22, modifier: 2 },
      { min: 16, modifier: 5 },
    ],
  },
  source: tw("Anti-'Mech Attacks › Swarm Attacks", { table: "Anti-'Mech Attacks Table", note: NOTE }),
  vehicleModifier: -2,
};

/** While attached, a swarming squad hits automatically each weapon phase with its non-missile, non-body weapons (squad weapons × troopers). */
export const SWARM_DAMAGE_SOURCE = tw("Anti-'Mech Attacks › Swarm Attacks", {
  note: "automatic hit each weapon attack phase; damage = the squad's non-missile arm weapons (squad-mounted ones × troopers standing), one group on the swarm table with a critical-hit roll (MegaMek SwarmWeaponAttackHandler, BattleArmor.calculateSwarmDamage)",
});

/** A swarmed 'Mech brushes the squad off with a punch-like attack: piloting + 4 (+2 upper arm, +2 lower arm, +1 hand actuator missing). */
export const BRUSH_OFF = {
  modifier: 4,
  actuators: { 'upper-arm': 2, 'lower-arm': 2, hand: 1 } as const,
  source: tw("Anti-'Mech Attacks › Dislodging Swarming Units", {
    note: 'brush-off: piloting + 4; arm actuators destroyed +2 upper, +2 lower, +1 hand; a hit does the punch damage to the squad and ends the swarm (MegaMek BrushOffAttackAction)',
  }),
};

export interface SwarmHit {
  readonly location: string;
  readonly rear: boolean;
}

const row = (on: number, location: string, rear = false) => ({ on, label: `${location}${rear ? ' (rear)' : ''}`, result: { location, rear } });

export const swarmHitLocation = defineRollTable<SwarmHit>({
  id: 'swarm-hit-location',
  title: "Swarm attack hit location ('Mech)",
  roll: '2d6',
  source: tw("Anti-'Mech Attacks › Swarm Attacks", {
    table: 'Swarm Attack Hit Location Table',
    note: 'every hit also rolls for critical hits (facts: MegaMek swarm table)',
  }),
  rows: [
    row(2, 'HD'),
    row(3, 'CT', true),
    row(4, 'RT', true),
    row(5, 'RT'),
    row(6, 'RA'),
    row(7, 'CT'),
    row(8, 'LA'),
    row(9, 'LT'),
    row(10, 'LT', true),
    row(11, 'CT', true),
    row(12, 'HD'),
  ],
});
