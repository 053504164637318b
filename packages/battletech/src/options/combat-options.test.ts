import { describe, expect, it } from 'vitest';
import { baseCombatRules } from './rules';
import { COMBAT_OPTIONS, combatOptionRegistry } from './combat-options';
import { combatRuleset } from './ruleset';

/** Each option changes the rules data; the behaviour on vs off is tested beside each rule. */
const WHERE_TESTED: Record<string, string> = {
  'tacops-taking-damage': 'piloting.test.ts, worked-example.test.ts',
  'tacops-weight-class-physical': 'worked-example.test.ts',
  'tacops-advanced-criticals': 'criticals.test.ts',
  'tacops-floating-criticals': 'weapon-attack.test.ts',
  'tacops-expanded-partial-cover': 'to-hit.test.ts',
  'tacops-taking-cover': 'combat-options.test.ts',
  'tacops-active-probe-targeting': 'to-hit.test.ts',
  'tacops-hidden-units-expanded': 'electronics.test.ts',
  'tacops-eccm': 'electronics.test.ts',
  'tacops-rapid-fire-mg': 'weapon-attack.test.ts',
  'bmm-enhanced-flamers': 'weapon-attack.test.ts',
  'missions-weight-class-damage-psr': 'piloting.test.ts',
};

describe('combat options', () => {
  it('every option resolves on its own and changes the rules', () => {
    for (const opt of COMBAT_OPTIONS) {
      const rules = combatRuleset([opt.id]).rules;
      expect(rules, opt.id).not.toEqual(baseCombatRules);
      expect(WHERE_TESTED[opt.id], `${opt.id} has an on/off test`).toBeDefined();
      expect(opt.source.kind).not.toBe('default');
    }
  });
  it('the solaris-vii preset enables the seed 003 §8–§9 set', () => {
    const r = combatRuleset(['solaris-vii']);
    expect(r.enabled).toEqual(combatOptionRegistry.presets!.find((p) => p.id === 'solaris-vii')!.includes);
    expect(r.rules.criticals.damageGroupBonus).toBe(true);
    expect(r.rules.flamers.heatAndDamage).toBe(true);
    expect(r.rules.cover.kinds).toContain('three-quarter');
  });
  it('a preset can be trimmed with !option', () => {
    const r = combatRuleset(['solaris-vii', '!tacops-floating-criticals']);
    expect(r.rules.tac.floating).toBe(false);
  });
  it('taking cover is refused unless its option is on', async () => {
    const { coverEffect } = await import('../rules/to-hit/to-hit');
    const los = { modifiers: [], partialCover: { kind: 'horizontal' as const, locations: ['LL', 'RL'] }, takingCover: true };
    expect(() => coverEffect(los, combatRuleset([]).rules)).toThrow(/taking-cover/u);
    expect(coverEffect(los, combatRuleset(['tacops-taking-cover']).rules)?.locations).toEqual(['LL', 'RL']);
  });
  it('unknown options are named with a suggestion', () => {
    expect(() => combatRuleset(['tacops-floating-critical'])).toThrow(/did you mean tacops-floating-criticals/u);
  });
});
