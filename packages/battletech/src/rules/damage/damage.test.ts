import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BattleUnit } from '../../unit/battle-unit';
import { applyDamage } from './damage';
import { mech } from '../../test/fixtures';

const m = mech({ tonnage: 50 });
// 50 t: armour CT 32/5, LT/RT 24/4, arms 16, legs 24, head 9; structure CT 16, ST 12, arms 8, legs 12, head 3.

describe('damage application and transfer', () => {
  it('armour first, then structure', () => {
    const r = applyDamage(m, { location: 'LA', rear: false, amount: 20 });
    expect(r.unit.locations.LA).toMatchObject({ armor: 0, structure: 4, destroyed: false });
    expect(r.structureDamaged).toEqual(['LA']);
    expect(r.unit.damageThisPhase).toBe(20);
  });
  it('rear hits use rear armour and carry to the centre torso rear', () => {
    const r = applyDamage(m, { location: 'LT', rear: true, amount: 4 + 12 + 3 });
    expect(r.unit.locations.LT!.destroyed).toBe(true);
    expect(r.unit.locations.LA!.destroyed).toBe(true);
    expect(r.unit.locations.CT).toMatchObject({ rear: 2, armor: 32 });
    expect(r.steps.map((s) => [s.location, s.rear, s.armor, s.structure])).toEqual([
      ['LT', true, 4, 12],
      ['CT', true, 3, 0],
    ]);
  });
  it('a destroyed arm passes damage to its torso', () => {
    const once = applyDamage(m, { location: 'RA', rear: false, amount: 24 }).unit;
    expect(once.locations.RA!.destroyed).toBe(true);
    const twice = applyDamage(once, { location: 'RA', rear: false, amount: 5 });
    expect(twice.unit.locations.RT!.armor).toBe(19);
  });
  it('head or centre torso destroyed destroys the unit; the rest is discarded', () => {
    const head = applyDamage(m, { location: 'HD', rear: false, amount: 20 });
    expect(head.unit.destroyed).toBe(true);
    expect(head.unit.pilot.dead).toBe(true);
    expect(head.discarded).toBe(8);
    const ct = applyDamage(m, { location: 'CT', rear: false, amount: 100 });
    expect(ct.unit.destroyed).toBe(true);
    expect(ct.discarded).toBe(100 - 48);
  });
  it('ammunition explosions skip armour; CASE stops the transfer', () => {
    const boom = applyDamage(m, { location: 'RT', rear: false, amount: 30, ammoExplosion: true });
    expect(boom.steps[0]).toMatchObject({ location: 'RT', armor: 0, structure: 12 });
    expect(boom.unit.locations.CT!.structure).toBe(0);
    const cased = applyDamage({ ...m, caseLocations: ['RT'] }, { location: 'RT', rear: false, amount: 30, ammoExplosion: true });
    expect(cased.unit.locations.CT!.structure).toBe(16);
    expect(cased.discarded).toBe(18);
    expect(cased.unit.destroyed).toBe(false);
  });
});

const LOCS = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL'];
const hitArb = fc.record({ location: fc.constantFrom(...LOCS), rear: fc.boolean(), amount: fc.integer({ min: 0, max: 40 }), ammoExplosion: fc.boolean() });
const points = (u: BattleUnit) => Object.values(u.locations).reduce((s, l) => s + l.armor + (l.rear ?? 0) + l.structure, 0);

describe('damage properties', () => {
  it('armour and structure never go negative; destroyed locations stay destroyed', () => {
    fc.assert(
      fc.property(fc.array(hitArb, { maxLength: 25 }), (hits) => {
        let u = m;
        for (const h of hits) {
          const before = Object.entries(u.locations)
            .filter(([, l]) => l.destroyed)
            .map(([c]) => c);
          u = applyDamage(u, h).unit;
          for (const l of Object.values(u.locations)) {
            expect(l.armor).toBeGreaterThanOrEqual(0);
            expect(l.structure).toBeGreaterThanOrEqual(0);
            expect(l.rear ?? 0).toBeGreaterThanOrEqual(0);
          }
          for (const c of before) expect(u.locations[c]!.destroyed).toBe(true);
        }
      }),
    );
  });
  it('damage is conserved: every point lands in armour or structure, or is reported discarded', () => {
    fc.assert(
      fc.property(hitArb, (h) => {
        const r = applyDamage(m, h);
        const taken = r.steps.reduce((s, st) => s + st.armor + st.structure, 0);
        expect(taken + r.discarded).toBe(h.amount);
        const lostWithDependents = points(m) - points(r.unit);
        expect(lostWithDependents).toBeGreaterThanOrEqual(taken);
      }),
    );
  });
});

describe('engine slots in a lost side torso', () => {
  it('an XL engine dies with its side torso (three engine slots)', async () => {
    const { applyHit } = await import('./apply-hit');
    const { combatRuleset } = await import('../../options/ruleset');
    const { RecordingDice, scriptedDice } = await import('@marshal/core');
    const xl = mech({ tonnage: 50, extra: { LT: ['Engine', 'Engine', 'Engine', null, null, null, null, null, null, null, null, null] } });
    const hit = { location: 'LT', rear: false, critical: false, motive: false, cover: false, rolls: [] };
    const ctx = { direction: 'front' as const, rules: combatRuleset([]).rules, dice: new RecordingDice(scriptedDice()), fromAttack: true, headHitsPilot: true };
    const r = applyHit(xl, hit, 40, ctx);
    expect(r.unit.locations.LT!.destroyed).toBe(true);
    expect(r.unit.destroyed).toBe(true);
    const std = applyHit(mech({ tonnage: 50 }), hit, 40, ctx);
    expect(std.unit.destroyed).toBe(false);
  });
});
