import { describe, expect, it } from 'vitest';
import { type BattleState, buildingOptions } from '@marshal/battletech';
import { missionModule } from './tracker/module';
import { missionBattle } from './to-battle';
import { reportsFromBattle } from './index';
import { CLEAR_BOARD, HUNCHBACK, LOCUST, battleStart, bundled, round, trackerFollowing } from '../test/scripted-battle';

/** Seed 000 Sabotage fought as a digital battle: the attacker's fire brings the objective buildings down and the tracker scores it. */
describe('Sabotage scored from a digital battle', () => {
  const hbk = bundled(HUNCHBACK);
  const setUp = () =>
    missionBattle({
      mission: 'sabotage',
      units: [
        { entry: { id: 'a1', side: 'attacker', hex: '0417', facing: 0 }, unit: hbk },
        { entry: { id: 'a2', side: 'attacker', hex: '0917', facing: 0 }, unit: hbk },
        { entry: { id: 'a3', side: 'attacker', hex: '1417', facing: 0 }, unit: hbk },
        { entry: { id: 'd1', side: 'defender', hex: '0903', facing: 3 }, unit: bundled(LOCUST) },
      ],
      boards: [{ name: 'clear', text: CLEAR_BOARD }],
      attackerEdge: 'south',
      objectives: {
        tokens: [
          { id: 't1', hex: '0414' },
          { id: 't2', hex: '0914' },
          { id: 't3', hex: '1414' },
          { id: 't4', hex: '0908' },
        ],
      },
    });

  it("the battle gets one building per objective token with the tracker's construction factor (170 t ÷ 4, rounded up = 43)", () => {
    const mb = setUp();
    expect(mb.battle.buildings).toEqual([
      { id: 't1', hex: '0414', cf: 43, label: 'objective building 1' },
      { id: 't2', hex: '0914', cf: 43, label: 'objective building 2' },
      { id: 't3', hex: '1414', cf: 43, label: 'objective building 3' },
      { id: 't4', hex: '0908', cf: 43, label: 'objective building 4' },
    ]);
    const tracker = missionModule.init(missionModule.parseSetup({ ...mb.mission, battle: { game: 'g', sides: mb.link.sides } }), missionModule.baseRules);
    expect(tracker.objectives.buildings.map((b) => b.cf)).toEqual([43, 43, 43, 43]);
  });

  it('three Hunchbacks level three buildings in two rounds; the tracker follows the damage and the attacker takes 75% of his pay', () => {
    const mb = setUp();
    let battle: BattleState = battleStart(mb.battle);
    const tracker = trackerFollowing(mb);
    const follow = () => tracker.follow(battle);
    const aim = (unit: string, building: string) =>
      buildingOptions(battle, unit, building, 0).map((o) => ({ weapon: o.weapon, target: `building:${building}` }));
    const fire = { a1: aim('a1', 't1'), a2: aim('a2', 't2'), a3: aim('a3', 't3') };
    const shots = Object.values(fire).flat().length;
    const volley = buildingOptions(battle, 'a1', 't1', 0).map((o) =>
      o.profile.cluster ? o.profile.cluster.size * o.profile.cluster.damagePerMissile : o.profile.damage,
    );
    const perRound = volley.reduce((t, d) => t + d, 0);
    // Shots at a building already brought down this phase are not rolled: count those that still are.
    const rolledUntilDown = (left: number) => volley.findIndex((_, i) => volley.slice(0, i + 1).reduce((t, d) => t + d, 0) >= left) + 1;
    expect(perRound).toBe(33); // AC/20, two medium lasers, a small laser
    expect(perRound * 2).toBeGreaterThanOrEqual(43);

    // Round 1: every shot hits (double sixes); each building loses one Hunchback's volley.
    battle = round(battle, { fire, fireDice: Array<number>(shots * 2).fill(6) });
    expect(battle.buildings!.t1).toMatchObject({ remaining: 43 - perRound, destroyed: false });
    let s = follow();
    expect(s.objectives.buildings.map((b) => b.damage)).toEqual([perRound, perRound, perRound, 0]);
    expect(s.decided).toBeNull();

    // Round 2: every shot hits again; three buildings are down.
    battle = round(battle, { fire, fireDice: Array<number>(3 * rolledUntilDown(43 - perRound) * 2).fill(6) });
    expect(Object.values(battle.buildings!).map((b) => b.destroyed)).toEqual([true, true, true, false]);
    s = follow();
    expect(s.objectives.buildings.map((b) => b.damage)).toEqual([43, 43, 43, 0]);
    expect(s.decided?.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 75 });
    expect(s.decided?.attacker.reasons[0]!.text).toBe("3 of 4 structures destroyed: 75% of the attacker's pay (25% each)");
    expect(s.decided?.defender).toMatchObject({ outcome: 'defeat' });
    expect(reportsFromBattle(s, battle, mb.link)).toEqual([]);
  });
});
