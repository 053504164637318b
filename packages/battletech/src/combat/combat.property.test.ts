import { RecordingDice, SeededDice } from '@marshal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from './battle-unit';
import { combatRuleset } from './options/ruleset';
import { resolvePhaseEnd } from './phase-end';
import { resolvePhysicalAttack } from './physical-attack';
import { mech } from './test/fixtures';
import { resolveWeaponAttack } from './weapon-attack';
import { requireWeapon } from './weapons';

/** Whole attacks (criticals, ammunition explosions, falls included) keep the damage invariants. */
const target = () =>
  mech({
    tonnage: 55,
    extra: { RT: ['IS Ammo LRM-20', 'IS Ammo SRM-6', 'LRM 20', 'LRM 20', 'LRM 20', 'LRM 20', 'LRM 20', null, null, null, null, null] },
    ammo: [{ equipmentId: 'IS Ammo LRM-20', location: 'RT', tons: 1, shots: 6 }, { equipmentId: 'IS Ammo SRM-6', location: 'RT', tons: 1, shots: 15 }],
    equipment: [{ equipmentId: 'LRM 20', fileName: 'LRM 20', location: 'RT', rearMounted: false, slots: [2, 3, 4, 5, 6] }],
  });
const shooter = mech({ tonnage: 100, name: 'Shooter' }, { gunnery: 2, piloting: 4 });
const WEAPONS = ['AC/20', 'LRM 20', 'SRM 6', 'Medium Laser', 'PPC'];
const attackArb = fc.record({ weapon: fc.constantFrom(...WEAPONS), direction: fc.constantFrom('front', 'rear', 'left', 'right') as fc.Arbitrary<'front' | 'rear' | 'left' | 'right'>, kick: fc.boolean() });

function check(before: BattleUnit, after: BattleUnit) {
  for (const [code, l] of Object.entries(after.locations)) {
    expect(l.armor).toBeGreaterThanOrEqual(0);
    expect(l.structure).toBeGreaterThanOrEqual(0);
    expect(l.rear ?? 0).toBeGreaterThanOrEqual(0);
    expect(l.armor).toBeLessThanOrEqual(before.locations[code]!.armor);
    if (before.locations[code]!.destroyed) expect(l.destroyed).toBe(true);
  }
  if (before.destroyed) expect(after.destroyed).toBe(true);
}

describe('combat invariants over whole attacks', () => {
  for (const manifest of [[], ['solaris-vii']]) {
    it(`armour and structure never negative, destroyed stays destroyed (${manifest.join(',') || 'tw-standard'})`, () => {
      const rules = combatRuleset(manifest).rules;
      fc.assert(
        fc.property(fc.string(), fc.array(attackArb, { minLength: 1, maxLength: 15 }), (seed, attacks) => {
          const dice = new RecordingDice(SeededDice.fromSeed(seed));
          let t = target();
          for (const a of attacks) {
            if (t.destroyed) break;
            const before = t;
            const out = a.kick
              ? resolvePhysicalAttack({ kind: 'kick', attacker: shooter, target: t, limb: 'RL', attackerMoved: 'walked', targetMoved: { hexes: 0, jumped: false }, direction: a.direction }, rules, dice).target
              : resolveWeaponAttack({ attacker: shooter, target: t, weapon: requireWeapon(a.weapon), range: 7, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, direction: a.direction }, rules, dice).target;
            t = resolvePhaseEnd(out, rules, dice).unit;
            check(before, t);
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
