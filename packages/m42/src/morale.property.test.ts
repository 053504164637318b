import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, recordingDice } from '@marshal/core';
import { checkMorale } from './morale';
import { baseRules } from './rules';
import { parseM42Setup } from './state';
import { battle, unitsOf } from './test-builders';

describe('Task Force Morale invariants', () => {
  it('a check is needed exactly when fewer than half the starting units remain; none → no dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 4 }), (alive, destroyed, reserve) => {
        fc.pre(alive + destroyed + reserve > 0);
        const setup = parseM42Setup(battle({ units: unitsOf(alive, destroyed, reserve), officers: [{ id: 'o', name: 'Officer', ld: 8, status: 'on-table' }] }));
        const dice = recordingDice(new ScriptedDice([3, 3]));
        const r = checkMorale(setup.players[0]!, baseRules, {}, dice);
        if ('rejected' in r) throw new Error(r.reason);
        expect(r.needed).toBe((alive + reserve) * 2 < alive + destroyed + reserve);
        expect(dice.rolls.length).toBe(r.needed ? 1 : 0);
      }),
    );
  });

  it('Hive Mind withdraws exactly when failures outnumber passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }), (alive, faces) => {
        const setup = parseM42Setup(battle({ units: unitsOf(alive, 20, 0, 7), specialRules: ['hive-mind'] }));
        const r = checkMorale(setup.players[0]!, baseRules, {}, recordingDice(new ScriptedDice(faces)));
        if ('rejected' in r) throw new Error(r.reason);
        const passes = r.tests.filter((t) => t.success).length;
        expect(r.tests).toHaveLength(alive);
        expect(r.result).toBe(alive - passes > passes ? 'retreat' : 'fight-on');
        for (const t of r.tests) expect(t.success).toBe(t.roll!.total <= 7);
      }),
    );
  });
});
