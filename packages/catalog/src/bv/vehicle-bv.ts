/** Battle Value 2.0 of a combat vehicle (tracked, wheeled, hover, VTOL, naval): no heat, a motive-type factor, front/rear weapons. */
import type { Unit } from '../model';
import type { BvBreakdown, BvLine, BvWeaponLine } from './breakdown';
import { armorMultiplier } from './mech-defensive';
import { mechFacts, type MechFacts, type PricedMount } from './mech-facts';
import { ammoLine, machineGunArrays } from './mech-offensive';
import { bookSource, TECHMANUAL } from '@marshal/core';
import { roundHalfUp, speedFactor, targetMovementModifier } from './movement';

export const VEHICLE_BV_SOURCE = bookSource(TECHMANUAL, { page: 302, section: 'Battle Value 2.0 (combat vehicles)', note: 'as implemented by MegaMek' });

const COMBAT_TYPES = new Set(['tank', 'vtol', 'naval']);
export const isCombatVehicle = (u: Unit): boolean => (u.kind === 'vehicle' || u.kind === 'vtol') && COMBAT_TYPES.has((u.unitType ?? '').toLowerCase());

const MOTIVE: Readonly<Record<string, number>> = {
  tracked: 0.9,
  wheeled: 0.8,
  hover: 0.7,
  vtol: 0.7,
  wige: 0.7,
  naval: 0.6,
  hydrofoil: 0.6,
  submarine: 0.6,
  rail: 0.6,
};
const bvOf = (m: PricedMount) => (typeof m.entry.bv === 'number' ? m.entry.bv : 0);
const flagged = (m: PricedMount, flags: readonly string[]) => flags.some((f) => m.entry.flags.includes(f));

function motiveFactor(f: MechFacts): number {
  const mode = (f.unit.movement.mode ?? '').toLowerCase();
  let factor = (Object.hasOwn(MOTIVE, mode) ? MOTIVE[mode] : undefined) ?? 0.6;
  for (const m of f.mounts) {
    if (m.entry.flags.includes('fully-amphibious')) factor += 0.2;
    else if (flagged(m, ['limited-amphibious', 'dune-buggy', 'flotation-hull', 'environmental-sealing', 'armored-motive-system'])) factor += 0.1;
  }
  return Math.round(factor * 10) / 10;
}

function defensive(f: MechFacts): { lines: BvLine[]; subtotal: number; factor: number; tmm: number } {
  const u = f.unit;
  const armor = Object.values(u.armor).reduce((s, a) => s + a.front * armorMultiplier(a.type ?? u.armorType), 0) * 2.5;
  const structure = Object.values(u.internalStructure).reduce((s, v) => s + v, 0) * 1.5;
  const def = f.mounts.filter(
    (m) =>
      (m.entry.category === 'weapon' && flagged(m, ['ams', 'b-pod', 'm-pod'])) ||
      (m.entry.category === 'misc' &&
        flagged(m, ['ecm', 'ap-pod', 'heavy-bridge-layer', 'medium-bridge-layer', 'bulldozer', 'chaff-pod', 'bap', 'minesweeper'])),
  );
  const amsBv = def.filter((m) => m.entry.flags.includes('ams') && /^(AMS|APDS)$/.test(m.entry.ammoType ?? '')).reduce((s, m) => s + bvOf(m), 0);
  const amsAmmo = f.mounts.filter((m) => m.entry.category === 'ammo' && /^(AMS|APDS)$/.test(m.entry.ammoType ?? '')).reduce((s, m) => s + bvOf(m), 0);
  const equipment = def.reduce((s, m) => s + bvOf(m), 0) + (amsAmmo > 0 ? Math.min(amsBv, amsAmmo) : 0);
  const lines: BvLine[] = [
    { label: 'Armour', value: armor, detail: 'armour points × 2.5 × armour type' },
    { label: 'Internal structure', value: structure, detail: 'structure points × 1.5' },
  ];
  if (equipment > 0) lines.push({ label: 'Defensive equipment', value: equipment, detail: def.map((m) => m.entry.name).join(', ') });
  const motive = motiveFactor(f);
  const before = lines.reduce((s, l) => s + l.value, 0);
  lines.push({ label: `Motive type ×${motive}`, value: before * motive - before });
  const vtol = u.kind === 'vtol';
  let tmm = Math.max(targetMovementModifier(u.movement.run, vtol), u.movement.jump > 0 ? targetMovementModifier(u.movement.jump, true) : 0);
  if (f.has('stealth')) tmm += 2;
  if ((u.movement.mode ?? '').toLowerCase() === 'wige') tmm += 1;
  return { lines, subtotal: before * motive, factor: 1 + tmm / 10, tmm };
}

