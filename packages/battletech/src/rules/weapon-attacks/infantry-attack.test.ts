import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, SeededDice, scriptedDice } from '@marshal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BattleUnit } from '../../unit/battle-unit';
import { platoonDamage, platoonFire } from './infantry-attack';
import { combatRuleset } from '../../options/ruleset';
import { FOOT_RIFLE, bundledBattleUnit } from '../../test/bundled';
import { mech } from '../../test/fixtures';
import { type WeaponAttackDeclaration, resolveWeaponAttack } from './weapon-attack';
import { requireWeapon } from '../../unit/weapons';

const read = (p: string) => readFileSync(resolve(import.meta.dirname, '../../../../../data/megamek/mechfiles', p), 'utf8');
const tw = combatRuleset([]).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const platoon = (kind: string, id = 'inf') => bundledBattleUnit(read, `infantry/TW/IS Platoons/Foot Platoon (${kind}).blk`, { gunnery: 4, piloting: 5 }, id);
const rifles = bundledBattleUnit(read, FOOT_RIFLE, { gunnery: 4, piloting: 5 }, 'rifles');
const withTroopers = (u: BattleUnit, n: number): BattleUnit => ({ ...u, locations: { PLT: { ...u.locations.PLT!, structure: n } } });
const fire = (attacker: BattleUnit, target: BattleUnit, range: number, d: RecordingDice, extra: Partial<WeaponAttackDeclaration> = {}) =>
  resolveWeaponAttack(
    {
      attacker,
      target,
      weapon: requireWeapon('Medium Laser'),
      range,
      attackerMoved: 'stood',
      targetMoved: { hexes: 0, jumped: false },
      direction: 'front',
      ...extra,
    },
    tw,
    d,
  );

describe('conventional infantry attacks: damage per trooper', () => {
  it("reads the platoon's arms from the catalog and shares secondaries over the squad", () => {
    expect(rifles.platoon).toMatchObject({ squadSize: 7, squads: 4, primary: 'InfantryAssaultRifle', secondaryPerSquad: 0 });
    expect(platoonFire(rifles.platoon!).perTrooper).toBeCloseTo(0.52);
    const mg = platoonFire(platoon('MG').platoon!);
    expect(mg.perTrooper).toBeCloseTo((0.52 * 5 + 0.65 * 2) / 7);
    expect(mg.explanation).toBe('(0.52 × 5 + 0.65 × 2) ÷ 7 = 0.557 per trooper');
  });
  it("platoon damage = troopers × damage per trooper, rounded to nearest — the TW generic table's rifle, laser and MG rows", () => {
    const rifle = platoonFire(rifles.platoon!);
    const laser = platoonFire(platoon('Laser').platoon!);
    const mg = platoonFire(platoon('MG').platoon!);
    expect([30, 28, 24, 19, 2, 1].map((n) => platoonDamage(rifle, n))).toEqual([16, 15, 12, 10, 1, 1]);
    expect([30, 27, 26, 23, 2, 1].map((n) => platoonDamage(laser, n))).toEqual([8, 8, 7, 6, 1, 0]);
    expect([30, 29, 27, 15].map((n) => platoonDamage(mg, n))).toEqual([17, 16, 15, 8]);
  });
  it('a primary weapon counts at most 0.6 per trooper, and then fires as burst fire against infantry', () => {
    const f = platoonFire({ squadSize: 5, squads: 1, primary: 'Laser Rifle (Mauser IIC IAS)', secondaryPerSquad: 0 });
    expect(f.perTrooper).toBe(0.6);
    expect(f.burst).toBe(true);
    expect(f.explanation).toContain('capped at 0.6');
  });
  it('a platoon lists one weapon (its primary), so a turn loop declares its fire once', () => {
    expect(platoon('MG').weapons.map((w) => w.equipmentId)).toEqual(['InfantryAssaultRifle']);
  });
  it('refuses a weapon with no recorded damage, naming it', () => {
    expect(() => platoonFire({ squadSize: 7, squads: 4, primary: 'Sonic Stunner', secondaryPerSquad: 0 })).toThrow(/Sonic Stunner/u);
  });
});

describe('conventional infantry attacks: to-hit', () => {
  const target = mech({ tonnage: 50, name: 'Target' });
  const mods = (u: BattleUnit, range: number, extra: Partial<WeaponAttackDeclaration> = {}) =>
    fire(u, target, range, dice(6, 6, ...Array<number>(40).fill(3)), extra).report.toHit;
  it('rifles (range 1): −2 in the same hex, 0 at 1, +2 at 2, +4 at 3, out of range at 4', () => {
    expect([0, 1, 2, 3].map((r) => mods(rifles, r).target)).toEqual([2, 4, 6, 8]);
    expect(mods(rifles, 4).automatic).toMatchObject({ outcome: 'failure', reason: expect.stringContaining('0–3') as unknown as string });
  });
  it('two secondaries per squad set the range (SRM: range 2), and a support weapon costs +1 in the same hex', () => {
    const srm = platoon('SRM');
    expect(platoonFire(srm.platoon!).range).toBe(2);
    expect([2, 3, 5, 6].map((r) => mods(srm, r).target)).toEqual([4, 6, 8, 8]);
    expect(mods(srm, 0).modifiers.map((m) => [m.id, m.value])).toEqual([
      ['gunnery', 4],
      ['infantry-range', -2],
      ['point-blank-support', 1],
    ]);
  });
  it('infantry ignore their own movement', () => {
    expect(mods(rifles, 1, { attackerMoved: 'ran' }).modifiers.map((m) => m.id)).toEqual(['gunnery']);
  });
});

