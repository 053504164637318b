/** Sample units (our own invented dials, in the shape of MWDA bases) and a 36″ × 36″ skirmish to play with. */
import type { DaSetupInput } from './schema';

type UnitInput = DaSetupInput['units'][number];
type Click = UnitInput['dial'][number];

const clicks = (rows: [number, number, number, number][], range: { min?: number; max: number; artillery?: number }, salvageAt?: number): Click[] =>
  rows.map(([speed, attack, defense, damage], i) => ({
    speed,
    attack,
    defense,
    damage,
    minRange: range.min ?? 0,
    maxRange: range.max,
    ...(range.artillery !== undefined ? { artilleryRange: range.artillery } : {}),
    ...(salvageAt !== undefined && i >= salvageAt ? { salvage: true } : {}),
  }));

/** Unit templates by id; `place` puts a copy on the table for a player. */
export const SAMPLE_UNITS: Readonly<Record<string, Omit<UnitInput, 'id' | 'controller' | 'position' | 'faction'>>> = {
  'rifle-squad': {
    name: 'Rifle Squad',
    type: 'infantry',
    baseRadius: 0.625,
    dial: clicks(
      [
        [8, 8, 15, 1],
        [8, 8, 14, 1],
        [6, 7, 14, 1],
        [6, 7, 13, 1],
      ],
      { max: 6 },
    ),
  },
  'hover-apc': {
    name: 'Hover APC',
    type: 'vehicle',
    baseRadius: 1,
    capacity: 3,
    dial: clicks(
      [
        [12, 7, 16, 1],
        [12, 7, 15, 1],
        [10, 6, 15, 1],
        [8, 6, 14, 1],
        [6, 5, 14, 0],
      ],
      { max: 6 },
      3,
    ),
  },
  'scout-buggy': {
    name: 'Scout Buggy',
    type: 'vehicle',
    baseRadius: 1,
    dial: clicks(
      [
        [14, 7, 15, 1],
        [12, 7, 14, 1],
        [10, 6, 13, 1],
      ],
      { max: 6 },
      2,
    ),
  },
  'long-tom': {
    name: 'Long Tom Battery',
    type: 'vehicle',
    baseRadius: 1,
    marker: { attack: 8, damage: 2 },
    dial: clicks(
      [
        [4, 9, 15, 2],
        [4, 9, 14, 2],
        [3, 8, 14, 2],
        [2, 8, 13, 1],
        [2, 7, 13, 1],
      ],
      { max: 10, artillery: 30 },
      3,
    ),
  },
  'twin-mortar': {
    name: 'Twin Mortar Carrier',
    type: 'vehicle',
    baseRadius: 1,
    attacks: 2,
    marker: { attack: 7, damage: 1 },
    dial: clicks(
      [
        [6, 8, 15, 1],
        [6, 8, 14, 1],
        [4, 7, 14, 1],
        [4, 7, 13, 1],
      ],
      { max: 8, artillery: 24 },
      2,
    ),
  },
  'strike-mech': {
    name: 'Strike Mech',
    type: 'mech',
    baseRadius: 1.25,
    dial: clicks(
      [
        [10, 10, 17, 3],
        [10, 10, 17, 3],
        [8, 9, 16, 3],
        [8, 9, 16, 2],
        [6, 8, 15, 2],
        [4, 8, 15, 2],
      ],
      { max: 10 },
    ),
  },
};

export function placeUnit(
  template: string,
  id: string,
  controller: string,
  faction: string | null,
  at: { x: number; y: number } | null,
  extra: Partial<UnitInput> = {},
): UnitInput {
  const t = SAMPLE_UNITS[template];
  if (!t) throw new Error(`no sample unit "${template}"`);
  return { ...t, id, controller, faction, position: at, ...extra };
}

export const sampleDarkAgeState: DaSetupInput = {
  title: 'Fire for Effect: the river crossing',
  battlefield: {
    width: 36,
    height: 36,
    terrain: [
      { id: 'depot', kind: 'blocking', rect: { x: 15, y: 15, w: 4, h: 4 }, label: 'Supply depot' },
      { id: 'woods', kind: 'hindering', rect: { x: 4, y: 22, w: 6, h: 5 }, label: 'Woods' },
      { id: 'river', kind: 'water', rect: { x: 0, y: 10, w: 36, h: 2 }, label: 'River' },
    ],
  },
  players: ['republic', 'spirit'],
  currentPlayer: 'republic',
  units: [
    placeUnit('long-tom', 'r-arty', 'republic', 'Republic', { x: 6, y: 3 }, { facing: 90 }),
    placeUnit('hover-apc', 'r-apc', 'republic', 'Republic', { x: 14, y: 5 }, { facing: 90 }),
    placeUnit('rifle-squad', 'r-inf-1', 'republic', 'Republic', { x: 14, y: 3.375 }),
    placeUnit('rifle-squad', 'r-inf-2', 'republic', 'Republic', null, { aboard: 'r-apc' }),
    placeUnit('scout-buggy', 'r-merc', 'republic', null, { x: 24, y: 4 }, { facing: 90 }),
    placeUnit('strike-mech', 's-mech', 'spirit', 'Spirit', { x: 10, y: 28 }, { facing: 270 }),
    placeUnit('rifle-squad', 's-inf-1', 'spirit', 'Spirit', { x: 11, y: 30 }, { facing: 270 }),
    placeUnit('twin-mortar', 's-mortar', 'spirit', 'Spirit', { x: 28, y: 32 }, { facing: 270 }),
  ],
};
