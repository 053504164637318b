/** Battle Value 2.0 of a 'Mech by the TechManual method: defensive plus offensive value, with a readable breakdown. */
import { bookSource, TECHMANUAL } from '@marshal/core';
import type { Unit } from '../model';
import type { BvBreakdown, BvLine } from './breakdown';
import { defensiveLines, defensiveTmm } from './mech-defensive';
import { mechFacts, mountsWith, type MechFacts } from './mech-facts';
import { ammoLine, offensiveEquipmentLine, offensiveWeapons } from './mech-offensive';
import { roundHalfUp, speedFactor } from './movement';

export const BV_SOURCE = bookSource(TECHMANUAL, { page: 302, section: 'Battle Value 2.0 (BattleMechs)', note: 'as implemented by MegaMek' });

const sum = (lines: readonly BvLine[]) => lines.reduce((s, l) => s + l.value, 0);

interface Moves {
  readonly walk: number;
  readonly run: number;
  readonly jump: number;
  /** Standard LAMs: flank MP in AirMech mode (jump MP × 3, then × 1.5 rounded up); 0 for other 'Mechs. */
  readonly airMechFlank: number;
}

const isStandardLam = (u: Unit): boolean => u.configuration === 'lam' && u.lamType !== 'bimodal';

/** Running MP for BV: TSM adds 1 walking MP, each medium or large shield takes 1, MASC doubles it, MASC with a supercharger makes it ×2.5. */
function bvMovement(f: MechFacts): Moves {
  const u = f.unit;
  let walk = u.movement.walk;
  if (f.has('tsm')) walk += 1;
  walk = Math.max(0, walk - heavyShields(f));
  const masc = mountsWith(f, 'masc');
  const supercharger = masc.some((m) => /super/i.test(m.entry.name));
  const plainMasc = masc.some((m) => !/super/i.test(m.entry.name));
  let run = plainMasc && supercharger ? Math.ceil(walk * 2.5) : masc.length > 0 ? walk * 2 : Math.ceil(walk * 1.5);
  if (/hardened/i.test(u.armorType ?? '')) run -= 1;
  const jump = bvJump(f);
  return { walk, run, jump, airMechFlank: isStandardLam(u) ? Math.ceil(jump * 3 * 1.5) : 0 };
}

const heavyShields = (f: MechFacts): number =>
  f.has('club') ? f.mounts.filter((m) => m.entry.flags.includes('club') && /shield \((medium|large)\)/i.test(m.entry.name)).length : 0;

/** A partial wing's extra jumping MP; movement heat is still that of the jump jets alone. */
const wingBonus = (f: MechFacts, jump: number): number => (jump > 0 && f.has('partial-wing') ? (f.unit.tonnage <= 55 ? 2 : 1) : 0);

/**
 * Jumping MP for BV: one MP per jump jet mounted (TechManual, Jump Jets: each jet gives one jumping MP), so a file whose
 * "Jump MP" line disagrees with its jets (or already counts a partial wing) is priced by its jets; without jets (jump
 * boosters) the file's line stands. A partial wing adds 2 (light and medium) or 1 (heavier) in a standard atmosphere;
 * shields hinder.
 */
function bvJump(f: MechFacts): number {
  const u = f.unit;
  const shields = mountsWith(f, 'club').filter((m) => /shield/i.test(m.entry.name));
  if (shields.some((m) => /large/i.test(m.entry.name))) return 0;
  const jets = mountsWith(f, 'jump-jet').length;
  let jump = jets > 0 ? jets : u.movement.jump;
  jump += wingBonus(f, jump);
  jump -= shields.filter((m) => /medium/i.test(m.entry.name)).length;
  return Math.max(0, jump);
}

function heatEfficiency(f: MechFacts, jump: number, airMechFlank: number): { value: number; detail: string } {
  const u = f.unit;
  if (isStandardLam(u)) return lamHeatEfficiency(f, airMechFlank);
  const radical = f.has('radical-heatsink') ? Math.ceil((u.heatSinks?.count ?? 0) * 0.4) : 0;
  const capacity = (u.heatSinks?.dissipation ?? 0) + (f.has('partial-wing') ? 3 : 0) + radical;
  const engine = u.engine?.type ?? 'Fusion';
  const noMoveHeat = engine === 'ICE' || engine === 'Fuel Cell';
  const xxl = engine.startsWith('XXL');
  const runHeat = noMoveHeat ? 0 : xxl ? 6 : 2;
  const improved = mountsWith(f, 'jump-jet').some((m) => /improved/i.test(m.entry.name) && !/prototype/i.test(m.entry.name));
  const jumpMoved = improved ? Math.ceil(jump / 2) : jump;
  const jumpHeat = jump > 0 ? (xxl ? Math.max(6, jumpMoved * 2) : Math.max(3, jumpMoved)) : 0;
  let moveHeat = jump > 0 && jumpHeat > runHeat ? jumpHeat : f.has('scm') ? 0 : runHeat;
  if (noMoveHeat && jump === 0) moveHeat = 0;
  let value = 6 + capacity - moveHeat;
  const coolant = f.mounts.filter((m) => m.entry.ammoType === 'COOLANT_POD').length;
  if (coolant > 0) value += Math.ceil(((u.heatSinks?.count ?? 0) * coolant) / 5);
  if (f.has('emergency-coolant-system')) value += 4;
  for (const flag of ['stealth', 'nullsig', 'voidsig']) if (f.has(flag)) value -= 10;
  if (f.has('chameleon-shield')) value -= 6;
  return { value, detail: `6 + ${capacity} dissipation − ${moveHeat} movement heat` };
}

