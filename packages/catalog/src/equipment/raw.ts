/** The compact row format the equipment data files are written in; `buildEquipment` expands it to `EquipmentEntry`. */
import { bookSource, defaultSource, TACTICAL_OPERATIONS, TECHMANUAL, TOTAL_WARFARE, type Source } from '@marshal/core';
import type { EquipmentCategory, EquipmentEntry, EquipmentTechBase, RangeBrackets } from './types';

/** i id, n name, a aliases, tb tech base, d damage, dr damage by range, h heat, r [min,S,M,L,E], t tons, c slots,
 * bv, at ammo type, cs cluster size, dps damage per shot, thm to-hit modifier, x explosive (1/0), shots per ton,
 * kg per shot (battle armour ammo), f flags, ref "page,BOOK". */
export interface RawEquipment {
  readonly i: string;
  readonly n: string;
  readonly a: readonly string[];
  readonly tb: string;
  readonly d?: number | string;
  readonly dr?: readonly number[];
  readonly h?: number;
  readonly r?: readonly number[];
  readonly t?: number | string;
  readonly c?: number | string;
  readonly bv?: number | string;
  readonly at?: string;
  readonly cs?: number;
  readonly dps?: number;
  readonly thm?: number;
  readonly x?: number;
  readonly shots?: number;
  readonly kg?: number;
  readonly f: readonly string[];
  readonly ref?: string;
}

const BOOKS: Readonly<Record<string, string>> = {
  TM: TECHMANUAL,
  TW: TOTAL_WARFARE,
  TO: TACTICAL_OPERATIONS,
  'TO:AUE': 'Tactical Operations: Advanced Units & Equipment',
  'TO:AU&E': 'Tactical Operations: Advanced Units & Equipment',
  SO: 'Strategic Operations',
  IO: 'Interstellar Operations',
  TR: 'Tech Readout',
};

const DATA_NOTE = 'numbers as in the MegaMek 2021 equipment definitions';

function sourceOf(ref: string | undefined): Source {
  const match = ref ? /^\s*(\d+)\s*,\s*(.+?)\s*$/.exec(ref) : null;
  if (ref === 'legacy') return defaultSource('equipment entry', 'named in MegaMek 2021 unit files but absent from its equipment table; counted, zero BV');
  if (!match) return bookSource('MegaMek 2021 equipment data', { note: ref ? `rules reference ${ref}` : DATA_NOTE });
  const book = BOOKS[match[2]!] ?? match[2]!;
  return bookSource(book, { page: Number(match[1]), note: DATA_NOTE });
}

const TECH: Readonly<Record<string, EquipmentTechBase>> = { IS: 'IS', Clan: 'Clan', All: 'All' };
const numberOrVariable = (v: number | string | undefined, fallback: number): number | 'variable' =>
  v === 'variable' ? 'variable' : typeof v === 'number' ? v : fallback;

function rangesOf(r: readonly number[] | undefined): RangeBrackets | undefined {
  if (!r || r.length !== 5) return undefined;
  return { min: r[0]!, short: r[1]!, medium: r[2]!, long: r[3]!, extreme: r[4]! };
}

/**
 * Every entry has every field, in one order (an absent one undefined, which JSON leaves out as before): one object shape
 * for all entries, so the code that reads them thousands of times a catalog (Battle Value, the parsers) stays monomorphic.
 */
export function buildEquipment(raw: RawEquipment, category: EquipmentCategory): EquipmentEntry {
  const ranges = rangesOf(raw.r);
  const entry = {
    id: raw.i,
    name: raw.n,
    aliases: [raw.i, ...raw.a],
    category,
    techBase: TECH[raw.tb] ?? 'All',
    heat: raw.h ?? 0,
    tonnage: numberOrVariable(raw.t, category === 'ammo' ? 1 : 0),
    slots: numberOrVariable(raw.c, category === 'ammo' ? 1 : 0),
    explosive: category === 'ammo' ? raw.x !== 0 : raw.x === 1,
    bv: numberOrVariable(raw.bv, 0),
    flags: raw.f,
    source: sourceOf(raw.ref),
    damage: raw.d,
    damageByRange: raw.dr || undefined,
    damagePerShot: raw.dps,
    ranges,
    ammoPerTon: raw.shots,
    ammoType: raw.at || undefined,
    clusterSize: raw.cs || undefined,
    toHitModifier: raw.thm || undefined,
  };
  return entry as unknown as EquipmentEntry;
}
