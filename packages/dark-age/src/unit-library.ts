/** A small library of generic units of our own invention (no published dials), each a starting point for the dial editor. */
import type { DaSetupInput } from './schema';

type UnitInput = DaSetupInput['units'][number];
type Click = UnitInput['dial'][number];

/** A unit as the library and the dial editor hold it: everything but where, whose and which table label. */
export type DaUnitSpec = Omit<
  UnitInput,
  'id' | 'controller' | 'position' | 'faction' | 'facing' | 'aboard' | 'captiveOf' | 'status' | 'orderTokens' | 'ordered'
>;

export interface DaLibraryUnit {
  readonly key: string;
  /** One line for the picker: what the unit is for. */
  readonly summary: string;
  readonly spec: DaUnitSpec & { readonly points: number };
}

type Row = readonly [speed: number, attack: number, defense: number, damage: number];

const dial = (rows: readonly Row[], range: { min?: number; max: number; artillery?: number }, salvageFrom?: number): Click[] =>
  rows.map(([speed, attack, defense, damage], i) => ({
    speed,
    attack,
    defense,
    damage,
    minRange: range.min ?? 0,
    maxRange: range.max,
    ...(range.artillery !== undefined ? { artilleryRange: range.artillery } : {}),
    ...(salvageFrom !== undefined && i >= salvageFrom ? { salvage: true } : {}),
  }));

export const DA_UNIT_LIBRARY: readonly DaLibraryUnit[] = [
  {
    key: 'light-recon-hover',
    summary: 'fast, fragile scout vehicle',
    spec: {
      name: 'Light Recon Hover',
      type: 'vehicle',
      points: 34,
      baseRadius: 1,
      dial: dial(
        [
          [15, 7, 14, 1],
          [13, 7, 14, 1],
          [11, 6, 13, 1],
          [9, 6, 13, 1],
        ],
        { max: 6 },
        3,
      ),
    },
  },
  {
    key: 'assault-walker',
    summary: 'slow, heavily armoured front-line BattleMech',
    spec: {
      name: 'Assault Walker',
      type: 'mech',
      points: 165,
      baseRadius: 1.25,
      dial: dial(
        [
          [8, 11, 18, 4],
          [8, 11, 18, 3],
          [7, 10, 17, 3],
          [7, 10, 17, 3],
          [6, 9, 16, 3],
          [6, 9, 16, 2],
          [5, 8, 15, 2],
          [4, 7, 15, 2],
        ],
        { max: 10 },
      ),
    },
  },
  {
    key: 'skirmish-walker',
    summary: 'mid-weight BattleMech with a long reach',
    spec: {
      name: 'Skirmish Walker',
      type: 'mech',
      points: 98,
      baseRadius: 1.25,
      dial: dial(
        [
          [10, 10, 16, 2],
          [10, 9, 16, 2],
          [9, 9, 15, 2],
          [8, 8, 15, 2],
          [6, 8, 14, 1],
        ],
        { max: 12 },
      ),
    },
  },
  {
    key: 'field-artillery-battery',
    summary: 'towed guns: artillery range 30″, marker values for when the guns are lost',
    spec: {
      name: 'Field Artillery Battery',
      type: 'vehicle',
      points: 72,
      baseRadius: 1,
      marker: { attack: 8, damage: 2 },
      dial: dial(
        [
          [4, 9, 14, 2],
          [4, 9, 14, 2],
          [3, 8, 13, 2],
          [3, 8, 13, 1],
          [2, 7, 12, 1],
        ],
        { min: 2, max: 10, artillery: 30 },
        3,
      ),
    },
  },
  {
    key: 'rocket-carrier',
    summary: 'two artillery markers a turn at shorter range',
    spec: {
      name: 'Rocket Carrier',
      type: 'vehicle',
      points: 80,
      baseRadius: 1,
      attacks: 2,
      marker: { attack: 7, damage: 1, blastRadius: 1.5 },
      dial: dial(
        [
          [7, 8, 14, 1],
          [7, 8, 14, 1],
          [6, 7, 13, 1],
          [5, 7, 13, 1],
        ],
        { max: 8, artillery: 22 },
        2,
      ),
    },
  },
  {
    key: 'apc-transport',
    summary: 'armoured carrier for up to four infantry (or a vehicle and an infantry)',
    spec: {
      name: 'APC Transport',
      type: 'vehicle',
      points: 46,
      baseRadius: 1,
      capacity: 4,
      dial: dial(
        [
          [11, 6, 16, 1],
          [11, 6, 15, 1],
          [10, 5, 15, 1],
          [8, 5, 14, 1],
          [6, 4, 14, 0],
        ],
        { max: 6 },
        3,
      ),
    },
  },
  {
    key: 'line-infantry',
    summary: 'cheap riflemen that ride transports',
    spec: {
      name: 'Line Infantry',
      type: 'infantry',
      points: 18,
      baseRadius: 0.625,
      dial: dial(
        [
          [8, 8, 14, 1],
          [8, 7, 14, 1],
          [6, 7, 13, 1],
        ],
        { max: 6 },
      ),
    },
  },
  {
    key: 'heavy-weapons-team',
    summary: 'slow infantry with an anti-armour punch',
    spec: {
      name: 'Heavy Weapons Team',
      type: 'infantry',
      points: 27,
      baseRadius: 0.625,
      dial: dial(
        [
          [6, 9, 13, 2],
          [6, 8, 13, 2],
          [4, 8, 12, 1],
        ],
        { max: 8 },
      ),
    },
  },
];

export const libraryUnit = (key: string): DaLibraryUnit | undefined => DA_UNIT_LIBRARY.find((u) => u.key === key);
