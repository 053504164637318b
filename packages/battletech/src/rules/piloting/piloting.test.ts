import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { phasePsrTriggers, psrRuling } from './piloting';
import { mech } from '../../test/fixtures';

const tw = combatRuleset([]).rules;
const td = combatRuleset(['tacops-taking-damage']).rules;
const sundry = combatRuleset(['missions-weight-class-damage-psr']).rules;
const hit = (u: ReturnType<typeof mech>, loc: string, i: number) => ({
  ...u,
  slots: { ...u.slots, [loc]: u.slots[loc]!.map((s, j) => (j === i ? { ...s, hit: true } : s)) },
});
const ids = (r: ReturnType<typeof psrRuling>) => r.modifiers.map((m) => [m.id, m.value]);

describe('piloting skill rolls', () => {
  it('standing damage modifiers: gyro, hip, leg actuators, destroyed leg', () => {
    let u = hit(mech({ tonnage: 50 }), 'CT', 3);
    u = hit(hit(u, 'LL', 0), 'LL', 2);
    u = hit(u, 'RL', 3);
    expect(ids(psrRuling(u, 'kicked', tw))).toEqual([
      ['piloting', 5],
      ['gyro', 3],
      ['hip-LL', 2],
      ['foot-RL', 1],
    ]);
    const legless = { ...u, locations: { ...u.locations, RL: { ...u.locations.RL!, destroyed: true } } };
    expect(ids(psrRuling(legless, 'kicked', tw))).toContainEqual(['leg-destroyed-RL', 5]);
  });
  it('automatic failures: gyro destroyed, pilot unconscious, missed death from above', () => {
    const u = hit(hit(mech({ tonnage: 50 }), 'CT', 3), 'CT', 4);
    expect(psrRuling(u, 'damage', tw).automatic?.reason).toBe('gyro destroyed');
    const out = mech({ tonnage: 50 });
    expect(psrRuling({ ...out, pilot: { ...out.pilot, conscious: false } }, 'kicked', tw).automatic?.outcome).toBe('failure');
    expect(psrRuling(out, 'missed-dfa', tw).automatic?.outcome).toBe('failure');
  });
  it('taking damage: +1 flat under Total Warfare, +1 per 20 with the option', () => {
    const u = { ...mech({ tonnage: 35 }), damageThisPhase: 45 };
    expect(psrRuling(u, 'damage', tw).target).toBe(6);
    expect(ids(psrRuling(u, 'damage', td))).toEqual([
      ['piloting', 5],
      ['phase-damage', 2],
      ['weight-class', 1],
    ]);
    expect(psrRuling(u, 'charged', tw).target).toBe(7);
    expect(psrRuling(u, 'charged', td).target).toBe(5 + 2 + 2 + 1);
  });
  it('seed 000 Sundry 4 gives the weight classes without the per-20 scaling, and conflicts with the TacOps option', () => {
    const heavy = { ...mech({ tonnage: 70 }), damageThisPhase: 45 };
    expect(ids(psrRuling(heavy, 'damage', sundry))).toEqual([
      ['piloting', 5],
      ['phase-damage', 1],
      ['weight-class', -1],
    ]);
    expect(() => combatRuleset(['missions-weight-class-damage-psr', 'tacops-taking-damage'])).toThrow(/conflicts/u);
  });
  it('20 damage in a phase queues a roll; prone units make none', () => {
    const u = { ...mech({ tonnage: 50 }), damageThisPhase: 20, pendingPsrs: ['kicked' as const] };
    expect(phasePsrTriggers(u, tw)).toEqual(['damage', 'kicked']);
    expect(phasePsrTriggers({ ...u, damageThisPhase: 19 }, tw)).toEqual(['kicked']);
    expect(phasePsrTriggers({ ...u, prone: true }, tw)).toEqual([]);
  });
});

describe('the pilot roll after a fall', () => {
  it('ignores the unit’s automatic-failure conditions (a destroyed gyro still lets the pilot roll)', () => {
    const u = hit(hit(mech({ tonnage: 50 }), 'CT', 3), 'CT', 4);
    expect(psrRuling(u, 'fall-pilot', tw).automatic).toBeUndefined();
  });
});
