import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMtf } from '@marshal/catalog';
import type { Unit } from '../unit/catalog-types';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { fileDuel } from '../battle/test/setup';
import { play } from '../battle/test/play';
import type { BattleState } from '../battle/state';
import { botCommand, botPhysical, botVolley } from './bot';
import { podHarm, podValue } from './bot-munitions';
import { weaponProfile } from '../battle/memo';
import { MUNITIONS } from '../rules/munitions';

const tw = combatRuleset([]).rules;
const KINTARO = 'mechs/3050U/Kintaro KTO-21.mtf'; // iNarc, two SRM 6 with Narc-capable rounds
const RAMPAGE = 'mechs/Turning Points/HTP New Dallas/Rampage RMP-4G Benboudaoud.mtf'; // LB 10-X AC: a slug bin and a cluster bin
const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8'), path) as Unit;
const weaponIndex = (s: BattleState, unit: string, id: RegExp) => s.units[unit]!.weapons.findIndex((w) => id.test(w.equipmentId));

describe('the bot fires beacons for what their pods are worth (ADR 0043 session 9)', () => {
  it('the Kintaro fires its iNarc at a target without its homing pod, and not at one that already carries it', () => {
    const s = fileDuel(mtf(KINTARO), { rules: tw });
    const inarc = weaponIndex(s, 'red', /ImprovedNarc/u);
    const p = weaponProfile(s.units.red!.weapons[inarc]!.equipmentId)!;
    const worth = podValue(s, 'red', 'blue', undefined, p);
    expect(worth).toBeGreaterThan(0);
    expect(botVolley(s, 'red', tw).attacks.map((a) => a.weapon)).toContain(inarc);
    const tagged = { ...s, units: { ...s.units, blue: { ...s.units.blue!, pods: [{ kind: 'homing' as const, location: 'CT', by: 'red' }] } } };
    expect(podValue(tagged, 'red', 'blue', undefined, p)).toBe(0);
    expect(botVolley(tagged, 'red', tw).attacks.map((a) => a.weapon)).not.toContain(inarc);
    // An explosive pod is worth its damage.
    expect(podValue(s, 'red', 'blue', MUNITIONS['inarc-explosive'], p)).toBe(6);
  });
});

describe('the bot chooses the kind of round per shot when a unit carries bins of several kinds', () => {
  it('the Rampage RMP-4G fires the LB 10-X from the bin whose rounds are worth more, naming the bin; the engine fires from it', () => {
    const s = fileDuel(mtf(RAMPAGE), { rules: tw });
    const gun = weaponIndex(s, 'red', /LBXAC10|LB 10-X/u);
    const bins = s.units.red!.ammo.map((b, i) => ({ b, i })).filter(({ b }) => /LB 10-X/u.test(b.equipmentId));
    expect(bins.map(({ b }) => b.munition ?? 'slug').sort()).toEqual(['lbx-cluster', 'slug']);
    const slugBin = bins.find(({ b }) => !b.munition)!.i;
    const shot = botVolley(s, 'red', tw).attacks.find((a) => a.weapon === gun)!;
    // At 4 hexes a 10-point slug (the file's first bin) beats about 6 pellets at one better to-hit number.
    expect(shot.bin ?? bins[0]!.i).toBe(slugBin);
    // A gunner of 11 hits on 11 with a slug (3 in 36: 0.8 damage) and on 10 with pellets (6 in 36 × 6.3): cluster rounds.
    const poor = { ...s, units: { ...s.units, red: { ...s.units.red!, pilot: { ...s.units.red!.pilot, gunnery: 11 } } } };
    expect(botVolley(poor, 'red', tw).attacks.find((a) => a.weapon === gun)?.bin).toBe(bins.find(({ b }) => b.munition)!.i);
    const command = { type: 'fire' as const, unit: 'red', attacks: [{ weapon: gun, target: 'blue', bin: bins.find(({ b }) => b.munition)!.i }] };
    const held = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
    // Fired from the cluster bin: to-hit 6+6, cluster roll 3+4 = 7 (6 pellets), each at its own location.
    const r = play(held, command, [6, 6, 3, 4, ...Array<number[]>(6).fill([3, 4]).flat()], tw);
    const fired = r.events.find((e) => e.type === 'fireResolved');
    if (fired?.type !== 'fireResolved') throw new Error('no fire');
    expect(fired.reports[0]!.report).toMatchObject({ ammo: { bin: command.attacks[0]!.bin }, cluster: { roll: 7 } });
  });

  it('a bin that does not feed the weapon is refused', () => {
    const s = fileDuel(mtf(RAMPAGE), { rules: tw });
    const gun = weaponIndex(s, 'red', /LBXAC10|LB 10-X/u);
    const other = s.units.red!.ammo.findIndex((b) => !/LB 10-X/u.test(b.equipmentId));
    const held = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
    expect(() => play(held, { type: 'fire', unit: 'red', attacks: [{ weapon: gun, target: 'blue', bin: other === -1 ? 99 : other }] }, [], tw)).toThrow(
      /does not feed weapon/u,
    );
  });
});

describe('the bot brushes off an enemy iNarc pod when it is worth more than the risk', () => {
  /** Red carrying the Blue Kintaro's homing pod, in the physical phase with no enemy adjacent; Red's piloting `piloting`. */
  const podded = (piloting: number, blueFile?: string): BattleState => {
    const s = fileDuel(mtf(KINTARO), { rules: tw, ...(blueFile ? { blueUnit: mtf(blueFile) } : {}) });
    const red = { ...s.units.red!, pilot: { ...s.units.red!.pilot, piloting }, pods: [{ kind: 'homing' as const, location: 'LT', by: 'blue' }] };
    return { ...s, phase: 'physical', units: { ...s.units, red } };
  };

  it("with piloting 3 (target 7) against a Kintaro's Narc-capable SRMs: a brush-off; the battle loop accepts it", () => {
    const s = podded(3, KINTARO);
    expect(podHarm(s, 'red', 0)).toBeGreaterThan(0);
    expect(botPhysical(s, 'red', tw)).toEqual({ kind: 'brush-off', limb: 'LA', target: 'red', pod: 0 });
    expect(botCommand(s, tw)).toMatchObject({ type: 'physical' });
  });

  it('not when the foe has no Narc-capable missiles (the pod costs little) or the roll is poor', () => {
    expect(botPhysical(podded(3), 'red', tw)).toBeNull();
    expect(botPhysical(podded(5, KINTARO), 'red', tw)).toBeNull();
  });
});
