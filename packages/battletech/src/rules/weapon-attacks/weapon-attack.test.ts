import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../../options/ruleset';
import { mech } from '../../test/fixtures';
import { type WeaponAttackDeclaration, resolveWeaponAttack } from './weapon-attack';
import { requireWeapon } from '../../unit/weapons';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const attacker = mech({ tonnage: 50, name: 'A' }, { gunnery: 4, piloting: 5 });
const target = mech({ tonnage: 50, name: 'T' });
const decl = (weapon: string, extra: Partial<WeaponAttackDeclaration> = {}): WeaponAttackDeclaration => ({
  attacker,
  target,
  weapon: requireWeapon(weapon),
  range: 3,
  attackerMoved: 'stood',
  targetMoved: { hexes: 0, jumped: false },
  direction: 'front',
  ...extra,
});

describe('weapon attacks', () => {
  it('a hit rolls location and applies damage; the attacker gains heat', () => {
    const out = resolveWeaponAttack(decl('Medium Laser'), tw, dice(3, 3, 4, 3));
    expect(out.report.hit).toBe(true);
    expect(out.report.hits.map((h) => [h.location, h.damage])).toEqual([['CT', 5]]);
    expect(out.target.locations.CT!.armor).toBe(27);
    expect(out.attacker.heat).toBe(3);
  });
  it('a miss still costs heat and rolls nothing more', () => {
    const d = dice(1, 2);
    const out = resolveWeaponAttack(decl('Medium Laser'), tw, d);
    expect(out.report.hit).toBe(false);
    expect(d.rolls).toHaveLength(1);
    expect(out.attacker.heat).toBe(3);
  });
  it('missiles roll the cluster table and strike in 5-point groups', () => {
    // hit 4+4; cluster 3+4 = 7 → LRM-10 hits 6 → groups 5 and 1
    const out = resolveWeaponAttack(decl('LRM 10', { range: 8 }), tw, dice(4, 4, 3, 4, 3, 4, 2, 4));
    expect(out.report.cluster).toEqual({ roll: 7, hits: 6 });
    expect(out.report.hits.map((h) => h.damage)).toEqual([5, 1]);
  });
  it('a 2 on the location table: critical chance at the torso (standard) or floating (option)', () => {
    // hit 6+6; location 1+1 = CT + TAC; crit roll 1+1 = none
    const std = resolveWeaponAttack(decl('Medium Laser'), tw, dice(6, 6, 1, 1, 1, 1));
    expect(std.report.hits[0]).toMatchObject({ location: 'CT', damage: 5 });
    expect(std.report.hits[0]!.criticals.map((c) => c.location)).toEqual(['CT']);
    const floating = resolveWeaponAttack(decl('Medium Laser'), combatRuleset(['tacops-floating-criticals']).rules, dice(6, 6, 1, 1, 1, 3, 1, 1));
    expect(floating.report.hits[0]).toMatchObject({ location: 'RA' });
    expect(floating.report.hits[0]!.criticals.map((c) => c.location)).toEqual(['RA']);
  });
  it('rapid-fire machine guns need their option; damage = heat = 1D6, rounds = × 3, not in arrays', () => {
    expect(() => resolveWeaponAttack(decl('Machine Gun', { range: 1, mode: 'rapid-fire' }), tw, dice(6, 6, 4))).toThrow(/rapid-fire/u);
    const out = resolveWeaponAttack(decl('Machine Gun', { range: 1, mode: 'rapid-fire' }), solaris, dice(6, 6, 4, 3, 4));
    expect(out.report.modeRoll).toEqual({ roll: 4, damage: 4, rounds: 12 });
    expect(out.report.hits[0]!.damage).toBe(4);
    expect(out.attacker.heat).toBe(4);
    const light = resolveWeaponAttack(decl('Light Machine Gun', { range: 1, mode: 'rapid-fire' }), solaris, dice(1, 1, 1));
    expect(light.report.modeRoll).toEqual({ roll: 0, damage: 1, rounds: 3 });
    const heavy = resolveWeaponAttack(decl('Heavy Machine Gun', { range: 1, mode: 'rapid-fire' }), solaris, dice(1, 1, 6));
    expect(heavy.report.modeRoll?.damage).toBe(7);
    expect(() => resolveWeaponAttack(decl('Machine Gun', { range: 1, mode: 'rapid-fire', inArray: true }), solaris, dice(6, 6, 4))).toThrow(/array/u);
  });
  it('flamers: heat or damage under Total Warfare, both with enhanced flamers', () => {
    const heat = resolveWeaponAttack(decl('Flamer', { range: 1, flamerEffect: 'heat' }), tw, dice(6, 6));
    expect(heat.report.hits).toEqual([]);
    expect(heat.target.heat).toBe(2);
    const damage = resolveWeaponAttack(decl('Flamer', { range: 1, flamerEffect: 'damage' }), tw, dice(6, 6, 3, 4));
    expect(damage.report.hits[0]!.damage).toBe(2);
    expect(damage.target.heat).toBe(0);
    const both = resolveWeaponAttack(decl('Flamer', { range: 1 }), solaris, dice(6, 6, 3, 4));
    expect(both.report.hits[0]!.damage).toBe(2);
    expect(both.target.heat).toBe(2);
  });
  it('partial cover: leg hits strike the cover', () => {
    const los = { modifiers: [], partialCover: { kind: 'horizontal' as const, locations: ['LL', 'RL'] } };
    const out = resolveWeaponAttack(decl('Medium Laser', { los }), tw, dice(6, 6, 4, 5));
    expect(out.report.hits[0]).toMatchObject({ location: 'LL', cover: true });
    expect(out.target.locations.LL!.armor).toBe(24);
  });
});

describe('autocannon modes (Total Warfare)', () => {
  it('Ultra: two shots on the cluster table, double heat, a natural 2 jams', () => {
    // to-hit 4+4; cluster (size 2) roll 4+4 = 8 → 2 hits, each 5 damage at its own location
    const out = resolveWeaponAttack(decl('Ultra AC/5', { range: 5, mode: 'ultra' }), tw, dice(4, 4, 4, 4, 3, 4, 3, 4));
    expect(out.report.cluster).toEqual({ roll: 8, hits: 2 });
    expect(out.report.hits.map((h) => h.damage)).toEqual([5, 5]);
    expect(out.attacker.heat).toBe(2);
    const jam = resolveWeaponAttack(decl('Ultra AC/5', { range: 5, mode: 'ultra' }), tw, dice(1, 1));
    expect(jam.report.jammed).toBe(true);
    expect(() => resolveWeaponAttack(decl('Medium Laser', { mode: 'ultra' }), tw, dice(4, 4))).toThrow(/cannot fire in Ultra/u);
  });
  it('LB-X cluster ammunition: −1 to hit, 1-point pellets from the cluster table', () => {
    const out = resolveWeaponAttack(decl('LB 10-X AC', { range: 5, mode: 'lbx-cluster' }), tw, dice(4, 4, 3, 4, ...Array(12).fill([3, 4]).flat()));
    expect(out.report.toHit.modifiers.map((m) => [m.id, m.value])).toContainEqual(['weapon-mode', -1]);
    expect(out.report.cluster).toEqual({ roll: 7, hits: 6 });
    expect(out.report.hits.map((h) => h.damage)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
