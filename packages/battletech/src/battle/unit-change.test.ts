import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDamage } from '../rules/damage/damage';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import { applyUnitChange, applyUnitChanges, sameValue, unitChange, unitChanges } from './unit-change';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const red = battleModule.init(battleModule.parseSetup(duelSetup()), rules).units.red!;
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('unit changes in events', () => {
  it('carry only what changed: damage to one location, heat and a pending roll', () => {
    const hit = applyDamage(red, { location: 'LT', rear: false, amount: 5 }).unit;
    const after = { ...hit, heat: 7, pendingPsrs: ['damage' as never] };
    const c = unitChange(red, after);
    expect(Object.keys(c).sort()).toEqual(['damageThisPhase', 'heat', 'locations', 'pendingPsrs']);
    expect(Object.keys(c.locations!)).toEqual(['LT']);
    expect(c.capabilities).toBeUndefined();
    expect(applyUnitChange(red, json(c))).toEqual(after);
    expect(unitChange(red, red)).toEqual({});
  });

  it('applied to the unit they were taken from give the new unit, also after a JSON round trip (property)', () => {
    const locs = Object.keys(red.locations);
    fc.assert(
      fc.property(
        fc.array(fc.record({ loc: fc.constantFrom(...locs), amount: fc.integer({ min: 1, max: 30 }), rear: fc.boolean() }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (hits, heat, prone) => {
          let u = red;
          for (const h of hits) u = applyDamage(u, { location: h.loc, rear: h.rear && red.locations[h.loc]!.rear !== null, amount: h.amount }).unit;
          const after = { ...u, heat, prone };
          const c = json(unitChanges({ red, blue: red }, { red: after, blue: red }));
          expect(Object.keys(c)).toEqual(sameValue(red, after) ? [] : ['red']);
          expect(applyUnitChanges({ red, blue: red }, c)).toEqual({ red: after, blue: red });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('name fields a unit no longer has', () => {
    const extra = { ...red, note: 'x' } as typeof red;
    const c = unitChange(extra, red);
    expect(c.unset).toEqual(['note']);
    expect(applyUnitChange(extra, json(c))).toEqual(red);
  });
});
