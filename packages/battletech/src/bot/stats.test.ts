import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { mergeCounts, simulateRange, simulationReport } from './simulate';
import { wilson } from './stats';
import { duelSetup } from '../battle/test/setup';

describe('simulator statistics', () => {
  it('Wilson interval: 50 of 100 is 0.404–0.596; 0 of 10 still has an upper bound', () => {
    const w = wilson(50, 100);
    expect(w.low).toBeCloseTo(0.4038, 3);
    expect(w.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
  });

  it('runs are reproducible from the seed and can be split and merged', () => {
    const rules = combatRuleset(['solaris-vii']).rules;
    const setup = duelSetup('alternating', 3);
    const whole = simulateRange(setup, rules, 's', 0, 2);
    const parts = mergeCounts(simulateRange(setup, rules, 's', 0, 1), simulateRange(setup, rules, 's', 1, 2));
    expect(parts).toEqual(whole);
    const report = simulationReport(whole, 's');
    const sum = report.odds['a-wins'].count + report.odds['b-wins'].count + report.odds.draw.count + report.odds['mutual-destruction'].count;
    expect(sum).toBe(2);
  });
});
