// Brushing off an attached iNarc pod (Total Warfare, Improved Narc, p. 141: as a 'Mech brushes off swarming infantry).
// A physical attack with one arm against the pod: piloting + 4 and the arm's destroyed actuators; a hit removes the
// pod, a miss strikes the 'Mech itself with that arm's punch damage on the punch location table (MegaMek
// BrushOffAttackAction and resolveBrushOffAttack for the miss).
import { type Dice, type Ruling, makeRuling, rollCheck } from '@marshal/core';
import { type BattleUnit, countHit } from '../../unit/battle-unit';
import type { CombatRules } from '../../options/rules';
import { applyHit } from '../damage/apply-hit';
import { rollHitLocation } from '../damage/hit-location';
import { type AttachedPod, PODS, POD_REMOVAL, activePods } from '../narc';
import { brushOffModifiers } from '../weapon-attacks/anti-mech';
import { physicalDamage } from './physical';
import type { PhysicalAttackReport } from './physical-attack';

/** A brush-off's report: the physical attack's (the self-inflicted punch in `attackerHits`) and the pod aimed at. */
export interface PodRemovalReport extends PhysicalAttackReport {
  readonly pod: AttachedPod;
  readonly removed: boolean;
}

/** Why `unit` cannot brush pod `index` off with `arm`, or null. */
export function podRemovalProblem(unit: BattleUnit, arm: string, index: number): string | null {
  const pod = activePods(unit)[index];
  if (!pod) return `${unit.name} carries no pod ${index}`;
  if (!POD_REMOVAL.removable.includes(pod.kind)) return `a ${PODS[pod.kind].label} cannot be brushed off`;
  if (!unit.capabilities.punchLimbs.includes(arm)) return `${unit.name} cannot brush off with ${arm}`;
  if (unit.locations[arm]?.destroyed || countHit(unit, arm, 'shoulder')) return `${arm} cannot brush off (arm or shoulder destroyed)`;
  if (unit.prone) return `${unit.name} is prone`;
  return null;
}

/** The target number to brush pod `index` (of the pods still working) off with `arm`. */
export function podRemovalToHit(unit: BattleUnit, arm: string, index: number): Ruling {
  const pod = activePods(unit)[index];
  const why = podRemovalProblem(unit, arm, index);
  return makeRuling({
    id: 'pod-removal-to-hit',
    label: `${unit.name} brushes off the ${pod ? PODS[pod.kind].label : 'pod'} with ${arm}`,
    modifiers: brushOffModifiers(unit, arm, 'brushing off an iNarc pod', POD_REMOVAL.source),
    ...(why ? { automatic: { outcome: 'failure' as const, reason: why, source: POD_REMOVAL.source } } : {}),
  });
}

/**
 * Roll the brush-off, the target number from the unit as declared (`unit`): a hit takes the pod off, a miss punches the
 * 'Mech itself. Both land on the unit as it is now (`now`: other attacks of the phase may have struck it already).
 */
export function resolvePodRemoval(
  unit: BattleUnit,
  arm: string,
  index: number,
  rules: CombatRules,
  dice: Dice,
  now: BattleUnit = unit,
): { unit: BattleUnit; report: PodRemovalReport } {
  const pod = activePods(unit)[index]!;
  const toHit = podRemovalToHit(unit, arm, index);
  const check = rollCheck(toHit, dice, `${unit.name}: brush off the ${PODS[pod.kind].label}`);
  const damage = physicalDamage({ kind: 'punch', attacker: unit, target: unit, limb: arm, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false } });
  const base = { toHit, roll: check.roll?.total ?? null, hit: check.success, damage, hits: [], psrsQueued: { attacker: [], target: [] }, pod };
  if (check.success) {
    const at = (now.pods ?? []).findIndex((p) => p.kind === pod.kind && p.location === pod.location && p.by === pod.by);
    return { unit: { ...now, pods: (now.pods ?? []).filter((_, i) => i !== at) }, report: { ...base, attackerHits: [], removed: true } };
  }
  const where = rollHitLocation(now, 'front', 'punch', rules, dice);
  const hit = applyHit(now, where, damage.target, { direction: 'front', rules, dice, fromAttack: true, headHitsPilot: true });
  return { unit: hit.unit, report: { ...base, attackerHits: [hit.report], removed: false } };
}
