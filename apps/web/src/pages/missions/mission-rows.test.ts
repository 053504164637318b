import { describe, expect, it } from 'vitest';
import { skillAdjustedBv, type ForceUnitFacts } from '@marshal/catalog';
import { missionUnitSchema } from '@marshal/missions';
import { newRow } from '../../components/force-builder';
import { factsStatus, newMissionExtra, rowsToMission, type MissionFacts } from './mission-rows';

const atlas: ForceUnitFacts = {
  unitId: 'atlas-as7-d',
  name: 'Atlas AS7-D',
  chassis: 'Atlas',
  model: 'AS7-D',
  kind: 'mech',
  tons: 100,
  weightClass: 'assault',
  techBase: 'Inner Sphere',
  rulesLevel: 'Introductory',
  introYear: 2755,
  walk: 3,
  run: 5,
  jump: 0,
  bv: 1897,
  movementMode: 'Biped',
};

const read: MissionFacts = {
  'atlas-as7-d': {
    unit: {
      name: 'Atlas AS7-D',
      tonnage: 100,
      withdrawalTest: 'mech',
      countsForBoardSize: true,
      ground: true,
      canRecon: true,
      crewSurvival: true,
      walkMp: 3,
      value: 1897,
      support: false,
      commander: false,
      tag: false,
      activeProbe: true,
      hands: true,
      piloting: 5,
    },
  },
};

describe('mission rows from the force builder', () => {
  it('takes the catalog facts, the row pilot skill and BV, and the roles in the row', () => {
    const row = { ...newRow(atlas, { ...newMissionExtra('attacker', 'a-atlas'), commander: true, tag: true, group: 'convoy' }, { gunnery: 3, piloting: 4 }) };
    const [u] = rowsToMission([row], read);
    expect(u).toMatchObject({ id: 'a-atlas', name: 'Atlas AS7-D', tonnage: 100, walkMp: 3, hands: true, piloting: 4, commander: true, support: false });
    expect(u).toMatchObject({ tag: true, activeProbe: true, group: 'convoy', value: skillAdjustedBv(1897, 3, 4) });
    expect(u!.value).not.toBe(1897);
  });

  it("keeps the pilot's name typed in the row, and the mission set-up keeps it too", () => {
    const row = newRow(atlas, newMissionExtra('attacker', 'a-atlas'), { gunnery: 3, piloting: 4 }, '  Natasha Kerensky ');
    const [u] = rowsToMission([row], read);
    expect(u!.pilot).toBe('Natasha Kerensky');
    expect(missionUnitSchema.parse({ ...u, side: 'attacker' }).pilot).toBe('Natasha Kerensky');
    expect(rowsToMission([newRow(atlas, newMissionExtra('attacker'), { gunnery: 3, piloting: 4 })], read)[0]).not.toHaveProperty('pilot');
  });

  it('a role left alone follows the catalog; one switched off overrides it', () => {
    const row = newRow(atlas, { ...newMissionExtra('defender'), probe: false }, { gunnery: 4, piloting: 5 });
    const [u] = rowsToMission([row], read);
    expect([u!.tag, u!.activeProbe, u!.group]).toEqual([false, false, undefined]);
    expect(u!.id).toMatch(/^d-u\d+$/);
  });

  it('until the catalog unit is read, uses the builder facts and says it is loading; a unit that cannot be read is named', () => {
    const row = newRow(atlas, newMissionExtra('attacker'), { gunnery: 4, piloting: 5 });
    const [u] = rowsToMission([row], {});
    expect(u).toMatchObject({ tonnage: 100, walkMp: 3, withdrawalTest: 'mech', ground: true, hands: false, value: 1897 });
    expect(factsStatus([row], {})).toEqual({ loading: true, errors: [] });
    expect(factsStatus([row], { 'atlas-as7-d': { error: 'could not read it from the catalog: Not found' } })).toEqual({
      loading: false,
      errors: ['Unit 1 (Atlas AS7-D): could not read it from the catalog: Not found'],
    });
  });

  it('while a skill is not a valid number the unit keeps its catalog BV (the page refuses to start until it is fixed)', () => {
    const row = { ...newRow(atlas, newMissionExtra('attacker'), { gunnery: 4, piloting: 5 }), piloting: '1e20' };
    const [u] = rowsToMission([row], read);
    expect(u!.value).toBe(1897);
  });
});
