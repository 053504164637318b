import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMtf } from '@marshal/catalog';
import { combatRuleset } from '../options/ruleset';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { clusterHits } from '../tables/cluster-hits';
import type { Unit } from '../unit/catalog-types';
import { battleModule } from './module';
import { canFireEccmPod, fireOptions } from './fire';
import { electronicsInput, ecmHexes } from './electronics';
import { munitionChoices } from './munitions';
import { sight } from './memo';
import { losUnit } from './fire';
import type { BattleState } from './state';
import { duelSetup, duelist } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const KINTARO = 'mechs/3050U/Kintaro KTO-21.mtf'; // iNarc, SRM 6s with Narc-capable rounds in the file
const RAVEN = 'mechs/3050U/Raven RVN-3L.mtf'; // Narc, SRM 6 with Narc-capable rounds in the file
const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8'), path) as Unit;
const gear = (equipmentId: string, location = 'RT', slot = 5) => ({ equipmentId, fileName: equipmentId, location, rearMounted: false, slots: [slot] });

/** Red (a real unit file) at 0810 facing north-ish at Blue (a duelist with extra gear) at 0806; fire phase. */
function duel(redFile: string, blueGear: ReturnType<typeof gear>[] = [], rules = tw, redMunitions?: Record<string, string>): BattleState {
  const setup = duelSetup();
  const blue = duelist('Blue');
  const units = setup.units.map((u) =>
    u.id === 'red'
      ? { ...u, unit: mtf(redFile) as never, hex: '0810', ...(redMunitions ? { munitions: redMunitions } : {}) }
      : { ...u, unit: { ...blue, equipment: [...blue.equipment, ...blueGear] } as never, hex: '0806' },
  );
  return { ...battleModule.init(battleModule.parseSetup({ ...setup, units }), rules), phase: 'fire' };
}

const weaponIndex = (s: BattleState, unit: string, id: RegExp) => s.units[unit]!.weapons.findIndex((w) => id.test(w.equipmentId));

/** Blue holds its fire, Red fires `weapon` at Blue with these dice: Red's report and the state after. */
function shoot(s: BattleState, weapon: number, faces: number[], rules = tw, podEccm = false) {
  const held = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], rules).state;
  const r = play(held, { type: 'fire', unit: 'red', attacks: [{ weapon, target: 'blue', ...(podEccm ? { podEccm: true as const } : {}) }] }, faces, rules);
  const resolved = r.events.find((e) => e.type === 'fireResolved');
  if (resolved?.type !== 'fireResolved') throw new Error('no fire resolved');
  return { report: resolved.reports[0]!.report as WeaponAttackReport, state: r.state, events: r.events };
}

/** The next turn's fire phase of a state (pods carried over). */
const nextFire = (s: BattleState): BattleState => ({ ...s, phase: 'fire', fire: {}, moved: {} });

