import { RecordingDice, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { binToExplode, heatEffects, heatPhaseChecks } from './heat';
import { mech, withHeat } from '../../test/fixtures';

describe('heat scale', () => {
  it('movement, to-hit, shutdown and ammunition thresholds', () => {
    expect(heatEffects(4)).toMatchObject({ movementLoss: 0, toHit: 0, shutdown: null, ammoExplosion: null });
    expect(heatEffects(8)).toMatchObject({ movementLoss: 1, toHit: 1 });
    expect(heatEffects(14)).toMatchObject({ movementLoss: 2, toHit: 2, shutdown: 4 });
    expect(heatEffects(19)).toMatchObject({ toHit: 3, shutdown: 6, ammoExplosion: 4 });
    expect(heatEffects(24)).toMatchObject({ toHit: 4, shutdown: 8, ammoExplosion: 6 });
    expect(heatEffects(28)).toMatchObject({ shutdown: 10, ammoExplosion: 8 });
    expect(heatEffects(30).shutdown).toBe('automatic');
    expect(heatEffects(25).lifeSupportDamage).toBe(2);
  });
  it('heat-phase checks roll shutdown and ammunition, and pick the biggest bin', () => {
    const u = withHeat(
      mech({
        tonnage: 50,
        ammo: [
          { equipmentId: 'IS Ammo MG', location: 'LT', tons: 1, shots: 200 },
          { equipmentId: 'IS Ammo AC/20', location: 'RT', tons: 1, shots: 5 },
        ],
      }),
      23,
    );
    expect(binToExplode(u)).toBe(1);
    const r = heatPhaseChecks(u, new RecordingDice(scriptedDice(3, 4, 2, 2)));
    expect(r.shutdown).toMatchObject({ roll: 7, avoided: false });
    expect(r.shutdown!.ruling.target).toBe(8);
    expect(r.ammo).toMatchObject({ roll: 4, exploded: 1 });
    const hot = heatPhaseChecks(withHeat(mech({ tonnage: 50 }), 31), new RecordingDice(scriptedDice()));
    expect(hot.shutdown).toMatchObject({ roll: null, avoided: false });
  });
  it('life support damage hurts the pilot from 15 heat', () => {
    const u = withHeat(mech({ tonnage: 50 }), 16);
    const hurt = { ...u, slots: { ...u.slots, HD: u.slots.HD!.map((s, i) => (i === 0 ? { ...s, hit: true } : s)) } };
    expect(heatPhaseChecks(hurt, new RecordingDice(scriptedDice(6, 6))).pilotDamage).toBe(1);
    expect(heatPhaseChecks(u, new RecordingDice(scriptedDice(6, 6))).pilotDamage).toBe(0);
  });
});
