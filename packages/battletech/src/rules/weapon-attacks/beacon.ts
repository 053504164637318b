// A Narc or iNarc beacon that hits: no damage; a location is rolled as for any hit and the pod sticks there (a hit on
// the cover strikes the cover; a destroyed location passes the pod inwards as damage would). Total Warfare, Narc
// Missile Beacon and Improved Narc, p. 141 (MegaMek NarcHandler for the cover and transfer details).
import type { Dice, Source } from '@marshal/core';
import type { CombatRules } from '../../options/rules';
import type { BattleUnit } from '../../unit/battle-unit';
import type { WeaponProfile } from '../../unit/weapons';
import { type HitReport, applyHit } from '../damage/apply-hit';
import { rollHitLocation } from '../damage/hit-location';
import { type AttachedPod, EXPLOSIVE_POD, NARC_EFFECTS, PODS, type PodKind } from '../narc';
import type { CoverInput } from '../to-hit/to-hit';
import type { WeaponAttackDeclaration } from './weapon-attack';

export interface PodReport {
  readonly kind: PodKind;
  /** Where it stuck; null when it struck the cover (or found no location left). */
  readonly location: string | null;
  readonly cover?: true;
  readonly eccm?: true;
  readonly rolls: readonly { readonly table: string; readonly total: number; readonly label: string }[];
  readonly source: Source;
}

export const isBeacon = (w: WeaponProfile): boolean => w.flags.includes('narc') || w.flags.includes('inarc');

/** The pod a beacon fires: Narc, or the iNarc pod its bin holds (homing unless the bin holds another kind). */
export const podKindOf = (decl: Pick<WeaponAttackDeclaration, 'weapon' | 'munition'>): PodKind =>
  decl.weapon.flags.includes('narc') ? 'narc' : (decl.munition?.pod ?? 'homing');

/** The location a pod sticks to: the one rolled, or inwards past destroyed ones. */
function stickTo(target: BattleUnit, rolled: string): string | null {
  let loc: string | undefined = rolled;
  for (let i = 0; loc && target.locations[loc]?.destroyed && i < 8; i++) loc = target.capabilities.transfer[loc];
  return loc && target.locations[loc] && !target.locations[loc]!.destroyed ? loc : null;
}

export function fireBeacon(decl: WeaponAttackDeclaration, cover: CoverInput | null, rules: CombatRules, dice: Dice): { target: BattleUnit; report: PodReport } {
  const kind = podKindOf(decl);
  const where = rollHitLocation(decl.target, decl.direction, 'standard', rules, dice, { cover, ...(decl.aim ? { aim: decl.aim } : {}) });
  const eccm = kind === 'ecm' && decl.podEccm ? { eccm: true as const } : {};
  const base = { kind, rolls: where.rolls, source: PODS[kind].source, ...eccm };
  if (where.cover) return { target: decl.target, report: { ...base, location: null, cover: true } };
  const location = stickTo(decl.target, where.location);
  if (!location) return { target: decl.target, report: { ...base, location: null } };
  const pod: AttachedPod = { kind, location, by: decl.attacker.id, ...eccm };
  return { target: { ...decl.target, pods: [...(decl.target.pods ?? []), pod] }, report: { ...base, location } };
}

/** An explosive pod that hits: one hit of the pod's damage on the location rolled (the cover takes a hit on it); nothing sticks. */
export function explodePod(
  decl: WeaponAttackDeclaration,
  cover: CoverInput | null,
  rules: CombatRules,
  dice: Dice,
): { target: BattleUnit; hit: HitReport; explosive: { label: string; damage: number; source: Source } } {
  const pod = EXPLOSIVE_POD[decl.munition!.explosive!];
  const where = rollHitLocation(decl.target, decl.direction, 'standard', rules, dice, { cover, ...(decl.aim ? { aim: decl.aim } : {}) });
  const hit = applyHit(decl.target, where, pod.damage, { direction: decl.direction, rules, dice, fromAttack: true, headHitsPilot: true });
  return { target: hit.unit, hit: hit.report, explosive: { label: pod.label, damage: pod.damage, source: pod.source } };
}

/**
 * The cluster roll's modifier: Narc-capable missiles guided by a pod of their side on the target +2; otherwise the
 * line of an Artemis FCS the battle worked out for the shot (rules/artemis; the two need different rounds).
 */
export function clusterBonus(decl: Pick<WeaponAttackDeclaration, 'narcGuide' | 'artemis'>): { value: number; label: string; source: Source } | null {
  if (!decl.narcGuide) return decl.artemis ?? null;
  const pod = PODS[decl.narcGuide];
  return { value: NARC_EFFECTS.clusterBonus, label: `Narc-capable missiles homing on the ${pod.label}`, source: pod.source };
}
