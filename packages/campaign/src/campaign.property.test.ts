import { lookupRow } from '@marshal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPECIAL_EQUIPMENT, forceUnitSchema } from './force';
import { meetingEngagementModifier } from './meeting-modifier';
import { baseRules } from './rules';
import { landingTable } from './tables/landing-table';

const unitArb = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    kind: fc.constantFrom('mech', 'vehicle', 'infantry'),
    walk: fc.integer({ min: 0, max: 14 }),
    jump: fc.integer({ min: 0, max: 8 }),
    equipment: fc.subarray([...SPECIAL_EQUIPMENT]),
  })
  .map((u) => forceUnitSchema.parse({ ...u, name: u.id, tonnage: 40, pilot: { name: 'p' } }));
const lanceArb = fc.array(unitArb, { minLength: 1, maxLength: 5 });

describe('campaign invariants', () => {
  it('the meeting-engagement modifier changes sign when the sides swap (no landing modifier)', () => {
    fc.assert(
      fc.property(fc.array(lanceArb, { minLength: 1, maxLength: 3 }), fc.array(lanceArb, { minLength: 1, maxLength: 3 }), (xs, ys) => {
        const lances = (a: typeof xs, b: typeof ys) => [
          ...a.map((units, i) => ({ side: 'attacker' as const, id: `a${i}`, name: `A${i}`, units })),
          ...b.map((units, i) => ({ side: 'defender' as const, id: `d${i}`, name: `D${i}`, units })),
        ];
        const ab = meetingEngagementModifier(lances(xs, ys), baseRules, null).modifier;
        const ba = meetingEngagementModifier(lances(ys, xs), baseRules, null).modifier;
        expect(ab + ba).toBe(0);
      }),
    );
  });

  it('a lance modifier is the sum of its itemised modifiers, and a faster slowest Mech never lowers it', () => {
    fc.assert(
      fc.property(lanceArb, fc.integer({ min: -3, max: 3 }), (units, landing) => {
        const m = meetingEngagementModifier([{ side: 'attacker', id: 'l', name: 'L', units }], baseRules, landing);
        expect(m.attackerTotal).toBe(m.lances[0]!.modifiers.reduce((s, x) => s + x.value, 0));
        const faster = units.map((u) => ({ ...u, walk: u.walk + 1 }));
        expect(meetingEngagementModifier([{ side: 'attacker', id: 'l', name: 'L', units: faster }], baseRules, landing).attackerTotal).toBeGreaterThanOrEqual(
          m.attackerTotal,
        );
      }),
    );
  });

  it('a higher landing modifier never means fewer landing attacks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: -3, max: 2 }), (roll, mod) => {
        expect(lookupRow(landingTable, roll + mod + 1).result.attacksPerMech).toBeGreaterThanOrEqual(lookupRow(landingTable, roll + mod).result.attacksPerMech);
      }),
    );
  });
});
