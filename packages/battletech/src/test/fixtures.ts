import type { Unit, WeightClass } from '@marshal/catalog';
import { createBattleUnit, type BattleUnit } from '../unit/battle-unit';

/** Hand-made catalog units for combat tests (structure by tonnage from facts §3.2). */
const IS: Record<number, [number, number, number, number]> = {
  20: [6, 5, 3, 4],
  25: [8, 6, 4, 6],
  30: [10, 7, 5, 7],
  35: [11, 8, 6, 8],
  40: [12, 10, 6, 10],
  45: [14, 11, 7, 11],
  50: [16, 12, 8, 12],
  55: [18, 13, 9, 13],
  60: [20, 14, 10, 14],
  65: [21, 15, 10, 15],
  70: [22, 15, 11, 15],
  75: [23, 16, 12, 16],
  80: [25, 17, 13, 17],
  85: [27, 18, 14, 18],
  90: [29, 19, 15, 19],
  95: [30, 20, 16, 20],
  100: [31, 21, 17, 21],
};

const weightClass = (t: number): WeightClass => (t <= 35 ? 'light' : t <= 55 ? 'medium' : t <= 75 ? 'heavy' : 'assault');

const E = null;
const arm = (hand = true) => ['Shoulder', 'Upper Arm Actuator', 'Lower Arm Actuator', hand ? 'Hand Actuator' : E, E, E, E, E, E, E, E, E];
const leg = () => ['Hip', 'Upper Leg Actuator', 'Lower Leg Actuator', 'Foot Actuator', E, E];

export interface MechFixture {
  tonnage: number;
  name?: string;
  tsm?: boolean;
  extra?: Partial<Record<string, (string | null)[]>>;
  ammo?: Unit['ammo'];
  equipment?: Unit['equipment'];
  armor?: number;
}

export function mechUnit(f: MechFixture): Unit {
  const [ct, st, a, l] = IS[f.tonnage]!;
  const armorFor = (s: number) => Math.min(f.armor ?? 2 * s, 2 * s);
  const criticals: Record<string, (string | null)[]> = {
    HD: ['Life Support', 'Sensors', 'Cockpit', E, 'Sensors', 'Life Support'],
    CT: ['Fusion Engine', 'Fusion Engine', 'Fusion Engine', 'Gyro', 'Gyro', 'Gyro', 'Gyro', 'Fusion Engine', 'Fusion Engine', 'Fusion Engine', E, E],
    LT: f.tsm ? ['TSM', 'TSM', 'TSM', E, E, E, E, E, E, E, E, E] : Array(12).fill(E),
    RT: f.tsm ? ['TSM', 'TSM', 'TSM', E, E, E, E, E, E, E, E, E] : Array(12).fill(E),
    LA: arm(),
    RA: arm(),
    LL: leg(),
    RL: leg(),
  };
  for (const [loc, slots] of Object.entries(f.extra ?? {})) criticals[loc] = slots!;
  const name = f.name ?? `Test ${f.tonnage}t`;
  return {
    id: name.toLowerCase().replace(/\W+/gu, '-'),
    kind: 'mech',
    chassis: name,
    model: '',
    name,
    tonnage: f.tonnage,
    weightClass: weightClass(f.tonnage),
    techBase: 'Inner Sphere',
    rulesLevel: 'Standard',
    introYear: 3025,
    configuration: 'biped',
    omni: false,
    engine: { type: 'Fusion', rating: f.tonnage * 4 },
    movement: { walk: 4, run: 6, jump: 0 },
    heatSinks: { count: 10, type: 'single', dissipation: 10 },
    armor: {
      HD: { front: Math.min(9, f.armor ?? 9) },
      CT: { front: armorFor(ct), rear: 5 },
      LT: { front: armorFor(st), rear: 4 },
      RT: { front: armorFor(st), rear: 4 },
      LA: { front: armorFor(a) },
      RA: { front: armorFor(a) },
      LL: { front: armorFor(l) },
      RL: { front: armorFor(l) },
    },
    internalStructure: { HD: 3, CT: ct, LT: st, RT: st, LA: a, RA: a, LL: l, RL: l },
    criticals,
    equipment: f.equipment ?? [],
    ammo: f.ammo ?? [],
    quirks: [],
    source: { path: `fixtures/${name}.mtf`, format: 'mtf' },
  };
}

export const mech = (f: MechFixture, pilot = { gunnery: 4, piloting: 5 }): BattleUnit => createBattleUnit(mechUnit(f), pilot);

export function vehicleUnit(tonnage = 50, turret = true, mode = 'tracked'): Unit {
  const locs = turret ? ['FR', 'LS', 'RS', 'RR', 'TU'] : ['FR', 'LS', 'RS', 'RR'];
  const structure = Math.ceil(tonnage / 10);
  return {
    id: `vehicle-${tonnage}`,
    kind: 'vehicle',
    chassis: 'Test Tank',
    model: `${tonnage}`,
    name: `Test Tank ${tonnage}`,
    tonnage,
    weightClass: weightClass(tonnage),
    techBase: 'Inner Sphere',
    rulesLevel: 'Standard',
    introYear: 3025,
    omni: false,
    movement: { walk: 4, run: 6, jump: 0, mode },
    armor: Object.fromEntries(locs.map((l) => [l, { front: 10 }])),
    internalStructure: Object.fromEntries(locs.map((l) => [l, structure])),
    criticals: {},
    equipment: [],
    ammo: [],
    quirks: [],
    source: { path: 'fixtures/tank.blk', format: 'blk' },
  };
}

export const withHeat = (u: BattleUnit, heat: number): BattleUnit => ({ ...u, heat });