describe('conventional infantry attacks: damage', () => {
  it("against a 'Mech: 28 rifles do 15 in 2-point groups, each group its own location", () => {
    const target = mech({ tonnage: 50, name: 'Target' });
    // to-hit 4: 2+2; eight groups (7 × 2 + 1), locations 3+4 (CT) each
    const out = fire(
      rifles,
      target,
      1,
      dice(
        2,
        2,
        ...Array<number>(16)
          .fill(0)
          .map((_, i) => (i % 2 ? 4 : 3)),
      ),
    );
    expect(out.report.hit).toBe(true);
    expect(out.report.platoon).toMatchObject({ troopers: 28, damage: 15, burstRoll: null, groups: [2, 2, 2, 2, 2, 2, 2, 1] });
    expect(out.report.hits.map((h) => h.steps[0]!.location)).toEqual(Array<string>(8).fill('CT'));
    const ct = target.locations.CT!;
    expect(out.target.locations.CT!.armor).toBe(ct.armor - 15);
    expect(out.report.platoon!.explanation).toBe('28 troopers × 0.52 per trooper = 15, in 2-point groups');
  });
  it('fewer troopers do less: 10 rifles do 5', () => {
    const out = fire(withTroopers(rifles, 10), mech({ tonnage: 50, name: 'T' }), 1, dice(3, 3, 3, 4, 3, 4, 3, 4));
    expect(out.report.platoon).toMatchObject({ troopers: 10, damage: 5, groups: [2, 2, 1] });
  });
  it('against infantry: one hit on the platoon, no doubling in the open; burst fire only from a burst-fire primary', () => {
    // the MG platoon's primary is the rifle: to-hit 3+3 → 16 troopers killed, no burst die
    const out = fire(platoon('MG', 'mg'), rifles, 1, dice(3, 3), { targetInOpen: true });
    expect(out.report.platoon).toMatchObject({ damage: 16, burstRoll: null, groups: [16] });
    expect(out.target.locations.PLT!.structure).toBe(12);
    expect(out.report.infantryDamage).toBeUndefined();
  });
  it('a burst-fire primary adds 1D6 against infantry (and is capped at 0.6 per trooper)', () => {
    const gunners: BattleUnit = { ...rifles, id: 'mg', platoon: { squadSize: 7, squads: 4, primary: 'Machine Gun (Portable)', secondaryPerSquad: 0 } };
    // to-hit 3+3; 28 × 0.6 = 17, burst 1D6 = 4 → 21
    const out = fire(gunners, rifles, 1, dice(3, 3, 4));
    expect(out.report.platoon).toMatchObject({ damage: 21, burstRoll: 4, groups: [21] });
    expect(out.target.locations.PLT!.structure).toBe(7);
    // …but not against a 'Mech
    const vsMech = fire(gunners, mech({ tonnage: 50, name: 'T' }), 1, dice(3, 3, ...Array<number>(18).fill(3)));
    expect(vsMech.report.platoon).toMatchObject({ damage: 17, burstRoll: null });
  });
  it('a miss does nothing and rolls no location', () => {
    const d = dice(1, 1);
    const out = fire(rifles, mech({ tonnage: 50, name: 'T' }), 1, d);
    expect(out.report.hit).toBe(false);
    expect(d.rolls).toHaveLength(1);
  });
});

describe('conventional infantry attacks: properties', () => {
  it('whatever the troopers and dice, the groups add up to the platoon damage and the armour lost equals what was applied', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.string({ minLength: 1, maxLength: 8 }), (troopers, seed) => {
        const target = mech({ tonnage: 80, name: 'Big' });
        const out = resolveWeaponAttack(
          {
            attacker: withTroopers(rifles, troopers),
            target,
            weapon: requireWeapon('Medium Laser'),
            range: 1,
            attackerMoved: 'stood',
            targetMoved: { hexes: 0, jumped: false },
            direction: 'front',
          },
          tw,
          new RecordingDice(SeededDice.fromSeed(seed)),
        );
        if (!out.report.hit) return;
        const p = out.report.platoon!;
        expect(p.damage).toBe(Math.round(0.52 * troopers + 1e-9));
        expect(p.groups.reduce((a, b) => a + b, 0)).toBe(p.damage);
        expect(p.groups.every((g) => g <= 2)).toBe(true);
        const lost = Object.entries(target.locations).reduce(
          (sum, [k, l]) =>
            sum +
            (l.armor - out.target.locations[k]!.armor) +
            (l.structure - out.target.locations[k]!.structure) +
            ((l.rear ?? 0) - (out.target.locations[k]!.rear ?? 0)),
          0,
        );
        // A group that destroys the 'Mech (a critical hit on the cockpit, say) leaves the rest nothing to strike.
        if (out.target.destroyed) expect(lost).toBeLessThanOrEqual(p.damage);
        else expect(lost).toBe(p.damage);
      }),
      { numRuns: 60 },
    );
  });
});
