/** Defensive Battle Value of a 'Mech: armour, structure, gyro, defensive equipment, explosive penalties, movement factor. */
import type { EquipmentEntry } from '../equipment/types';
import type { BvLine } from './breakdown';
import { mountsWith, nameMatches, type MechFacts, type PricedMount } from './mech-facts';
import { targetMovementModifier } from './movement';

const ARMOR_MULTIPLIERS: readonly [RegExp, number][] = [
  [/commercial/i, 0.5],
  [/hardened/i, 2],
  [/reactive|reflective|ballistic/i, 1.5],
  [/ferro-lamellor|anti-penetrative/i, 1.2],
  [/heat-dissipating/i, 1.1],
];

const armorMultipliers = new Map<string, number>();

export function armorMultiplier(type: string | undefined): number {
  const key = type ?? '';
  let value = armorMultipliers.get(key);
  if (value === undefined) armorMultipliers.set(key, (value = ARMOR_MULTIPLIERS.find(([re]) => re.test(key))?.[1] ?? 1));
  return value;
}

function structureMultiplier(type: string | undefined): number {
  if (/industrial|composite/i.test(type ?? '') && !/endo/i.test(type ?? '')) return 0.5;
  if (/reinforced/i.test(type ?? '')) return 2;
  return 1;
}

/**
 * The structure's engine multiplier, by the side-torso slots the engine takes (TechManual p. 303: Inner Sphere XL 0.5, Clan
 * XL and light 0.75, Inner Sphere XXL 0.25, Clan XXL 0.5): 6 or more 0.25, 3 to 5 0.5, 2 0.75. A superheavy engine takes half
 * the slots (mech-facts), so it is priced one step better: its Inner Sphere XL at 0.75, as the Master Unit List does. One
 * slot (a superheavy Clan XL or light engine) has no table value; it keeps its type's 0.75.
 */
export function engineMultiplier(sideSlots: number): number {
  return sideSlots >= 6 ? 0.25 : sideSlots >= 3 ? 0.5 : sideSlots >= 1 ? 0.75 : 1;
}

/** Heavy-duty gyro ×1, none ×0, every other gyro (superheavy included) ×0.5 (TechManual p. 302). */
function gyroMultiplier(gyro: string | undefined): number {
  if (/heavy[- ]duty/i.test(gyro ?? '')) return 1;
  if (/^none/i.test(gyro ?? '')) return 0;
  return 0.5;
}

const DEFENSIVE_WEAPON = ['ams', 'm-pod', 'b-pod'];
const DEFENSIVE_MISC = [
  'ecm',
  'bap',
  'viral-jammer-decoy',
  'viral-jammer-homing',
  'ap-pod',
  'mass',
  'heavy-bridge-layer',
  'medium-bridge-layer',
  'light-bridge-layer',
  'chaff-pod',
  'harjel-ii',
  'harjel-iii',
  'spikes',
];

const defensiveEntries = new WeakMap<EquipmentEntry, boolean>();

export function isDefensive(m: PricedMount): boolean {
  let yes = defensiveEntries.get(m.entry);
  if (yes === undefined) defensiveEntries.set(m.entry, (yes = defensiveEntry(m.entry)));
  return yes;
}

function defensiveEntry(entry: EquipmentEntry): boolean {
  const flags = entry.flags;
  if (entry.category === 'weapon') return DEFENSIVE_WEAPON.some((f) => flags.includes(f));
  if (entry.category !== 'misc') return false;
  return DEFENSIVE_MISC.some((f) => flags.includes(f)) || (flags.includes('club') && nameMatches(entry, /shield/i));
}

/**
 * Table BV of a mount. HarJel II and III have no positive BV: they raise the armour of their location (×1.1, ×1.2) and
 * cost 1 point of defensive BV per slot (Interstellar Operations p. 191, HarJel II and III), a line of its own.
 */
const bvOf = (m: PricedMount): number => (typeof m.entry.bv === 'number' && m.entry.bv > 0 ? m.entry.bv : 0);

/** HarJel II makes its location's armour worth ×1.1, HarJel III ×1.2. */
const harJelMultiplier = (f: MechFacts, loc: string): number => (f.hasIn('harjel-ii', loc) ? 1.1 : 1) * (f.hasIn('harjel-iii', loc) ? 1.2 : 1);

/** Ammunition of anti-missile systems: defensive, capped by the systems that fire it. */
export const AMS_AMMO: ReadonlySet<string> = new Set(['AMS', 'APDS']);

