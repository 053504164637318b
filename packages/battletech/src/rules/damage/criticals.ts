import { type Dice, lookupRow } from '@marshal/core';
import { type BattleUnit, type SlotState, systemHits } from '../../unit/battle-unit';
import { applyDamage, type DamageStep } from './damage';
import type { CombatRules, PsrTrigger } from '../../options/rules';
import { type SlotSystem, isHittable } from '../../unit/slots';
import { CRITICAL_TABLES } from '../../tables/criticals';

/** 'Mech critical hits: how many, which slots, and what each destroyed system does. */
export interface CriticalEffect {
  readonly location: string;
  readonly slot: number;
  readonly system: SlotSystem;
  readonly item: string | null;
  readonly explosion?: { readonly damage: number; readonly steps: readonly DamageStep[] };
}

export interface CriticalCheck {
  readonly location: string;
  readonly roll: number;
  readonly modifier: number;
  readonly result: string;
  readonly effects: readonly CriticalEffect[];
  readonly blownOff: boolean;
}

export interface CriticalOutcome {
  readonly unit: BattleUnit;
  readonly check: CriticalCheck;
  /** Pilot hits owed (ammunition explosions). */
  readonly pilotHits: number;
}

/** Advanced rule: +1 per full 5 points of the damage group beyond the first 5, at most +4. */
export const damageGroupBonus = (damage: number): number => Math.min(4, Math.max(0, Math.floor((damage - 1) / 5)));

const EFFECT_PSR: Partial<Record<SlotSystem, PsrTrigger>> = {
  gyro: 'gyro-hit',
  hip: 'hip-hit',
  'upper-leg': 'leg-actuator-hit',
  'lower-leg': 'leg-actuator-hit',
  foot: 'leg-actuator-hit',
};

/** Pick a slot as the table does: 12-slot locations roll which half, then the slot; re-roll empty or hit slots. */
export function pickSlot(unit: BattleUnit, location: string, dice: Dice): number | null {
  const slots = unit.slots[location] ?? [];
  if (!slots.some((s) => isHittable(s.system, s.hit))) return null;
  for (let attempt = 0; attempt < 200; attempt++) {
    const half = slots.length > 6 ? (dice.roll('1d6', `critical slot block in ${location}`).total <= 3 ? 0 : 6) : 0;
    const idx = half + dice.roll('1d6', `critical slot in ${location}`).total - 1;
    const s = slots[idx];
    if (s && isHittable(s.system, s.hit)) return idx;
  }
  return slots.findIndex((s) => isHittable(s.system, s.hit));
}

/** Systems whose item can take more than one slot (a weapon, a double heat sink, an improved jump jet): a hit on one destroys all. */
const WHOLE_ITEM: ReadonlySet<SlotSystem> = new Set(['equipment', 'heat-sink', 'jump-jet']);

function markSlot(unit: BattleUnit, location: string, idx: number): BattleUnit {
  const slots = [...(unit.slots[location] ?? [])];
  const hit = slots[idx]!;
  const item = hit.id;
  // Multi-slot items: every slot of the same item is destroyed with it — the run of its id, or where the run holds
  // several items of that id (`item`), only the slots of the one hit (Total Warfare, critical hit effects).
  const sameItem = (i: number): boolean =>
    item !== null && WHOLE_ITEM.has(hit.system) && slots[i]!.id === item && slots[i]!.item === hit.item && adjacentRun(slots, idx, i);
  for (let i = 0; i < slots.length; i++) if (i === idx || sameItem(i)) slots[i] = { ...slots[i]!, hit: true };
  return { ...unit, slots: { ...unit.slots, [location]: slots } };
}

/** Heat a destroyed heat sink no longer dissipates: 2 for a double, laser or paired compact heat sink, else 1. */
export const heatSinkDissipation = (id: string | null): number => {
  const key = (id ?? '').toLowerCase();
  if (key.includes('compact')) return /2/.test(key) ? 2 : 1;
  return /double|laser/.test(key) ? 2 : 1;
};

const adjacentRun = (slots: readonly SlotState[], from: number, to: number): boolean => {
  const [a, b] = from < to ? [from, to] : [to, from];
  for (let i = a; i <= b; i++) if (slots[i]!.id !== slots[from]!.id) return false;
  return true;
};

function destroyWeapon(unit: BattleUnit, location: string, item: string | null): BattleUnit {
  const i = unit.weapons.findIndex((w) => w.location === location && w.equipmentId === item && !w.destroyed);
  if (i < 0) return unit;
  const weapons = unit.weapons.map((w, j) => (j === i ? { ...w, destroyed: true } : w));
  return { ...unit, weapons };
}

