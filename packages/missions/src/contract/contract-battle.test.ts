import { describe, expect, it } from 'vitest';
import { type LiveGame, PhysicalDice, formatSource, playCommand, startGame } from '@marshal/core';
import type { BattleState } from '@marshal/battletech';
import type { Unit } from '@marshal/catalog';
import { mech, play, startMission, state } from '../../test/builders';
import { CLEAR_BOARD, HUNCHBACK, battleStart, bundled, round, trackerFollowing } from '../../test/scripted-battle';
import { baseMissionRules } from '../options';
import { missionBattle } from '../to-battle';
import type { MissionUnit } from '../units';
import {
  type ContractState,
  CRITICALS_NOT_CARRIED,
  FACTS_AS_POINTS,
  battleStartPilotHits,
  contractBattleUnit,
  contractDamagePoints,
  contractForceEntries,
  contractModule,
  missionFacts,
} from '../index';

/** A contract's next mission fought as a digital battle: the ledger's damage and pilot hits go in, the battle's come back out. */

const force = {
  name: 'First Company',
  units: [{ unitId: 'hbk', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Ana Kell', gunnery: 4, piloting: 5 } }],
};
const setup = { unitName: "Kell's Irregulars", employer: 'Lyran Commonwealth', force, contractValue: 4_000_000, payPercent: 25 };
const hbkUnit: Unit = bundled(HUNCHBACK);

function record(c: LiveGame, command: object): LiveGame {
  const r = playCommand(c, command, new PhysicalDice());
  if (!r.ok) throw new Error(r.rejection.reason);
  return r.game;
}
const ledger = (c: LiveGame) => c.state as ContractState;

/** Mission 1, tracked at the table: the Hunchback loses its left arm's armour, its pilot takes a hit, it walks off; the defender is destroyed. */
function firstMission(): LiveGame {
  const hbk = mech('hbk', 'attacker', { name: 'Hunchback HBK-4G', tonnage: 50 } as Partial<MissionUnit>);
  const g = play(startMission({ mission: 'open-engagement', units: [hbk, mech('d1', 'defender', { tonnage: 20 })] }), [
    { type: 'reportDamage', unit: 'hbk', facts: { armourStripped: ['LA'], destroyed: [] } },
    { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
  ]);
  const facts = missionFacts(state(g), baseMissionRules, 'attacker', { game: 'm1', version: g.record.entries.length, hash: 'h' });
  const units = facts.units.map((u) => (u.id === 'hbk' ? { ...u, pilotHits: 1 } : u));
  return record(startGame(contractModule, { setup, ruleset: [], dice: { kind: 'physical' } }), { type: 'recordMission', facts: { ...facts, units } });
}

/** The next mission from the ledger as a digital Open Engagement: the contract's Hunchback against a fresh one, both placed at set-up. */
function nextBattle(c: ContractState) {
  const ours = contractForceEntries(c).map((u) => contractBattleUnit(u, hbkUnit, 'attacker', { commander: false, value: 1000 }));
  return missionBattle({
    mission: 'open-engagement',
    units: [...ours, { entry: { id: 'd1', side: 'defender', hex: '0803', facing: 3 }, unit: hbkUnit }],
    boards: [{ name: 'clear', text: CLEAR_BOARD }],
    attackerEdge: 'south',
    deployment: 'at-once',
  });
}
const lost = (b: BattleState, id: string, loc: string) => {
  const l = b.units[id]!.locations[loc]!;
  return { armour: l.maxArmor - l.armor, structure: l.maxStructure - l.structure };
};

describe("a contract's next mission as a digital battle", () => {
  it("turns the ledger's stripped left arm into battle damage (a labelled default) and starts the pilot with his hit", () => {
    const c = ledger(firstMission());
    expect(c.units.u1).toMatchObject({ damage: { armourStripped: ['LA'], destroyed: [] }, pilot: { hits: 1, status: 'injured' } });
    const mb = nextBattle(c);
    const u1 = mb.battle.units.find((u) => u.id === 'u1')!;
    expect(u1.damage).toEqual([{ location: 'LA', amount: hbkUnit.armor.LA!.front }]);
    expect((u1 as { pilotHits?: number }).pilotHits).toBe(1);
    expect(mb.mission.units.find((u) => u.id === 'u1')).toMatchObject({ name: 'Hunchback HBK-4G', startDamage: { armourStripped: ['LA'], destroyed: [] } });
    const battle = battleStart(mb.battle);
    expect(lost(battle, 'u1', 'LA')).toEqual({ armour: hbkUnit.armor.LA!.front, structure: 0 });
    expect(battle.units.u1!.pilot.hits).toBe(1);
    expect(lost(battle, 'd1', 'LA')).toEqual({ armour: 0, structure: 0 });
    expect(formatSource(FACTS_AS_POINTS)).toMatch(/default — source table not available/);
    expect(formatSource(CRITICALS_NOT_CARRIED)).toMatch(/critical hits/);
  });

  it("carries the battle's damage out: the tracker follows, the ledger keeps the points and only new pilot hits; the next battle starts with them", () => {
    const mb = nextBattle(ledger(firstMission()));
    const tracker = trackerFollowing(mb);
    let battle = battleStart(mb.battle);
    // Round 1: both walk four hexes toward each other; the defender's first weapon (a medium laser, 5 points) hits the Hunchback's centre torso.
    battle = round(battle, {
      orders: { u1: 'F F F F', d1: 'F F F F' },
      fire: { d1: [{ weapon: 0, target: 'u1' }] },
      fireDice: [6, 6, 3, 4],
    });
    expect(lost(battle, 'u1', 'CT').armour).toBe(5);
    tracker.follow(battle);
    tracker.referee({ type: 'endGame', reason: 'the employer calls the lance back' });
    const end = tracker.game();
    const facts = missionFacts(
      state(end),
      baseMissionRules,
      'attacker',
      { game: 'm2', version: end.record.entries.length, hash: 'h2' },
      battle,
      battleStartPilotHits(mb.battle),
    );
    const hbkFacts = facts.units.find((u) => u.id === 'u1')!;
    expect(hbkFacts.pilotHits).toBe(0);
    expect(hbkFacts.startDamage).toEqual({ armourStripped: ['LA'], destroyed: [] });
    expect(hbkFacts.damage.points).toEqual(
      expect.arrayContaining([
        { location: 'LA', amount: hbkUnit.armor.LA!.front },
        { location: 'CT', amount: 5 },
      ]),
    );
    const c = ledger(record(firstMission(), { type: 'recordMission', facts, assign: { u1: 'u1' } }));
    expect(c.units.u1!.pilot).toMatchObject({ hits: 1, status: 'injured' });
    expect(c.units.u1!.damage.points).toEqual(hbkFacts.damage.points);
    expect(contractDamagePoints(c.units.u1!.damage, hbkUnit)).toEqual(hbkFacts.damage.points);
    const third = battleStart(nextBattle(c).battle);
    expect(lost(third, 'u1', 'CT')).toEqual({ armour: 5, structure: 0 });
    expect(lost(third, 'u1', 'LA').armour).toBe(hbkUnit.armor.LA!.front);
    expect(third.units.u1!.pilot.hits).toBe(1);
  });
});
