import { describe, expect, it } from 'vitest';
import { startGame } from '@marshal/core';
import { mech, play, startMission, state } from '../../test/builders';
import { type ContractState, claimOf, contractModule, missionEligibility } from '../index';

const force = {
  name: 'First Company',
  units: [{ unitId: 'hbk', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Ana Kell', gunnery: 4, piloting: 5 } }],
};
const ledger = (unitName: string) =>
  startGame(contractModule, {
    setup: { unitName, employer: 'Lyran Commonwealth', force, contractValue: 4_000_000, payPercent: 25 },
    ruleset: [],
    dice: { kind: 'physical' },
  }).state as ContractState;
const fought = (ours: string) => {
  const g = startMission({ mission: 'open-engagement', units: [mech('a1', 'attacker', { name: ours }), mech('d1', 'defender', { name: 'Marauder MAD-3R' })] });
  return { open: state(g), ended: state(play(g, [{ type: 'destroyUnit', unit: 'd1', cause: 'cockpit' }])) };
};

describe('which missions a contract ledger takes', () => {
  it('a finished mission its units fought in, on their side; not one still played, one of strangers, nor one another contract holds', () => {
    const s = ledger("Kell's Irregulars");
    const ours = fought('Hunchback HBK-4G');
    expect(missionEligibility(s, 'm1', ours.ended, null)).toEqual({ ok: true, sides: ['attacker'] });
    expect(missionEligibility(s, 'm1', ours.open, null)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the Open Engagement mission has not ended yet/),
    });
    // Explanations name the mission by its kind, never by the game's id.
    expect(JSON.stringify(missionEligibility(s, 'game-7f3a', ours.open, null))).not.toContain('game-7f3a');
    expect(missionEligibility(s, 'm2', fought('Locust LCT-1V').ended, null)).toEqual({
      ok: false,
      reason: "none of Kell's Irregulars's units fought in the Open Engagement mission (units are matched by name)",
    });
    const other = {
      id: 'c2',
      title: 'Gray Death Legion',
      state: {
        ...ledger('Gray Death Legion'),
        started: [{ game: 'm1', mission: 'open-engagement', title: 'Open Engagement', side: 'attacker' as const, units: ['u1'] }],
      },
    };
    const claim = claimOf('m1', [other]);
    expect(claim).toEqual({ contract: 'c2', title: 'Gray Death Legion', how: 'started' });
    expect(missionEligibility(s, 'm1', ours.ended, claim)).toEqual({
      ok: false,
      reason: 'the Open Engagement mission was started from the contract "Gray Death Legion"; it goes into that contract\'s ledger only',
    });
    expect(claimOf('m9', [other])).toBeNull();
  });
});
