import { type Dice, type Modifier, type Ruling, type Source, makeRuling, modifier, rollCheck } from '@marshal/core';
import { type BattleUnit, systemHits } from '../../unit/battle-unit';
import { applyDamage } from '../damage/damage';
import { damagePilot } from '../damage/pilot';
import { SRC } from '../sources';

/** The heat scale: movement loss, to-hit modifier, shutdown and ammunition-explosion avoid numbers, pilot damage. */
export interface HeatEffects {
  readonly heat: number;
  readonly movementLoss: number;
  readonly toHit: number;
  /** 2D6 avoid number, 'automatic' at 30+, null below 14. */
  readonly shutdown: number | 'automatic' | null;
  readonly ammoExplosion: number | null;
  /** Pilot hits per heat phase when the life support is damaged. */
  readonly lifeSupportDamage: number;
}

const TO_HIT_STEPS: readonly [number, number][] = [
  [24, 4],
  [17, 3],
  [13, 2],
  [8, 1],
];

export function heatEffects(heat: number): HeatEffects {
  const h = Math.max(0, heat);
  return {
    heat: h,
    movementLoss: Math.floor(h / 5),
    toHit: TO_HIT_STEPS.find(([at]) => h >= at)?.[1] ?? 0,
    shutdown: h >= 30 ? 'automatic' : h >= 14 ? 4 + 2 * Math.floor((h - 14) / 4) : null,
    ammoExplosion: h >= 28 ? 8 : h >= 23 ? 6 : h >= 19 ? 4 : null,
    lifeSupportDamage: h >= 25 ? 2 : h >= 15 ? 1 : 0,
  };
}

export const heatToHitModifier = (unit: BattleUnit): Modifier | null => {
  if (!unit.capabilities.tracksHeat) return null;
  const e = heatEffects(unit.heat);
  return e.toHit ? modifier('heat', `heat ${unit.heat}`, e.toHit, SRC.heat) : null;
};

export function shutdownRuling(unit: BattleUnit): Ruling | null {
  const e = heatEffects(unit.heat);
  if (e.shutdown === null) return null;
  const mods = [modifier('heat-shutdown', `avoid shutdown at heat ${unit.heat}`, e.shutdown === 'automatic' ? 13 : e.shutdown, SRC.heat)];
  return makeRuling({
    id: 'heat-shutdown',
    label: `${unit.name}: avoid shutdown`,
    modifiers: mods,
    ...(e.shutdown === 'automatic' ? { automatic: { outcome: 'failure' as const, reason: 'heat 30 or more shuts the reactor down', source: SRC.heat } } : {}),
  });
}

export function ammoExplosionRuling(unit: BattleUnit): Ruling | null {
  const e = heatEffects(unit.heat);
  if (e.ammoExplosion === null || !unit.ammo.some((b) => b.shots > 0 && b.shotDamage > 0 && !b.exploded)) return null;
  return makeRuling({
    id: 'heat-ammo-explosion',
    label: `${unit.name}: avoid heat ammunition explosion`,
    modifiers: [modifier('heat-ammo', `avoid ammo explosion at heat ${unit.heat}`, e.ammoExplosion, SRC.heat)],
  });
}

/** The bin that explodes from heat: largest single-shot damage, ties to the largest total. */
export function binToExplode(unit: BattleUnit): number | null {
  let best: number | null = null;
  unit.ammo.forEach((b, i) => {
    if (b.shots <= 0 || b.shotDamage <= 0 || b.exploded) return;
    const cur = best === null ? null : unit.ammo[best]!;
    if (!cur || b.shotDamage > cur.shotDamage || (b.shotDamage === cur.shotDamage && b.shots * b.shotDamage > cur.shots * cur.shotDamage)) best = i;
  });
  return best;
}

export interface HeatPhaseResult {
  readonly effects: HeatEffects;
  readonly shutdown: { readonly ruling: Ruling; readonly roll: number | null; readonly avoided: boolean } | null;
  readonly ammo: { readonly ruling: Ruling; readonly roll: number; readonly exploded: number | null } | null;
  readonly pilotDamage: number;
}

