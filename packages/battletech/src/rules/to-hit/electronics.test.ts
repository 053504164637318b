import { describe, expect, it } from 'vitest';
import { ecmState, losEcmAffected, probeDetects } from './electronics';
import { combatRuleset } from '../../options/ruleset';

const tw = combatRuleset([]).rules;
const eccm = combatRuleset(['tacops-eccm']).rules;
const hidden = combatRuleset(['tacops-hidden-units-expanded']).rules;
const hex = (enemyEcm: number, friendlyEccm: number, enemyAngelEcm = 0, friendlyAngelEccm = 0) => ({
  enemyEcm,
  friendlyEccm,
  enemyAngelEcm,
  friendlyAngelEccm,
});

describe('ECM and ECCM', () => {
  it('without the option ECCM does nothing', () => {
    expect(ecmState(hex(1, 1), tw)).toBe('ecm');
    expect(ecmState(hex(0, 0), tw)).toBe('clear');
  });
  it('with the option one ECCM counters one ECM; two ECM beat one ECCM', () => {
    expect(ecmState(hex(1, 1), eccm)).toBe('eccm');
    expect(ecmState(hex(2, 1), eccm)).toBe('ecm');
    expect(losEcmAffected([hex(0, 0), hex(2, 1)], eccm)).toBe(true);
  });
  it('Angel ECM needs Angel ECCM; one Angel ECCM counters any plain ECM', () => {
    expect(ecmState(hex(0, 3, 1, 0), eccm)).toBe('ecm');
    expect(ecmState(hex(3, 0, 0, 1), eccm)).toBe('eccm');
  });
});

describe('active probes and hidden units', () => {
  const path = [
    { distance: 3, lineOfSight: true },
    { distance: 6, lineOfSight: true },
  ];
  it('standard rules look only where the move ends; the expanded option looks along the path', () => {
    expect(probeDetects(path, 4, tw)).toBe(false);
    expect(probeDetects(path, 4, hidden)).toBe(true);
  });
  it('adjacent units are always found; others need line of sight', () => {
    expect(probeDetects([{ distance: 1, lineOfSight: false }], 4, tw)).toBe(true);
    expect(probeDetects([{ distance: 3, lineOfSight: false }], 4, tw)).toBe(false);
  });
});