export function defensiveLines(f: MechFacts): BvLine[] {
  const u = f.unit;
  const lines: BvLine[] = [];
  let armorPoints = 0;
  let armorBv = 0;
  const torsoCockpit = /torso/i.test(u.cockpit ?? '');
  const shield = blueShield(f);
  const unitArmor = armorMultiplier(u.armorType);
  for (const loc in u.armor) {
    const a = u.armor[loc]!;
    const points = a.front + (a.rear ?? 0);
    armorPoints += points;
    const type = a.type ?? u.armorType;
    const mult = ((type === u.armorType ? unitArmor : armorMultiplier(type)) + shield) * harJelMultiplier(f, loc);
    armorBv += points * mult * 2.5;
    if (torsoCockpit && loc === 'CT') armorBv += points * mult * 2.5;
  }
  const modular = mountsWith(f, 'modular-armor');
  for (const m of modular) armorBv += 10 * (armorMultiplier(u.armor[m.mount.location]?.type ?? u.armorType) + blueShield(f)) * 2.5;
  lines.push({
    label: 'Armour',
    value: armorBv,
    detail: `${armorPoints} points${modular.length ? ` + ${modular.length * 10} modular` : ''} × 2.5 × armour type`,
  });
  const structure = Object.values(u.internalStructure).reduce((s, v) => s + v, 0);
  const sMult = structureMultiplier(u.structureType) + blueShield(f);
  const eMult = engineMultiplier(f.engineSideSlots);
  lines.push({
    label: 'Internal structure',
    value: structure * 1.5 * sMult * eMult,
    detail:
      f.superheavy && f.engineSideSlots > 0
        ? `${structure} points × 1.5 × ${sMult} (structure) × ${eMult} (superheavy engine, ${f.engineSideSlots} side-torso slots: ` +
          `Interstellar Operations, Superheavy 'Mechs)`
        : `${structure} points × 1.5 × ${sMult} (structure) × ${eMult} (engine)`,
  });
  const gMult = gyroMultiplier(u.gyro);
  lines.push({ label: 'Gyro', value: u.tonnage * gMult, detail: `${u.tonnage} tons × ${gMult}` });
  const defensive = f.mounts.filter(isDefensive);
  const amsBv = defensive.filter((m) => m.entry.flags.includes('ams') && AMS_AMMO.has(m.entry.ammoType ?? '')).reduce((s, m) => s + bvOf(m), 0);
  const amsAmmo = f.has('ams')
    ? f.mounts.filter((m) => m.entry.category === 'ammo' && AMS_AMMO.has(m.entry.ammoType ?? '')).reduce((s, m) => s + bvOf(m), 0)
    : 0;
  const eqBv = defensive.reduce((s, m) => s + bvOf(m), 0) + (amsAmmo > 0 ? Math.min(amsBv, amsAmmo) : 0);
  if (eqBv > 0) lines.push({ label: 'Defensive equipment', value: eqBv, detail: defensive.map((m) => m.entry.name).join(', ') });
  const harJelSlots = [...mountsWith(f, 'harjel-ii'), ...mountsWith(f, 'harjel-iii')].reduce((s, m) => s + m.slots, 0);
  if (harJelSlots > 0) lines.push({ label: 'HarJel II/III', value: -harJelSlots, detail: `−1 for each of ${harJelSlots} slots` });
  const armored = armoredComponents(f);
  if (armored > 0) lines.push({ label: 'Armoured components', value: armored });
  const penalty = explosivePenalty(f);
  const shieldPenalty = blueShieldPenalty(f);
  if (shieldPenalty > 0) {
    penalty.total += shieldPenalty;
    penalty.items.push(`Blue Shield: −1 for each of ${shieldPenalty} exposed locations`);
  }
  if (penalty.total > 0) lines.push({ label: 'Explosive equipment penalty', value: -penalty.total, detail: penalty.items.join(', ') });
  return lines;
}

/**
 * A Blue Shield particle field damper adds 0.2 to the armour and structure multipliers; instead of a penalty for its own
 * slots, every location but the head where an explosion would be fatal (the explosive-equipment test, for Clan 'Mechs
 * only the centre torso, the legs and, with an engine of 3+ side slots, the side torsos) costs 1 point (Tactical
 * Operations, Blue Shield Particle Field Damper).
 */
const LEGS: ReadonlySet<string> = new Set(['LL', 'RL', 'CL', 'FLL', 'FRL', 'RLL', 'RRL']);
const blueShield = (f: MechFacts): number => (f.has('blue-shield') ? 0.2 : 0);

function blueShieldPenalty(f: MechFacts): number {
  if (!f.has('blue-shield')) return 0;
  const locations = Object.keys(f.unit.armor).filter((l) => l !== 'HD');
  return locations.filter((loc) => {
    if (f.hasIn('caseii', loc)) return false;
    if (f.clan) return loc === 'CT' || LEGS.has(loc) || ((loc === 'LT' || loc === 'RT') && f.engineSideSlots > 2);
    if (f.engineSideSlots > 2) return true;
    if (loc === 'LT' || loc === 'RT') return !f.hasIn('case', loc);
    if (f.isArm(loc)) return !f.hasIn('case', loc) && !f.hasIn('case', loc === 'LA' ? 'LT' : 'RT');
    return true;
  }).length;
}

