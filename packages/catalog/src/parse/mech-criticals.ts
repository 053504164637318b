/** Turn a 'Mech's critical-slot lists into slot contents, equipment mounts and ammunition bins. */
import type { MarshalError } from '@marshal/core';
import { matchEquipment } from '../equipment/find-equipment';
import { parseMountName } from '../equipment/mount-name';
import type { EquipmentEntry } from '../equipment/types';
import type { AmmoBin, Mount } from '../model';
import { SYSTEM_SLOTS, type SystemSlot } from '../model';
import { fileError, own, remembered } from './common';
import { UNIT_FILE_LIMITS } from './limits';

/** A location's slot lines as listed in the file: their texts (trimmed) and line numbers, two parallel arrays (no object a slot). */
export interface SlotList {
  readonly texts: readonly string[];
  readonly lines: readonly number[];
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
export function mechCriticals(path: string, locations: readonly [string, SlotList][], tech: Tech, superheavy = false): CriticalsResult {
  const out: CriticalsResult = { criticals: {}, equipment: [], ammo: [], armoredSystems: [], errors: [] };
  const open: Group[] = [];
  const last: LastSlot = { text: '', meaning: EMPTY };
  for (const [loc, { texts, lines }] of locations) {
    const row: (string | null)[] = [];
    out.criticals[loc] = row;
    for (let index = 0; index < texts.length; index++) {
      const text = texts[index]!;
      const bar = superheavy ? text.indexOf('|') : -1;
      if (bar < 0) {
        row.push(fillSlot(path, loc, index, text, lines[index]!, tech, open, out, last, superheavy));
        continue;
      }
      row.push(fillSlot(path, loc, index, text.slice(0, bar), lines[index]!, tech, open, out, last, superheavy));
      fillSlot(path, loc, index, text.slice(bar + 1), lines[index]!, tech, [], out, last, superheavy);
    }
  }
  return out;
}

/** What a slot's text names, worked out once per distinct text and tech base (the same lines recur across thousands of files). */
type SlotMeaning =
  | { readonly kind: 'empty' }
  | { readonly kind: 'system'; readonly system: SystemSlot; readonly armored: boolean }
  | { readonly kind: 'unknown'; readonly name: string }
  | { readonly kind: 'equipment'; readonly marks: ReturnType<typeof parseMountName>; readonly match: NonNullable<ReturnType<typeof matchEquipment>> };

const EMPTY: SlotMeaning = { kind: 'empty' };

/** The previous slot's text and meaning: runs of one text (an engine, a multi-slot weapon, empty slots) skip the cache look-up. */
interface LastSlot {
  text: string;
  meaning: SlotMeaning;
}

const meanings = { IS: new Map<string, SlotMeaning>(), Clan: new Map<string, SlotMeaning>() };

function slotMeaning(text: string, tech: Tech, last: LastSlot): SlotMeaning {
  if (text === last.text) return last.meaning;
  const known = meanings[tech];
  const meaning = known.get(text) ?? remembered(known, text, tech === 'IS' ? readIsSlot : readClanSlot);
  last.text = text;
  last.meaning = meaning;
  return meaning;
}

const readIsSlot = (text: string) => readSlotText(text, 'IS');
const readClanSlot = (text: string) => readSlotText(text, 'Clan');

function readSlotText(text: string, tech: Tech): SlotMeaning {
  if (text === '' || text.toLowerCase() === '-empty-') return EMPTY;
  const bar = text.indexOf('|');
  const marks = parseMountName(bar >= 0 ? text.slice(0, bar) : text);
  const system = own(SYSTEM_ALIASES, marks.name.toLowerCase());
  if (system) return { kind: 'system', system, armored: marks.armored };
  const match = matchEquipment(marks.name, { techBase: tech });
  return match ? { kind: 'equipment', marks, match } : { kind: 'unknown', name: marks.name };
}

/** The open multi-slot mount this slot continues, if any: same entry and facing, not yet full, in the next slot (or another location). */
function openGroup(open: readonly Group[], entry: EquipmentEntry, rear: boolean, loc: string, index: number): Group | undefined {
  for (const g of open) {
    if (g.entry === entry && g.mount.rearMounted === rear && g.count < g.need && (g.loc === loc ? g.lastSlot === index - 1 : Number.isFinite(g.need))) return g;
  }
  return undefined;
}

function fillSlot(
  path: string,
  loc: string,
  index: number,
  raw: string,
  line: number,
  tech: Tech,
  open: Group[],
  out: CriticalsResult,
  last: LastSlot,
  superheavy = false,
): string | null {
  const text = raw.trim();
  if (text.length > UNIT_FILE_LIMITS.maxEquipmentLength) {
    out.errors.push(fileError(path, line, `slot text is ${text.length} characters long; at most ${UNIT_FILE_LIMITS.maxEquipmentLength}`, loc));
    return null;
  }
  const meaning = slotMeaning(text, tech, last);
  if (meaning.kind === 'empty') return null;
  if (meaning.kind === 'system') {
    if (meaning.armored) out.armoredSystems.push({ location: loc, system: meaning.system });
    return meaning.system;
  }
  if (meaning.kind === 'unknown') {
    out.errors.push(fileError(path, line, `unknown equipment "${meaning.name}"`, loc));
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
  const group = openGroup(open, entry, marks.rear, loc, index);
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
