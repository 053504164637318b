import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { resolvePhaseEnd, pendingPsrRulings } from '../piloting/phase-end';
import { resolvePhysicalAttack } from '../physical-attacks/physical-attack';
import { mech, withHeat } from '../../test/fixtures';

/** Seed 003 §8.1: the 50-ton TSM 'Mech running hot kicks an assault 'Mech that moved 5 hexes. */
describe('seed 003 §8.1 worked example', () => {
  const rules = combatRuleset(['solaris-vii']).rules;
  const attacker = withHeat(mech({ tonnage: 50, tsm: true, name: 'TSM Medium' }, { gunnery: 4, piloting: 5 }), 9);
  const defender = mech({ tonnage: 80, name: 'Assault' }, { gunnery: 4, piloting: 5 });
  const declaration = {
    kind: 'kick' as const,
    attacker,
    target: defender,
    limb: 'RL',
    attackerMoved: 'ran' as const,
    targetMoved: { hexes: 5, jumped: false },
    direction: 'front' as const,
  };

  it('to-hit 6 = 5 − 2 (kick) − 1 (medium) + 2 (ran) + 2 (target moved 5), itemised', () => {
    // kick roll 7 hits; kick table 1 → right leg
    const dice = new RecordingDice(scriptedDice(3, 4, 1));
    const out = resolvePhysicalAttack(declaration, rules, dice);
    expect(out.report.toHit.target).toBe(6);
    expect(out.report.toHit.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['piloting', 5],
      ['kick', -2],
      ['weight-class', -1],
      ['attacker-movement', 2],
      ['target-movement', 2],
    ]);
    expect(out.report.toHit.odds.successes).toBe('26');
    expect(out.report.hit).toBe(true);
    expect(out.report.damage.target).toBe(20);
    expect(out.report.hits).toHaveLength(1);
    expect(out.report.hits[0]!.location).toBe('RL');
    expect(out.report.hits[0]!.damage).toBe(20);
    expect(out.target.damageThisPhase).toBe(20);
  });

  it('the assault defender makes two piloting rolls at 4 = 5 + 1 (20 damage) − 2 (assault)', () => {
    const dice = new RecordingDice(scriptedDice(3, 4, 1));
    const out = resolvePhysicalAttack(declaration, rules, dice);
    const pending = pendingPsrRulings(out.target, rules);
    expect(pending.map((p) => p.trigger)).toEqual(['damage', 'kicked']);
    for (const p of pending) {
      expect(p.ruling.target).toBe(4);
      expect(p.ruling.modifiers.map((m) => [m.id, m.value])).toEqual([
        ['piloting', 5],
        ['phase-damage', 1],
        ['weight-class', -2],
      ]);
    }
    const end = resolvePhaseEnd(out.target, rules, new RecordingDice(scriptedDice(2, 2, 3, 1)));
    expect(end.report.psrs.map((p) => p.success)).toEqual([true, true]);
    expect(end.unit.damageThisPhase).toBe(0);
  });

  it('without the options the same kick is at 7 and the rolls are at 6 and 5', () => {
    const tw = combatRuleset([]).rules;
    const out = resolvePhysicalAttack(declaration, tw, new RecordingDice(scriptedDice(3, 4, 1)));
    expect(out.report.toHit.target).toBe(7);
    expect(pendingPsrRulings(out.target, tw).map((p) => p.ruling.target)).toEqual([6, 5]);
  });

  it('TSM only doubles while running hot', () => {
    const cool = { ...declaration, attacker: withHeat(attacker, 8) };
    const out = resolvePhysicalAttack(cool, rules, new RecordingDice(scriptedDice(3, 4, 1)));
    expect(out.report.damage.target).toBe(10);
  });
});