describe('Narc and iNarc beacons in the battle (Total Warfare p. 141)', () => {
  it('the Kintaro KTO-21 file: its iNarc fires from its pod bins and its SRM bins hold Narc-capable missiles', () => {
    const s = duel(KINTARO);
    const red = s.units.red!;
    expect(red.ammo.filter((b) => b.equipmentId === 'ISiNarc Pods')).toHaveLength(3);
    expect(red.ammo.filter((b) => b.equipmentId === 'IS Ammo SRM-6').map((b) => b.munition)).toEqual(['narc-capable', 'narc-capable']);
    const inarc = fireOptions(s, 'red', 'blue', tw).find((o) => o.profile.name === 'iNarc')!;
    expect(inarc.profile).toMatchObject({ damage: 0, flags: expect.arrayContaining(['inarc']) });
    expect(inarc.profile.cluster).toBeUndefined();
  });

  it('an iNarc hit does no damage and sticks a homing pod to the location rolled; the pod bin loses a round', () => {
    const s = duel(KINTARO);
    const i = weaponIndex(s, 'red', /ImprovedNarc/u);
    // to-hit 6+6, location 3+4 = 7: centre torso.
    const { report, state, events } = shoot(s, i, [6, 6, 3, 4]);
    expect(report.hit).toBe(true);
    expect(report.hits).toEqual([]);
    expect(report.pod).toMatchObject({ kind: 'homing', location: 'CT' });
    expect(JSON.stringify(report.pod!.source)).toMatch(/Improved Narc.*141/u);
    expect(state.units.blue!.pods).toEqual([{ kind: 'homing', location: 'CT', by: 'red' }]);
    expect(state.units.blue!.locations.CT).toEqual(s.units.blue!.locations.CT);
    expect(report.ammo).toMatchObject({ shots: 1, left: 3 });
    const fired = events.find((e) => e.type === 'fireResolved')!;
    const story = battleModule.narrate!(state, fired).map((l) => l.text);
    expect(story).toContain("Kintaro KTO-21's iNarc hits Blue: iNarc homing pod sticks to the center torso");
  });

  it('a pod that hits a destroyed location passes inwards; a miss attaches nothing', () => {
    const s0 = duel(KINTARO);
    const blue = s0.units.blue!;
    const s = { ...s0, units: { ...s0.units, blue: { ...blue, locations: { ...blue.locations, LA: { ...blue.locations.LA!, destroyed: true } } } } };
    const i = weaponIndex(s, 'red', /ImprovedNarc/u);
    // location 5+5 = 10: left arm (destroyed) → left torso.
    expect(shoot(s, i, [6, 6, 5, 5]).state.units.blue!.pods).toEqual([{ kind: 'homing', location: 'LT', by: 'red' }]);
    const miss = shoot(s0, i, [1, 1]);
    expect(miss.report.pod).toBeUndefined();
    expect(miss.state.units.blue!.pods).toBeUndefined();
  });

  it('next turn: Narc-capable SRMs get −1 to hit and +2 on the cluster roll against the homing pod (with sources)', () => {
    const s = duel(KINTARO);
    const tagged = nextFire(shoot(s, weaponIndex(s, 'red', /ImprovedNarc/u), [6, 6, 3, 4]).state);
    const srm = weaponIndex(tagged, 'red', /SRM6|SRM 6/u);
    const before = fireOptions(s, 'red', 'blue', tw).find((o) => o.weapon === srm)!.toHit;
    const after = fireOptions(tagged, 'red', 'blue', tw).find((o) => o.weapon === srm)!.toHit;
    const homing = after.modifiers.find((m) => m.id === 'inarc-homing')!;
    expect(homing.value).toBe(-1);
    expect(JSON.stringify(homing.source)).toContain('141');
    expect(after.target).toBe(before.target - 1);
    // to-hit 6+6, cluster 2+2 = 4, +2 = 6: SRM 6 column at 6 (4 missiles); then 4 locations.
    const { report } = shoot(tagged, srm, [6, 6, 2, 2, 3, 4, 3, 4, 3, 4, 3, 4]);
    expect(report.cluster).toMatchObject({ roll: 4, hits: clusterHits(6, 6), modifier: { value: 2 } });
    expect(clusterHits(6, 6)).toBeGreaterThan(clusterHits(6, 4));
    // A laser gets nothing from the pod.
    const laser = fireOptions(tagged, 'red', 'blue', tw).find((o) => o.profile.name === 'ER Medium Laser')!.toHit;
    expect(laser.modifiers.map((m) => m.id)).not.toContain('inarc-homing');
  });

  it('standard SRM rounds (the roster chose them over the file\u2019s Narc-capable ones) get no bonus', () => {
    const s = duel(KINTARO);
    const srm = weaponIndex(s, 'red', /SRM6|SRM 6/u);
    const bins = s.units.red!.ammo.map((b, i) => ({ b, i })).filter(({ b }) => b.equipmentId === 'IS Ammo SRM-6');
    const inferno = Object.fromEntries(bins.map(({ i }) => [String(i), 'inferno']));
    const s2 = duel(KINTARO, [], tw, inferno);
    const tagged = nextFire(shoot(s2, weaponIndex(s2, 'red', /ImprovedNarc/u), [6, 6, 3, 4]).state);
    expect(
      fireOptions(tagged, 'red', 'blue', tw)
        .find((o) => o.weapon === srm)!
        .toHit.modifiers.map((m) => m.id),
    ).not.toContain('inarc-homing');
  });

  it('the Raven RVN-3L: a Narc pod gives +2 on the cluster roll but no to-hit bonus; an ECM suite on the target cancels it', () => {
    const s = duel(RAVEN);
    const narc = weaponIndex(s, 'red', /NarcBeacon/u);
    const { state, report } = shoot(s, narc, [6, 6, 3, 4]);
    expect(report.pod).toMatchObject({ kind: 'narc', location: 'CT' });
    expect(JSON.stringify(report.pod!.source)).toMatch(/Narc Missile Beacon.*141/u);
    const tagged = nextFire(state);
    const srm = weaponIndex(tagged, 'red', /SRM6|SRM 6/u);
    expect(
      fireOptions(tagged, 'red', 'blue', tw)
        .find((o) => o.weapon === srm)!
        .toHit.modifiers.map((m) => m.id),
    ).not.toContain('inarc-homing');
    expect(shoot(tagged, srm, [6, 6, 2, 2, 3, 4, 3, 4, 3, 4, 3, 4]).report.cluster).toMatchObject({ hits: clusterHits(6, 6), modifier: { value: 2 } });
    // Blue with a Guardian ECM suite: its hex is under ECM for Red's side, so the pod does not guide.
    const shielded = duel(RAVEN, [gear('ISGuardianECMSuite')]);
    const jammed = nextFire(shoot(shielded, narc, [6, 6, 3, 4]).state);
    expect(jammed.units.blue!.pods).toHaveLength(1);
    const plain = shoot(jammed, srm, [6, 6, 2, 2, ...Array<number[]>(clusterHits(6, 4)).fill([3, 4]).flat()]).report.cluster!;
    expect(plain).toEqual({ roll: 4, hits: clusterHits(6, 4) });
  });

  it('an iNarc ECM pod makes its carrier\u2019s hex an enemy ECM field: the carrier\u2019s probe stops working', () => {
    const s = duel(KINTARO, [gear('BeagleActiveProbe', 'LT', 3)], tw);
    const bin = s.units.red!.ammo.findIndex((b) => b.equipmentId === 'ISiNarc Pods');
    const ecm = duel(KINTARO, [gear('BeagleActiveProbe', 'LT', 3)], tw, { [String(bin)]: 'inarc-ecm' });
    expect(munitionChoices('ISiNarc Pods').map((m) => m.id)).toEqual(['inarc-ecm', 'inarc-haywire']);
    const los = sight(ecm.map, losUnit(ecm, 'blue'), losUnit(ecm, 'red'));
    expect(electronicsInput(ecm, 'blue', 'red', los, tw).probeInRange).toBe(true);
    const { state, report } = shoot(ecm, weaponIndex(ecm, 'red', /ImprovedNarc/u), [6, 6, 3, 4]);
    expect(report.pod).toMatchObject({ kind: 'ecm', location: 'CT' });
    expect(ecmHexes(state, 'b', ['0806', '0807'], tw)).toEqual(['0806']);
    expect(ecmHexes(state, 'a', ['0806'], tw)).toEqual([]);
    expect(electronicsInput(state, 'blue', 'red', los, tw).probeInRange).toBeUndefined();
    // Destroying the location the pod sits in removes the field.
    const blue = state.units.blue!;
    const gone = { ...state, units: { ...state.units, blue: { ...blue, locations: { ...blue.locations, CT: { ...blue.locations.CT!, destroyed: true } } } } };
    expect(ecmHexes(gone, 'b', ['0806'], tw)).toEqual([]);
    expect(s.units.red!.ammo[bin]!.munition).toBeUndefined();
  });

  it('with the ECCM option an ECM pod may be fired as ECCM (declared when fired); without it the declaration is refused', () => {
    const bin = duel(KINTARO).units.red!.ammo.findIndex((b) => b.equipmentId === 'ISiNarc Pods');
    const s = duel(KINTARO, [], solaris, { [String(bin)]: 'inarc-ecm' });
    const i = weaponIndex(s, 'red', /ImprovedNarc/u);
    expect(canFireEccmPod(s, 'red', i, solaris)).toBe(true);
    expect(canFireEccmPod(s, 'red', weaponIndex(s, 'red', /SRM6|SRM 6/u), solaris)).toBe(false);
    const { state, report } = shoot(s, i, [6, 6, 3, 4], solaris, true);
    expect(report.pod).toMatchObject({ kind: 'ecm', eccm: true });
    expect(state.units.blue!.pods).toEqual([{ kind: 'ecm', location: 'CT', by: 'red', eccm: true }]);
    expect(ecmHexes(state, 'b', ['0806'], solaris)).toEqual([]);
    const twState = duel(KINTARO, [], tw, { [String(bin)]: 'inarc-ecm' });
    expect(canFireEccmPod(twState, 'red', i, tw)).toBe(false);
    expect(refusal(twState, { type: 'fire', unit: 'red', attacks: [{ weapon: i, target: 'blue', podEccm: true }] }, tw)).toMatch(/ECCM option/u);
    expect(refusal(duel(KINTARO, [], solaris), { type: 'fire', unit: 'red', attacks: [{ weapon: i, target: 'blue', podEccm: true }] }, solaris)).toMatch(
      /not an iNarc launcher firing ECM pods/u,
    );
  });

  it('a haywire pod on a unit: +1 to hit for its own weapon attacks', () => {
    const bin = duel(KINTARO).units.red!.ammo.findIndex((b) => b.equipmentId === 'ISiNarc Pods');
    const s = duel(KINTARO, [], tw, { [String(bin)]: 'inarc-haywire' });
    const { state } = shoot(s, weaponIndex(s, 'red', /ImprovedNarc/u), [6, 6, 3, 4]);
    const t = nextFire(state);
    const blueShot = fireOptions(t, 'blue', 'red', tw)[0]!.toHit;
    const haywire = blueShot.modifiers.find((m) => m.id === 'inarc-haywire')!;
    expect(haywire.value).toBe(1);
    expect(JSON.stringify(haywire.source)).toContain('Haywire');
    expect(fireOptions(s, 'blue', 'red', tw)[0]!.toHit.target).toBe(blueShot.target - 1);
  });
});
