import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { resolvePhaseEnd } from '../piloting/phase-end';
import { mech } from '../../test/fixtures';

const tw = combatRuleset([]).rules;

describe('a missed death from above', () => {
  it('is an automatic fall from two levels onto its back: no piloting or facing roll, ⌈tons/10⌉ × 3 on the rear', () => {
    const u = { ...mech({ tonnage: 50 }), pendingPsrs: ['missed-dfa' as const] };
    // no dice for the roll or the landing side; three 5-point groups from behind: 3+4 → CT (rear armour), 2+3 → RL, 4+5 → LL;
    // pilot roll 5+6 = 11 against 5 + 1 (fell 2 levels: +1 a level beyond the first, facts §4.3) avoids damage
    const dice = new RecordingDice(scriptedDice(3, 4, 2, 3, 4, 5, 5, 6));
    const r = resolvePhaseEnd(u, tw, dice);
    expect(r.report.psrs).toEqual([expect.objectContaining({ trigger: 'missed-dfa', roll: null, success: false })]);
    expect(r.report.fall).toMatchObject({ damage: 15, facing: { side: 'rear', turn: 3 } });
    expect(r.report.fall!.hits.map((h) => [h.location, h.rear, h.damage])).toEqual([
      ['CT', true, 5],
      ['RL', false, 5],
      ['LL', false, 5],
    ]);
    expect(r.report.fall!.pilotCheck.ruling.modifiers.find((m) => m.id === 'fall-height')?.value).toBe(1);
    expect(r.report.fall!.pilotCheck).toMatchObject({ roll: 11, avoided: true });
    expect(r.unit.prone).toBe(true);
  });
  it('any other failed roll is an ordinary fall with a facing roll and no height', () => {
    const u = { ...mech({ tonnage: 50 }), pendingPsrs: ['missed-kick' as const] };
    // roll 1+1 fails; facing 1 → front; 3+4 → CT; pilot 4+4
    const r = resolvePhaseEnd(u, tw, new RecordingDice(scriptedDice(1, 1, 1, 3, 4, 4, 4)));
    expect(r.report.fall).toMatchObject({ damage: 5, facing: { side: 'front' } });
  });
});
