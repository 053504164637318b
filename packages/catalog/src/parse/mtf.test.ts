import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarshalError } from '@marshal/core';
import { parseMtf } from './mtf';
import { bundled, bundledFiles } from '../../test/bundled';

const ATLAS = 'mechs/3039u/Atlas AS7-D.mtf';

describe('parseMtf', () => {
  it('reads the 2021 layout (chassis and model on lines 2–3)', () => {
    const atlas = parseMtf(bundled(ATLAS), ATLAS);
    expect(atlas).toMatchObject({ chassis: 'Atlas', model: 'AS7-D', name: 'Atlas AS7-D', tonnage: 100, weightClass: 'assault' });
    expect(atlas).toMatchObject({ techBase: 'Inner Sphere', rulesLevel: 'Introductory', introYear: 2755, configuration: 'biped', omni: false });
    expect(atlas.engine).toEqual({ type: 'Fusion', rating: 300 });
    expect(atlas.movement).toEqual({ walk: 3, run: 5, jump: 0 });
    expect(atlas.heatSinks).toEqual({ count: 20, type: 'single', dissipation: 20 });
    expect(atlas.armor.CT).toEqual({ front: 47, rear: 14 });
    expect(atlas.internalStructure).toMatchObject({ HD: 3, CT: 31, LT: 21, LA: 17, LL: 21 });
    expect(atlas.criticals.LA!.slice(0, 4)).toEqual(['Shoulder', 'Upper Arm Actuator', 'Lower Arm Actuator', 'Hand Actuator']);
    const rearLasers = atlas.equipment.filter((m) => m.equipmentId === 'Medium Laser' && m.rearMounted);
    expect(rearLasers).toHaveLength(2);
    expect(atlas.equipment.find((m) => m.equipmentId === 'Autocannon/20')!.slots).toHaveLength(10);
    expect(atlas.ammo.filter((a) => a.equipmentId === 'IS Ammo AC/20')).toHaveLength(2);
  });

  it('reads the newer chassis:/model: layout with MUL id and quirks', () => {
    const text = bundled(ATLAS).replace(/^Atlas\nAS7-D\n/m, 'chassis:Atlas\nmodel:AS7-D\nmul id:140\nquirk:command_mech\n');
    const atlas = parseMtf(text, 'new.mtf');
    expect(atlas).toMatchObject({ chassis: 'Atlas', model: 'AS7-D', mulId: 140, quirks: ['command_mech'] });
  });

  it('derives run MP from walking MP and structure from tonnage', () => {
    const text = bundled(ATLAS).replace('Walk MP:3', 'Walk MP:5').replace('Mass:100', 'Mass:55');
    const unit = parseMtf(text, 'x.mtf');
    expect(unit.movement.run).toBe(8);
    expect(unit.internalStructure).toMatchObject({ CT: 18, LT: 13, LA: 9, LL: 13, HD: 3 });
  });

  it('reads quads, Clan XL engines, double heat sinks and split weapons', () => {
    const [quad] = bundledFiles('mechs', '.mtf').filter((f) => /Goliath GOL-1H/.test(f));
    const goliath = parseMtf(bundled(quad!), quad!);
    expect(goliath.configuration).toBe('quad');
    expect(Object.keys(goliath.armor)).toContain('FLL');
    const wolf = 'mechs/3050U/Mad Cat (Timber Wolf) Prime.mtf';
    const tw = parseMtf(bundled(wolf), wolf);
    expect(tw).toMatchObject({ techBase: 'Clan', omni: true, engine: { type: 'XL (Clan)', rating: 375 } });
    expect(tw.heatSinks).toMatchObject({ type: 'double', dissipation: 34 });
  });

  it('reads keys whatever their case and the spaces before the colon, and a key too long to be cached', () => {
    const base = bundled(ATLAS);
    const varied = `${base.replace(/^([A-Za-z ]+):(?=\S)/gm, (_, key: string) => `${key.toUpperCase()}  :`)}\n${'k'.repeat(250)}:value\n`;
    expect(varied).toContain('WALK MP  :3');
    expect(parseMtf(varied, ATLAS)).toEqual(parseMtf(base, ATLAS));
  });

  it('names file, line and reason for bad input', () => {
    const text = bundled(ATLAS).replace('Mass:100', 'Mass:heavy');
    expect(() => parseMtf(text, 'bad.mtf')).toThrow(/bad\.mtf:11, field mass: "mass" must be a whole number/);
    const unknown = bundled(ATLAS).replace('IS Ammo SRM-6', 'Flux Capacitor');
    expect(() => parseMtf(unknown, 'u.mtf')).toThrow(/u\.mtf:\d+.*unknown equipment "Flux Capacitor"/);
    expect(() => parseMtf('', 'empty.mtf')).toThrow(MarshalError);
  });

  it('never crashes: any mangled file gives a Unit or a MarshalError', () => {
    const base = bundled(ATLAS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: base.length }), fc.integer({ min: 0, max: 40 }), fc.string(), (at, cut, insert) => {
        const text = base.slice(0, at) + insert + base.slice(at + cut);
        try {
          parseMtf(text, 'fuzz.mtf');
        } catch (error) {
          expect(error).toBeInstanceOf(MarshalError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reads every bundled official 'Mech with zero errors", () => {
    const files = bundledFiles('mechs', '.mtf');
    const failures = files.flatMap((f) => {
      try {
        parseMtf(bundled(f), f);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(failures).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(3700);
  });
});
