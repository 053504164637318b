import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { fallDamage, resolveFall } from './falls';
import { combatRuleset } from '../../options/ruleset';
import { resolvePhaseEnd } from './phase-end';
import { mech } from '../../test/fixtures';

const tw = combatRuleset([]).rules;

describe('falls', () => {
  it('damage is tons/10 × (levels + 1), in 5-point groups on the landing side', () => {
    expect(fallDamage(50, 0)).toBe(5);
    expect(fallDamage(85, 0)).toBe(9);
    expect(fallDamage(50, 2)).toBe(15);
    // facing 4 → rear; hit roll 3+4 = 7 → CT rear; pilot roll 4+4 = 8 ≥ 5
    const r = resolveFall(mech({ tonnage: 50 }), tw, new RecordingDice(scriptedDice(4, 3, 4, 4, 4)));
    expect(r.report.facing.side).toBe('rear');
    expect(r.report.hits.map((h) => [h.location, h.rear, h.damage])).toEqual([['CT', true, 5]]);
    expect(r.unit.prone).toBe(true);
    expect(r.report.pilotCheck.avoided).toBe(true);
    expect(r.unit.pilot.hits).toBe(0);
  });
  it('a failed pilot roll costs a hit and a consciousness roll', () => {
    // facing 1 → front; 3+4 → CT; pilot roll 1+1 fails; consciousness 2+2 ≥ 3
    const r = resolveFall(mech({ tonnage: 50 }), tw, new RecordingDice(scriptedDice(1, 3, 4, 1, 1, 2, 2)));
    expect(r.report.pilotCheck.avoided).toBe(false);
    expect(r.unit.pilot).toMatchObject({ hits: 1, conscious: true });
  });
  it('a failed piloting roll at the end of the phase is a fall and cancels the rest', () => {
    const u = { ...mech({ tonnage: 50 }), damageThisPhase: 25, pendingPsrs: ['kicked' as const] };
    const r = resolvePhaseEnd(u, tw, new RecordingDice(scriptedDice(1, 2, 1, 3, 4, 5, 5)));
    expect(r.report.psrs).toHaveLength(1);
    expect(r.report.psrs[0]).toMatchObject({ trigger: 'damage', roll: 3, success: false });
    expect(r.report.fall).not.toBeNull();
    expect(r.unit.prone).toBe(true);
    expect(r.unit.pendingPsrs).toEqual([]);
  });
});

describe('falls and the advanced critical rule', () => {
  it('fall damage to the structure uses the standard critical table even with advanced criticals on', () => {
    const adv = combatRuleset(['tacops-advanced-criticals']).rules;
    const bare = mech({ tonnage: 50, armor: 0 });
    // facing 1 → front; location 3+4 → CT (no armour: structure damaged); critical roll 4+4 = 8:
    // standard table → 1 critical (advanced would need 9); slot: half 1, slot 1 → engine
    const r = resolveFall(bare, adv, new RecordingDice(scriptedDice(1, 3, 4, 4, 4, 1, 1, 6, 6)));
    expect(r.report.hits[0]!.criticals[0]).toMatchObject({ roll: 8, modifier: 0, result: '1 critical hit' });
  });
});
