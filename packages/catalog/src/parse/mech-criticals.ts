/** Turn a 'Mech's critical-slot lists into slot contents, equipment mounts and ammunition bins. */
import type { MarshalError } from '@marshal/core';
import { matchEquipment } from '../equipment/find-equipment';
import { parseMountName } from '../equipment/mount-name';
import type { EquipmentEntry } from '../equipment/types';
import type { AmmoBin, Mount } from '../model';
import { SYSTEM_SLOTS, type SystemSlot } from '../model';
import { fileError, own, remembered } from './common';
import { UNIT_FILE_LIMITS } from './limits';

export interface RawSlot {
  readonly text: string;
  readonly line: number;
}

export interface CriticalsResult {
  readonly criticals: Record<string, (string | null)[]>;
  readonly equipment: Mount[];
  readonly ammo: AmmoBin[];
  /** System slots written with "(armored)": component armour on the cockpit, engine, gyro or an actuator. */
  readonly armoredSystems: { location: string; system: SystemSlot }[];
  readonly errors: MarshalError[];
}

const SYSTEM_ALIASES: Readonly<Record<string, SystemSlot>> = { 'fusion engine': 'Engine', engine: 'Engine' };
for (const name of SYSTEM_SLOTS) (SYSTEM_ALIASES as Record<string, SystemSlot>)[name.toLowerCase()] = name;

interface Group {
  mount: Mount & { slots: number[] };
  need: number;
  count: number;
  entry: EquipmentEntry;
  loc: string;
  lastSlot: number;
}

type Tech = 'IS' | 'Clan';

/**
 * A superheavy 'Mech (over 100 tons) fits equipment in half the slots, rounded up (Interstellar Operations,
 * superheavy 'Mechs), and one slot may hold two items written "A|B" (ammunition, heat sinks): both are mounted.
 */
export function mechCriticals(path: string, locations: readonly [string, readonly RawSlot[]][], tech: Tech, superheavy = false): CriticalsResult {
  const out: CriticalsResult = { criticals: {}, equipment: [], ammo: [], armoredSystems: [], errors: [] };
  const open: Group[] = [];
  for (const [loc, slots] of locations) {
    const row: (string | null)[] = [];
    out.criticals[loc] = row;
    slots.forEach((slot, index) => {
      const bar = superheavy ? slot.text.indexOf('|') : -1;
      if (bar < 0) return row.push(fillSlot(path, loc, index, slot, tech, open, out, superheavy));
      row.push(fillSlot(path, loc, index, { ...slot, text: slot.text.slice(0, bar) }, tech, open, out, superheavy));
      fillSlot(path, loc, index, { ...slot, text: slot.text.slice(bar + 1) }, tech, [], out, superheavy);
    });
  }
  return out;
}

/** What a slot's text names, worked out once per distinct text and tech base (the same lines recur across thousands of files). */
type SlotMeaning =
  | { readonly kind: 'empty' }
  | { readonly kind: 'system'; readonly system: SystemSlot; readonly armored: boolean }
  | { readonly kind: 'unknown'; readonly name: string }
  | { readonly kind: 'equipment'; readonly marks: ReturnType<typeof parseMountName>; readonly match: NonNullable<ReturnType<typeof matchEquipment>> };

const meanings = { IS: new Map<string, SlotMeaning>(), Clan: new Map<string, SlotMeaning>() };

function slotMeaning(text: string, tech: Tech): SlotMeaning {
  const known = meanings[tech];
  return remembered(known, text, (key) => readSlotText(key, tech));
}

function readSlotText(text: string, tech: Tech): SlotMeaning {
  if (text === '' || text.toLowerCase() === '-empty-') return { kind: 'empty' };
  const bar = text.indexOf('|');
  const marks = parseMountName(bar >= 0 ? text.slice(0, bar) : text);
  const system = own(SYSTEM_ALIASES, marks.name.toLowerCase());
  if (system) return { kind: 'system', system, armored: marks.armored };
  const match = matchEquipment(marks.name, { techBase: tech });
  return match ? { kind: 'equipment', marks, match } : { kind: 'unknown', name: marks.name };
}

function fillSlot(path: string, loc: string, index: number, slot: RawSlot, tech: Tech, open: Group[], out: CriticalsResult, superheavy = false): string | null {
  const text = slot.text.trim();
  if (text.length > UNIT_FILE_LIMITS.maxEquipmentLength) {
    out.errors.push(fileError(path, slot.line, `slot text is ${text.length} characters long; at most ${UNIT_FILE_LIMITS.maxEquipmentLength}`, loc));
    return null;
  }
  const meaning = slotMeaning(text, tech);
  if (meaning.kind === 'empty') return null;
  if (meaning.kind === 'system') {
    if (meaning.armored) out.armoredSystems.push({ location: loc, system: meaning.system });
    return meaning.system;
  }
  if (meaning.kind === 'unknown') {
    out.errors.push(fileError(path, slot.line, `unknown equipment "${meaning.name}"`, loc));
    return null;
  }
  const { marks, match } = meaning;
  const { entry } = match;
  if (entry.category === 'ammo') {
    addMount(out, entry, text, loc, index, marks, match.munition);
    const bin: { -readonly [K in keyof AmmoBin]: AmmoBin[K] } = {
      equipmentId: entry.id,
      location: loc,
      tons: typeof entry.tonnage === 'number' ? entry.tonnage : 1,
      shots: entry.ammoPerTon ?? 0,
    };
    if (match.munition) bin.munition = match.munition;
    if (entry.ammoType) bin.ammoType = entry.ammoType;
    out.ammo.push(bin);
    return entry.id;
  }
  const need = typeof entry.slots === 'number' && entry.slots > 0 ? (superheavy ? Math.ceil(entry.slots / 2) : entry.slots) : Infinity;
  const group = open.find(
    (g) => g.entry === entry && g.mount.rearMounted === marks.rear && g.count < g.need && (g.loc === loc ? g.lastSlot === index - 1 : Number.isFinite(g.need)),
  );
  if (group) {
    group.count += 1;
    if (loc === group.mount.location) group.mount.slots.push(index);
    else (group.mount as { secondLocation?: string }).secondLocation = loc;
    group.loc = loc;
    group.lastSlot = index;
    if (group.count >= group.need) open.splice(open.indexOf(group), 1);
    return entry.id;
  }
  const mount = addMount(out, entry, text, loc, index, marks, match.size);
  if (need > 1) open.push({ mount, need, count: 1, entry, loc, lastSlot: index });
  return entry.id;
}

function addMount(
  out: CriticalsResult,
  entry: EquipmentEntry,
  fileName: string,
  loc: string,
  index: number,
  marks: ReturnType<typeof parseMountName>,
  extra?: string | number,
): Mount & { slots: number[] } {
  const mount: { -readonly [K in keyof Mount]: Mount[K] } & { slots: number[] } = {
    equipmentId: entry.id,
    fileName,
    location: loc,
    rearMounted: marks.rear,
    slots: [index],
  };
  if (marks.omniPod) mount.omniPod = true;
  if (marks.turret) mount.turret = true;
  if (marks.armored) mount.armored = true;
  if (marks.size !== undefined) mount.size = marks.size;
  else if (typeof extra === 'number') mount.size = extra;
  if (typeof extra === 'string') mount.munition = extra;
  out.equipment.push(mount);
  return mount;
}
