import { describe, expect, it } from 'vitest';
import type { Unit } from '@marshal/catalog';
import { missionUnitFromCatalog } from './from-catalog';

const hunchback: Unit = {
  id: 'hbk-4g',
  kind: 'mech',
  chassis: 'Hunchback',
  model: 'HBK-4G',
  name: 'Hunchback HBK-4G',
  tonnage: 50,
  weightClass: 'medium',
  techBase: 'Inner Sphere',
  rulesLevel: 'Introductory',
  introYear: 2572,
  configuration: 'biped',
  omni: false,
  movement: { walk: 4, run: 6, jump: 0 },
  armor: {},
  internalStructure: {},
  criticals: { LA: ['Shoulder', 'Upper Arm Actuator', 'Lower Arm Actuator', 'Hand Actuator'], RA: [] },
  equipment: [{ equipmentId: 'is-ac-20', fileName: 'Autocannon/20', location: 'RT', rearMounted: false, slots: [] }],
  ammo: [],
  quirks: [],
  source: { path: 'Hunchback HBK-4G.mtf', format: 'mtf' },
};

describe('catalog units in missions', () => {
  it("carry their kind's traits, walking MP, hands, and the pilot and role given", () => {
    const u = missionUnitFromCatalog(hunchback, { id: 'h1', side: 'defender', piloting: 4, commander: true, value: 1041 });
    expect(u).toMatchObject({
      name: 'Hunchback HBK-4G',
      tonnage: 50,
      walkMp: 4,
      withdrawalTest: 'mech',
      countsForBoardSize: true,
      hands: true,
      tag: false,
      piloting: 4,
      commander: true,
      value: 1041,
    });
  });
  it('infantry are not counted for board size and use the strength test', () => {
    const u = missionUnitFromCatalog({ ...hunchback, kind: 'infantry', criticals: {} }, { id: 'i', side: 'attacker', strength: 28 });
    expect(u).toMatchObject({ withdrawalTest: 'squad', countsForBoardSize: false, strength: 28, hands: false });
  });
});
