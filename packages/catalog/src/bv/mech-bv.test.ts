import { describe, expect, it } from 'vitest';
import { parseMtf } from '../parse/mtf';
import { bundled } from '../../test/bundled';
import { mechBattleValue } from './mech-bv';
import { speedFactor, targetMovementModifier } from './movement';

const bv = (path: string) => mechBattleValue(parseMtf(bundled(path), path));

describe('BV 2.0 for BattleMechs', () => {
  it('prices the Atlas AS7-D at its published 1,897 with a readable breakdown', () => {
    const b = bv('mechs/3039u/Atlas AS7-D.mtf');
    expect(b.total).toBe(1897);
    expect(b.defensive.lines.map((l) => l.label)).toEqual(['Armour', 'Internal structure', 'Gyro', 'Explosive equipment penalty']);
    expect(b.defensive.lines[0]!.value).toBe(304 * 2.5);
    expect(b.defensive.targetMovementModifier).toBe(2);
    expect(b.offensive.speedFactor).toBe(1);
    expect(b.offensive.heatEfficiency).toBe(24);
    expect(b.offensive.weapons.find((w) => w.location === 'CT (R)')!.notes).toContain('rear-facing: halved');
  });

  it('matches published values for common designs', () => {
    expect(bv('mechs/3039u/Locust LCT-1V.mtf').total).toBe(432);
    expect(bv('mechs/3050U/Mad Cat (Timber Wolf) Prime.mtf').total).toBe(2737);
    expect(bv('mechs/3039u/Marauder MAD-3R.mtf').total).toBe(1363);
  });

  it('uses the TW movement modifier table and the BV speed factor', () => {
    expect([0, 2, 3, 5, 7, 10, 18, 25].map((h) => targetMovementModifier(h))).toEqual([0, 0, 1, 2, 3, 4, 5, 6]);
    expect(targetMovementModifier(5, true)).toBe(3);
    expect(speedFactor(5, 0)).toBe(1);
    expect(speedFactor(8, 5)).toBe(1.76);
    expect(speedFactor(3, 0)).toBe(0.77);
  });
});
