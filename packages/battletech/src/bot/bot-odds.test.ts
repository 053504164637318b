import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { DEFAULT_BOT, QUICK_BOT } from './bot';
import { quickBotOdds } from './bot-odds';
import { simulateRange, simulateSides } from './simulate';
import { battleModule } from '../battle/module';
import { duelSetup } from '../battle/test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const setup = battleModule.parseSetup(duelSetup('simultaneous'));

/** The procedure behind docs/battle.md's quick-bot table, on a small seeded sample (not timed). */
describe('quickBotOdds: the quick bot measured against the full bot', () => {
  it('counts each seating and each same-bot simulation on the same dice streams, with Wilson intervals', () => {
    const runs = 4;
    const o = quickBotOdds(setup, rules, 'odds-test', runs);
    const quickA = simulateSides(setup, rules, 'odds-test', 0, runs, { a: QUICK_BOT, b: DEFAULT_BOT });
    const quickB = simulateSides(setup, rules, 'odds-test', 0, runs, { a: DEFAULT_BOT, b: QUICK_BOT });
    const full = simulateRange(setup, rules, 'odds-test', 0, runs, DEFAULT_BOT);
    const quick = simulateRange(setup, rules, 'odds-test', 0, runs, QUICK_BOT);
    expect(o.runs).toBe(runs);
    expect(o.quickWins.count).toBe(quickA.tallies['a-wins'] + quickB.tallies['b-wins']);
    expect(o.fullWins.count).toBe(quickA.tallies['b-wins'] + quickB.tallies['a-wins']);
    expect(o.quickWins.runs).toBe(2 * runs);
    expect(o.quickWins.count + o.fullWins.count + o.neither.count).toBe(2 * runs);
    expect(o.fullVsFull.count).toBe(full.tallies['a-wins']);
    expect(o.quickVsQuick.count).toBe(quick.tallies['a-wins']);
    expect(o.shift).toBeCloseTo(o.quickVsQuick.p - o.fullVsFull.p, 12);
    for (const p of [o.quickWins, o.fullWins, o.neither, o.fullVsFull, o.quickVsQuick]) {
      expect(p.low).toBeLessThanOrEqual(p.p);
      expect(p.high).toBeGreaterThanOrEqual(p.p);
    }
    // The full-vs-full simulation is the one every existing simulation plays, unchanged by the quick bot.
    expect(simulateSides(setup, rules, 'odds-test', 0, runs, { a: DEFAULT_BOT, b: DEFAULT_BOT })).toEqual(full);
    // Pinned on this sample, so a change to the procedure or to either bot shows here.
    expect([o.quickWins.count, o.fullWins.count, o.fullVsFull.count, o.quickVsQuick.count]).toEqual(PINNED);
  });
});

const PINNED = [5, 2, 3, 1];
