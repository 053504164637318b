import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import { plannedMove } from './planned-move';
import type { BattleSetup } from './schema';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';

const rules = combatRuleset([]).rules;
const BOARD = ['size 16 17', 'hex 0410 0 "water:1" ""', 'end'].join('\n');

function start(): BattleState {
  const base = duelSetup('alternating', null);
  const setup: BattleSetup = {
    ...base,
    map: { boards: [{ name: 'test', text: BOARD, rotated: false }] },
    units: [
      { ...base.units[0]!, hex: '0412', facing: 0 },
      { ...base.units[1]!, hex: '0409', facing: 3 },
    ],
  };
  return battleModule.init(battleModule.parseSetup(setup), rules);
}

describe('a move as it is written', () => {
  it('lists the piloting roll entering water, the heat, and stops before another unit’s hex as the battle would', () => {
    const s = start();
    const p = plannedMove(s, 'red', '3xF', rules);
    expect(p.error).toBeNull();
    expect(p.path).toMatchObject({ end: { hex: '0410' }, stopped: { reason: expect.stringMatching(/0409 is occupied/) } });
    expect(p.rolls.map((r) => [r.hex, r.label])).toEqual([['0410', rules.triggers['water-depth-1'].label]]);
    expect(p.rolls[0]!.ruling.target).toBeGreaterThan(0);
    expect(p.heat).toBe(1);
  });

  it('a prone unit’s getting-up roll comes first and costs 2 MP; unreadable orders give the notation’s message', () => {
    const s = start();
    const prone = { ...s, units: { ...s.units, red: { ...s.units.red!, prone: true } } };
    const p = plannedMove(prone, 'red', 'F', rules);
    expect(p.rolls[0]).toMatchObject({ step: -1, label: 'getting up' });
    expect(p.path!.limits.walk).toBe(s.units.red!.movement.walk - 2);
    expect(plannedMove(s, 'red', 'Q', rules).error).toMatch(/not a movement order/);
    expect(plannedMove(s, 'red', '', rules)).toMatchObject({ path: null, rolls: [], heat: 0 });
  });
});
