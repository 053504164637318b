import { bookSource, modifier } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { mech, withHeat } from '../../test/fixtures';
import { rangeModifiers, weaponToHit, type WeaponAttackInput } from './to-hit';
import { requireWeapon } from '../../unit/weapons';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const attacker = mech({ tonnage: 50, name: 'Shooter' }, { gunnery: 4, piloting: 5 });
const target = mech({ tonnage: 60, name: 'Target' });
const base: WeaponAttackInput = {
  attacker,
  target,
  weapon: requireWeapon('Medium Laser'),
  range: 5,
  attackerMoved: 'walked',
  targetMoved: { hexes: 5, jumped: true },
};
const ids = (input: WeaponAttackInput, rules = tw) => weaponToHit(input, rules).modifiers.map((m) => [m.id, m.value]);
const woods = modifier('intervening-light-woods', '1 intervening light woods hex', 1, bookSource('Total Warfare'));

describe('weapon to-hit', () => {
  it('itemises gunnery, movement, range and odds', () => {
    const r = weaponToHit(base, tw);
    expect(ids(base)).toEqual([
      ['gunnery', 4],
      ['attacker-movement', 1],
      ['target-movement', 2],
      ['target-jumped', 1],
      ['range', 2],
    ]);
    expect(r.target).toBe(10);
    expect(r.odds.successes).toBe('6');
  });
  it('range brackets and minimum range', () => {
    const lrm = requireWeapon('LRM 10');
    expect(rangeModifiers(lrm, 3).mods.map((m) => m.value)).toEqual([4]);
    expect(rangeModifiers(lrm, 6).mods.map((m) => m.value)).toEqual([1]);
    expect(rangeModifiers(lrm, 7).mods).toEqual([]);
    expect(rangeModifiers(lrm, 15).mods.map((m) => m.value)).toEqual([4]);
    expect(rangeModifiers(lrm, 22).outOfRange).toBe(true);
    const r = weaponToHit({ ...base, range: 10 }, tw);
    expect(r.automatic?.outcome).toBe('failure');
    expect(r.odds.probability).toBe(0);
  });
  it('heat, prone, immobile and secondary targets', () => {
    expect(ids({ ...base, attacker: withHeat(attacker, 13) })).toContainEqual(['heat', 2]);
    expect(ids({ ...base, target: { ...target, prone: true }, range: 1 })).toContainEqual(['target-prone', -2]);
    expect(ids({ ...base, target: { ...target, prone: true } })).toContainEqual(['target-prone', 1]);
    expect(ids({ ...base, target: { ...target, immobile: true } })).toContainEqual(['target-immobile', -4]);
    expect(ids({ ...base, secondaryTarget: 'other' })).toContainEqual(['secondary-target', 2]);
    expect(ids({ ...base, attackerMoved: 'jumped' })).toContainEqual(['attacker-movement', 3]);
  });
  it('sensor and arm actuator damage', () => {
    const hitSlot = (u: typeof attacker, loc: string, i: number) => ({
      ...u,
      slots: { ...u.slots, [loc]: u.slots[loc]!.map((s, j) => (j === i ? { ...s, hit: true } : s)) },
    });
    expect(ids({ ...base, attacker: hitSlot(attacker, 'HD', 1) })).toContainEqual(['sensors', 2]);
    expect(weaponToHit({ ...base, attacker: hitSlot(hitSlot(attacker, 'HD', 1), 'HD', 4) }, tw).automatic?.reason).toMatch(/sensors/u);
    const shoulder = ids({ ...base, attacker: hitSlot(hitSlot(attacker, 'RA', 0), 'RA', 1), weaponLocation: 'RA' });
    expect(shoulder).toContainEqual(['shoulder', 4]);
    expect(shoulder).not.toContainEqual(['upper-arm', 1]);
    expect(ids({ ...base, attacker: hitSlot(attacker, 'RA', 2), weaponLocation: 'RA' })).toContainEqual(['lower-arm', 1]);
  });
  it('line-of-sight modifiers pass through; active probe targeting takes 1 off the woods only with its option', () => {
    const los = { modifiers: [woods], partialCover: null };
    expect(ids({ ...base, los, probeInRange: true })).not.toContainEqual(['probe-woods', -1]);
    expect(ids({ ...base, los, probeInRange: true }, solaris)).toContainEqual(['probe-woods', -1]);
    expect(ids({ ...base, los: { modifiers: [], partialCover: null }, probeInRange: true }, solaris).map((m) => m[0])).not.toContain('probe-woods');
  });
  it('expanded cover kinds need their option', () => {
    const los = { modifiers: [], partialCover: { kind: 'vertical' as const, locations: ['LA', 'LT', 'LL'] } };
    expect(() => weaponToHit({ ...base, los }, tw)).toThrow(/expanded partial cover/u);
    expect(() => weaponToHit({ ...base, los }, solaris)).not.toThrow();
  });
  it('pulse lasers and anything above 12 is impossible', () => {
    expect(ids({ ...base, weapon: requireWeapon('Medium Pulse Laser'), range: 2 })).toContainEqual(['weapon', -2]);
    const r = weaponToHit({ ...base, attackerMoved: 'jumped', range: 9, targetMoved: { hexes: 12, jumped: true } }, tw);
    expect(r.automatic?.reason).toMatch(/above 12/u);
  });
});
