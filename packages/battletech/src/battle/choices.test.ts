import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { nothingToDecide, owingUnits } from './choices';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const at = (phase: BattleState['phase'], red: string, blue: string): BattleState => {
  const s = battleModule.init(battleModule.parseSetup(duelSetup('alternating', 20)), rules);
  return {
    ...s,
    phase,
    positions: { red: { hex: red, facing: 0 }, blue: { hex: blue, facing: 3 } },
    moved: { red: { mode: 'stand', hexes: 0 }, blue: { mode: 'stand', hexes: 0 } },
  };
};

describe('a side with nothing to decide', () => {
  it('in the physical phase: nobody adjacent means no attack to choose; adjacent and facing means a choice', () => {
    expect(nothingToDecide(at('physical', '0815', '0803'), 'a', rules)).toBe(true);
    expect(nothingToDecide(at('physical', '0810', '0809'), 'a', rules)).toBe(false);
  });

  it('in the fire phase: a target in range and arc is a choice; a unit whose every weapon is destroyed has none', () => {
    const ahead = at('fire', '0810', '0807');
    expect(nothingToDecide(ahead, 'a', rules)).toBe(false);
    const red = ahead.units.red!;
    const disarmed: BattleState = { ...ahead, units: { ...ahead.units, red: { ...red, weapons: red.weapons.map((w) => ({ ...w, destroyed: true })) } } };
    expect(nothingToDecide(disarmed, 'a', rules)).toBe(true);
  });

  it('owes nothing once declared, and movement is always a decision', () => {
    const s = at('physical', '0815', '0803');
    expect(owingUnits(s, 'a')).toEqual(['red']);
    expect(nothingToDecide({ ...s, physical: { red: null } }, 'a', rules)).toBe(false);
    expect(nothingToDecide(at('movement', '0815', '0803'), 'a', rules)).toBe(false);
  });
});
