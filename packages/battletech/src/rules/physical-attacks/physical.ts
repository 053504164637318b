import { type Modifier, type Ruling, type Source, makeRuling, modifier } from '@marshal/core';
import { type BattleUnit, countHit, tsmActive } from '../../unit/battle-unit';
import { type AttackerMovement, type TargetMovement, attackerMovementMod, targetMovementMods } from '../to-hit/movement-modifiers';
import type { CombatRules, PsrTrigger } from '../../options/rules';
import { SRC, tw } from '../sources';
import type { HitKind } from '../../tables/mech-hit-location';
import type { LosInput } from '../to-hit/to-hit';

/** Physical attacks: punch, kick, push, charge and death from above — to-hit, damage and the rolls they cause. */
export type PhysicalKind = 'punch' | 'kick' | 'push' | 'charge' | 'dfa';

export interface PhysicalAttackInput {
  readonly kind: PhysicalKind;
  readonly attacker: BattleUnit;
  readonly target: BattleUnit;
  /** Arm that punches or leg that kicks (LA/RA/LL/RL). */
  readonly limb?: string;
  readonly attackerMoved: AttackerMovement;
  readonly targetMoved: TargetMovement;
  /** Hexes the charging attacker moved (charge damage). */
  readonly hexesMoved?: number;
  readonly los?: LosInput;
}

const P = (section: string, note?: string) => tw(`Physical Attacks › ${section}`, note ? { note } : {});

export const PHYSICAL: Readonly<
  Record<
    PhysicalKind,
    { label: string; base: number; table: HitKind; onHitTarget: PsrTrigger | null; onHitAttacker: PsrTrigger | null; onMiss: PsrTrigger | null }
  >
> = {
  punch: { label: 'punch', base: 0, table: 'punch', onHitTarget: null, onHitAttacker: null, onMiss: null },
  kick: { label: 'kick', base: -2, table: 'kick', onHitTarget: 'kicked', onHitAttacker: null, onMiss: 'missed-kick' },
  push: { label: 'push', base: -1, table: 'standard', onHitTarget: 'pushed', onHitAttacker: null, onMiss: null },
  charge: { label: 'charge', base: 0, table: 'standard', onHitTarget: 'charged', onHitAttacker: 'charging', onMiss: 'missed-charge' },
  dfa: { label: 'death from above', base: 0, table: 'punch', onHitTarget: 'dfa-target', onHitAttacker: 'dfa-attacker', onMiss: 'missed-dfa' },
};

function limbModifiers(input: PhysicalAttackInput): { mods: Modifier[]; impossible: string | null } {
  const { attacker: a, kind, limb } = input;
  const mods: Modifier[] = [];
  const caps = a.capabilities;
  if (kind === 'punch' && (caps.punchLimbs.length === 0 || (limb && !caps.punchLimbs.includes(limb))))
    return { mods, impossible: caps.punchLimbs.length ? `${limb} cannot punch (arms: ${caps.punchLimbs.join(', ')})` : `${a.name} has no arms to punch with` };
  if (kind === 'kick' && (caps.kickLimbs.length === 0 || (limb && !caps.kickLimbs.includes(limb))))
    return { mods, impossible: `${limb ?? 'that limb'} cannot kick (kicking legs: ${caps.kickLimbs.join(', ') || 'none'})` };
  if (kind === 'push' && caps.pushArms.length === 0) return { mods, impossible: `${a.name} has no arms to push with` };
  if (kind === 'punch' && limb) {
    if (a.locations[limb]?.destroyed || countHit(a, limb, 'shoulder')) return { mods, impossible: `${limb} cannot punch (arm or shoulder destroyed)` };
    if (countHit(a, limb, 'upper-arm')) mods.push(modifier('upper-arm', 'upper arm actuator destroyed', 2, P('Punch')));
    if (countHit(a, limb, 'lower-arm')) mods.push(modifier('lower-arm', 'lower arm actuator destroyed', 2, P('Punch')));
    if (countHit(a, limb, 'hand') || !(a.slots[limb] ?? []).some((s) => s.system === 'hand'))
      mods.push(modifier('hand', 'hand actuator missing or destroyed', 1, P('Punch')));
  }
  if (kind === 'kick' && limb) {
    if (a.locations[limb]?.destroyed || countHit(a, limb, 'hip')) return { mods, impossible: `${limb} cannot kick (leg or hip destroyed)` };
    if (countHit(a, limb, 'upper-leg')) mods.push(modifier('upper-leg', 'upper leg actuator destroyed', 2, P('Kick')));
    if (countHit(a, limb, 'lower-leg')) mods.push(modifier('lower-leg', 'lower leg actuator destroyed', 2, P('Kick')));
    if (countHit(a, limb, 'foot')) mods.push(modifier('foot', 'foot actuator destroyed', 1, P('Kick')));
  }
  if (kind === 'push')
    for (const arm of caps.pushArms) if (countHit(a, arm, 'shoulder')) mods.push(modifier(`shoulder-${arm}`, `${arm} shoulder destroyed`, 2, P('Push')));
  return { mods, impossible: null };
}

