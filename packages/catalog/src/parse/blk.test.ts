import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarshalError } from '@marshal/core';
import { parseBlk } from './blk';
import { bundled, bundledFiles } from '../../test/bundled';

const find = (under: string, pattern: RegExp) => bundledFiles(under, '.blk').find((f) => pattern.test(f))!;

describe('parseBlk', () => {
  it('reads a combat vehicle with turret, derived flank MP and structure', () => {
    const path = find('vehicles', /Demolisher Heavy Tank \(Standard Mk\. I\)\.blk$/);
    const tank = parseBlk(bundled(path), path);
    expect(tank).toMatchObject({ kind: 'vehicle', chassis: 'Demolisher Heavy Tank', tonnage: 80, weightClass: 'assault', techBase: 'Inner Sphere' });
    expect(tank.movement).toMatchObject({ walk: 3, run: 5, mode: 'tracked' });
    expect(Object.keys(tank.armor)).toEqual(['FR', 'RS', 'LS', 'RR', 'TU']);
    expect(tank.internalStructure.FR).toBe(8);
    expect(tank.equipment.filter((m) => m.location === 'TU').map((m) => m.equipmentId)).toContain('Autocannon/20');
    expect(tank.ammo.length).toBeGreaterThan(0);
  });

  it('reads a VTOL with a rotor location', () => {
    const path = find('vehicles', /Warrior H-7 Attack Helicopter\.blk$/);
    const vtol = parseBlk(bundled(path), path);
    expect(vtol.kind).toBe('vtol');
    expect(Object.keys(vtol.armor)).toContain('RO');
  });

  it('reads battle armour: troopers, weight class, mounts by body location', () => {
    const path = find('battlearmor', /Elemental.*\.blk$/);
    const ba = parseBlk(bundled(path), path);
    expect(ba.kind).toBe('battle-armor');
    expect(ba.troopers).toBeGreaterThanOrEqual(4);
    expect(ba.equipment.length).toBeGreaterThan(0);
  });

  it('reads conventional infantry with its primary weapon and platoon size', () => {
    const path = find('infantry', /\.blk$/);
    const inf = parseBlk(bundled(path), path);
    expect(inf.kind).toBe('infantry');
    expect(inf.troopers).toBeGreaterThan(0);
    expect(inf.equipment.some((m) => m.location === 'INF')).toBe(true);
  });

  it('reads how a platoon is armed: primary, secondary and secondaries per squad', () => {
    const path = 'infantry/3085/Steiner/Anti-Infantry Unit Second Lyran Armored Infantry.blk';
    const inf = parseBlk(bundled(path), path);
    expect(inf.platoon).toEqual({
      squadSize: 7,
      squads: 4,
      primary: 'Needler Rifle (M&G Flechette)',
      secondary: 'Needler, Support (Firedrake)',
      secondaryPerSquad: 2,
    });
    expect(inf.troopers).toBe(28);
  });

  it('reads aerospace units at least by name, type, tonnage, year and rules level', () => {
    const path = find('fighters', /\.blk$/);
    const fighter = parseBlk(bundled(path), path);
    expect(fighter.kind).toBe('aerospace');
    expect(fighter.tonnage).toBeGreaterThan(0);
    expect(fighter.introYear).toBeGreaterThan(2000);
  });

  it('reports malformed input with file and line', () => {
    expect(() => parseBlk('<UnitType>\nTank\n', 'open.blk')).toThrow(/open\.blk:1: <unittype> is never closed/);
    expect(() => parseBlk('<UnitType>\nSubmarine\n</UnitType>\n', 's.blk')).toThrow(/s\.blk:2.*unknown unit type "Submarine"/);
  });

  it('reads tags whatever their case, skips closing tags outside a block and reads a tag line too long to be cached', () => {
    const path = find('vehicles', /Demolisher Heavy Tank \(Standard Mk\. I\)\.blk$/);
    const base = bundled(path);
    const long = `<${'x'.repeat(250)}>\nignored\n</${'X'.repeat(250)}>\n`;
    const varied = base.replace(/<\/([^>]+)>/g, (_, tag: string) => `</${tag.toUpperCase()}>\n</Stray>`) + long;
    expect(parseBlk(varied, path)).toEqual(parseBlk(base, path));
    expect(() => parseBlk(`${long}<Name>\nX\n</Nam>\n`, 'n.blk')).toThrow(/n\.blk:4: <name> is never closed/);
    // "İ" lower-cases to two characters, so "</İ>" is not "</i̇>" in the length test: the block stays open, as it always did.
    expect(() => parseBlk('<\u0130>\nx\n</\u0130>\n', 'i.blk')).toThrow(/i\.blk:1: <i̇> is never closed/);
  });

  it('never crashes on mangled files', () => {
    const path = find('vehicles', /Demolisher Heavy Tank \(Standard Mk\. I\)\.blk$/);
    const base = bundled(path);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: base.length }), fc.integer({ min: 0, max: 40 }), fc.string(), (at, cut, insert) => {
        try {
          parseBlk(base.slice(0, at) + insert + base.slice(at + cut), 'fuzz.blk');
        } catch (error) {
          expect(error).toBeInstanceOf(MarshalError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads every bundled official .blk unit with zero errors', () => {
    let vehicles = 0;
    const failures: string[] = [];
    for (const under of [
      'vehicles',
      'battlearmor',
      'infantry',
      'protomechs',
      'ge',
      'fighters',
      'convfighter',
      'dropships',
      'smallcraft',
      'jumpships',
      'warship',
      'spacestation',
    ]) {
      for (const f of bundledFiles(under, '.blk')) {
        try {
          const unit = parseBlk(bundled(f), f);
          if (unit.kind === 'vehicle' || unit.kind === 'vtol') vehicles++;
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(vehicles).toBeGreaterThanOrEqual(1200);
  });
});
