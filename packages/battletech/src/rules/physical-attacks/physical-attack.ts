import { type Dice, type Ruling, rollCheck } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import { type HitReport, applyHit } from '../damage/apply-hit';
import { damageGroups } from '../damage/damage';
import { rollHitLocation } from '../damage/hit-location';
import { PHYSICAL, type PhysicalAttackInput, type PhysicalDamage, physicalDamage, physicalToHit } from './physical';
import type { CombatRules, PsrTrigger } from '../../options/rules';
import type { AttackDirection } from '../../tables/mech-hit-location';
import { coverEffect } from '../to-hit/to-hit';
import type { AttackOutcome } from '../weapon-attacks/weapon-attack';

/** Resolve a physical attack: roll to hit, apply the damage in groups, queue the piloting rolls it causes. */
export interface PhysicalAttackDeclaration extends PhysicalAttackInput {
  readonly direction: AttackDirection;
}

export interface PhysicalAttackReport {
  readonly toHit: Ruling;
  readonly roll: number | null;
  readonly hit: boolean;
  readonly damage: PhysicalDamage;
  readonly hits: readonly HitReport[];
  readonly attackerHits: readonly HitReport[];
  readonly psrsQueued: { readonly attacker: readonly PsrTrigger[]; readonly target: readonly PsrTrigger[] };
}

const queue = (unit: BattleUnit, trigger: PsrTrigger | null): BattleUnit =>
  trigger && unit.capabilities.pilotingRolls ? { ...unit, pendingPsrs: [...unit.pendingPsrs, trigger] } : unit;

function strike(
  unit: BattleUnit,
  total: number,
  size: number,
  direction: AttackDirection,
  kind: 'standard' | 'punch' | 'kick',
  rules: CombatRules,
  dice: Dice,
  cover: ReturnType<typeof coverEffect>,
) {
  let u = unit;
  const reports: HitReport[] = [];
  for (const amount of damageGroups(total, size)) {
    if (u.destroyed) break;
    const where = rollHitLocation(u, direction, kind, rules, dice, cover);
    const r = applyHit(u, where, amount, { direction, rules, dice, fromAttack: true, headHitsPilot: true });
    u = r.unit;
    reports.push(r.report);
  }
  return { unit: u, reports };
}

export function resolvePhysicalAttack(decl: PhysicalAttackDeclaration, rules: CombatRules, dice: Dice): AttackOutcome<PhysicalAttackReport> {
  const spec = PHYSICAL[decl.kind];
  const toHit = physicalToHit(decl, rules);
  const check = rollCheck(toHit, dice, `${decl.attacker.name}: ${spec.label} to-hit`);
  const damage = physicalDamage(decl);
  const base = { toHit, roll: check.roll?.total ?? null, hit: check.success, damage };
  if (!check.success) {
    const attacker = queue(decl.attacker, spec.onMiss);
    return {
      attacker,
      target: decl.target,
      report: { ...base, hits: [], attackerHits: [], psrsQueued: { attacker: spec.onMiss ? [spec.onMiss] : [], target: [] } },
    };
  }
  const cover = decl.kind === 'punch' || decl.kind === 'kick' ? coverEffect(decl.los, rules, decl.direction) : null;
  const t = strike(decl.target, damage.target, damage.groupSize, decl.direction, spec.table, rules, dice, cover);
  const a =
    damage.attacker > 0
      ? strike(decl.attacker, damage.attacker, 5, 'front', decl.kind === 'dfa' ? 'kick' : 'standard', rules, dice, null)
      : { unit: decl.attacker, reports: [] };
  return {
    attacker: queue(a.unit, spec.onHitAttacker),
    target: queue(t.unit, spec.onHitTarget),
    report: {
      ...base,
      hits: t.reports,
      attackerHits: a.reports,
      psrsQueued: { attacker: spec.onHitAttacker ? [spec.onHitAttacker] : [], target: spec.onHitTarget ? [spec.onHitTarget] : [] },
    },
  };
}
