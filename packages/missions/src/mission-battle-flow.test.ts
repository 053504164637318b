import { describe, expect, it } from 'vitest';
import type { BattleState } from '@marshal/battletech';
import { missionBattle } from './to-battle';
import { nextFollowReport } from './follow-battle';
import { CLEAR_BOARD, HUNCHBACK, PACKRAT, battleStart, bundled, round, step, trackerFollowing } from '../test/scripted-battle';

/** Set-up → battle → tracker following it, end to end, with every die scripted. */
describe('a mission set up as a digital battle and followed to its end', () => {
  it('Escort: the convoy drives off the far edge in three rounds; the tracker follows turn by turn and the attacker wins', () => {
    const packrat = bundled(PACKRAT);
    const hbk = bundled(HUNCHBACK);
    const mb = missionBattle({
      mission: 'escort',
      units: [
        { entry: { id: 'p1', side: 'attacker', group: 'convoy', gunnery: 6, piloting: 6 }, unit: packrat },
        { entry: { id: 'p2', side: 'attacker', group: 'convoy', gunnery: 6, piloting: 6 }, unit: packrat },
        { entry: { id: 'a1', side: 'attacker' }, unit: hbk },
        { entry: { id: 'a2', side: 'attacker' }, unit: hbk },
        { entry: { id: 'd1', side: 'defender', hex: '1404' }, unit: hbk },
      ],
      boards: [{ name: 'clear', text: CLEAR_BOARD }],
      attackerEdge: 'south',
    });
    expect(mb.placements.slice(0, 2).map((p) => [p.hex, p.facing])).toEqual([
      ['0317', 0],
      ['0717', 0],
    ]);
    expect(mb.battle.units.map((u) => [u.id, (u as { movesFirst?: boolean }).movesFirst ?? false])).toEqual([
      ['p1', true],
      ['p2', true],
      ['a1', false],
      ['a2', false],
      ['d1', false],
    ]);
    let battle: BattleState = battleStart(mb.battle);
    // Escort › Set Up: the attacker deploys first, then the sides take turns; the defender has one unit, so the attacker places the rest in a row.
    expect(battle.phase).toBe('deployment');
    expect(() => step(battle, { type: 'deploy', unit: 'd1', hex: '1404', facing: 3 })).toThrow("it is Attacker's turn to deploy");
    battle = step(battle, { type: 'deploy', unit: 'p1', hex: '0317', facing: 0 });
    expect(() => step(battle, { type: 'deploy', unit: 'd1', hex: '1409', facing: 3 })).toThrow(
      "1409 is outside Defender's deployment zone: anywhere at least 9 hexes from the attacker's deployment zone (an edge zone is 3 rows deep) " +
        '[Mechwarriors of Fortune – The Missions, Escort › Set Up]',
    );
    battle = step(battle, { type: 'deploy', unit: 'd1', hex: '1404', facing: 3 });
    for (const [unit, hex] of [
      ['p2', '0717'],
      ['a1', '1116'],
      ['a2', '1516'],
    ] as const)
      battle = step(battle, { type: 'deploy', unit, hex, facing: 0 });
    expect(battle.phase).toBe('initiative');
    const tracker = trackerFollowing(mb);
    const follow = () => tracker.follow(battle);
    const drive = (orders: string) => ({ orders: { p1: orders, p2: orders } });
    battle = round(battle, drive('F F F F F F F'));
    expect(follow()).toMatchObject({ turn: 2, decided: null });
    battle = round(battle, drive('F F F F F F F'));
    expect(follow().turn).toBe(3);
    battle = round(battle, drive('F F F'));
    expect(battle.exits.p1).toMatchObject({ edge: 'north', round: 3 });
    const s = follow();
    expect(s.units.p1).toMatchObject({ status: 'exited', exit: { edge: 'far', turn: 3 } });
    expect(s.units.p2).toMatchObject({ status: 'exited', exit: { edge: 'far', turn: 3 } });
    expect(s.decided?.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100 });
    // The first Packrat out is already half the convoy, which wins for the attacker (default escort-half-attacker, ADR 0012).
    expect(s.decided?.attacker.reasons.map((r) => r.text)).toEqual([
      '1 of 2 Packrats have left by the far narrow edge; 1 still on the board',
      'exactly half counts for the attacker (house-rule switch escort-half-*)',
    ]);
    expect(nextFollowReport(s, battle, mb.link)).toBeNull();
  });
});
