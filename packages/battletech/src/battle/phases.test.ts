import { RecordingDice, isRejection, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import { closePhase, heatPhase, judgeOutcome, physicalOption, withdrawals } from './phases';
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

  it('an immobile unit under forced withdrawal cannot step off its home edge: it stays', () => {
    const both = legless(base(), 'red');
    const u = both.units.red!;
    const immobile = {
      ...both,
      units: { ...both.units, red: { ...u, locations: { ...u.locations, RL: { ...u.locations.RL!, armor: 0, structure: 0, destroyed: true } } } },
    };
    const onEdge = { ...immobile, positions: { ...immobile.positions, red: { hex: '0817', facing: 0 as const } } };
    expect(withdrawals(onEdge)).toEqual([]);
  });
});

describe('heat phase', () => {
  it('movement heat in, sinks out; a shut-down unit below 14 restarts without a roll', () => {
    const s = base();
    const hot: BattleState = {
      ...s,
      moved: { red: { mode: 'run', hexes: 5 } },
      units: { ...s.units, red: { ...s.units.red!, heat: 12 }, blue: { ...s.units.blue!, heat: 15, shutdown: true } },
    };
    const r = heatPhase(hot, new RecordingDice(scriptedDice()), rules);
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

describe('physical attacks in the round', () => {
  const adjacent = (): BattleState => {
    const s = base();
    return {
      ...s,
      phase: 'physical',
      positions: { red: { hex: '0810', facing: 0 }, blue: { hex: '0809', facing: 3 } },
      moved: { red: { mode: 'stand', hexes: 0 }, blue: { mode: 'stand', hexes: 0 } },
    };
  };

  it('checks adjacency, arc, limb and weapons fired from the limb', () => {
    const s = adjacent();
    const kick = physicalOption(s, 'red', { kind: 'kick', limb: 'RL', target: 'blue' }, rules);
    expect(typeof kick !== 'string' && kick.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['piloting', 5],
      ['kick', -2],
      ['weight-class', -1],
    ]);
    expect(physicalOption(s, 'red', { kind: 'punch', limb: 'RL', target: 'blue' }, rules)).toMatch(/uses an arm/u);
    expect(physicalOption({ ...s, fire: { red: [{ weapon: 0, target: 'blue' }] } }, 'red', { kind: 'punch', limb: 'RA', target: 'blue' }, rules)).toMatch(
      /RA fired a weapon/u,
    );
    const apart = { ...s, positions: { ...s.positions, blue: { hex: '0807', facing: 3 as const } } };
    expect(physicalOption(apart, 'red', { kind: 'kick', limb: 'RL', target: 'blue' }, rules)).toMatch(/not adjacent/u);
  });

  it('declared by both, resolved together: a kick that hits does leg damage and the target rolls to stay up', () => {
    let s = adjacent();
    const go = (c: unknown, dice = scriptedDice()) => {
      const out = battleModule.resolve(s, battleModule.parseCommand(c), { dice: new RecordingDice(dice), rules });
      if (isRejection(out)) throw new Error(out.reason);
      return out;
    };
    s = go({ type: 'physical', unit: 'red', attack: { kind: 'kick', limb: 'RL', target: 'blue' } }).reduce(battleModule.apply, s);
    // kick hits (12), kick location 1 (right leg); blue's kicked roll 12
    const ev = go({ type: 'physical', unit: 'blue', attack: null }, scriptedDice(6, 6, 1, 6, 6));
    const after = ev.reduce(battleModule.apply, s);
    expect(ev.map((e) => e.type)).toEqual(['physicalDeclared', 'physicalResolved']);
    expect(after.units.blue!.locations.RL!.armor).toBe(s.units.blue!.locations.RL!.armor - 10);
    expect(after.units.blue!.prone).toBe(false);
    expect(after.phase).toBe('heat');
  });
});
