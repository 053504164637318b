import { RecordingDice, hexDistance, isRejection, parseHexLabel, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combatRuleset } from '../options/ruleset';
import { DEFAULT_BOT, botFire, botOrders, botVolley, heatBudget } from './bot';
import { bestVolley, damageOnHit, expectedDamage } from './expected-damage';
import { fireOptions } from '../battle/fire';
import { checkFire } from '../battle/fire-check';
import { battleModule } from '../battle/module';
import type { BattleState } from '../battle/state';
import { duelSetup } from '../battle/test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const base = () => battleModule.init(battleModule.parseSetup(duelSetup()), rules);
const base0 = base;
const at = (s: BattleState, red: string, blue: string): BattleState => ({
  ...s,
  phase: 'fire',
  positions: { red: { hex: red, facing: 0 }, blue: { hex: blue, facing: 3 } },
  moved: { red: { mode: 'stand', hexes: 0 }, blue: { mode: 'stand', hexes: 0 } },
});

describe('bot', () => {
  it('missile damage on a hit is the cluster table average; a laser is its damage', () => {
    const s = at(base(), '0812', '0810');
    const opts = fireOptions(s, 'red', 'blue', rules);
    const srm = opts.find((o) => o.profile.cluster)!;
    expect(damageOnHit(srm.profile)).toBeGreaterThan(2 * 2);
    expect(damageOnHit(srm.profile)).toBeLessThan(4 * 2);
    expect(damageOnHit(opts.find((o) => !o.profile.cluster)!.profile)).toBe(5);
  });

  it('the volley is the best expected damage within the heat budget (exhaustive check)', () => {
    const s = at(base(), '0812', '0810');
    const opts = fireOptions(s, 'red', 'blue', rules);
    for (const budget of [0, 3, 5, 6, 9, 12]) {
      const pick = bestVolley(opts, budget);
      expect(pick.reduce((h, o) => h + o.profile.heat, 0)).toBeLessThanOrEqual(budget);
      let best = 0;
      for (let mask = 0; mask < 1 << opts.length; mask++) {
        const set = opts.filter((_, i) => mask & (1 << i));
        if (set.reduce((h, o) => h + o.profile.heat, 0) <= budget)
          best = Math.max(
            best,
            set.reduce((t, o) => t + expectedDamage(o), 0),
          );
      }
      expect(pick.reduce((t, o) => t + expectedDamage(o), 0)).toBeCloseTo(best, 9);
    }
  });

  it('picks exactly what the copying knapsack picks (same shots, same order), whatever the heats, odds and budget', () => {
    // The formulation bestVolley replaced: each cell keeps a copy of its pick.
    const copying = <T extends Parameters<typeof bestVolley>[0][number]>(options: readonly T[], heatBudget: number): T[] => {
      const budget = Math.max(0, Math.floor(heatBudget));
      const hot = options.filter((o) => o.profile.heat > 0);
      const best = Array.from({ length: budget + 1 }, () => ({ value: 0, pick: [] as number[] }));
      hot.forEach((o, i) => {
        for (let h = budget; h >= o.profile.heat; h--) {
          const cand = best[h - o.profile.heat]!.value + expectedDamage(o);
          if (cand > best[h]!.value + 1e-12) best[h] = { value: cand, pick: [...best[h - o.profile.heat]!.pick, i] };
        }
      });
      return [...options.filter((o) => o.profile.heat <= 0), ...best[budget]!.pick.map((i) => hot[i]!)].filter((o) => expectedDamage(o) > 0);
    };
    const base = fireOptions(at(base0(), '0812', '0810'), 'red', 'blue', rules);
    const shot = fc.record({ from: fc.nat(base.length - 1), heat: fc.integer({ min: 0, max: 9 }), p: fc.constantFrom(0, 1 / 36, 0.5, 0.5, 0.72, 1) });
    fc.assert(
      fc.property(fc.array(shot, { maxLength: 9 }), fc.integer({ min: -2, max: 30 }), (shots, budget) => {
        const opts = shots.map(({ from, heat, p }) => {
          const o = base[from]!;
          return { ...o, profile: { ...o.profile, heat }, toHit: { ...o.toHit, odds: { ...o.toHit.odds, probability: p } } };
        });
        expect(bestVolley(opts, budget)).toEqual(copying(opts, budget));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps heat manageable: a hot unit fires less', () => {
    const s = at(base(), '0812', '0810');
    const hot = { ...s, units: { ...s.units, red: { ...s.units.red!, heat: 8 } } };
    expect(heatBudget(hot.units.red!, hot.moved.red, DEFAULT_BOT)).toBeLessThan(heatBudget(s.units.red!, s.moved.red, DEFAULT_BOT));
    expect(botFire(hot, 'red', rules).length).toBeLessThan(botFire(s, 'red', rules).length);
    expect(checkFire(s, 'red', botFire(s, 'red', rules), rules)).toBeNull();
  });

  it('closes in when out of range, with orders the movement executor accepts', () => {
    let s = base();
    const out = battleModule.resolve(s, { type: 'initiative' }, { dice: new RecordingDice(scriptedDice(1, 1, 6, 6)), rules });
    if (isRejection(out)) throw new Error(out.reason);
    s = out.reduce(battleModule.apply, s);
    const orders = botOrders(s, 'red', rules);
    const moved = battleModule.resolve(s, { type: 'move', unit: 'red', orders }, { dice: new RecordingDice(scriptedDice()), rules });
    if (isRejection(moved)) throw new Error(moved.reason);
    const after = moved.reduce(battleModule.apply, s);
    const d = (st: BattleState) => hexDistance(parseHexLabel(st.positions.red!.hex), parseHexLabel(st.positions.blue!.hex));
    expect(d(after)).toBeLessThan(d(s));
  });
});

describe('torso twist', () => {
  it('turns the arcs of torso and arm mounts one hexside; the bot twists when that lets it fire more', () => {
    const s: BattleState = { ...at(base(), '0812', '0810'), positions: { red: { hex: '0812', facing: 2 }, blue: { hex: '0810', facing: 3 } } };
    expect(checkFire(s, 'red', [{ weapon: 2, target: 'blue' }], rules)).toMatch(/cannot fire/u);
    expect(checkFire(s, 'red', [{ weapon: 2, target: 'blue' }], rules, -1)).toBeNull();
    const prone = { ...s, units: { ...s.units, red: { ...s.units.red!, prone: true } } };
    expect(checkFire(prone, 'red', [{ weapon: 2, target: 'blue' }], rules, -1)).toMatch(/cannot twist/u);
    expect(botVolley(s, 'red', rules).twist).toBe(-1);
  });
});