function weapons(f: MechFacts): { lines: BvWeaponLine[]; total: number; cap: Map<string, number> } {
  const tc = f.has('targcomp');
  const arrays = machineGunArrays(f);
  const rows: { m: PricedMount; bv: number; notes: string[] }[] = [];
  const cap = new Map<string, number>();
  for (const m of f.mounts) {
    const e = m.entry;
    if (e.category !== 'weapon' || flagged(m, ['ams', 'b-pod', 'm-pod'])) continue;
    let bv = bvOf(m);
    const notes: string[] = [];
    if (e.flags.includes('mga')) bv = (arrays.get(m) ?? []).reduce((s, x) => s + bvOf(x), 0) * 0.67;
    if (e.flags.includes('artemis-capable') && f.hasIn('artemis', m.mount.location)) {
      bv *= 1.2;
      notes.push('Artemis IV ×1.2');
    }
    if (e.flags.includes('artemis-capable') && f.hasIn('artemis-v', m.mount.location)) {
      bv *= 1.3;
      notes.push('Artemis V ×1.3');
    }
    if (f.has('drone-operating-system')) bv *= 0.8;
    if (tc && e.flags.includes('direct-fire')) {
      bv *= 1.25;
      notes.push('targeting computer ×1.25');
    }
    rows.push({ m, bv, notes });
    const energy = e.flags.includes('energy') && !/^(PLASMA|VEHICLE_FLAMER|HEAVY_FLAMER|CHEMICAL_LASER)$/.test(e.ammoType ?? '');
    if (!energy && !e.flags.includes('oneshot') && !e.flags.includes('infantry') && e.ammoType) {
      const key = `${e.ammoType}:${e.clusterSize ?? 0}`;
      cap.set(key, (cap.get(key) ?? 0) + bvOf(m));
    }
  }
  const halve = sideBv(rows, 'FR') > sideBv(rows, 'RR') ? 'RR' : 'FR';
  for (const r of rows)
    if (r.m.mount.location === halve) {
      r.bv /= 2;
      r.notes.push(halve === 'RR' ? 'rear: halved' : 'front weaker than rear: halved');
    }
  return {
    lines: rows.map((r) => ({ name: r.m.entry.name, location: r.m.mount.location, bv: r.bv, heat: r.m.entry.heat, notes: r.notes })),
    total: rows.reduce((s, r) => s + r.bv, 0),
    cap,
  };
}

const sideBv = (rows: readonly { m: PricedMount; bv: number }[], loc: string): number =>
  rows.filter((r) => r.m.mount.location === loc).reduce((s, r) => s + r.bv, 0);

export function vehicleBattleValue(unit: Unit): BvBreakdown {
  const f = mechFacts(unit);
  const d = defensive(f);
  const w = weapons(f);
  const equipment = f.mounts.filter(
    (m) =>
      m.entry.category === 'misc' &&
      !flagged(m, ['ap-pod', 'light-bridge-layer', 'medium-bridge-layer', 'heavy-bridge-layer', 'chaff-pod', 'bap', 'bulldozer', 'targcomp', 'minesweeper']) &&
      (!m.entry.flags.includes('ecm') || m.entry.flags.includes('watchdog')),
  );
  const eqBv = equipment.reduce((s, m) => s + (m.entry.flags.includes('watchdog') ? 7 : bvOf(m)), 0);
  const oLines: BvLine[] = [
    { label: 'Weapons', value: w.total },
    ammoLine(f, w.cap),
    { label: 'Offensive equipment', value: eqBv },
    { label: 'Tonnage ÷ 2', value: unit.tonnage / 2 },
  ];
  const oSubtotal = oLines.reduce((s, l) => s + l.value, 0);
  const run = unit.movement.run === 0 ? 1 : unit.movement.run;
  const sf = speedFactor(run, unit.movement.jump);
  const dTotal = d.subtotal * d.factor;
  const unrounded = dTotal + oSubtotal * sf;
  return {
    method: 'TechManual BV 2.0',
    defensive: { lines: d.lines, subtotal: d.subtotal, targetMovementModifier: d.tmm, defensiveFactor: d.factor, total: dTotal },
    offensive: { heatEfficiency: 0, weapons: w.lines, lines: oLines, subtotal: oSubtotal, speedFactor: sf, total: oSubtotal * sf },
    adjustments: [],
    unrounded,
    total: roundHalfUp(unrounded),
    source: VEHICLE_BV_SOURCE,
    warnings: [...f.warnings, 'vehicles carry no heat: every weapon counts in full'],
  };
}
