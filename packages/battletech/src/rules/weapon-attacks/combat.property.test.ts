import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, SeededDice } from '@marshal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from '../../unit/battle-unit';
import { combatRuleset } from '../../options/ruleset';
import { resolvePhaseEnd } from '../piloting/phase-end';
import { resolvePhysicalAttack } from '../physical-attacks/physical-attack';
import { mech } from '../../test/fixtures';
import { resolveWeaponAttack } from './weapon-attack';
import { requireWeapon } from '../../unit/weapons';
import { applyDamage } from '../damage/damage';
import { catalogWeaponLookup } from '../../unit/catalog-weapons';
import { ELEMENTAL, FOOT_RIFLE, GOLIATH, TRISKELION, WARRIOR, bundledBattleUnit } from '../../test/bundled';

/** Whole attacks (criticals, ammunition explosions, falls included) keep the damage invariants. */
const target = () =>
  mech({
    tonnage: 55,
    extra: { RT: ['IS Ammo LRM-20', 'IS Ammo SRM-6', 'LRM 20', 'LRM 20', 'LRM 20', 'LRM 20', 'LRM 20', null, null, null, null, null] },
    ammo: [
      { equipmentId: 'IS Ammo LRM-20', location: 'RT', tons: 1, shots: 6 },
      { equipmentId: 'IS Ammo SRM-6', location: 'RT', tons: 1, shots: 15 },
    ],
    equipment: [{ equipmentId: 'LRM 20', fileName: 'LRM 20', location: 'RT', rearMounted: false, slots: [2, 3, 4, 5, 6] }],
  });
const shooter = mech({ tonnage: 100, name: 'Shooter' }, { gunnery: 2, piloting: 4 });
const WEAPONS = ['AC/20', 'LRM 20', 'SRM 6', 'Medium Laser', 'PPC'];
const attackArb = fc.record({
  weapon: fc.constantFrom(...WEAPONS),
  direction: fc.constantFrom('front', 'rear', 'left', 'right') as fc.Arbitrary<'front' | 'rear' | 'left' | 'right'>,
  kick: fc.boolean(),
});

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
              ? resolvePhysicalAttack(
                  {
                    kind: 'kick',
                    attacker: shooter,
                    target: t,
                    limb: 'RL',
                    attackerMoved: 'walked',
                    targetMoved: { hexes: 0, jumped: false },
                    direction: a.direction,
                  },
                  rules,
                  dice,
                ).target
              : resolveWeaponAttack(
                  {
                    attacker: shooter,
                    target: t,
                    weapon: requireWeapon(a.weapon),
                    range: 7,
                    attackerMoved: 'stood',
                    targetMoved: { hexes: 0, jumped: false },
                    direction: a.direction,
                  },
                  rules,
                  dice,
                ).target;
            t = resolvePhaseEnd(out, rules, dice).unit;
            check(before, t);
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles', p), 'utf8');
const KINDS: Readonly<Record<string, BattleUnit>> = {
  quad: bundledBattleUnit(read, GOLIATH),
  tripod: bundledBattleUnit(read, TRISKELION),
  vtol: bundledBattleUnit(read, WARRIOR),
  'battle armour': bundledBattleUnit(read, ELEMENTAL),
  infantry: bundledBattleUnit(read, FOOT_RIFLE),
};
const total = (u: BattleUnit) => Object.values(u.locations).reduce((n, l) => n + l.armor + (l.rear ?? 0) + l.structure, 0);

describe('invariants for every unit kind (quad, tripod, VTOL, battle armour, infantry)', () => {
  for (const [kind, unit] of Object.entries(KINDS)) {
    it(`${kind}: damage is conserved through transfer (what armour and structure took + what was lost = the damage)`, () => {
      const codes = Object.keys(unit.locations);
      fc.assert(
        fc.property(
          fc.array(fc.record({ loc: fc.constantFrom(...codes), amount: fc.integer({ min: 0, max: 60 }), rear: fc.boolean() }), { minLength: 1, maxLength: 12 }),
          (hits) => {
            let u = unit;
            for (const h of hits) {
              const before = u;
              const r = applyDamage(u, { location: h.loc, rear: h.rear, amount: h.amount });
              const taken = r.steps.reduce((n, s) => n + s.armor + s.structure, 0);
              expect(taken + r.discarded).toBe(h.amount);
              expect(total(before) - total(r.unit)).toBeGreaterThanOrEqual(taken);
              u = r.unit;
              check(before, u);
            }
          },
        ),
        { numRuns: 80 },
      );
    });
    it(`${kind}: whole attacks keep armour and structure ≥ 0 and destroyed locations destroyed`, () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.constantFrom('AC/20', 'LRM 20', 'SRM 6', 'Medium Laser', 'Machine Gun'), { minLength: 1, maxLength: 10 }),
          (seed, weapons) => {
            const dice = new RecordingDice(SeededDice.fromSeed(seed));
            let t = unit;
            for (const w of weapons) {
              if (t.destroyed) break;
              const before = t;
              const out = resolveWeaponAttack(
                {
                  attacker: shooter,
                  target: t,
                  weapon: requireWeapon(w, catalogWeaponLookup),
                  range: 7,
                  attackerMoved: 'stood',
                  targetMoved: { hexes: 0, jumped: false },
                  direction: 'front',
                  targetInOpen: true,
                },
                combatRuleset([]).rules,
                dice,
              ).target;
              t = resolvePhaseEnd(out, combatRuleset([]).rules, dice).unit;
              check(before, t);
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