/** Heat-phase checks at the unit's current heat: shutdown, ammunition explosion, life-support pilot damage. */
export function heatPhaseChecks(unit: BattleUnit, dice: Dice): HeatPhaseResult {
  const effects = heatEffects(unit.heat);
  const sr = unit.shutdown ? null : shutdownRuling(unit);
  const shutdown = sr
    ? (() => {
        const r = rollCheck(sr, dice);
        return { ruling: sr, roll: r.roll?.total ?? null, avoided: r.success };
      })()
    : null;
  const ar = ammoExplosionRuling(unit);
  const ammo = ar
    ? (() => {
        const r = rollCheck(ar, dice);
        return { ruling: ar, roll: r.roll!.total, exploded: r.success ? null : binToExplode(unit) };
      })()
    : null;
  const pilotDamage = systemHits(unit).lifeSupport > 0 ? effects.lifeSupportDamage : 0;
  return { effects, shutdown, ammo, pilotDamage };
}

/**
 * The heat phase's checks rolled and carried out on the unit at its new heat: a failed shutdown roll shuts it down
 * (with its piloting roll pending), an exploding bin does its damage and two pilot hits, life support adds its hits.
 */
export function applyHeatPhaseChecks(unit: BattleUnit, dice: Dice): { unit: BattleUnit; checks: HeatPhaseResult } {
  const checks = heatPhaseChecks(unit, dice);
  let next = unit;
  if (checks.shutdown && !checks.shutdown.avoided) next = { ...next, shutdown: true, pendingPsrs: [...next.pendingPsrs, 'shutdown'] };
  let pilotHits = checks.pilotDamage;
  const exploded = checks.ammo?.exploded;
  if (exploded != null) {
    const bin = next.ammo[exploded]!;
    next = { ...next, ammo: next.ammo.map((b, i) => (i === exploded ? { ...b, shots: 0, exploded: true } : b)) };
    next = applyDamage(next, { location: bin.location, rear: false, amount: bin.shots * bin.shotDamage, ammoExplosion: true }).unit;
    pilotHits += 2;
  }
  if (pilotHits && !next.destroyed) next = damagePilot(next, pilotHits, dice, 'heat').unit;
  return { unit: next, checks };
}

/** A shut-down unit's restart roll in the heat phase (no ruling: it restarts without one at low heat). */
export interface RestartReport {
  readonly ruling: Ruling | null;
  readonly roll: number | null;
  readonly restarted: boolean;
}

/** One unit's heat phase as recorded: the heat in and out, the restart roll, then the checks at the new heat. */
export interface HeatPhaseReport extends HeatPhaseResult {
  readonly unit: string;
  readonly heat: number;
  readonly movementHeat: number;
  readonly engineHeat: number;
  readonly dissipated: number;
  readonly restart: RestartReport | null;
  /** Heat from equipment running this turn (stealth armour), with the rule; absent when none. */
  readonly equipmentHeat?: { readonly amount: number; readonly label: string; readonly source: Source };
}

/**
 * The heat phase for one unit, shared by the battle loop and the ruling calculator: movement and engine heat in
 * (a shut-down engine makes none), heat sinks out, then a shut-down unit rolls to restart at its new heat, then the
 * shutdown, ammunition and life-support checks (`applyHeatPhaseChecks`).
 */
export function resolveHeatPhase(
  u: BattleUnit,
  movementHeat: number,
  dice: Dice,
  equipmentHeat?: HeatPhaseReport['equipmentHeat'],
): { unit: BattleUnit; report: HeatPhaseReport } {
  const engine = u.shutdown ? 0 : systemHits(u).engine * 5;
  const heat = Math.max(0, u.heat + movementHeat + engine + (equipmentHeat?.amount ?? 0) - u.heatSinks);
  let next: BattleUnit = { ...u, heat };
  let restart: RestartReport | null = null;
  if (u.shutdown) {
    const r = shutdownRuling(next);
    const check = r ? rollCheck(r, dice, `${u.name}: restart after shutdown`) : null;
    restart = { ruling: r, roll: check?.roll?.total ?? null, restarted: !check || check.success };
    if (!check || check.success) next = { ...next, shutdown: false };
  }
  const { unit: after, checks } = applyHeatPhaseChecks(next, dice);
  const extra = equipmentHeat ? { equipmentHeat } : {};
  return { unit: after, report: { unit: u.id, heat, movementHeat, engineHeat: engine, dissipated: u.heatSinks, restart, ...checks, ...extra } };
}
