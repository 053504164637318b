/** Sample units (our own invented dials, in the shape of MWDA bases) and a 36″ × 36″ skirmish to play with. */
import type { DaSetupInput } from './schema';

type UnitInput = DaSetupInput['units'][number];
type Click = UnitInput['dial'][number];

const clicks = (
  rows: [number, number, number, number][],
  range: { min?: number; max: number; artillery?: number },
  salvageAt?: number,
  abilities?: (i: number) => Click['abilities'],
): Click[] =>
  rows.map(([speed, attack, defense, damage], i) => ({
    ...(abilities?.(i)?.length ? { abilities: abilities(i) } : {}),
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
  'brawler-mech': {
    name: 'Brawler Mech',
    type: 'mech',
    baseRadius: 1.25,
    vent: 2,
    dial: clicks(
      [
        [8, 9, 17, 3],
        [8, 9, 17, 3],
        [8, 9, 16, 2],
        [6, 8, 16, 2],
        [6, 8, 15, 2],
        [4, 7, 15, 1],
      ],
      { max: 8 },
      undefined,
      (i) => (i < 3 ? ['grapple', 'heavy-armor'] : ['grapple']),
    ),
  },
  'missile-tank': {
    name: 'Missile Tank',
    type: 'vehicle',
    baseRadius: 1,
    dial: clicks(
      [
        [10, 8, 16, 2],
        [10, 8, 15, 2],
        [8, 7, 15, 2],
        [6, 7, 14, 1],
      ],
      { max: 12 },
      3,
      (i) => (i < 2 ? ['streak-missiles'] : []),
    ),
  },
  'jump-squad': {
    name: 'Jump Squad',
    type: 'infantry',
    baseRadius: 0.625,
    dial: clicks(
      [
        [10, 8, 15, 1],
        [10, 8, 15, 1],
        [8, 7, 14, 1],
      ],
      { max: 6 },
      undefined,
      (i) => (i < 2 ? ['jump-jets', 'evade'] : []),
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

/** A standard game of our own: 300-point build total (3 orders a turn), victory by losses, score or a 40-turn limit. */
export const sampleSkirmish: DaSetupInput = {
  title: 'Dark Age skirmish: the hill farm',
  battlefield: {
    width: 36,
    height: 36,
    terrain: [
      { id: 'barn', kind: 'blocking', rect: { x: 16, y: 16, w: 4, h: 4 }, label: 'Barn' },
      { id: 'orchard', kind: 'hindering', rect: { x: 4, y: 14, w: 6, h: 6 }, label: 'Orchard' },
      { id: 'pond', kind: 'water', rect: { x: 26, y: 15, w: 5, h: 4 }, label: 'Pond' },
      { id: 'hill', kind: 'elevated', rect: { x: 10, y: 24, w: 5, h: 4 }, label: 'Hill' },
    ],
  },
  players: ['Republic', 'Spirit'],
  currentPlayer: 'Republic',
  buildTotal: 300,
  victory: { turnLimit: 40 },
  units: [
    placeUnit('strike-mech', 'r-mech', 'Republic', 'Republic', { x: 18, y: 4 }, { facing: 90, points: 150 }),
    placeUnit('rifle-squad', 'r-inf-1', 'Republic', 'Republic', { x: 12, y: 3 }, { facing: 90, points: 40 }),
    placeUnit('rifle-squad', 'r-inf-2', 'Republic', 'Republic', { x: 24, y: 3 }, { facing: 90, points: 40 }),
    placeUnit('scout-buggy', 'r-buggy', 'Republic', 'Republic', { x: 30, y: 5 }, { facing: 90, points: 60 }),
    placeUnit('brawler-mech', 's-mech', 'Spirit', 'Spirit', { x: 18, y: 32 }, { facing: 270, points: 160 }),
    placeUnit('missile-tank', 's-tank', 'Spirit', 'Spirit', { x: 8, y: 32 }, { facing: 270, points: 80 }),
    placeUnit('jump-squad', 's-inf', 'Spirit', 'Spirit', { x: 26, y: 33 }, { facing: 270, points: 50 }),
  ],
};

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
  players: ['Republic', 'Spirit'],
  currentPlayer: 'Republic',
  units: [
    placeUnit('long-tom', 'r-arty', 'Republic', 'Republic', { x: 6, y: 3 }, { facing: 90 }),
    placeUnit('hover-apc', 'r-apc', 'Republic', 'Republic', { x: 14, y: 5 }, { facing: 90 }),
    placeUnit('rifle-squad', 'r-inf-1', 'Republic', 'Republic', { x: 14, y: 3.375 }),
    placeUnit('rifle-squad', 'r-inf-2', 'Republic', 'Republic', null, { aboard: 'r-apc' }),
    placeUnit('scout-buggy', 'r-merc', 'Republic', null, { x: 24, y: 4 }, { facing: 90 }),
    placeUnit('strike-mech', 's-mech', 'Spirit', 'Spirit', { x: 10, y: 28 }, { facing: 270 }),
    placeUnit('rifle-squad', 's-inf-1', 'Spirit', 'Spirit', { x: 11, y: 30 }, { facing: 270 }),
    placeUnit('twin-mortar', 's-mortar', 'Spirit', 'Spirit', { x: 28, y: 32 }, { facing: 270 }),
  ],
};
