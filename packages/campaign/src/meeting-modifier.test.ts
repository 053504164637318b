import { describe, expect, it } from 'vitest';
import { forceUnitSchema } from './force';
import { fieldedLances } from './meeting-engagement';
import { meetingEngagementModifier } from './meeting-modifier';
import { baseRules } from './rules';
import { initCampaign } from './state';
import { parseCampaignSetup } from './setup';
import { natalieLance, ralphStars, setup } from '../test/fixtures';

const parse = (units: unknown[]) => units.map((u) => forceUnitSchema.parse(u));

describe('meeting-engagement modifier', () => {
  it("reproduces the seed's worked example: Natalie against Ralph is exactly -5", () => {
    const [s1, s2] = ralphStars();
    const lances = [
      { side: 'attacker' as const, id: 'nat', name: 'Natalie lance', units: parse(natalieLance().units) },
      { side: 'defender' as const, id: 'star-1', name: 'Star 1', units: parse(s1!.units) },
      { side: 'defender' as const, id: 'star-2', name: 'Star 2', units: parse(s2!.units) },
    ];
    const m = meetingEngagementModifier(lances, baseRules, -3);
    const items = (i: number) => m.lances[i]!.modifiers.map((x) => [x.id, x.value]);
    expect(items(0)).toEqual([
      ['slowest-mech', 1],
      ['jump-jets', 2],
      ['equipment-beagle-active-probe', 1],
      ['landing-modifier', -3],
    ]);
    expect(items(1)).toEqual([
      ['slowest-mech', 2],
      ['equipment-watchdog', 2],
    ]);
    expect(items(2)).toEqual([
      ['slowest-mech', -2],
      ['jump-jets', 2],
      ['equipment-watchdog', 2],
    ]);
    expect([m.attackerTotal, m.defenderTotal, m.modifier]).toEqual([1, 6, -5]);
    for (const l of m.lances) for (const x of l.modifiers) expect(x.source).toBeDefined();
  });

  it('counts the landing modifier in every attacking lance by default, once per side under the house rule', () => {
    const a = parse(natalieLance().units);
    const lances = [
      { side: 'attacker' as const, id: 'l1', name: 'L1', units: a },
      { side: 'attacker' as const, id: 'l2', name: 'L2', units: a },
    ];
    expect(meetingEngagementModifier(lances, baseRules, -3).attackerTotal).toBe(2 * 1);
    const once = meetingEngagementModifier(lances, { ...baseRules, landingModifierScope: 'once' }, -3);
    expect(once.attackerTotal).toBe(2 * 4 - 3);
    expect(once.sideModifiers[0]!.source.kind).toBe('house-rule');
  });

  it('takes the best special equipment by default and adds them up under the house rule', () => {
    const units = parse([{ ...natalieLance().units[0]!, equipment: ['beagle-active-probe', 'guardian-ecm', 'angel-ecm'] }]);
    const lance = [{ side: 'defender' as const, id: 'x', name: 'X', units }];
    const best = meetingEngagementModifier(lance, baseRules, null).lances[0]!.modifiers.filter((m) => m.id.startsWith('equipment'));
    expect(best.map((m) => m.value)).toEqual([2]);
    const sum = meetingEngagementModifier(lance, { ...baseRules, equipmentStacking: 'sum' }, null).lances[0]!.modifiers.filter((m) =>
      m.id.startsWith('equipment'),
    );
    expect(sum.map((m) => m.value).reduce((a, b) => a + b)).toBe(4);
  });

  it('gives the slowest vehicle its own modifier and no jump bonus to a lance with a vehicle', () => {
    const state = initCampaign(parseCampaignSetup(setup()));
    const [garrison] = fieldedLances(state, 'defender', ['warhammer', 'schrek']);
    const m = meetingEngagementModifier([garrison!], baseRules, null).lances[0]!;
    expect(m.modifiers.map((x) => [x.id, x.value])).toEqual([
      ['slowest-mech', -2],
      ['slowest-vehicle', -2],
    ]);
  });
});
