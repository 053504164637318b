import { type Dice, type Ruling, modifier, rollCheck, rollOnTable } from '@marshal/core';
import { SRC, tw } from './sources';
import type { BattleUnit } from './battle-unit';
import { type HitReport, applyHit } from './apply-hit';
import { damageGroups } from './damage';
import { rollHitLocation } from './hit-location';
import { damagePilot } from './pilot';
import { psrRuling } from './piloting';
import type { CombatRules } from './rules';
import { type FallFacing, fallFacingTable } from './tables/criticals';

/** A fall: landing side, damage ⌈tons/10⌉ × (levels + 1) in 5-point groups, then a roll to spare the pilot. */
export interface FallReport {
  readonly facing: FallFacing;
  readonly facingRoll: number;
  readonly damage: number;
  readonly hits: readonly HitReport[];
  readonly pilotCheck: { readonly ruling: Ruling; readonly roll: number | null; readonly avoided: boolean };
}

export const fallDamage = (tonnage: number, levels: number): number => Math.ceil(tonnage / 10) * (levels + 1);

export function resolveFall(unit: BattleUnit, rules: CombatRules, dice: Dice, levels = 0): { unit: BattleUnit; report: FallReport } {
  const facing = rollOnTable(fallFacingTable, dice, `${unit.name}: facing after a fall`);
  const damage = fallDamage(unit.tonnage, levels);
  let u: BattleUnit = { ...unit, prone: true, pendingPsrs: [] };
  const hits: HitReport[] = [];
  for (const amount of damageGroups(damage, 5)) {
    if (u.destroyed) break;
    const where = rollHitLocation(u, facing.row.result.side, 'standard', rules, dice);
    const r = applyHit(u, where, amount, { direction: facing.row.result.side, rules, dice, fromAttack: false, headHitsPilot: true });
    u = r.unit;
    hits.push(r.report);
  }
  const extra = levels > 0 ? [modifier('fall-height', `fell ${levels} levels`, levels, SRC.fall)] : [];
  const ruling = psrRuling(u, 'fall-pilot', rules, extra);
  const check = u.destroyed || u.pilot.dead ? null : rollCheck(ruling, dice, `${unit.name}: pilot avoids fall damage`);
  if (check && !check.success) u = damagePilot(u, 1, dice, 'a fall').unit;
  return { unit: { ...u, pendingPsrs: [] }, report: { facing: facing.row.result, facingRoll: facing.total, damage, hits, pilotCheck: { ruling, roll: check?.roll?.total ?? null, avoided: check?.success ?? true } } };
}

/** A flying unit whose rotor is gone comes down: ⌈tons/10⌉ × (elevation + 1) in 5-point groups from the front; it is then immobile on the ground. */
export interface CrashReport {
  readonly elevation: number;
  readonly damage: number;
  readonly hits: readonly HitReport[];
  readonly source: ReturnType<typeof tw>;
}

export function resolveCrash(unit: BattleUnit, rules: CombatRules, dice: Dice): { unit: BattleUnit; report: CrashReport } | null {
  const rotor = unit.capabilities.rotor;
  if (!rotor || !unit.locations[rotor]?.destroyed || unit.elevation <= 0 || unit.destroyed) return null;
  const damage = fallDamage(unit.tonnage, unit.elevation);
  let u: BattleUnit = { ...unit, elevation: 0, immobile: true };
  const hits: HitReport[] = [];
  for (const amount of damageGroups(damage, 5)) {
    if (u.destroyed) break;
    const where = rollHitLocation(u, 'front', 'standard', rules, dice);
    const r = applyHit(u, where, amount, { direction: 'front', rules, dice, fromAttack: false, headHitsPilot: false });
    u = r.unit;
    hits.push(r.report);
  }
  const source = tw('VTOL › Rotor Destroyed', { note: 'the VTOL falls from its elevation as a fall of elevation levels (facts §4.3 fall damage; MegaMek crashes it at once)' });
  return { unit: u, report: { elevation: unit.elevation, damage, hits, source } };
}
