/** What a 'Mech's Battle Value depends on, read once from the unit: mounts with their table entries, engine, movement. */
import { equipmentById, equipmentTable } from '../equipment/table';
import type { EquipmentEntry } from '../equipment/types';
import type { Mount, Unit } from '../model';

export interface PricedMount {
  readonly mount: Mount;
  readonly entry: EquipmentEntry;
  readonly slots: number;
}

export interface MechFacts {
  readonly unit: Unit;
  readonly mounts: readonly PricedMount[];
  readonly clan: boolean;
  /** Over 100 tons (Interstellar Operations, superheavy 'Mechs): every item takes half its slots. */
  readonly superheavy: boolean;
  readonly engineSideSlots: number;
  has(flag: string): boolean;
  hasIn(flag: string, location: string): boolean;
  isArm(location: string): boolean;
  readonly warnings: string[];
}

/**
 * Side-torso slots an engine takes; they decide the structure multiplier and whether CASE protects. A superheavy 'Mech's
 * engine, like all its equipment, takes half its slots, rounded up (Interstellar Operations, superheavy 'Mechs): an Inner
 * Sphere XL engine takes 2 in each side torso, not 3.
 */
export function engineSideSlots(type: string | undefined, superheavy = false): number {
  const slots = standardSideSlots(type);
  return superheavy ? Math.ceil(slots / 2) : slots;
}

function standardSideSlots(type: string | undefined): number {
  switch (type) {
    case 'XL':
      return 3;
    case 'XXL':
      return 6;
    case 'XL (Clan)':
    case 'Light':
      return 2;
    case 'XXL (Clan)':
      return 4;
    default:
      return 0;
  }
}

const NO_ARMS: ReadonlySet<string> = new Set();
const BIPED_ARMS: ReadonlySet<string> = new Set(['LA', 'RA']);

/**
 * Flags as bits: every flag of the equipment table numbered once, each entry's flags a row of 32-bit words, and a unit's flags
 * the OR of its distinct entries' rows (cheaper to build a unit than a set of strings; a look-up is one map read either way).
 */
let flagBits: Map<string, number> | undefined;
let flagWords = 0;
const entryRows = new Map<EquipmentEntry, Int32Array>();

function bits(): Map<string, number> {
  if (!flagBits) {
    flagBits = new Map();
    for (const e of equipmentTable()) for (const x of e.flags) if (!flagBits.has(x)) flagBits.set(x, flagBits.size);
    flagWords = (flagBits.size >> 5) + 1;
  }
  return flagBits;
}

function entryRow(entry: EquipmentEntry): Int32Array {
  let row = entryRows.get(entry);
  if (!row) {
    const b = bits();
    row = new Int32Array(flagWords);
    for (const x of entry.flags) {
      const bit = b.get(x)!;
      row[bit >> 5]! |= 1 << (bit & 31);
    }
    entryRows.set(entry, row);
  }
  return row;
}

/** The facts with their flag look-ups as methods (no closures built per unit). */
class Facts implements MechFacts {
  readonly clan: boolean;
  readonly superheavy: boolean;
  readonly engineSideSlots: number;
  constructor(
    readonly unit: Unit,
    readonly mounts: readonly PricedMount[],
    readonly warnings: string[],
    private readonly flags: Int32Array,
    private readonly byLocation: ReadonlyMap<string, readonly EquipmentEntry[]>,
    private readonly arms: ReadonlySet<string>,
  ) {
    this.clan = (unit.chassisTechBase ?? unit.techBase) === 'Clan';
    this.superheavy = unit.tonnage > 100;
    this.engineSideSlots = engineSideSlots(unit.engine?.type, this.superheavy);
  }

  has(flag: string): boolean {
    const bit = bits().get(flag);
    return bit !== undefined && (this.flags[bit >> 5]! & (1 << (bit & 31))) !== 0;
  }

  hasIn(flag: string, loc: string): boolean {
    if (!this.has(flag)) return false;
    for (const e of this.byLocation.get(loc) ?? NO_ENTRIES) if (e.flags.includes(flag)) return true;
    return false;
  }

  isArm(loc: string): boolean {
    return this.arms.has(loc);
  }
}

const NO_ENTRIES: readonly EquipmentEntry[] = [];

export function mechFacts(unit: Unit): MechFacts {
  const warnings: string[] = [];
  const mounts: PricedMount[] = [];
  for (const mount of unit.equipment) {
    const entry = equipmentById(mount.equipmentId);
    if (!entry) {
      warnings.push(`no table entry for ${mount.equipmentId}`);
      continue;
    }
    mounts.push({ mount, entry, slots: Math.max(1, mount.slots.length + (mount.secondLocation ? extraSlots(unit, mount) : 0)) });
  }
  const arms = unit.configuration === 'quad' || unit.configuration === 'quadvee' ? NO_ARMS : BIPED_ARMS;
  // Which flags the unit carries, overall and per location: each distinct entry's flags are added once
  // (slot-filling entries such as Endo Steel repeat many times), per location only the distinct entries are kept.
  bits();
  const flags = new Int32Array(flagWords);
  const seen: EquipmentEntry[] = [];
  const byLocation = new Map<string, EquipmentEntry[]>();
  for (const m of mounts) {
    const loc = m.mount.location;
    let here = byLocation.get(loc);
    if (!here) byLocation.set(loc, (here = []));
    if (!here.includes(m.entry)) here.push(m.entry);
    if (seen.includes(m.entry)) continue;
    seen.push(m.entry);
    const row = entryRow(m.entry);
    for (let i = 0; i < row.length; i++) flags[i]! |= row[i]!;
  }
  return new Facts(unit, mounts, warnings, flags, byLocation, arms);
}

function extraSlots(unit: Unit, mount: Mount): number {
  const row = unit.criticals[mount.secondLocation!] ?? [];
  return row.filter((id) => id === mount.equipmentId).length;
}

const NO_MOUNTS: readonly PricedMount[] = [];

/** The mounts whose entry carries a flag; none without a look at them when the unit carries the flag nowhere. */
export const mountsWith = (f: MechFacts, flag: string): readonly PricedMount[] =>
  f.has(flag) ? f.mounts.filter((m) => m.entry.flags.includes(flag)) : NO_MOUNTS;

export const nameMatches = (entry: EquipmentEntry, pattern: RegExp): boolean => pattern.test(entry.id) || pattern.test(entry.name);