/** A standard LAM: 3 more dissipation for its conversion equipment, and the heat of flanking in AirMech mode (a third of that MP). */
function lamHeatEfficiency(f: MechFacts, airMechFlank: number): { value: number; detail: string } {
  const capacity = f.unit.heatSinks?.dissipation ?? 0;
  const moveHeat = roundHalfUp(airMechFlank / 3);
  return { value: 6 + capacity + 3 - moveHeat, detail: `6 + ${capacity} dissipation + 3 (LAM) − ${moveHeat} AirMech movement heat` };
}

function cockpitAdjustments(f: MechFacts): BvLine[] {
  const c = f.unit.cockpit ?? '';
  if (/small|torso/i.test(c)) return [{ label: `${c} ×0.95`, value: 0.95 }];
  if (f.has('drone-operating-system')) return [{ label: 'Drone operating system ×0.95', value: 0.95 }];
  if (/interface/i.test(c)) return [{ label: `${c} ×1.3`, value: 1.3 }];
  return [];
}

export function mechBattleValue(unit: Unit): BvBreakdown {
  const f = mechFacts(unit);
  const moves = bvMovement(f);
  const dLines = defensiveLines(f);
  const dSubtotal = Math.max(1, sum(dLines));
  const tmm = defensiveTmm(f, moves.run, moves.jump, moves.airMechFlank);
  const dFactor = 1 + tmm / 10;
  const heat = heatEfficiency(f, moves.jump - wingBonus(f, moves.jump), moves.airMechFlank);
  const weapons = offensiveWeapons(f, heat.value);
  const oLines: BvLine[] = [{ label: 'Weapons', value: weapons.total }, ammoLine(f, weapons.ammoCap), offensiveEquipmentLine(f, moves.run)];
  oLines.push(weightLine(f));
  let oSubtotal = sum(oLines);
  if (/industrial/i.test(unit.cockpit ?? '')) {
    oLines.push({ label: 'Industrial cockpit ×0.9', value: -oSubtotal * 0.1 });
    oSubtotal *= 0.9;
  }
  const sf = speedFactor(moves.run, moves.airMechFlank || Math.max(moves.jump, mountsWith(f, 'umu').length));
  const adjustments = cockpitAdjustments(f);
  const unrounded = (dSubtotal * dFactor + oSubtotal * sf) * adjustments.reduce((p, a) => p * a.value, 1);
  return {
    method: 'TechManual BV 2.0',
    defensive: { lines: dLines, subtotal: dSubtotal, targetMovementModifier: tmm, defensiveFactor: dFactor, total: dSubtotal * dFactor },
    offensive: { heatEfficiency: heat.value, weapons: weapons.weapons, lines: oLines, subtotal: oSubtotal, speedFactor: sf, total: oSubtotal * sf },
    adjustments,
    unrounded,
    total: roundHalfUp(unrounded),
    source: BV_SOURCE,
    warnings: f.warnings,
  };
}

function weightLine(f: MechFacts): BvLine {
  const u = f.unit;
  let aes = 1;
  for (const arm of ['LA', 'RA']) if (f.hasIn('actuator-enhancement-system', arm)) aes += 0.1;
  const legAes = ['LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL'].some((l) => f.hasIn('actuator-enhancement-system', l));
  if (legAes) aes += u.configuration === 'quad' ? 0.4 : 0.2;
  const tsm = f.has('tsm') ? 1.5 : f.has('industrial-tsm') ? 1.15 : 1;
  return {
    label: 'Tonnage',
    value: u.tonnage * aes * tsm,
    detail: `${u.tonnage} tons${tsm !== 1 ? ` × ${tsm} (TSM)` : ''}${aes !== 1 ? ` × ${aes} (AES)` : ''}`,
  };
}
