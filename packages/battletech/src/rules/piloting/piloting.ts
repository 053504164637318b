import { type Modifier, type Ruling, makeRuling, modifier } from '@marshal/core';
import { type BattleUnit, countHit, systemHits } from '../../unit/battle-unit';
import type { CombatRules, PsrTrigger } from '../../options/rules';
import { SRC } from '../sources';

/** Piloting skill rolls: base piloting, standing damage modifiers, the trigger, phase damage and weight class. */

/** Standing modifiers from damage the unit carries (gyro, legs, leg actuators). */
export function standingPsrModifiers(unit: BattleUnit): { mods: Modifier[]; automaticFailure: string | null } {
  const mods: Modifier[] = [];
  const gyro = systemHits(unit).gyro;
  if (gyro >= 2) return { mods, automaticFailure: 'gyro destroyed' };
  if (gyro === 1) mods.push(modifier('gyro', 'gyro hit', 3, SRC.psr));
  const legs = unit.capabilities.legs;
  const lost = legs.filter((l) => unit.locations[l]?.destroyed);
  const rule = unit.capabilities.legPsr;
  if (rule) {
    const effect = rule.byLegsLost[Math.min(lost.length, rule.byLegsLost.length - 1)] ?? 0;
    if (effect === 'fall') return { mods, automaticFailure: `${lost.length} of ${legs.length} legs destroyed` };
    if (effect !== 0)
      mods.push(
        modifier(
          lost.length ? `leg-destroyed-${lost.join('-')}` : 'legs-standing',
          lost.length ? `${rule.label}: ${lost.join(', ')} destroyed` : `${rule.label}: all ${legs.length} standing`,
          effect,
          rule.source,
        ),
      );
  }
  for (const leg of legs) {
    if (unit.locations[leg]?.destroyed) continue;
    if (countHit(unit, leg, 'hip')) {
      mods.push(modifier(`hip-${leg}`, `${leg} hip actuator destroyed`, 2, SRC.psr));
      continue;
    }
    for (const a of ['upper-leg', 'lower-leg', 'foot'] as const) {
      const n = countHit(unit, leg, a);
      if (n) mods.push(modifier(`${a}-${leg}`, `${leg} ${a.replace('-', ' ')} actuator destroyed`, n, SRC.psr));
    }
  }
  return { mods, automaticFailure: null };
}

/** The taking-damage modifier for the damage this unit took this phase (0 below the threshold). */
export function damagePsrModifier(unit: BattleUnit, rules: CombatRules): Modifier | null {
  const t = rules.takingDamage;
  if (unit.damageThisPhase < t.threshold) return null;
  const value = t.perThreshold ? Math.floor(unit.damageThisPhase / t.threshold) : 1;
  return modifier('phase-damage', `${unit.damageThisPhase} damage this phase`, value, t.source);
}

export function psrRuling(unit: BattleUnit, trigger: PsrTrigger, rules: CombatRules, extra: readonly Modifier[] = []): Ruling {
  const rule = rules.triggers[trigger];
  const mods: Modifier[] = [modifier('piloting', `piloting ${unit.pilot.piloting}`, unit.pilot.piloting, SRC.piloting)];
  const standing = standingPsrModifiers(unit);
  mods.push(...standing.mods);
  if (rule.modifier) mods.push(modifier(`trigger-${trigger}`, rule.label, rule.modifier, rule.source));
  const dmg = trigger === 'damage' || rules.takingDamage.allPhaseRolls ? damagePsrModifier(unit, rules) : null;
  if (dmg) mods.push(dmg);
  const weight = rules.psrWeightClass.table?.[unit.weightClass];
  if (weight && rules.psrWeightClass.triggers.includes(trigger))
    mods.push(modifier('weight-class', `${unit.weightClass} weight class`, weight, rules.psrWeightClass.source));
  mods.push(...extra);
  const label = `${unit.name}: piloting roll — ${rule.label}`;
  const automatic = rule.automaticFailure
    ? { outcome: 'failure' as const, reason: rule.label, source: rule.source }
    : standing.automaticFailure && trigger !== 'fall-pilot'
      ? { outcome: 'failure' as const, reason: standing.automaticFailure, source: SRC.psr }
      : !unit.pilot.conscious || unit.pilot.dead
        ? { outcome: 'failure' as const, reason: 'pilot unconscious', source: SRC.psr }
        : unit.shutdown && trigger !== 'shutdown'
          ? { outcome: 'failure' as const, reason: 'reactor shut down', source: SRC.psr }
          : undefined;
  return makeRuling({ id: `psr-${trigger}`, label, modifiers: mods, ...(automatic ? { automatic } : {}) });
}

/** Triggers owed at the end of the phase: those queued by attacks and critical hits, plus heavy damage. */
export function phasePsrTriggers(unit: BattleUnit, rules: CombatRules): PsrTrigger[] {
  if (!unit.capabilities.pilotingRolls || unit.destroyed || unit.prone) return [];
  const out = [...unit.pendingPsrs];
  const exempt = unit.hullDown && rules.hullDown.damagePsrExempt;
  if (unit.damageThisPhase >= rules.takingDamage.threshold && !exempt) out.unshift('damage');
  return out;
}
