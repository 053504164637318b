import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from './battle-unit';
import { crippling, forcedWithdrawal } from '../rules/withdrawal/crippling';
import { combatRuleset } from '../options/ruleset';
import { ELEMENTAL, FOOT_RIFLE, bundledBattleUnit } from '../test/bundled';
import { mech } from '../test/fixtures';
import { type WeaponAttackDeclaration, resolveWeaponAttack } from '../rules/weapon-attacks/weapon-attack';
import { requireWeapon } from './weapons';
import { catalogWeaponLookup } from './catalog-weapons';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', p), 'utf8');
const tw = combatRuleset([]).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const mechA = mech({ tonnage: 50, name: 'Shooter' });
const elementals = bundledBattleUnit(read, ELEMENTAL, { gunnery: 3, piloting: 5 }, 'ba');
const platoon = bundledBattleUnit(read, FOOT_RIFLE, { gunnery: 4, piloting: 5 }, 'inf');
const shot = (attacker: BattleUnit, target: BattleUnit, weapon: string, d: RecordingDice, extra: Partial<WeaponAttackDeclaration> = {}) =>
  resolveWeaponAttack(
    {
      attacker,
      target,
      weapon: requireWeapon(weapon, catalogWeaponLookup),
      range: 1,
      attackerMoved: 'stood',
      targetMoved: { hexes: 0, jumped: false },
      direction: 'front',
      ...extra,
    },
    tw,
    d,
  );

