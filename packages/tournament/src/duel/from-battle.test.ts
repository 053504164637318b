import { describe, expect, it } from 'vitest';
import { createBattleUnit, type BattleUnit } from '@marshal/battletech';
import type { Unit } from '@marshal/catalog';
import { duelResultFromBattle, mechStateOf } from './from-battle';

const unit = {
  id: 'locust',
  kind: 'mech',
  chassis: 'Locust',
  model: 'LCT-1V',
  name: 'Locust LCT-1V',
  tonnage: 20,
  weightClass: 'light',
  techBase: 'Inner Sphere',
  rulesLevel: 'Introductory',
  introYear: 2499,
  omni: false,
  configuration: 'biped',
  movement: { walk: 8, run: 12, jump: 0 },
  armor: {
    HD: { front: 6 },
    CT: { front: 10, rear: 2 },
    LT: { front: 8, rear: 2 },
    RT: { front: 8, rear: 2 },
    LA: { front: 4 },
    RA: { front: 4 },
    LL: { front: 8 },
    RL: { front: 8 },
  },
  internalStructure: { HD: 3, CT: 6, LT: 5, RT: 5, LA: 3, RA: 3, LL: 4, RL: 4 },
  criticals: {},
  equipment: [{ equipmentId: 'ISMediumLaser', fileName: 'Medium Laser', location: 'CT', rearMounted: false, slots: [] }],
  ammo: [],
  quirks: [],
  source: { path: 'x.mtf', format: 'mtf' },
} as unknown as Unit;

describe('duel result from a digital battle', () => {
  it('reads destroyed, crippled (combat rules) and intact', () => {
    const fresh: BattleUnit = createBattleUnit(unit as never, { gunnery: 3, piloting: 4 }, { id: 'a' });
    expect(mechStateOf(fresh)).toBe('intact');
    expect(mechStateOf({ ...fresh, destroyed: true })).toBe('destroyed');
    expect(mechStateOf({ ...fresh, weapons: fresh.weapons.map((w) => ({ ...w, destroyed: true })) })).toBe('crippled');
    const units = { a: fresh, b: { ...fresh, id: 'b', destroyed: true } };
    expect(duelResultFromBattle(units, { a: 'a', b: 'b' }, 7, 'game-1')).toEqual({
      a: 'intact',
      b: 'destroyed',
      gameRounds: 7,
      via: { kind: 'battle', record: 'game-1' },
    });
    expect(duelResultFromBattle(units, { a: 'a', b: 'x' }, 7, 'game-1')).toMatch(/no unit x/);
  });
});
