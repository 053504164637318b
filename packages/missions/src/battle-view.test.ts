import { describe, expect, it } from 'vitest';
import { type BattleState, battleView } from '@marshal/battletech';
import { missionBattle, missionExtraUnits } from './to-battle';
import { missionUnitsFromBattle } from './from-battle';
import { CLEAR_BOARD, HUNCHBACK, LOCUST, battleStart, bundled } from '../test/scripted-battle';

/** What missions read of a battle: battletech's read-only view, and the units a mission brings to one. */
describe('the battle view missions read', () => {
  const start = (): BattleState =>
    battleStart(
      missionBattle({
        mission: 'open-engagement',
        units: [
          { entry: { id: 'a1', side: 'attacker', hex: '0815', facing: 0, piloting: 4 }, unit: bundled(HUNCHBACK) },
          { entry: { id: 'd1', side: 'defender', hex: '0803', facing: 3 }, unit: bundled(LOCUST) },
        ],
        boards: [{ name: 'clear', text: CLEAR_BOARD }],
        attackerEdge: 'south',
      }).battle,
    );

  it('per unit: side, tonnage, squad, withdrawal test, working hand, walking MP, piloting, damage facts, in play, hex; one view per state', () => {
    const s = start();
    const v = battleView(s);
    expect(v.units.a1).toMatchObject({
      side: 'attacker',
      tonnage: 50,
      squad: false,
      withdrawalTest: 'mech',
      workingHand: true,
      walkMp: 4,
      walkMpNow: 4,
      piloting: 4,
      destroyed: null,
      crippled: false,
      inPlay: true,
      hex: '0815',
      hexesMoved: 0,
      attacked: false,
      exit: null,
    });
    expect(v.units.d1).toMatchObject({ side: 'defender', tonnage: 20, workingHand: false, walkMp: 8 });
    expect(v.units.a1!.damage).toEqual({ armourStripped: [], destroyed: [] });
    expect(battleView(s)).toBe(v);
    expect(battleView(v)).toBe(v);
    expect(v.sightTo('a1', '0803')).toMatchObject({ blocked: false, distance: 12 });
  });

  it('a hand actuator hit in each arm leaves no working hand; a destroyed head or a dead crew is the cause named', () => {
    const s = start();
    const a1 = s.units.a1!;
    const noHands = {
      ...a1,
      slots: Object.fromEntries(Object.entries(a1.slots).map(([l, ss]) => [l, ss.map((x) => (x.system === 'hand' ? { ...x, hit: true } : x))])),
    };
    const headless = { ...s.units.d1!, destroyed: true, locations: { ...s.units.d1!.locations, HD: { ...s.units.d1!.locations.HD!, destroyed: true } } };
    const v = battleView({ ...s, units: { a1: noHands, d1: headless } });
    expect(v.units.a1!.workingHand).toBe(false);
    expect(v.units.d1).toMatchObject({ destroyed: 'head-destroyed', inPlay: false, crippled: true });
    const crewKilled = { ...s.units.d1!, destroyed: true, pilot: { ...s.units.d1!.pilot, dead: true } };
    expect(battleView({ ...s, units: { ...s.units, d1: crewKilled } }).units.d1!.destroyed).toBe('crew-killed');
    expect(
      missionUnitsFromBattle({ ...s, units: { a1: noHands, d1: s.units.d1! } }, { sides: { attacker: 'attacker', defender: 'defender' } })[0],
    ).toMatchObject({ hands: false, piloting: 4 });
  });
});

describe('units a mission brings to a battle', () => {
  const force = [
    { side: 'attacker' as const, tonnage: 100 },
    { side: 'attacker' as const, tonnage: 55 },
    { side: 'defender' as const, tonnage: 200 },
  ];
  it("Escort adds its convoy when the force has none: one Packrat, 6/6, per full 50 attacking tons (or the game's own number)", () => {
    expect(missionExtraUnits('escort', force)).toEqual(
      [1, 2, 3].map((n) => ({ id: `packrat-${n}`, side: 'attacker', unit: 'Packrat LRPV PKR-T5 (SRM2)', gunnery: 6, piloting: 6, group: 'convoy' })),
    );
    expect(missionExtraUnits('escort', force, { convoyTonsPerPackrat: 75 })).toHaveLength(2);
    expect(missionExtraUnits('escort', [...force, { side: 'attacker', tonnage: 20, group: 'convoy' }])).toEqual([]);
  });
  it('other missions bring nothing', () => {
    expect(missionExtraUnits('sabotage', force)).toEqual([]);
    expect(missionExtraUnits('open-engagement', force)).toEqual([]);
  });
});