export function physicalToHit(input: PhysicalAttackInput, rules: CombatRules): Ruling {
  const { attacker: a, target: t, kind } = input;
  const spec = PHYSICAL[kind];
  const mods: Modifier[] = [modifier('piloting', `piloting ${a.pilot.piloting}`, a.pilot.piloting, SRC.piloting)];
  if (spec.base) mods.push(modifier(kind, spec.label, spec.base, P(spec.label)));
  if ((kind === 'charge' || kind === 'dfa') && a.pilot.piloting !== t.pilot.piloting)
    mods.push(
      modifier(
        'piloting-differential',
        'piloting skill differential',
        a.pilot.piloting - t.pilot.piloting,
        P(spec.label, 'attacker piloting − target piloting'),
      ),
    );
  const weight = rules.physicalWeightClass.table?.[a.weightClass];
  if (weight) mods.push(modifier('weight-class', `${a.weightClass} weight class`, weight, rules.physicalWeightClass.source));
  const am = attackerMovementMod(input.attackerMoved);
  if (am) mods.push(am);
  mods.push(...targetMovementMods(input.targetMoved), ...(input.los?.modifiers ?? []));
  if (t.prone) mods.push(modifier('target-prone', 'target prone, adjacent', -2, SRC.targetState));
  if (t.immobile || t.shutdown || !t.pilot.conscious) mods.push(modifier('target-immobile', 'target immobile', -4, SRC.targetState));
  const limb = limbModifiers(input);
  const flying = t.elevation > (kind === 'punch' ? 1 : 0) ? `${t.name} is flying at elevation ${t.elevation}` : null;
  mods.push(...limb.mods);
  const label = `${a.name} → ${t.name}: ${spec.label}`;
  const impossible =
    limb.impossible ??
    flying ??
    (kind === 'dfa' && input.attackerMoved !== 'jumped' ? 'death from above needs a jump' : null) ??
    (kind === 'charge' && !['walked', 'ran'].includes(input.attackerMoved) ? 'a charge needs the attacker to walk or run' : null);
  return makeRuling({
    id: `${kind}-to-hit`,
    label,
    modifiers: mods,
    ...(impossible ? { automatic: { outcome: 'failure' as const, reason: impossible, source: P(spec.label) } } : {}),
  });
}

export interface PhysicalDamage {
  readonly target: number;
  readonly attacker: number;
  readonly groupSize: number;
  readonly explanation: string;
  readonly source: Source;
}

/** Damage a physical attack does to the target (and to the attacker for charges and death from above). */
export function physicalDamage(input: PhysicalAttackInput): PhysicalDamage {
  const { attacker: a, target: t, kind } = input;
  const tsm = tsmActive(a) ? 2 : 1;
  const tsmNote = tsm === 2 ? ' × 2 (TSM active)' : '';
  switch (kind) {
    case 'punch': {
      const limb = input.limb ?? 'RA';
      const halvings = countHit(a, limb, 'upper-arm') + countHit(a, limb, 'lower-arm');
      const dmg = Math.floor((Math.ceil(a.tonnage / 10) * tsm) / 2 ** halvings);
      return {
        target: dmg,
        attacker: 0,
        groupSize: dmg,
        explanation: `⌈${a.tonnage}/10⌉${tsmNote}${halvings ? ` ÷ ${2 ** halvings} (arm actuators)` : ''} = ${dmg}`,
        source: P('Punch', 'TSM doubles at heat 9+'),
      };
    }
    case 'kick': {
      const dmg = Math.floor(a.tonnage / 5) * tsm;
      return {
        target: dmg,
        attacker: 0,
        groupSize: dmg,
        explanation: `⌊${a.tonnage}/5⌋${tsmNote} = ${dmg}`,
        source: P('Kick', 'TSM doubles at heat 9+'),
      };
    }
    case 'push':
      return { target: 0, attacker: 0, groupSize: 5, explanation: 'a push does no damage; the target is displaced', source: P('Push') };
    case 'charge': {
      const hexes = input.hexesMoved ?? 0;
      const dmg = Math.ceil((a.tonnage / 10) * hexes);
      return {
        target: dmg,
        attacker: Math.ceil(t.tonnage / 10),
        groupSize: 5,
        explanation: `⌈${a.tonnage}/10 × ${hexes} hexes⌉ = ${dmg}; attacker takes ⌈${t.tonnage}/10⌉`,
        source: P('Charging', 'Total Warfare counts the hexes moved; MegaMek counts one fewer — Marshal follows Total Warfare'),
      };
    }
    case 'dfa': {
      const dmg = Math.ceil((a.tonnage / 10) * 3);
      return {
        target: dmg,
        attacker: Math.ceil(a.tonnage / 5),
        groupSize: 5,
        explanation: `⌈${a.tonnage}/10 × 3⌉ = ${dmg}; attacker's legs take ⌈${a.tonnage}/5⌉`,
        source: P('Death From Above'),
      };
    }
  }
}
