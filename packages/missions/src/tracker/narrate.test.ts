import { describe, expect, it } from 'vitest';
import type { MissionEvent } from './events';
import { mech, play, startMission, state } from '../../test/builders';
import { missionModule } from './module';
import { narrateMissionEvents } from './narrate';
import { generalRetreatOf, withdrawalStanding } from './standing';
import { missionStatus } from './status';
import { baseMissionRules } from '../options';

const units = () => [
  mech('cmd', 'attacker', { commander: true, name: 'Atlas AS7-D' }),
  mech('a2', 'attacker', { name: 'Hunchback HBK-4G' }),
  mech('a3', 'attacker', { name: 'Wolverine WVR-6R' }),
  mech('d1', 'defender', { name: 'Griffin GRF-1N' }),
];
const open = () => startMission({ mission: 'open-engagement', units: units() });
const strip = (unit: string) => ({ type: 'reportDamage', unit, facts: { armourStripped: ['CT', 'LL'], destroyed: [] } });
const eventsOf = (g: ReturnType<typeof open>) => g.record.entries.flatMap((e) => e.events as MissionEvent[]);

describe('mission tracker narration', () => {
  it('tells a destruction and its crew fate as one line in units’ names, with the roll in the details', () => {
    // crew survival: 2d6 for the eject check — scripted high so the crew gets out
    const g = play(open(), [{ type: 'destroyUnit', unit: 'a2', cause: 'other' }], [6, 6, 6, 6, 6, 6]);
    const entry = g.record.entries.at(-1)!;
    const lines = narrateMissionEvents(state(g), entry.events as MissionEvent[]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toMatch(/^Hunchback HBK-4G destroyed in turn 1, .* phase — crew (escaped the wreck|bailed out)$/);
    expect(lines[0]!.details?.join(' ')).toMatch(/rolled 6\+6 = 12/);
  });
  it('never names internal event types, and cites withdrawal rules by document title', () => {
    const g = play(open(), [
      { type: 'setPhase', phase: 'movement' },
      strip('a2'),
      strip('a3'),
      { type: 'exitUnit', unit: 'a2', edge: 'home' },
      { type: 'endTurn' },
    ]);
    const lines = eventsOf(g).flatMap((e) => missionModule.narrate!(state(g), e));
    const all = lines.map((l) => `${l.text} ${(l.details ?? []).join(' ')}`).join('\n');
    expect(all).not.toMatch(/phaseSet|damageReported|mustWithdraw|generalRetreatSignalled|turnEnded|seed/);
    expect(all).toContain('Movement phase');
    expect(all).toContain('Hunchback HBK-4G meets Forced Withdrawal');
    expect(all).toContain("Hunchback HBK-4G left the board by the attacker's home edge");
    expect(all).toContain('General Retreat: the attacker falls back after Hunchback HBK-4G withdrew');
    expect(all).toContain('Wolverine WVR-6R must now withdraw');
    expect(all).toContain('Mechwarriors of Fortune – The Missions, Forced Withdrawal — rule 2');
    expect(all).toContain('End of turn 1; turn 2 begins');
  });
  it('numbers objective buildings as players do on the table, never by their set-up ids ("Building 2", not "Building t2")', () => {
    const sabotage = startMission({
      mission: 'sabotage',
      units: [...['a1', 'a2', 'a3', 'a4'].map((id) => mech(id, 'attacker')), ...['d1', 'd2', 'd3'].map((id) => mech(id, 'defender'))],
      objectives: { tokens: [0, 1, 2, 3].map((i) => ({ id: `t${i + 1}`, hex: `${String(2 + 5 * i).padStart(2, '0')}05` })) },
    });
    const g = play(sabotage, [{ type: 'damageBuilding', building: 't2', damage: 10 }]);
    const text = narrateMissionEvents(state(g), g.record.entries.at(-1)!.events as MissionEvent[]).map((l) => l.text);
    expect(text[0]).toMatch(/^Building 2 took 10 damage/);
  });
  it('explains each unit’s withdrawal state and the side’s General Retreat', () => {
    const g = play(open(), [strip('a2'), strip('a3'), { type: 'exitUnit', unit: 'a2', edge: 'home' }]);
    const s = state(g);
    const w = withdrawalStanding(s, s.units['a3']!);
    expect(w.forced.length).toBeGreaterThan(0);
    expect(w.must?.text).toContain('General Retreat');
    expect(withdrawalStanding(s, s.units['d1']!)).toEqual({ forced: [], must: null });
    expect(generalRetreatOf(s, 'attacker')?.text).toContain('Hunchback HBK-4G');
    expect(generalRetreatOf(s, 'defender')).toBeNull();
  });
  it('settles a game the referee ends before the mission decides it: nothing stays pending', () => {
    const live = open();
    expect(missionStatus(state(live), baseMissionRules).attacker.outcome).toBe('pending');
    const g = play(live, [{ type: 'endGame', reason: 'time is up at the club' }]);
    const st = missionStatus(state(g), baseMissionRules);
    expect(st.decided).toBe(true);
    expect(st.attacker.outcome).toBe('defeat');
    expect(st.defender.outcome).toBe('defeat');
    expect(st.attacker.reasons.at(-1)?.source.kind).toBe('default');
    const told = narrateMissionEvents(state(g), g.record.entries.at(-1)!.events as MissionEvent[]).map((l) => l.text);
    expect(told).toContain('The game ended in turn 1: time is up at the club');
    expect(told.join(' ')).toMatch(/Mission decided: attacker defeat, defender defeat/);
  });
});
