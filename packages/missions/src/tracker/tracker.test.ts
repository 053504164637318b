import { describe, expect, it } from 'vitest';
import { parseRecord, serializeRecord, verifyRecord } from '@marshal/core';
import { attempt, endTurns, mech, play, startMission, state } from '../../test/builders';
import { missionModule } from './module';
import { missionPrompts } from './prompts';
import { washUp } from '../wash-up';
import { baseMissionRules } from '../options';

const units = () => [
  mech('cmd', 'attacker', { commander: true }),
  mech('a2', 'attacker'),
  mech('a3', 'attacker'),
  mech('sup', 'attacker', { support: true, withdrawalTest: 'vehicle', walkMp: 6 }),
  mech('d1', 'defender'),
  mech('d2', 'defender'),
];
const open = () => startMission({ mission: 'open-engagement', units: units() });
const strip = (unit: string) => ({ type: 'reportDamage', unit, facts: { armourStripped: ['CT', 'LL'], destroyed: [] } });

describe('forced withdrawal and General Retreat', () => {
  it('a unit may not leave until it meets Forced Withdrawal', () => {
    const r = attempt(open(), { type: 'exitUnit', unit: 'a2', edge: 'home' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.source).toMatchObject({ seed: '000', section: 'Forced Withdrawal', note: 'rule 1' });
  });
  it('withdrawing a damaged unit signals a General Retreat: every unit meeting the conditions must go, except the commander', () => {
    let g = play(open(), [strip('a2'), strip('a3'), strip('cmd')]);
    expect(state(g).units['a2']!.forcedWithdrawal).toBe(true);
    expect(state(g).units['a3']!.mustWithdraw).toBe(false);
    g = play(g, [{ type: 'exitUnit', unit: 'a2', edge: 'home' }]);
    expect(state(g).generalRetreat.attacker).toBe('a2');
    expect(state(g).units['a3']!.mustWithdraw).toBe(true);
    expect(state(g).units['cmd']!.mustWithdraw).toBe(false);
  });
  it('support units withdraw as soon as they meet the conditions, without signalling a retreat', () => {
    let g = play(open(), [{ type: 'reportDamage', unit: 'sup', facts: { armourStripped: [], destroyed: [], walkMp: 2 } }]);
    expect(state(g).units['sup']!.mustWithdraw).toBe(true);
    g = play(g, [{ type: 'exitUnit', unit: 'sup', edge: 'home' }]);
    expect(state(g).generalRetreat.attacker).toBeNull();
  });
});

describe('damage reports name locations', () => {
  it('an unknown location label is refused with the valid labels', () => {
    const r = attempt(open(), { type: 'reportDamage', unit: 'a2', facts: { armourStripped: ['CT', 'Chest'], destroyed: [] } });
    expect(r.ok ? '' : r.rejection.reason).toBe(
      'a2: "Chest" is not a \'Mech location; use HD, CT, LT, RT, LA, RA, LL, RL, CL, FLL, FRL, RLL, RRL (or their names, e.g. Head, Left Leg)',
    );
    if (!r.ok) expect(r.rejection.field).toBe('facts.armourStripped.1');
    const v = attempt(open(), { type: 'reportDamage', unit: 'sup', facts: { armourStripped: ['LL'], destroyed: [] } });
    expect(v.ok ? '' : v.rejection.reason).toMatch(
      /"LL" is not a vehicle location; use FR, LS, RS, RR, TU, TU2, RO, CH, BD, FRRS, FRLS, RRRS, RRLS \(or their names, e\.g\. Front, Turret\)/,
    );
  });
  it('battle armour and vehicles take the labels a digital battle reports (troopers T1…, large-vehicle sides)', () => {
    const ba = mech('ba', 'attacker', { withdrawalTest: 'squad', strength: 5 });
    const tank = mech('tank', 'attacker', { withdrawalTest: 'vehicle' });
    const g = play(startMission({ mission: 'open-engagement', units: [...units(), ba, tank] }), [
      { type: 'reportDamage', unit: 'ba', facts: { armourStripped: ['T3', 'trooper 4'], destroyed: [], strength: 4 } },
      { type: 'reportDamage', unit: 'tank', facts: { armourStripped: ['FRLS'], destroyed: ['TU2'] } },
    ]);
    expect(state(g).units['ba']!.facts.armourStripped).toEqual(['T3', 'T4']);
    expect(state(g).units['tank']!.facts.destroyed).toEqual(['TU2']);
    const r = attempt(g, { type: 'reportDamage', unit: 'ba', facts: { armourStripped: ['Head'], destroyed: [] } });
    expect(r.ok ? '' : r.rejection.reason).toMatch(/"Head" is not a battle armour or infantry location; use T1, T2, …, SQUAD, POINT, PLATOON/);
  });
  it('full names are aliases of the abbreviations: Head and Left Leg stripped is forced withdrawal', () => {
    const g = play(open(), [{ type: 'reportDamage', unit: 'a2', facts: { armourStripped: ['Head', 'left leg'], destroyed: [] } }]);
    expect(state(g).units['a2']!.facts.armourStripped).toEqual(['HD', 'LL']);
    expect(state(g).units['a2']!.forcedWithdrawal).toBe(true);
  });
});

describe('crew survival and immobilised units', () => {
  it('a cockpit kill is fatal with no roll; otherwise an unmodified piloting roll (5 → 2D6 ≥ 5)', () => {
    let g = play(open(), [{ type: 'destroyUnit', unit: 'a2', cause: 'cockpit' }]);
    expect(state(g).units['a2']!.crew).toBe('killed');
    g = play(g, [{ type: 'destroyUnit', unit: 'a3', cause: 'other' }], [2, 3]);
    expect(state(g).units['a3']!.crew).toBe('escaped');
    const last = g.record.entries.at(-1)!;
    expect(last.rolls[0]).toMatchObject({ purpose: 'a3: crew survival', faces: [2, 3] });
    const fate = last.events.find((e) => e.type === 'crewFate') as unknown as { ruling: { target: number } };
    expect(fate.ruling.target).toBe(5);
  });
  it('a destruction can be recorded before its Crew Survival roll, which then waits as a step of its own (also after the game ends)', () => {
    const g = play(open(), [{ type: 'destroyUnit', unit: 'a3', cause: 'other', crewRoll: 'later' }]);
    expect(g.record.entries.at(-1)!.rolls).toEqual([]);
    expect(state(g).units['a3']).toMatchObject({ status: 'destroyed', crew: 'aboard', crewRollDue: 'other' });
    expect(missionPrompts(state(g)).map((p) => [p.id, p.command])).toContainEqual(['crew-a3', 'rollCrewSurvival']);
    // Reloaded from its record, the destruction and the waiting roll are still there.
    const reloaded = verifyRecord(missionModule, parseRecord(serializeRecord(g.record)));
    expect(reloaded.ok).toBe(true);
    // Dice rolled at the table and not yet typed in: the roll waits; nothing is undone.
    expect(() => attempt(g, { type: 'rollCrewSurvival', unit: 'a3' })).toThrow(/roll 2d6 for: a3: crew survival/);
    expect(state(g).units['a3']!.status).toBe('destroyed');
    const ended = play(g, [strip('d1'), strip('d2'), { type: 'exitUnit', unit: 'd1', edge: 'far' }, { type: 'exitUnit', unit: 'd2', edge: 'far' }]);
    expect(state(ended).ended).not.toBeNull();
    expect(missionPrompts(state(ended)).map((p) => p.id)).toEqual(['crew-a3']);
    const rolled = play(ended, [{ type: 'rollCrewSurvival', unit: 'a3' }], [2, 3]);
    expect(state(rolled).units['a3']!.crew).toBe('escaped');
    expect(state(rolled).units['a3']!.crewRollDue).toBeUndefined();
    expect(rolled.record.entries.at(-1)!.rolls[0]).toMatchObject({ purpose: 'a3: crew survival', faces: [2, 3] });
    expect(missionPrompts(state(rolled))).toEqual([]);
    const again = attempt(rolled, { type: 'rollCrewSurvival', unit: 'a3' });
    expect(again.ok ? '' : again.rejection.reason).toBe('a3 has no Crew Survival roll waiting');
  });
  it('an immobilised support unit is abandoned automatically; others choose', () => {
    let g = play(open(), [
      { type: 'immobiliseUnit', unit: 'sup' },
      { type: 'immobiliseUnit', unit: 'a2' },
    ]);
    expect(state(g).units['sup']).toMatchObject({ status: 'abandoned', crew: 'bailed-out' });
    expect(state(g).units['a2']!.status).toBe('immobile');
    g = play(g, [{ type: 'decideImmobile', unit: 'a2', decision: 'abandon' }]);
    expect(state(g).units['a2']).toMatchObject({ status: 'abandoned', crew: 'bailed-out' });
  });
});

describe('ceasefire and game end', () => {
  it('no ceasefire before the end of turn 6', () => {
    const terms = { type: 'agreeCeasefire', objectivesMet: { attacker: true, defender: false }, surrendered: ['d2'] };
    const early = attempt(play(open(), endTurns(5)), terms);
    expect(early.ok ? '' : early.rejection.reason).toBe('no ceasefire before the end of turn 6; 5 turn(s) completed');
    const g = play(open(), [...endTurns(6), { ...terms, fieldControl: 'attacker' }]);
    expect(state(g).units['d2']!.status).toBe('surrendered');
    expect(state(g).ended?.reason).toBe('a ceasefire was agreed');
    expect(state(g).decided?.attacker.outcome).toBe('complete-victory');
    const w = washUp(state(g), baseMissionRules);
    expect(w.salvage.controller).toBe('attacker');
    expect(w.units.find((u) => u.id === 'd2')!.salvageTo).toBe('attacker');
  });
  it('field control cannot be traded in a ceasefire when the mission fixes it', () => {
    const g = startMission({ mission: 'break-the-line', units: units() });
    const r = attempt(play(g, endTurns(6)), { type: 'agreeCeasefire', objectivesMet: { attacker: false, defender: true }, fieldControl: 'attacker' });
    expect(r.ok ? '' : r.rejection.reason).toMatch(/field control is already decided by the mission/);
  });
  it('Open Engagement ends when one side has nothing left on the board', () => {
    const g = play(open(), [strip('d1'), strip('d2'), { type: 'exitUnit', unit: 'd1', edge: 'far' }, { type: 'exitUnit', unit: 'd2', edge: 'far' }]);
    expect(state(g).ended?.reason).toBe('the defender has retreated all its forces from the board');
    expect(state(g).decided?.attacker).toMatchObject({ outcome: 'complete-victory', payPercent: 100, factionPoints: 'gain' });
    const after = attempt(g, { type: 'endTurn' });
    expect(after.ok ? '' : after.rejection.reason).toMatch(/the game has ended/);
  });
  it('after the game ends, what else happened in its final turn is still recorded (both sides leave in one end phase), and nothing more', () => {
    const g = play(open(), [
      strip('d1'),
      strip('d2'),
      strip('a2'),
      { type: 'exitUnit', unit: 'd1', edge: 'far' },
      { type: 'exitUnit', unit: 'd2', edge: 'far' },
    ]);
    expect(state(g).ended).toMatchObject({ turn: 1 });
    const late = play(g, [{ type: 'exitUnit', unit: 'a2', edge: 'home' }]);
    expect(state(late).units.a2).toMatchObject({ status: 'exited', exit: { edge: 'home', turn: 1 } });
    expect(state(late).decided).toEqual(state(g).decided);
    for (const c of [
      { type: 'setPhase', phase: 'end' },
      { type: 'immobiliseUnit', unit: 'a3' },
    ]) {
      const r = attempt(late, c);
      expect(r.ok ? '' : r.rejection.reason).toBe(
        'the game has ended (the defender has retreated all its forces from the board); only reports of turn 1 (damage, exits, destruction) may still come in',
      );
      if (!r.ok) expect(r.rejection.source).toMatchObject({ seed: '000', section: 'Ending the Game' });
    }
  });
});

describe('per-game changes (Sundry 2) and records', () => {
  it('mission numbers may change, money may not', () => {
    expect(state(startMission({ mission: 'open-engagement', units: units(), params: { ceasefireEarliestTurn: 4 } })).params.ceasefireEarliestTurn).toBe(4);
    expect(() => startMission({ mission: 'open-engagement', units: units(), params: { payPercent: 120 } })).toThrow(/affects money/);
    expect(() => startMission({ mission: 'open-engagement', units: units(), params: { bogus: 1 } })).toThrow(/unknown mission parameter\(s\): bogus/);
  });
  it('a tracked mission is a record that verifies', () => {
    const g = play(open(), [strip('a2'), { type: 'destroyUnit', unit: 'a3', cause: 'other' }, { type: 'exitUnit', unit: 'a2', edge: 'home' }], [4, 4]);
    const report = verifyRecord(missionModule, parseRecord(serializeRecord(g.record)));
    expect(report.ok).toBe(true);
  });
});

describe('referee prompts', () => {
  it('asks about immobile units, withdrawals, the area at the end of a turn, and the ceasefire', async () => {
    const { missionPrompts } = await import('./prompts');
    let g = play(startMission({ mission: 'take-the-position', units: units() }), [
      { type: 'immobiliseUnit', unit: 'a2' },
      { type: 'setPhase', phase: 'end' },
    ]);
    const texts = missionPrompts(state(g)).map((p) => p.text);
    expect(texts).toContain('a2 is immobile: fight on or abandon it?');
    expect(texts).toContain('End of turn 1: which units are in the objective area (the objective hex and its six neighbours)?');
    g = play(g, endTurns(6));
    expect(missionPrompts(state(g)).map((p) => p.id)).toContain('ceasefire');
    const recon = play(
      startMission({
        mission: 'rapid-recon',
        units: units(),
        objectives: {
          tokens: [
            { id: 't1', hex: '0205' },
            { id: 't2', hex: '0705' },
            { id: 't3', hex: '1205' },
            { id: 't4', hex: '1705' },
          ],
        },
      }),
      endTurns(8),
    );
    expect(
      missionPrompts(state(recon))
        .filter((p) => p.command === 'exitUnit')
        .map((p) => p.unit),
    ).toEqual(['cmd', 'a2', 'a3', 'sup']);
  });
});