/**
 * Component armour (TechManual BV 2.0 defensive equipment, as the Master Unit List prices it): an armoured item adds 5% of its
 * BV per slot, or 5 per slot when it has no BV of its own; an armoured system slot adds 5, except a gyro slot, which adds 5% of
 * the gyro's own defensive value (tonnage × gyro multiplier).
 */
function armoredComponents(f: MechFacts): number {
  let bv = 0;
  for (const m of f.mounts) {
    if (!m.mount.armored || m.entry.flags.includes('ppc-capacitor')) continue;
    const base = bvOf(m);
    bv += base > 0 ? base * 0.05 * m.slots : 5 * m.slots;
  }
  for (const s of f.unit.armoredSystemSlots ?? []) bv += s.system === 'Gyro' ? f.unit.tonnage * gyroMultiplier(f.unit.gyro) * 0.05 : 5;
  return bv;
}

const hasCase = (f: MechFacts, loc: string): boolean => f.hasIn('case', loc) || f.hasIn('casep', loc) || (f.clan && locHasExplosive(f, loc));
const locHasExplosive = (f: MechFacts, loc: string): boolean =>
  f.mounts.some((m) => (m.mount.location === loc || m.mount.secondLocation === loc) && m.entry.explosive);

function penalised(f: MechFacts, loc: string | undefined): boolean {
  if (!loc || f.hasIn('caseii', loc)) return false;
  if (f.isArm(loc)) return !hasCase(f, loc) && penalised(f, loc === 'LA' ? 'LT' : 'RT');
  if (loc === 'LT' || loc === 'RT') return !hasCase(f, loc) || f.engineSideSlots >= 3;
  return true;
}

const ONE_PER_SLOT_FLAGS = ['gauss', 'hvac', 'improved-heavy-laser', 'hyper-laser', 'tsemp', 'mek-taser', 'b-pod'];
/** M-Pods are explosive in play but the MUL prices them without an explosive penalty. */
const NO_PENALTY_FLAGS = ['m-pod', 'blue-shield'];
const NO_PENALTY_AMMO_TYPES = /^(AC_ROTARY|AC|LAC|AC_IMP|AC_PRIMITIVE|PAC)$/;

function explosivePenalty(f: MechFacts): { total: number; items: string[] } {
  let total = 0;
  const items: string[] = [];
  const slotsCounted = new Set<string>();
  for (const m of f.mounts) {
    const e = m.entry;
    if (!e.explosive) continue;
    // A superheavy slot can hold two bins; the penalty is per slot, so the slot pays once (TechManual, BV 2.0 explosive equipment).
    const slot = `${m.mount.location}:${m.mount.slots[0] ?? ''}:${m.mount.slots.length}`;
    if (e.category === 'ammo' && m.mount.slots.length > 0) {
      if (slotsCounted.has(slot)) continue;
      slotsCounted.add(slot);
    }
    if (!penalised(f, m.mount.location) && !penalised(f, m.mount.secondLocation)) continue;
    let per = 15;
    if (e.category === 'weapon' && ONE_PER_SLOT_FLAGS.some((x) => e.flags.includes(x))) per = 1;
    if (e.flags.includes('ppc')) {
      if (!f.hasIn('ppc-capacitor', m.mount.location)) continue;
      per = 1;
    }
    if (e.category === 'misc' && ['ppc-capacitor', 'risc-laser-pulse-module', 'emergency-coolant-system', 'jump-jet'].some((x) => e.flags.includes(x))) per = 1;
    if (e.category === 'ammo' && e.ammoType === 'COOLANT_POD') per = 1;
    if (NO_PENALTY_FLAGS.some((x) => e.flags.includes(x))) per = 0;
    if (e.category === 'weapon' && NO_PENALTY_AMMO_TYPES.test(e.ammoType ?? '')) per = 0;
    const points = per * penaltySlots(m);
    if (points > 0) items.push(`${e.name} (${m.mount.location}) −${points}`);
    total += points;
  }
  return { total, items };
}

/** Slots that pay the penalty; a weapon split over two locations pays for all its slots when either location is exposed (as the MUL prices them). */
function penaltySlots(m: PricedMount): number {
  return m.entry.flags.includes('hvac') ? 1 : m.slots;
}

/** The defensive factor: 1 + TMM / 10, TMM from the best of running (a standard LAM: flanking in AirMech mode, +1), jumping and UMU, plus stealth systems. */
export function defensiveTmm(f: MechFacts, run: number, jump: number, airMechFlank = 0): number {
  const umu = mountsWith(f, 'umu').length;
  const running = airMechFlank > 0 ? 1 + targetMovementModifier(airMechFlank) : targetMovementModifier(run);
  let tmm = Math.max(running, jump > 0 ? targetMovementModifier(jump, true) : 0, umu > 0 ? targetMovementModifier(umu) : 0);
  if (f.has('stealth') || f.has('nullsig')) tmm += 2;
  if (f.has('chameleon-shield')) tmm += 2;
  if (f.has('voidsig')) tmm = tmm < 3 ? 3 : tmm === 3 ? 4 : tmm;
  return tmm;
}
