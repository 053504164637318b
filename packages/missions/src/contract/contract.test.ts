import { describe, expect, it } from 'vitest';
import { type LiveGame, PhysicalDice, formatSource, mayIssue, playCommand, startGame, verifyRecord } from '@marshal/core';
import { endTurns, mech, play, startMission, state } from '../../test/builders';
import { baseMissionRules } from '../options';
import type { MissionUnit } from '../units';
import { type ContractState, type MissionFacts, contractModule, missionFacts, nextMissionForce } from '../index';

const tokens = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, hex: `${String(2 + 5 * i).padStart(2, '0')}05` }));
const force = {
  name: 'First Company',
  units: [
    { unitId: 'hbk', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Ana Kell', gunnery: 4, piloting: 5 } },
    { unitId: 'lct', chassis: 'Locust', model: 'LCT-1V', pilot: { name: 'Bo Ryne', gunnery: 3, piloting: 4 } },
  ],
};
const setup = { unitName: "Kell's Irregulars", employer: 'Lyran Commonwealth', force, contractValue: 4_000_000, payPercent: 25 };
const hbk = (side: 'attacker' | 'defender', extra: Partial<MissionUnit> = {}) => mech('hbk', side, { name: 'Hunchback HBK-4G', tonnage: 50, ...extra });
const lct = (side: 'attacker' | 'defender') => mech('lct', side, { name: 'Locust LCT-1V', tonnage: 20 });

const facts = (g: LiveGame, side: 'attacker' | 'defender', game: string): MissionFacts =>
  missionFacts(state(g), baseMissionRules, side, { game, version: g.record.entries.length, hash: 'h' });

function contract(): LiveGame {
  return startGame(contractModule, { setup, ruleset: [], dice: { kind: 'physical' } });
}
function record(c: LiveGame, command: object): LiveGame {
  const r = playCommand(c, command, new PhysicalDice());
  if (!r.ok) throw new Error(r.rejection.reason);
  return r.game;
}
const refusal = (c: LiveGame, command: object): string => {
  const r = playCommand(c, command, new PhysicalDice());
  return r.ok ? 'accepted' : r.rejection.reason.replace(/^field [\w.]+: /, '');
};
const ledger = (c: LiveGame) => c.state as ContractState;

/** Sabotage as the attacker: three structures down (75%), the Hunchback's left arm stripped, then both walk off. */
function sabotageWon(): LiveGame {
  const g = startMission({
    mission: 'sabotage',
    units: [hbk('attacker'), lct('attacker'), mech('d1', 'defender', { tonnage: 100 })],
    objectives: { tokens: tokens(4) },
  });
  return play(g, [
    ...['t1', 't2', 't3'].map((b) => ({ type: 'damageBuilding', building: b, damage: 50 })),
    { type: 'reportDamage', unit: 'hbk', facts: { armourStripped: ['LA'], destroyed: [] } },
    { type: 'exitUnit', unit: 'hbk', edge: 'home' },
    { type: 'exitUnit', unit: 'lct', edge: 'home' },
  ]);
}

describe('a mercenary contract', () => {
  it('pays contract value × pay % × the mission pay %, and counts faction points with the employer (Sabotage: 25% a structure)', () => {
    const c = record(contract(), { type: 'recordMission', facts: facts(sabotageWon(), 'attacker', 'm1') });
    const m = ledger(c).missions[0]!;
    expect(m).toMatchObject({ n: 1, outcome: 'complete-victory', payPercent: 75, cbills: 750_000, factionPoints: 2, employer: 'Lyran Commonwealth' });
    expect(m.lines[0]!.text).toBe(
      'pay: 4,000,000 C-bills × 25% = 1,000,000 C-bills contracted pay; complete victory as the attacker pays 75% → 750,000 C-bills',
    );
    expect(formatSource(m.lines[0]!.sources[0]!)).toBe('Mechwarriors of Fortune – The Missions, Sabotage › Attacker Victory Conditions');
    expect(m.lines[1]!.sources.map(formatSource).join(' | ')).toMatch(/default — source table not available|faction point amounts/);
    expect(ledger(c).units.u1).toMatchObject({ status: 'damaged', damage: { armourStripped: ['LA'], destroyed: [] } });
    // The damage lines name the machine and its pilot, as the tracker does (two alike are told apart by who flew them).
    expect(m.lines.filter((l) => l.text.startsWith('unit: ')).map((l) => l.text)).toEqual([
      'unit: Hunchback HBK-4G — pilot Ana Kell: LA armour gone',
      'unit: Locust LCT-1V — pilot Bo Ryne: no lasting damage',
    ]);
    expect(ledger(c).totals).toEqual({ cbills: 750_000, factionPoints: { 'Lyran Commonwealth': 2 }, salvage: { units: 0, tons: 0, value: 0 } });
  });

  it('carries damage: the next mission must start the Hunchback damaged; salvage and crew losses follow the field', () => {
    let c = record(contract(), { type: 'recordMission', facts: facts(sabotageWon(), 'attacker', 'm1') });
    expect(nextMissionForce(ledger(c))[0]).toMatchObject({ name: 'Hunchback HBK-4G', startDamage: { armourStripped: ['LA'] }, unavailable: null });
    const open = (start?: MissionUnit['startDamage']) =>
      play(
        startMission({
          mission: 'open-engagement',
          units: [
            hbk('attacker', start ? { startDamage: start } : {}),
            lct('attacker'),
            mech('d1', 'defender', { name: 'Wasp WSP-1A', tonnage: 20, value: 900 }),
            mech('d2', 'defender', { tonnage: 35 }),
          ],
        }),
        [
          { type: 'setPhase', phase: 'weapon-attack' },
          { type: 'destroyUnit', unit: 'lct', cause: 'cockpit' },
          { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
          { type: 'destroyUnit', unit: 'd2', cause: 'head-destroyed' },
        ],
      );
    expect(refusal(c, { type: 'recordMission', facts: facts(open(), 'attacker', 'm2') })).toBe(
      'Hunchback HBK-4G ended mission 1 with LA armour stripped; the next mission must start it with that damage, or record its repair first',
    );
    const second = open({ armourStripped: ['LA'], destroyed: [] });
    expect(state(second).units.hbk!.facts.armourStripped).toEqual(['LA']);
    c = record(c, { type: 'recordMission', facts: facts(second, 'attacker', 'm2') });
    const m = ledger(c).missions[1]!;
    expect(m).toMatchObject({ outcome: 'complete-victory', payPercent: 100, cbills: 1_000_000, factionPoints: 2 });
    expect(m.salvage).toEqual([
      { name: 'Locust LCT-1V', tonnage: 20, value: 1000, kind: 'recovered' },
      { name: 'Wasp WSP-1A', tonnage: 20, value: 900, kind: 'gained' },
      { name: 'd2', tonnage: 35, value: 1000, kind: 'gained' },
    ]);
    expect(m.crews.find((x) => x.unit === 'u2')!.text).toBe('Bo Ryne was killed when Locust LCT-1V was destroyed');
    expect(ledger(c).units.u2).toMatchObject({ status: 'wrecked', pilot: { status: 'killed' } });
    expect(ledger(c).totals).toEqual({ cbills: 1_750_000, factionPoints: { 'Lyran Commonwealth': 4 }, salvage: { units: 2, tons: 55, value: 1900 } });
    expect(nextMissionForce(ledger(c))[1]!.unavailable).toBe('wrecked in mission 2: record its repair first');
    // the Locust cannot fight again until repaired, and then still has no pilot
    const third = play(
      startMission({
        mission: 'open-engagement',
        units: [hbk('attacker', { startDamage: { armourStripped: ['LA'], destroyed: [] } }), lct('attacker'), mech('d1', 'defender')],
      }),
      [{ type: 'destroyUnit', unit: 'd1', cause: 'cockpit' }],
    );
    expect(refusal(c, { type: 'recordMission', facts: facts(third, 'attacker', 'm3') })).toBe(
      'Locust LCT-1V was wrecked in mission 2; record its repair before it fights again',
    );
    c = record(c, { type: 'repairUnit', unit: 'u2' });
    expect(refusal(c, { type: 'recordMission', facts: facts(third, 'attacker', 'm3') })).toBe(
      "Locust LCT-1V's pilot Bo Ryne is killed (mission 2); the unit has no pilot",
    );
    expect(refusal(c, { type: 'recordMission', facts: facts(second, 'attacker', 'm2') })).toBe(
      'this Open Engagement mission is already in the ledger (mission 2)',
    );
    const replay = verifyRecord(contractModule, c.record);
    expect(replay.status).toBe('unverified-dice'); // no dice in a ledger: the replay itself must match
    expect(replay.state).toEqual(c.state);
  });

  it('a draw in Assassination: the attacker gets 75% and half the faction points; the defender 75% and points as if he had won', () => {
    const units = [hbk('attacker', { value: 2000 }), mech('a2', 'attacker'), mech('d1', 'defender', { value: 1500 }), mech('d2', 'defender')];
    const draw = play(startMission({ mission: 'assassination', units }), [
      { type: 'setPhase', phase: 'weapon-attack' },
      { type: 'destroyUnit', unit: 'hbk', cause: 'cockpit' },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
    ]);
    const ended = play(draw, [...endTurns(6), { type: 'endGame', reason: 'the players stop here' }]);
    const asAttacker = record(contract(), { type: 'recordMission', facts: facts(ended, 'attacker', 'a') });
    expect(ledger(asAttacker).missions[0]).toMatchObject({ outcome: 'draw', payPercent: 75, cbills: 750_000, factionPoints: 1 });
    const defUnits = units.map((u) => (u.id === 'hbk' ? { ...u, side: 'defender' as const } : u.id === 'd1' ? { ...u, side: 'attacker' as const } : u));
    const drawD = play(startMission({ mission: 'assassination', units: defUnits }), [
      { type: 'setPhase', phase: 'weapon-attack' },
      { type: 'destroyUnit', unit: 'hbk', cause: 'cockpit' },
      { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' },
      ...endTurns(6),
      { type: 'endGame', reason: 'the players stop here' },
    ]);
    const asDefender = record(contract(), { type: 'recordMission', facts: facts(drawD, 'defender', 'b') });
    expect(ledger(asDefender).missions[0]).toMatchObject({ outcome: 'draw', payPercent: 75, cbills: 750_000, factionPoints: 2 });
    expect(formatSource(ledger(asDefender).missions[0]!.lines[0]!.sources[0]!)).toMatch(/Assassination › Defender Victory Conditions/);
  });

  it('a defeated defender in Sabotage gets 50% and loses faction points; agreed amounts replace the default', () => {
    const g = play(
      startMission({ mission: 'sabotage', units: [mech('a1', 'attacker', { tonnage: 100 }), hbk('defender')], objectives: { tokens: tokens(4) } }),
      [...['t1', 't2', 't3'].map((b) => ({ type: 'damageBuilding', building: b, damage: 50 })), { type: 'exitUnit', unit: 'a1', edge: 'home' }],
    );
    const own = startGame(contractModule, {
      setup: { ...setup, factionPoints: { gain: 5, lose: -3, 'half-gain': 2, 'gain-as-winner': 5 } },
      ruleset: [],
      dice: { kind: 'physical' },
    });
    const c = record(own, { type: 'recordMission', facts: facts(g, 'defender', 'm'), employer: 'Federated Suns' });
    expect(ledger(c).missions[0]).toMatchObject({ outcome: 'defeat', payPercent: 50, cbills: 500_000, factionPoints: -3, employer: 'Federated Suns' });
    expect(ledger(c).totals.factionPoints).toEqual({ 'Federated Suns': -3 });
  });

  it('refuses a mission that has not ended, a closed contract, and nonsense terms; only the route may record a wash-up', () => {
    const g = startMission({ mission: 'open-engagement', units: [hbk('attacker'), mech('d1', 'defender')] });
    // Named by its kind as the page lists it, never by the game's id.
    expect(() => facts(g, 'attacker', 'game-7f3a')).toThrow(/: Open Engagement has not ended yet/);
    expect(() => facts(g, 'attacker', 'game-7f3a')).not.toThrow(/game-7f3a/);
    const closed = record(contract(), { type: 'closeContract' });
    expect(refusal(closed, { type: 'repairUnit', unit: 'u1' })).toBe('the contract is closed');
    expect(() => startGame(contractModule, { setup: { ...setup, payPercent: 0 }, ruleset: [], dice: { kind: 'physical' } })).toThrow(/pay %/);
    expect(() => startGame(contractModule, { setup: { ...setup, contractValue: 1e20 }, ruleset: [], dice: { kind: 'physical' } })).toThrow(/contract value/);
    const organiser = { id: 'o', username: 'o', displayName: 'O', role: 'organiser' as const, owner: true, seats: [] };
    expect(mayIssue(contractModule.authority, 'recordMission', organiser, { seat: null, claimed: new Set() })).toMatchObject({ ok: false });
    expect(mayIssue(contractModule.authority, 'recordMission', organiser, { seat: null, claimed: new Set(), built: true })).toEqual({ ok: true });
  });
});
