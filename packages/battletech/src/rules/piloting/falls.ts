import { type Dice, type Ruling, modifier, rollCheck, rollOnTable } from '@marshal/core';
import { SRC, tw } from '../sources';
import type { BattleUnit } from '../../unit/battle-unit';
import { type HitReport, applyHit } from '../damage/apply-hit';
import { damageGroups } from '../damage/damage';
import { rollHitLocation } from '../damage/hit-location';
import { damagePilot } from '../damage/pilot';
import { psrRuling } from './piloting';
import type { CombatRules } from '../../options/rules';
import { type FallFacing, fallFacingTable } from '../../tables/criticals';

/** A fall: landing side, damage ⌈tons/10⌉ × (levels + 1) in 5-point groups, then a roll to spare the pilot. */
export interface FallReport {
  readonly facing: FallFacing;
  readonly facingRoll: number;
  readonly damage: number;
  readonly hits: readonly HitReport[];
  readonly pilotCheck: { readonly ruling: Ruling; readonly roll: number | null; readonly avoided: boolean };
}

export const fallDamage = (tonnage: number, levels: number): number => Math.ceil(tonnage / 10) * (levels + 1);

/** The facing-after-a-fall row for a landing side set by the rule (a missed death from above lands on its back). */
const landingRow = (side: 'rear') => {
  const row = fallFacingTable.rows.find((r) => r.result.side === side)!;
  return { row, total: row.min };
};

/** A fall from `levels` levels; `landsOn` sets the side landed on instead of rolling for it (the report's facingRoll is then that row's number). */
export function resolveFall(unit: BattleUnit, rules: CombatRules, dice: Dice, levels = 0, landsOn?: 'rear'): { unit: BattleUnit; report: FallReport } {
  const facing = landsOn ? landingRow(landsOn) : rollOnTable(fallFacingTable, dice, `${unit.name}: facing after a fall`);
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
  const extra = levels > 1 ? [modifier('fall-height', `fell ${levels} levels (+1 a level beyond the first)`, levels - 1, SRC.fall)] : [];
  const ruling = psrRuling(u, 'fall-pilot', rules, extra);
  const check = u.destroyed || u.pilot.dead ? null : rollCheck(ruling, dice, `${unit.name}: pilot avoids fall damage`);
  if (check && !check.success) u = damagePilot(u, 1, dice, 'a fall').unit;
  return {
    unit: { ...u, pendingPsrs: [] },
    report: {
      facing: facing.row.result,
      facingRoll: facing.total,
      damage,
      hits,
      pilotCheck: { ruling, roll: check?.roll?.total ?? null, avoided: check?.success ?? true },
    },
  };
}

/**
 * A flying unit whose rotor is gone comes down: ⌈tons/10⌉ × (elevation + 1) in 5-point groups on the side the
 * facing-after-a-fall roll shows, rotor results re-rolled; it is then immobile on the ground.
 */
export interface CrashReport {
  readonly elevation: number;
  readonly facing: FallFacing;
  readonly facingRoll: number;
  readonly damage: number;
  readonly hits: readonly HitReport[];
  readonly source: ReturnType<typeof tw>;
}

const CRASH_SOURCE = tw('VTOL › Rotor Destroyed', {
  note: 'falls its elevation in levels: ⌈tons/10⌉ × (elevation + 1) (TW rounds the tonnage up; MegaMek crashVTOLorWiGE rounds to nearest), 5-point groups on the side the facing-after-a-fall roll gives, rotor results re-rolled (MegaMek); resolved at the end of the phase with the other damage (MegaMek crashes it at once)',
});

/** A hit location on the crashed unit that is not its (destroyed) rotor. */
function crashHit(u: BattleUnit, side: FallFacing['side'], rules: CombatRules, dice: Dice) {
  for (;;) {
    const where = rollHitLocation(u, side, 'standard', rules, dice);
    if (where.location !== u.capabilities.rotor) return where;
  }
}

export function resolveCrash(unit: BattleUnit, rules: CombatRules, dice: Dice): { unit: BattleUnit; report: CrashReport } | null {
  const rotor = unit.capabilities.rotor;
  if (!rotor || !unit.locations[rotor]?.destroyed || unit.elevation <= 0 || unit.destroyed) return null;
  const facing = rollOnTable(fallFacingTable, dice, `${unit.name}: facing after the crash`);
  const side = facing.row.result.side;
  const damage = fallDamage(unit.tonnage, unit.elevation);
  let u: BattleUnit = { ...unit, elevation: 0, immobile: true };
  const hits: HitReport[] = [];
  for (const amount of damageGroups(damage, 5)) {
    if (u.destroyed) break;
    const r = applyHit(u, crashHit(u, side, rules, dice), amount, { direction: side, rules, dice, fromAttack: false, headHitsPilot: false });
    u = r.unit;
    hits.push(r.report);
  }
  return { unit: u, report: { elevation: unit.elevation, facing: facing.row.result, facingRoll: facing.total, damage, hits, source: CRASH_SOURCE } };
}