/** Apply one critical hit's effect to the unit. */
export function applyCriticalEffect(unit: BattleUnit, location: string, idx: number): { unit: BattleUnit; effect: CriticalEffect; pilotHits: number } {
  const slot = unit.slots[location]![idx]!;
  let u = markSlot(unit, location, idx);
  const effect: CriticalEffect = { location, slot: idx, system: slot.system, item: slot.id };
  const psr = EFFECT_PSR[slot.system];
  if (psr) u = { ...u, pendingPsrs: [...u.pendingPsrs, psr] };
  if (slot.system === 'jump-jet') u = { ...u, movement: { ...u.movement, jump: Math.max(0, u.movement.jump - 1) } };
  if (slot.system === 'heat-sink') u = { ...u, heatSinks: Math.max(0, u.heatSinks - heatSinkDissipation(slot.id)) };
  if (slot.system === 'equipment') u = destroyWeapon(u, location, slot.id);
  if (slot.system === 'ammo') {
    const bi = u.ammo.findIndex((b) => b.location === location && b.equipmentId === slot.id && !b.exploded);
    const bin = bi >= 0 ? u.ammo[bi]! : null;
    if (bin && bin.shots > 0 && bin.shotDamage > 0) {
      const damage = bin.shots * bin.shotDamage;
      u = { ...u, ammo: u.ammo.map((b, j) => (j === bi ? { ...b, shots: 0, exploded: true } : b)) };
      const res = applyDamage(u, { location, rear: false, amount: damage, ammoExplosion: true });
      return { unit: finishSystems(res.unit), effect: { ...effect, explosion: { damage, steps: res.steps } }, pilotHits: 2 };
    }
  }
  return { unit: finishSystems(u), effect, pilotHits: 0 };
}

/** Destruction that follows from system hits: three engine hits, a cockpit hit (slots in a destroyed location count as hit). */
export function finishSystems(unit: BattleUnit): BattleUnit {
  const { engine, cockpit } = systemHits(unit);
  if (cockpit > 0 && !unit.pilot.dead) return { ...unit, destroyed: true, pilot: { ...unit.pilot, dead: true, conscious: false } };
  if (engine >= 3 && !unit.destroyed) return { ...unit, destroyed: true };
  return unit;
}

/** Roll for critical hits in a location whose structure was damaged (or on a through-armour chance). */
export function rollCriticals(
  unit: BattleUnit,
  location: string,
  damage: number,
  rules: CombatRules,
  dice: Dice,
  extra?: { readonly value: number; readonly label: string },
): CriticalOutcome {
  const table = CRITICAL_TABLES[rules.criticals.table]!;
  const mod = (rules.criticals.damageGroupBonus ? damageGroupBonus(damage) : 0) + (extra?.value ?? 0);
  const roll = dice.roll('2d6', `${unit.name}: determine critical hits in ${location}${extra ? ` (${extra.label} ${extra.value})` : ''}`).total;
  const row = lookupRow(table, roll + mod);
  const limb = unit.capabilities.limbs.includes(location) || unit.capabilities.head === location;
  if (row.result.blownOff && limb) {
    const loc = unit.locations[location]!;
    let u: BattleUnit = {
      ...unit,
      locations: { ...unit.locations, [location]: { ...loc, armor: 0, rear: loc.rear === null ? null : 0, structure: 0, destroyed: true } },
    };
    if (unit.capabilities.head === location) u = { ...u, destroyed: true, pilot: { ...u.pilot, dead: true, conscious: false } };
    if (unit.capabilities.legs.includes(location)) u = { ...u, pendingPsrs: [...u.pendingPsrs, 'leg-destroyed'] };
    return { unit: finishSystems(u), check: { location, roll, modifier: mod, result: row.label, effects: [], blownOff: true }, pilotHits: 0 };
  }
  let u = unit;
  const effects: CriticalEffect[] = [];
  let pilotHits = 0;
  for (let i = 0; i < row.result.count && !u.destroyed; i++) {
    let where: string | null = location;
    let idx = pickSlot(u, where, dice);
    while (idx === null && where !== null) {
      const next: string | undefined = u.capabilities.transfer[where];
      where = next && next !== 'unit' ? next : null;
      idx = where ? pickSlot(u, where, dice) : null;
    }
    if (idx === null || where === null) break;
    const r = applyCriticalEffect(u, where, idx);
    u = r.unit;
    effects.push(r.effect);
    pilotHits += r.pilotHits;
  }
  return { unit: u, check: { location, roll, modifier: mod, result: row.label, effects, blownOff: false }, pilotHits };
}
