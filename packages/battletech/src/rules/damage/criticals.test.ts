import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { systemHits } from '../../unit/battle-unit';
import { applyCriticalEffect, damageGroupBonus, pickSlot, rollCriticals } from './criticals';
import { combatRuleset } from '../../options/ruleset';
import { mech } from '../../test/fixtures';

const tw = combatRuleset([]).rules;
const adv = combatRuleset(['tacops-advanced-criticals']).rules;
const dice = (...f: number[]) => new RecordingDice(scriptedDice(...f));
const ammoMech = mech({
  tonnage: 50,
  extra: { RT: ['IS Ammo AC/20', 'Medium Laser', null, null, null, null, null, null, null, null, null, null] },
  ammo: [{ equipmentId: 'IS Ammo AC/20', location: 'RT', tons: 1, shots: 5 }],
  equipment: [{ equipmentId: 'Medium Laser', fileName: 'Medium Laser', location: 'RT', rearMounted: false, slots: [1] }],
});

/** Two Medium Lasers side by side and two double heat sinks side by side in the left torso, as a file lays them out. */
const pairsMech = mech({
  tonnage: 50,
  extra: {
    LT: [
      'Medium Laser',
      'Medium Laser',
      'ISDoubleHeatSink',
      'ISDoubleHeatSink',
      'ISDoubleHeatSink',
      'ISDoubleHeatSink',
      'ISDoubleHeatSink',
      'ISDoubleHeatSink',
      'Heat Sink',
      null,
      null,
      null,
    ],
  },
  equipment: [
    { equipmentId: 'Medium Laser', fileName: 'Medium Laser', location: 'LT', rearMounted: false, slots: [0] },
    { equipmentId: 'Medium Laser', fileName: 'Medium Laser', location: 'LT', rearMounted: false, slots: [1] },
    { equipmentId: 'ISDoubleHeatSink', fileName: 'ISDoubleHeatSink', location: 'LT', rearMounted: false, slots: [2, 3, 4] },
    { equipmentId: 'ISDoubleHeatSink', fileName: 'ISDoubleHeatSink', location: 'LT', rearMounted: false, slots: [5, 6, 7] },
    { equipmentId: 'Heat Sink', fileName: 'Heat Sink', location: 'LT', rearMounted: false, slots: [8] },
  ],
});
const hitSlots = (u: typeof pairsMech): number[] => u.slots.LT!.flatMap((s, i) => (s.hit ? [i] : []));

describe('critical hits', () => {
  it('destroys one of two identical weapons side by side, leaving the other hittable', () => {
    const u = applyCriticalEffect(pairsMech, 'LT', 1).unit;
    expect(hitSlots(u)).toEqual([1]);
    expect(u.weapons.filter((w) => w.location === 'LT' && w.destroyed)).toHaveLength(1);
    const both = applyCriticalEffect(u, 'LT', 0).unit;
    expect(hitSlots(both)).toEqual([0, 1]);
    expect(both.weapons.filter((w) => w.location === 'LT' && w.destroyed)).toHaveLength(2);
  });
  it('a double heat sink goes whole on one critical and takes 2 points of dissipation; a single one takes 1', () => {
    const start = pairsMech.heatSinks;
    const d = applyCriticalEffect(pairsMech, 'LT', 6).unit;
    expect(hitSlots(d)).toEqual([5, 6, 7]);
    expect(d.heatSinks).toBe(start - 2);
    const s = applyCriticalEffect(d, 'LT', 8).unit;
    expect(hitSlots(s)).toEqual([5, 6, 7, 8]);
    expect(s.heatSinks).toBe(start - 3);
  });

  it('standard: 8 scores one critical, picked by half then slot', () => {
    // roll 4+4 = 8 → 1 critical; CT: half 1–3 → slots 1–6, slot 4 → gyro (index 3)
    const r = rollCriticals(mech({ tonnage: 50 }), 'CT', 5, tw, dice(4, 4, 2, 4));
    expect(r.check.result).toBe('1 critical hit');
    expect(r.check.effects.map((e) => e.system)).toEqual(['gyro']);
    expect(systemHits(r.unit).gyro).toBe(1);
    expect(r.unit.pendingPsrs).toEqual(['gyro-hit']);
  });
  it('advanced: the damage grouping adds to the roll and the bands move', () => {
    expect([1, 5, 6, 10, 11, 20, 21, 40].map(damageGroupBonus)).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
    const std = rollCriticals(mech({ tonnage: 50 }), 'CT', 20, tw, dice(4, 4, 2, 4));
    const on = rollCriticals(mech({ tonnage: 50 }), 'CT', 20, adv, dice(4, 4, 2, 4, 2, 1, 2, 2));
    expect(std.check.effects).toHaveLength(1);
    expect(on.check.modifier).toBe(3);
    expect(on.check.result).toBe('2 critical hits');
    expect(on.check.effects).toHaveLength(2);
  });
  it('a 12 blows off a limb', () => {
    const r = rollCriticals(mech({ tonnage: 50 }), 'LL', 5, tw, dice(6, 6));
    expect(r.check.blownOff).toBe(true);
    expect(r.unit.locations.LL!.destroyed).toBe(true);
    expect(r.unit.pendingPsrs).toEqual(['leg-destroyed']);
  });
  it('empty slots are re-rolled', () => {
    // LA: half 4–6 → slots 7–12 all empty, re-roll: half 1 → slot 2 (upper arm)
    expect(pickSlot(mech({ tonnage: 50 }), 'LA', dice(5, 3, 1, 2))).toBe(1);
  });
  it('three engine hits destroy the unit; a cockpit hit kills the pilot', () => {
    let u = mech({ tonnage: 50 });
    for (const i of [0, 1, 2]) u = applyCriticalEffect(u, 'CT', i).unit;
    expect(u.destroyed).toBe(true);
    const c = applyCriticalEffect(mech({ tonnage: 50 }), 'HD', 2).unit;
    expect(c.pilot.dead).toBe(true);
    expect(c.destroyed).toBe(true);
  });
  it('ammunition explodes into the structure and hurts the pilot; weapons are destroyed', () => {
    const r = applyCriticalEffect(ammoMech, 'RT', 0);
    expect(r.effect.explosion?.damage).toBe(100);
    expect(r.pilotHits).toBe(2);
    expect(r.unit.locations.RT!.destroyed).toBe(true);
    expect(r.unit.destroyed).toBe(true);
    const w = applyCriticalEffect(ammoMech, 'RT', 1).unit;
    expect(w.weapons[0]!.destroyed).toBe(true);
  });
});
