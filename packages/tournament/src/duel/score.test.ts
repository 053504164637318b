import { describe, expect, it } from 'vitest';
import { resolveRuleset } from '@marshal/core';
import { baseRules, tournamentOptions, type MechState } from '../rules';
import { scoreDuel, scoreBye } from './score';

const side = (state: MechState, pulsePoints = 0, precisionPoints = 0, ammoTons = 0) => ({ state, pulsePoints, precisionPoints, ammoTons });
const outcome = (own: MechState, enemy: MechState, rules = baseRules) => scoreDuel(side(own), side(enemy), rules).a.lines[0]!.points;

describe('duel scoring (seed 003 §4)', () => {
  it('scores every listed outcome as the seed says', () => {
    expect(outcome('intact', 'destroyed')).toBe(3);
    expect(outcome('crippled', 'destroyed')).toBe(3);
    expect(outcome('destroyed', 'destroyed')).toBe(2);
    expect(outcome('destroyed', 'crippled')).toBe(1);
    expect(outcome('crippled', 'crippled')).toBe(1);
    expect(outcome('intact', 'intact')).toBe(0);
  });
  it('scores the unlisted outcomes by the documented default, or by the margin house rule', () => {
    expect(outcome('intact', 'crippled')).toBe(1);
    expect(outcome('crippled', 'intact')).toBe(0);
    expect(outcome('destroyed', 'intact')).toBe(0);
    expect(scoreDuel(side('crippled'), side('intact'), baseRules).a.lines[0]!.source.kind).toBe('default');
    const margin = resolveRuleset(tournamentOptions, baseRules, ['solaris-open-outcomes-margin']).rules;
    expect(outcome('intact', 'crippled', margin)).toBe(2);
    expect(outcome('crippled', 'crippled', margin)).toBe(1);
  });
  it('adds the pulse, precision and ammunition bonuses (ties count as fewer-or-equal)', () => {
    // A: Clan large pulse (5) vs B: medium pulse (3); A carries 2 t AC/20 precision (8), B none; both carry ammo.
    const r = scoreDuel(side('intact', 5, 8, 2), side('destroyed', 3, 0, 1), baseRules);
    expect(r.a.total).toBe(3 + 0 + 0 + 1);
    expect(r.b.total).toBe(0 + 1 + 1 + 1);
    expect(r.a.kill).toBe(true);
    const even = scoreDuel(side('crippled', 3, 0, 0.5), side('crippled', 3, 0, 0), baseRules);
    expect(even.a.total).toBe(1 + 1 + 1 + 0);
    expect(even.a.crippled).toBe(true);
  });
  it('byes score 3 by default and 0 under the house rule', () => {
    expect(scoreBye(baseRules).total).toBe(3);
    expect(scoreBye(resolveRuleset(tournamentOptions, baseRules, ['solaris-bye-scores-zero']).rules).total).toBe(0);
  });
});
