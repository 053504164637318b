/** What a 'Mech's Battle Value depends on, read once from the unit: mounts with their table entries, engine, movement. */
import { equipmentById } from '../equipment/table';
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
  readonly engineSideSlots: number;
  has(flag: string): boolean;
  hasIn(flag: string, location: string): boolean;
  isArm(location: string): boolean;
  readonly warnings: string[];
}

/** Side-torso slots an engine takes; they decide the structure multiplier and whether CASE protects. */
export function engineSideSlots(type: string | undefined): number {
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

/** The facts with their flag look-ups as methods (no closures built per unit). */
class Facts implements MechFacts {
  readonly clan: boolean;
  readonly engineSideSlots: number;
  constructor(
    readonly unit: Unit,
    readonly mounts: readonly PricedMount[],
    readonly warnings: string[],
    private readonly flags: ReadonlySet<string>,
    private readonly byLocation: ReadonlyMap<string, readonly EquipmentEntry[]>,
    private readonly arms: ReadonlySet<string>,
  ) {
    this.clan = (unit.chassisTechBase ?? unit.techBase) === 'Clan';
    this.engineSideSlots = engineSideSlots(unit.engine?.type);
  }

  has(flag: string): boolean {
    return this.flags.has(flag);
  }

  hasIn(flag: string, loc: string): boolean {
    if (!this.flags.has(flag)) return false;
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
  const flags = new Set<string>();
  const seen: EquipmentEntry[] = [];
  const byLocation = new Map<string, EquipmentEntry[]>();
  for (const m of mounts) {
    const loc = m.mount.location;
    let here = byLocation.get(loc);
    if (!here) byLocation.set(loc, (here = []));
    if (!here.includes(m.entry)) here.push(m.entry);
    if (seen.includes(m.entry)) continue;
    seen.push(m.entry);
    for (const flag of m.entry.flags) flags.add(flag);
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