describe('battle armour (Elemental [Laser] from the bundled files)', () => {
  it('is five troopers, each with the suit armour and one point of its own', () => {
    expect(Object.keys(elementals.locations)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    expect(elementals.locations.T1).toMatchObject({ armor: 10, structure: 1 });
    expect(elementals.capabilities).toMatchObject({ squad: true, criticals: 'none', aimable: false });
  });
  it('a hit strikes one trooper by 1D6, re-rolling a 6 in a squad of five; damage beyond the trooper is lost', () => {
    // to-hit 4+4; trooper 6 (none) then 3
    const out = shot(mechA, elementals, 'AC/20', dice(4, 4, 6, 3));
    expect(out.report.hits[0]!.rolls.map((r) => r.label)).toEqual(['Trooper 6', 'Trooper 3']);
    expect(out.report.hits[0]!.steps).toMatchObject([{ location: 'T3', armor: 10, structure: 1, destroyed: true, transferredTo: 'lost' }]);
    expect(out.target.locations.T2!.armor).toBe(10);
    expect(out.target.destroyed).toBe(false);
  });
  it("the squad fires as one: the troopers alive are the cluster column, each hit the weapon's damage", () => {
    const target = mech({ tonnage: 50, name: 'Target' });
    // to-hit 4+4; cluster 3+4 = 7 → 5 troopers: 3 hits; locations 3+4, 3+4, 3+4 → CT
    const out = shot(elementals, target, 'CLBASmall Laser', dice(4, 4, 3, 4, 3, 4, 3, 4, 3, 4));
    expect(out.report.squad).toEqual({ troopers: 5 });
    expect(out.report.cluster).toEqual({ roll: 7, hits: 3 });
    expect(out.report.hits.map((h) => [h.location, h.damage])).toEqual([
      ['CT', 3],
      ['CT', 3],
      ['CT', 3],
    ]);
  });
  it('rapid-fire machine guns roll their burst per trooper; the troopers that hit deal their own bursts', () => {
    const mgs = bundledBattleUnit(read, 'battlearmor/RS3058Uu/Elemental Battle Armor [MG].blk', { gunnery: 3, piloting: 5 }, 'mg');
    const target = mech({ tonnage: 50, name: 'Target' });
    const rapid = combatRuleset(['tacops-rapid-fire-mg']).rules;
    const weapon = requireWeapon('CLBAMG', catalogWeaponLookup);
    // to-hit 4+4; bursts 1..5; cluster 3+4 = 7 → 5 troopers: 3 hits (bursts 1, 2, 3); locations 3+4 ×3 → CT
    const d = dice(4, 4, 1, 2, 3, 4, 5, 3, 4, 3, 4, 3, 4, 3, 4);
    const out = resolveWeaponAttack(
      { attacker: mgs, target, weapon, range: 1, attackerMoved: 'stood', targetMoved: { hexes: 0, jumped: false }, direction: 'front', mode: 'rapid-fire' },
      rapid,
      d,
    );
    expect(d.rolls.filter((r) => /rapid fire damage/.test(r.purpose)).map((r) => r.purpose)).toEqual(
      [1, 2, 3, 4, 5].map((t) => `${mgs.name}: ${weapon.name} rapid fire damage and heat (trooper ${t})`),
    );
    expect(out.report.bursts?.map((b) => b.damage)).toEqual([1, 2, 3, 4, 5]);
    expect(out.report.cluster).toEqual({ roll: 7, hits: 3 });
    expect(out.report.hits.map((h) => h.damage)).toEqual([1, 2, 3]);
    expect(out.report.modeRoll).toMatchObject({ damage: 15, rounds: 45 });
  });
  it('crippled below half its troopers; withdraws below half (seed 000)', () => {
    const hurt = (u: BattleUnit, codes: string[]): BattleUnit => ({
      ...u,
      locations: Object.fromEntries(
        Object.entries(u.locations).map(([c, l]) => [c, codes.includes(c) ? { ...l, destroyed: true, armor: 0, structure: 0 } : l]),
      ),
    });
    expect(crippling(hurt(elementals, ['T1', 'T2'])).met).toBe(false);
    expect(crippling(hurt(elementals, ['T1', 'T2', 'T3'])).reasons[0]!.label).toMatch(/2 of 5/u);
    expect(forcedWithdrawal(hurt(elementals, ['T1', 'T2', 'T3'])).met).toBe(true);
  });
});

describe('conventional infantry (Foot Platoon (Rifle) from the bundled files)', () => {
  it('is one pool of troopers; a point of damage kills a trooper', () => {
    expect(platoon.locations).toEqual({ PLT: expect.objectContaining({ armor: 0, structure: 28, maxStructure: 28 }) });
  });
  it('a standard weapon does its damage ÷ 10, rounded up; doubled in the open', () => {
    const cover = shot(mechA, platoon, 'Medium Laser', dice(4, 4));
    expect(cover.report.infantryDamage).toMatchObject({ damage: 1, explanation: 'direct fire: damage ÷ 10: ⌈5 ÷ 10⌉ = 1 = 1' });
    expect(cover.target.locations.PLT!.structure).toBe(27);
    const open = shot(mechA, platoon, 'AC/20', dice(4, 4), { targetInOpen: true });
    expect(open.report.infantryDamage).toMatchObject({ damage: 4, inOpen: true });
    expect(open.target.locations.PLT!.structure).toBe(24);
  });
  it('burst-fire weapons roll their dice; missiles count the rack ÷ 5; pulse lasers ÷ 10 + 2', () => {
    const mg = shot(mechA, platoon, 'Machine Gun', dice(4, 4, 5, 6));
    expect(mg.report.infantryDamage).toMatchObject({ roll: 11, damage: 11 });
    expect(mg.target.locations.PLT!.structure).toBe(17);
    expect(shot(mechA, platoon, 'SRM 6', dice(4, 4), { range: 3 }).report.infantryDamage).toMatchObject({ damage: 2, base: 6 });
    expect(shot(mechA, platoon, 'Medium Pulse Laser', dice(4, 4)).report.infantryDamage).toMatchObject({ damage: 3 });
  });
  it('crippled below a quarter of its troopers; destroyed when none are left', () => {
    const left = (n: number): BattleUnit => ({ ...platoon, locations: { PLT: { ...platoon.locations.PLT!, structure: n } } });
    expect(crippling(left(7)).met).toBe(false);
    expect(crippling(left(6)).met).toBe(true);
    const wiped = shot(mechA, left(3), 'Machine Gun', dice(4, 4, 2, 2));
    expect(wiped.target.destroyed).toBe(true);
  });
});
