import { hexDistance, parseHexLabel } from '@marshal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import type { BattleUnit } from '../unit/battle-unit';
import { fireOptions, losUnit, weaponShot } from './fire';
import { shooterKey, sight, targetKey } from './memo';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;
const opening = (): BattleState => ({ ...battleModule.init(battleModule.parseSetup(duelSetup()), rules), phase: 'fire' });

/** A change to a unit: fields a to-hit ruling reads and fields it does not (armour, piloting, leg and torso hits). */
const rare = fc.constantFrom(false, false, false, false, false, true);
const change = fc.record({
  heat: fc.constantFrom(0, 0, 0, 0, 5, 8, 13, 24),
  gunnery: fc.constantFrom(4, 4, 4, 3),
  piloting: fc.constantFrom(5, 2),
  prone: rare,
  hullDown: rare,
  immobile: rare,
  shutdown: rare,
  conscious: rare.map((x) => !x),
  elevation: fc.constantFrom(0, 0, 0, 0, 1),
  armor: fc.nat({ max: 20 }),
  hits: fc.array(fc.tuple(fc.constantFrom('RA', 'LA', 'HD', 'CT', 'RT', 'LL'), fc.nat({ max: 11 })), { maxLength: 2 }),
  gone: fc.constantFrom(null, null, null, 'LA', 'RT'),
  shots: fc.constantFrom(25, 25, 3, 0),
  exploded: rare,
});

function changed(u: BattleUnit, c: typeof change extends fc.Arbitrary<infer T> ? T : never): BattleUnit {
  const slots = Object.fromEntries(
    Object.entries(u.slots).map(([code, ss]) => [code, ss.map((s, i) => (c.hits.some(([l, k]) => l === code && k === i) ? { ...s, hit: true } : s))]),
  );
  const locations = Object.fromEntries(
    Object.entries(u.locations).map(([code, l]) => [code, { ...l, armor: Math.min(l.armor, c.armor), destroyed: code === c.gone }]),
  );
  return {
    ...u,
    heat: c.heat,
    pilot: { ...u.pilot, gunnery: c.gunnery, piloting: c.piloting, conscious: c.conscious },
    prone: c.prone,
    hullDown: c.hullDown,
    immobile: c.immobile,
    shutdown: c.shutdown,
    elevation: c.elevation,
    slots,
    locations,
    ammo: u.ammo.map((b) => ({ ...b, shots: c.shots, exploded: c.exploded })),
  };
}

describe('shots remembered by what a to-hit ruling reads (shotsBetween)', () => {
  it('give exactly the fresh ruling for every weapon, over many unit states that share or differ in their keys', () => {
    const s0 = opening();
    let shared = 0;
    const keys = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(change, change, fc.constantFrom('0809', '0810', '0905', '0814'), fc.constantFrom('stand', 'walk', 'run')), {
          minLength: 5,
          maxLength: 25,
        }),
        (states) => {
          for (const [ca, ct, hex, mode] of states) {
            const red = changed(s0.units.red!, ca);
            const blue = changed(s0.units.blue!, ct);
            const s: BattleState = {
              ...s0,
              units: { ...s0.units, red, blue },
              positions: { red: { hex: '0812', facing: 0 }, blue: { hex, facing: 3 } },
              moved: { red: { mode, hexes: mode === 'stand' ? 0 : 2 }, blue: { mode: 'walk', hexes: 3 } },
            };
            const key = `${shooterKey(red)}>${targetKey(blue)}`;
            if (keys.has(key)) shared++;
            keys.add(key);
            const range = hexDistance(parseHexLabel('0812'), parseHexLabel(hex));
            const los = sight(s.map, losUnit(s, 'red'), losUnit(s, 'blue'));
            const fresh = red.weapons.map((_, i) => weaponShot(s, 'red', 'blue', i, range, los, rules));
            for (const o of fireOptions(s, 'red', 'blue', rules)) expect(o.toHit).toEqual(fresh[o.weapon]!.toHit);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(shared).toBeGreaterThan(50);
  });

  it('keys change with each field a ruling reads and not with armour or piloting', () => {
    const u = opening().units.red!;
    expect(shooterKey({ ...u, heat: 8 })).not.toBe(shooterKey(u));
    expect(shooterKey({ ...u, prone: true })).not.toBe(shooterKey(u));
    expect(shooterKey({ ...u, pilot: { ...u.pilot, gunnery: 2 } })).not.toBe(shooterKey(u));
    expect(shooterKey({ ...u, ammo: u.ammo.map((b) => ({ ...b, shots: 0 })) })).not.toBe(shooterKey(u));
    expect(targetKey({ ...u, immobile: true })).not.toBe(targetKey(u));
    expect(targetKey({ ...u, elevation: 1 })).not.toBe(targetKey(u));
    expect(shooterKey({ ...u, pilot: { ...u.pilot, piloting: 1 }, ammo: u.ammo.map((b) => ({ ...b, shots: 3 })) })).toBe(shooterKey(u));
    expect(targetKey({ ...u, heat: 12, locations: { ...u.locations, CT: { ...u.locations.CT!, armor: 1 } } })).toBe(targetKey(u));
  });
});
