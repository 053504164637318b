import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../combat/options/ruleset';
import { battleModule } from './module';
import { closePhase, heatPhase, judgeOutcome, withdrawals } from './phases';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const base = (limit: number | null = 20) => battleModule.init(battleModule.parseSetup(duelSetup('alternating', limit)), rules);
const dead = (s: BattleState, id: string): BattleState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, destroyed: true } } });
const legless = (s: BattleState, id: string): BattleState => {
  const u = s.units[id]!;
  return { ...s, units: { ...s.units, [id]: { ...u, locations: { ...u.locations, LL: { ...u.locations.LL!, armor: 0, structure: 0, destroyed: true } } } } };
};

describe('end of round', () => {
  it('victory when every unit of one side is out; mutual destruction when both are; a draw at the round limit', () => {
    expect(judgeOutcome(base(), [])).toBeNull();
    expect(judgeOutcome(dead(base(), 'blue'), [])).toMatchObject({ result: 'victory', winner: 'a', crippled: { a: false, b: true } });
    expect(judgeOutcome(dead(dead(base(), 'blue'), 'red'), [])).toMatchObject({ result: 'mutual-destruction', winner: null });
    expect(judgeOutcome({ ...base(3), round: 3 }, [])).toMatchObject({ result: 'draw', reason: 'the 3-round limit is reached' });
    expect(judgeOutcome({ ...base(null), round: 500 }, [])).toBeNull();
  });

  it('a unit under forced withdrawal leaves from its home edge, and that ends the duel', () => {
    const hurt = legless(base(), 'red');
    expect(withdrawals(hurt)).toEqual([]);
    const onEdge = { ...hurt, positions: { ...hurt.positions, red: { hex: '0817', facing: 0 as const } } };
    expect(withdrawals(onEdge)).toEqual(['red']);
    expect(judgeOutcome(onEdge, ['red'])).toMatchObject({ result: 'victory', winner: 'b', reason: expect.stringMatching(/withdrawn/u) });
  });
});

describe('heat phase', () => {
  it('movement heat in, sinks out; a shut-down unit below 14 restarts without a roll', () => {
    const s = base();
    const hot: BattleState = { ...s, moved: { red: { mode: 'run', hexes: 5 } }, units: { ...s.units, red: { ...s.units.red!, heat: 12 }, blue: { ...s.units.blue!, heat: 15, shutdown: true } } };
    const r = heatPhase(hot, new RecordingDice(scriptedDice()));
    expect(r.units.red!.heat).toBe(4);
    expect(r.units.blue!.heat).toBe(5);
    expect(r.units.blue!.shutdown).toBe(false);
  });
});

describe('piloting rolls at the end of a phase', () => {
  it('a failed roll is a fall and the unit turns as the fall table says', () => {
    const s = base();
    const units = { ...s.units, red: { ...s.units.red!, pendingPsrs: ['damage' as const], damageThisPhase: 20 } };
    // PSR 2 fails; fall facing 4 (opposite); location 7; pilot roll 12
    const r = closePhase(s, units, rules, new RecordingDice(scriptedDice(1, 1, 4, 3, 4, 6, 6)));
    expect(r.units.red!.prone).toBe(true);
    expect(r.positions.red).toEqual({ hex: '0815', facing: 3 });
    expect(r.positions.blue).toEqual(s.positions.blue);
  });
});
