import type { Dice } from '@marshal/core';
import type { BattleUnit } from '../../unit/battle-unit';
import type { CriticalModel } from '../../unit/capabilities';
import { type CriticalCheck, finishSystems, rollCriticals } from './criticals';
import { applyDamage, type DamageStep } from './damage';
import { type PilotDamageResult, damagePilot } from './pilot';
import type { ResolvedHit } from './hit-location';
import { type CombatRules, baseCombatRules } from '../../options/rules';
import type { AttackDirection } from '../../tables/mech-hit-location';
import { type MotiveReport, rollMotiveDamage, rollVehicleCritical, rotorMotiveHit } from './vehicle-damage';
import { VTOL_CRIT_TABLES } from '../../tables/vtol';

/** One damage group striking a unit: damage with transfer, then criticals, motive damage and pilot hits. */
export interface HitReport {
  readonly location: string;
  readonly rear: boolean;
  readonly damage: number;
  readonly cover: boolean;
  readonly rolls: ResolvedHit['rolls'];
  readonly steps: readonly DamageStep[];
  readonly criticals: readonly CriticalCheck[];
  readonly vehicleCriticals: readonly { readonly location: string; readonly roll: number; readonly result: string }[];
  readonly motive: MotiveReport | null;
  readonly pilot: readonly PilotDamageResult['consciousness'][];
  readonly pilotHits: number;
}

export interface HitContext {
  readonly direction: AttackDirection;
  readonly rules: CombatRules;
  readonly dice: Dice;
  /** Falls, ammunition explosions and similar do not use the advanced damage-group bonus. */
  readonly fromAttack: boolean;
  readonly headHitsPilot: boolean;
}

type CritStep = (
  unit: BattleUnit,
  hit: ResolvedHit,
  damage: number,
  locations: readonly string[],
  ctx: HitContext,
) => { unit: BattleUnit; criticals: CriticalCheck[]; vehicleCriticals: HitReport['vehicleCriticals'][number][]; pilotHits: number };

const mechCrits: CritStep = (unit, hit, damage, locations, ctx) => {
  let u = unit;
  const criticals: CriticalCheck[] = [];
  let pilotHits = 0;
  const places = [...new Set(hit.critical && !locations.includes(hit.location) ? [hit.location, ...locations] : locations)];
  // Seed 003 §8.2: the advanced procedure is for damage from attacks; falls and other sources keep the standard table.
  const rules = ctx.fromAttack ? ctx.rules : { ...ctx.rules, criticals: baseCombatRules.criticals };
  for (const loc of places) {
    if (u.destroyed || u.locations[loc]?.destroyed) continue;
    const r = rollCriticals(u, loc, damage, rules, ctx.dice);
    u = r.unit;
    criticals.push(r.check);
    pilotHits += r.pilotHits;
  }
  return { unit: u, criticals, vehicleCriticals: [], pilotHits };
};

const vehicleCrits: CritStep = (unit, hit, _damage, _locations, ctx) => {
  if (!hit.critical || unit.destroyed) return { unit, criticals: [], vehicleCriticals: [], pilotHits: 0 };
  const r = rollVehicleCritical(unit, hit.location, ctx.dice);
  return { unit: r.unit, criticals: [], vehicleCriticals: [{ location: hit.location, roll: r.roll, result: r.result }], pilotHits: 0 };
};

const vtolCrits: CritStep = (unit, hit, _damage, _locations, ctx) => {
  if (!hit.critical || unit.destroyed) return { unit, criticals: [], vehicleCriticals: [], pilotHits: 0 };
  const r = rollVehicleCritical(unit, hit.location, ctx.dice, VTOL_CRIT_TABLES);
  return { unit: r.unit, criticals: [], vehicleCriticals: [{ location: hit.location, roll: r.roll, result: r.result }], pilotHits: 0 };
};

const noCrits: CritStep = (unit) => ({ unit, criticals: [], vehicleCriticals: [], pilotHits: 0 });

const CRIT_STEPS: Readonly<Record<CriticalModel, CritStep>> = {
  'mech-slots': mechCrits,
  'vehicle-table': vehicleCrits,
  'vtol-table': vtolCrits,
  none: noCrits,
};

/**
 * A hit's report: one object literal with every key in the order the report always had (a spread of the hit's fields
 * plus the rest measured several per cent slower in simulated duels; docs/battle.md "Speed").
 */
const hitReport = (
  hit: ResolvedHit,
  damage: number,
  r: Pick<HitReport, 'steps' | 'criticals' | 'vehicleCriticals' | 'motive' | 'pilot' | 'pilotHits'>,
): HitReport => ({
  location: hit.location,
  rear: hit.rear,
  damage,
  cover: hit.cover,
  rolls: hit.rolls,
  steps: r.steps,
  criticals: r.criticals,
  vehicleCriticals: r.vehicleCriticals,
  motive: r.motive,
  pilot: r.pilot,
  pilotHits: r.pilotHits,
});

export function applyHit(target: BattleUnit, hit: ResolvedHit, damage: number, ctx: HitContext): { unit: BattleUnit; report: HitReport } {
  if (hit.cover)
    return { unit: target, report: hitReport(hit, damage, { steps: [], criticals: [], vehicleCriticals: [], motive: null, pilot: [], pilotHits: 0 }) };
  const dmg = applyDamage(target, { location: hit.location, rear: hit.rear, amount: damage });
  let u = finishSystems(dmg.unit);
  let pilotHits = ctx.headHitsPilot && hit.location === target.capabilities.head && damage > 0 ? 1 : 0;
  const crit = CRIT_STEPS[u.capabilities.criticals](u, hit, damage, dmg.structureDamaged, ctx);
  u = crit.unit;
  pilotHits += crit.pilotHits;
  let motive: MotiveReport | null = null;
  if (hit.motive && u.capabilities.motiveDamage && !u.destroyed) {
    const m = u.capabilities.flies ? rotorMotiveHit(u) : rollMotiveDamage(u, ctx.direction, ctx.dice);
    u = m.unit;
    motive = m.report;
  }
  const pilot: PilotDamageResult['consciousness'][] = [];
  if (pilotHits > 0 && u.capabilities.pilotingRolls) {
    const p = damagePilot(u, pilotHits, ctx.dice, 'damage');
    u = p.unit;
    pilot.push(p.consciousness);
  }
  return {
    unit: u,
    report: hitReport(hit, damage, { steps: dmg.steps, criticals: crit.criticals, vehicleCriticals: crit.vehicleCriticals, motive, pilot, pilotHits }),
  };
}
