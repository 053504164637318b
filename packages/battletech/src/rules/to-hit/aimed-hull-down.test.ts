import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { createBattleUnit } from '../../unit/battle-unit';
import { rollHitLocation } from '../damage/hit-location';
import { combatRuleset } from '../../options/ruleset';
import { phasePsrTriggers } from '../piloting/piloting';
import { mech, vehicleUnit } from '../../test/fixtures';
import { type WeaponAttackInput, manualLosInput, weaponToHit } from './to-hit';
import { resolveWeaponAttack } from '../weapon-attacks/weapon-attack';
import { requireWeapon } from '../../unit/weapons';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const E = null;
const shooter = mech({ tonnage: 50, name: 'Shooter' });
const withTc = mech({ tonnage: 50, name: 'TC', extra: { RT: ['ISTargeting Computer', 'ISTargeting Computer', E, E, E, E, E, E, E, E, E, E] } });
const target = mech({ tonnage: 50, name: 'Target' });
const asleep = { ...target, shutdown: true };
const input = (over: Partial<WeaponAttackInput>): WeaponAttackInput => ({
  attacker: shooter,
  target,
  weapon: requireWeapon('Medium Laser'),
  range: 3,
  attackerMoved: 'stood',
  targetMoved: { hexes: 0, jumped: false },
  ...over,
});
const mods = (over: Partial<WeaponAttackInput>, rules = tw) => weaponToHit(input(over), rules).modifiers.map((m) => [m.id, m.value]);

describe('aimed shots', () => {
  it('at an immobile target: the −4 stands, and 6–8 on 2D6 strikes the chosen location', () => {
    expect(mods({ target: asleep, aim: 'LA' })).toEqual([
      ['gunnery', 4],
      ['target-immobile', -4],
    ]);
    // to-hit 2+2 = 4 ≥ 0; aim 3+4 = 7 → LA
    const out = resolveWeaponAttack({ ...input({ target: asleep, aim: 'LA' }), direction: 'front' }, tw, dice(2, 2, 3, 4));
    expect(out.report.hits[0]).toMatchObject({ location: 'LA', damage: 5 });
    expect(out.report.hits[0]!.rolls.map((r) => r.table)).toEqual(['aimed-shot']);
  });
  it('a missed aim rolls the location normally', () => {
    const r = rollHitLocation(asleep, 'front', 'standard', tw, dice(1, 2, 3, 4), { aim: 'LA' });
    expect(r.location).toBe('CT');
    expect(r.rolls.map((x) => x.table)).toEqual(['aimed-shot', 'mech-hit-location-front']);
  });
  it('the head of an immobile target is +3 instead of −4; the head of a mobile one cannot be aimed at', () => {
    expect(mods({ target: asleep, aim: 'HD' })).toEqual([
      ['gunnery', 4],
      ['aimed-head', 3],
    ]);
    expect(weaponToHit(input({ attacker: withTc, aim: 'HD' }), tw).automatic?.reason).toMatch(/head/u);
  });
  it('a mobile target needs a targeting computer, at +3', () => {
    expect(mods({ attacker: withTc, aim: 'RA' })).toEqual([
      ['gunnery', 4],
      ['aimed-shot', 3],
    ]);
    expect(weaponToHit(input({ aim: 'RA' }), tw).automatic?.reason).toMatch(/targeting computer/u);
  });
  it('not with cluster weapons, not at squads, not at a missing location', () => {
    expect(weaponToHit(input({ target: asleep, aim: 'LA', weapon: requireWeapon('LRM 10'), range: 8 }), tw).automatic?.reason).toMatch(/cluster/u);
    expect(weaponToHit(input({ target: asleep, aim: 'XX' }), tw).automatic?.reason).toMatch(/no location XX/u);
  });
});

describe('hull-down', () => {
  const down = { ...target, hullDown: true };
  it("a hull-down 'Mech with partial cover is +2 on top of the cover", () => {
    expect(mods({ target: down, los: manualLosInput('horizontal', null) })).toEqual([
      ['gunnery', 4],
      ['partial-cover', 1],
      ['hull-down', 2],
    ]);
    expect(mods({ target: down })).toEqual([['gunnery', 4]]);
  });
  it('a hull-down vehicle takes front and side hits on its turret without a roll; rear hits roll', () => {
    const tank = { ...createBattleUnit(vehicleUnit(50, true), { gunnery: 4, piloting: 5 }), hullDown: true };
    const d = dice();
    expect(rollHitLocation(tank, 'left', 'standard', tw, d)).toMatchObject({ location: 'TU', critical: false, motive: false });
    expect(d.rolls).toHaveLength(0);
    expect(rollHitLocation(tank, 'rear', 'standard', tw, dice(3, 4)).location).toBe('RR');
    const noTurret = { ...createBattleUnit(vehicleUnit(50, false), { gunnery: 4, piloting: 5 }), hullDown: true };
    expect(rollHitLocation(noTurret, 'front', 'standard', tw, dice()).location).toBe('FR');
  });
  it('a hull-down vehicle (so in a fortified hex) is +2 to hit from its front and sides, not from the rear', () => {
    const tank = { ...createBattleUnit(vehicleUnit(50, true), { gunnery: 4, piloting: 5 }), hullDown: true };
    expect(mods({ target: tank })).toEqual([
      ['gunnery', 4],
      ['hull-down', 2],
    ]);
    expect(mods({ target: tank, direction: 'left' })).toContainEqual(['hull-down', 2]);
    expect(mods({ target: tank, direction: 'rear' })).toEqual([['gunnery', 4]]);
    expect(mods({ target: { ...tank, hullDown: false } })).toEqual([['gunnery', 4]]);
  });
  it('no piloting roll for 20+ damage while hull-down (TW, and seed 003 §8.1 with the option)', () => {
    const hurt = { ...target, damageThisPhase: 25 };
    expect(phasePsrTriggers(hurt, tw)).toEqual(['damage']);
    expect(phasePsrTriggers({ ...hurt, hullDown: true }, tw)).toEqual([]);
    expect(phasePsrTriggers({ ...hurt, hullDown: true }, solaris)).toEqual([]);
    expect(solaris.hullDown.source).toMatchObject({ kind: 'seed' });
  });
  it('a hull-down attacker cannot fire leg weapons', () => {
    expect(weaponToHit(input({ attacker: { ...shooter, hullDown: true }, weaponLocation: 'LL' }), tw).automatic?.reason).toMatch(/leg-mounted/u);
  });
});
