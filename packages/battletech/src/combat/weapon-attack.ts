import { type CheckResult, type Dice, MarshalError, type Ruling, rollCheck } from '@marshal/core';
import type { BattleUnit } from './battle-unit';
import { type HitReport, applyHit } from './apply-hit';
import { rollHitLocation } from './hit-location';
import type { CombatRules } from './rules';
import type { AttackDirection } from './tables/mech-hit-location';
import { clusterHits } from './tables/cluster-hits';
import { type WeaponAttackInput, coverEffect, weaponToHit } from './to-hit';

/** A weapon attack from declaration to damage: to-hit, cluster roll, locations, damage, criticals, heat. */
export interface WeaponAttackDeclaration extends WeaponAttackInput {
  readonly direction: AttackDirection;
  /** A weapon mode the rules define (e.g. 'rapid-fire'). */
  readonly mode?: string;
  /** Fired as part of a machine-gun array. */
  readonly inArray?: boolean;
  /** Flamer: what the hit does under the standard rule. */
  readonly flamerEffect?: 'damage' | 'heat';
}

export interface WeaponAttackReport {
  readonly toHit: Ruling;
  readonly roll: number | null;
  readonly hit: boolean;
  readonly cluster: { readonly roll: number; readonly hits: number } | null;
  readonly modeRoll: { readonly roll: number; readonly damage: number; readonly rounds: number } | null;
  readonly hits: readonly HitReport[];
  readonly attackerHeat: number;
  readonly targetHeat: number;
}

export interface AttackOutcome<R> {
  readonly attacker: BattleUnit;
  readonly target: BattleUnit;
  readonly report: R;
}

/** Rolls the mode's damage (rapid-fire machine guns): damage = heat = the roll, rounds = damage × 3. */
function modeDamage(decl: WeaponAttackDeclaration, rules: CombatRules, dice: Dice): WeaponAttackReport['modeRoll'] {
  if (!decl.mode) return null;
  const mode = rules.weaponModes[decl.mode];
  if (!mode) throw new MarshalError('rule-not-enabled', `weapon mode "${decl.mode}" is not part of this ruleset (enable its option)`, { field: 'mode' });
  if (mode.forbiddenInArray && decl.inArray) throw new MarshalError('invalid-input', `${mode.label} cannot be used by a weapon fired in an array`, { field: 'inArray' });
  const flag = Object.keys(mode.dice).find((f) => (decl.weapon.flags as readonly string[]).includes(f)) ?? null;
  const spec = flag ? mode.dice[flag] : undefined;
  if (!spec) throw new MarshalError('invalid-input', `${decl.weapon.name} cannot fire in ${mode.label}`, { field: 'mode' });
  const roll = dice.roll(spec.roll, `${decl.attacker.name}: ${decl.weapon.name} ${mode.label} damage and heat`).total;
  const damage = Math.max(spec.min, roll);
  return { roll, damage, rounds: damage * mode.roundsPerDamage };
}

function damageGroups(decl: WeaponAttackDeclaration, dice: Dice): { groups: number[]; cluster: WeaponAttackReport['cluster'] } {
  const c = decl.weapon.cluster;
  if (!c) return { groups: [decl.weapon.damage], cluster: null };
  const isStreak = decl.weapon.flags.includes('streak');
  const roll = isStreak ? 11 : dice.roll('2d6', `${decl.attacker.name}: ${decl.weapon.name} cluster hits`).total;
  const missiles = clusterHits(c.size, roll);
  const groups: number[] = [];
  const perGroup = Math.max(1, Math.floor(c.group / c.damagePerMissile));
  for (let left = missiles; left > 0; left -= perGroup) groups.push(Math.min(perGroup, left) * c.damagePerMissile);
  return { groups, cluster: { roll, hits: missiles } };
}

export function resolveWeaponAttack(decl: WeaponAttackDeclaration, rules: CombatRules, dice: Dice): AttackOutcome<WeaponAttackReport> {
  const toHit = weaponToHit(decl, rules);
  const cover = coverEffect(decl.los, rules, decl.direction);
  const check: CheckResult = rollCheck(toHit, dice, `${decl.attacker.name}: ${decl.weapon.name} to-hit`);
  const mode = modeDamage(decl, rules, dice);
  const attackerHeat = mode ? mode.damage : decl.weapon.heat;
  const attacker = decl.attacker.capabilities.tracksHeat ? { ...decl.attacker, heat: decl.attacker.heat + attackerHeat } : decl.attacker;
  const base = { toHit, roll: check.roll?.total ?? null, hit: check.success, modeRoll: mode, attackerHeat };
  if (!check.success) return { attacker, target: decl.target, report: { ...base, cluster: null, hits: [], targetHeat: 0 } };
  const flamer = decl.weapon.flags.includes('flamer') && decl.target.capabilities.tracksHeat;
  const heatOnly = flamer && !rules.flamers.heatAndDamage && decl.flamerEffect === 'heat';
  const targetHeat = flamer && (rules.flamers.heatAndDamage || heatOnly) ? decl.weapon.targetHeat ?? 0 : 0;
  const { groups, cluster } = mode ? { groups: [mode.damage], cluster: null } : damageGroups(decl, dice);
  let target = decl.target;
  const hits: HitReport[] = [];
  const ctx = { direction: decl.direction, rules, dice, fromAttack: true, headHitsPilot: true };
  for (const amount of heatOnly ? [] : groups) {
    if (target.destroyed) break;
    const where = rollHitLocation(target, decl.direction, 'standard', rules, dice, cover);
    const r = applyHit(target, where, amount, ctx);
    target = r.unit;
    hits.push(r.report);
  }
  if (targetHeat) target = { ...target, heat: target.heat + targetHeat };
  return { attacker, target, report: { ...base, cluster, hits, targetHeat } };
}
