import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMtf } from '@marshal/catalog';
import type { Unit } from '../unit/catalog-types';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { clusterHits } from '../tables/cluster-hits';
import { battleModule } from './module';
import { nothingToDecide } from './choices';
import { fireOptions } from './fire';
import { canFireEccmPod } from './fire-check';
import { electronicsInput, ecmHexes } from './electronics';
import { munitionChoices } from './munitions';
import { sight } from './memo';
import { losUnit } from './fire';
import type { BattleState } from './state';
import { fileDuel, gear } from './test/setup';
import { play, refusal } from './test/play';
import { fireAll as fireAllAt, firedStory, withDecoy } from './test/pods';

const tw = combatRuleset([]).rules;
const solaris = combatRuleset(['solaris-vii']).rules;
const KINTARO = 'mechs/3050U/Kintaro KTO-21.mtf'; // iNarc, SRM 6s with Narc-capable rounds in the file
const RAVEN = 'mechs/3050U/Raven RVN-3L.mtf'; // Narc, SRM 6 with Narc-capable rounds in the file
const mtf = (path: string) => parseMtf(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8'), path) as Unit;

/** Red (a real unit file) at 0810 facing north-ish at Blue (a duelist with extra gear) at 0806; fire phase. */
const duel = (redFile: string, blueGear: ReturnType<typeof gear>[] = [], rules = tw, redMunitions?: Record<string, string>): BattleState =>
  fileDuel(mtf(redFile), { blueGear, rules, ...(redMunitions ? { munitions: redMunitions } : {}) });

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
    expect(munitionChoices('ISiNarc Pods').map((m) => m.id)).toEqual(['inarc-ecm', 'inarc-haywire', 'inarc-nemesis', 'inarc-explosive']);
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

/** The index of the first bin of `ammoId` on Red (the unit file's order). */
const binOf = (file: string, ammoId: string) => String(duel(file).units.red!.ammo.findIndex((b) => b.equipmentId === ammoId));

describe('explosive and Nemesis pods (Total Warfare p. 141; Tactical Operations for the Narc explosive pod)', () => {
  it('an iNarc explosive pod does 6 damage where it hits and sticks nothing; a Narc explosive pod 4', () => {
    const s = duel(KINTARO, [], tw, { [binOf(KINTARO, 'ISiNarc Pods')]: 'inarc-explosive' });
    const ct = s.units.blue!.locations.CT!.armor;
    // to-hit 6+6, location 3+4 = 7: centre torso.
    const { report, state, events } = shoot(s, weaponIndex(s, 'red', /ImprovedNarc/u), [6, 6, 3, 4]);
    expect(firedStory(state, events)[0]).toBe("Kintaro KTO-21's iNarc hits Blue, the iNarc explosive pod explodes: 6 to the center torso");
    expect(report.pod).toBeUndefined();
    expect(report.hits).toMatchObject([{ location: 'CT', damage: 6 }]);
    expect(report.explosive).toMatchObject({ damage: 6, label: 'iNarc explosive pod' });
    expect(JSON.stringify(report.explosive!.source)).toMatch(/Explosive Pods.*141/u);
    expect(state.units.blue!.locations.CT!.armor).toBe(ct - 6);
    expect(state.units.blue!.pods).toBeUndefined();
    const raven = duel(RAVEN, [], tw, { [binOf(RAVEN, 'ISNarc Pods')]: 'narc-explosive' });
    const narc = shoot(raven, weaponIndex(raven, 'red', /NarcBeacon/u), [6, 6, 3, 4]);
    expect(narc.report.hits).toMatchObject([{ location: 'CT', damage: 4 }]);
    expect(JSON.stringify(narc.report.explosive!.source)).toMatch(/Tactical Operations/u);
  });

  it('an iNarc Nemesis pod sticks like a homing pod', () => {
    const s = duel(KINTARO, [], tw, { [binOf(KINTARO, 'ISiNarc Pods')]: 'inarc-nemesis' });
    expect(shoot(s, weaponIndex(s, 'red', /ImprovedNarc/u), [6, 6, 3, 4]).state.units.blue!.pods).toEqual([{ kind: 'nemesis', location: 'CT', by: 'red' }]);
  });

  const decoyed = () => withDecoy(duel(KINTARO), tw);
  const fireAll = (s: BattleState, weapon: number, faces: number[]) => fireAllAt(s, weapon, faces, tw);

  it('Narc-capable SRMs fired past a side-mate carrying a Nemesis pod attack it first; a hit there ends the shot', () => {
    const s = decoyed();
    const srm = weaponIndex(s, 'red', /SRM6|SRM 6/u);
    const shots = s.units.red!.ammo.reduce((n, b) => n + b.shots, 0);
    // to-hit on Green 6+6; cluster 3+4 = 7: 4 missiles, each its own location.
    const { reports, state, events } = fireAll(s, srm, [6, 6, 3, 4, 3, 4, 3, 3, 4, 4, 2, 3]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ attacker: 'red', target: 'green', nemesis: { aimedAt: 'blue' } });
    expect(JSON.stringify(reports[0]!.nemesis!.source)).toMatch(/Nemesis Pods.*141/u);
    expect(state.units.blue!.locations).toEqual(s.units.blue!.locations);
    expect(state.units.green!.locations).not.toEqual(s.units.green!.locations);
    expect(state.units.red!.ammo.reduce((n, b) => n + b.shots, 0)).toBe(shots - 1);
    const story = firedStory(state, events);
    expect(story[0]).toMatch(/SRM 6 is drawn to Green by its iNarc Nemesis pod \(fired at Blue\)/u);
  });

  it('a miss on the decoy goes on to the target (one round, one heat); lasers and standard SRMs are not drawn', () => {
    const s = decoyed();
    const srm = weaponIndex(s, 'red', /SRM6|SRM 6/u);
    const shots = s.units.red!.ammo.reduce((n, b) => n + b.shots, 0);
    const { reports, state } = fireAll(s, srm, [1, 1, 6, 6, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4]);
    expect(reports.map((r) => [r.target, (r.report as WeaponAttackReport).hit, r.nemesis?.aimedAt])).toEqual([
      ['green', false, 'blue'],
      ['blue', true, undefined],
    ]);
    expect(state.units.red!.ammo.reduce((n, b) => n + b.shots, 0)).toBe(shots - 1);
    expect(state.units.red!.heat - s.units.red!.heat).toBe(4);
    const laser = weaponIndex(s, 'red', /Laser/u);
    expect(fireAll(s, laser, [6, 6, 3, 4]).reports.map((r) => r.target)).toEqual(['blue']);
    const standard = { ...s, units: { ...s.units, red: { ...s.units.red!, ammo: s.units.red!.ammo.map(({ munition: _, ...b }) => b) } } };
    expect(fireAll(standard, srm, [6, 6, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4]).reports.map((r) => r.target)).toEqual(['blue']);
  });
});

describe('brushing off an iNarc pod (Total Warfare p. 141, as brushing off swarming infantry)', () => {
  /** Red (the Kintaro) in the physical attack phase carrying Blue's pod in the left torso; Blue has declared nothing. */
  function podded(kind: 'homing' | 'narc' = 'homing'): BattleState {
    const s = duel(KINTARO);
    const red = { ...s.units.red!, pods: [{ kind, location: 'LT', by: 'blue' }] as const };
    const t: BattleState = { ...s, phase: 'physical', units: { ...s.units, red: { ...red, pods: [...red.pods] } } };
    return play(t, { type: 'physical', unit: 'blue', attack: null }, [], tw).state;
  }
  const brush = (limb: 'LA' | 'RA' = 'LA', pod = 0) => ({
    type: 'physical' as const,
    unit: 'red',
    attack: { kind: 'brush-off' as const, limb, target: 'red', pod },
  });

  it('a unit carrying a pod has something to decide in the physical phase though no enemy is adjacent', () => {
    const s = duel(KINTARO);
    const physical: BattleState = { ...s, phase: 'physical' };
    expect(nothingToDecide(physical, 'a', tw)).toBe(true);
    expect(nothingToDecide(podded(), 'a', tw)).toBe(false);
  });

  it('piloting 5 + 4 = 9: a hit takes the pod off', () => {
    const s = podded();
    const { state, events } = play(s, brush(), [5, 4], tw);
    const resolved = events.find((e) => e.type === 'physicalResolved');
    if (resolved?.type !== 'physicalResolved') throw new Error('not resolved');
    const r = resolved.reports[0]!.report!;
    expect(r.toHit.target).toBe(9);
    expect(r.toHit.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['piloting', 5],
      ['brush-off', 4],
    ]);
    expect(JSON.stringify(r.toHit.modifiers[1]!.source)).toMatch(/Removing iNarc Pods.*141/u);
    expect(state.units.red!.pods).toEqual([]);
    expect(battleModule.narrate!(state, resolved).map((l) => l.text)).toContain('Kintaro KTO-21 brushes off the iNarc homing pod on the left torso');
  });

  it("a miss strikes the 'Mech itself with the arm's punch (55 tons: 6) on the punch table; the pod stays", () => {
    const s = podded();
    // to-hit 4+4 = 8 < 9; punch table 1d6 = 3: centre torso.
    const { state } = play(s, brush(), [4, 4, 3], tw);
    expect(state.units.red!.pods).toHaveLength(1);
    expect(state.units.red!.locations.CT!.armor).toBe(s.units.red!.locations.CT!.armor - 6);
  });

  it('refused: a Narc pod, an arm that fired this turn, another unit as target, a pod that is not there', () => {
    expect(refusal(podded('narc'), brush(), tw)).toMatch(/Narc pod cannot be brushed off/u);
    const s = podded();
    const laArm = weaponIndex(s, 'red', /Laser/u);
    const fired = { ...s, fire: { red: [{ weapon: laArm, target: 'blue' }] } };
    const arm = s.units.red!.weapons[laArm]!.location as 'LA' | 'RA';
    expect(refusal(fired, brush(arm), tw)).toMatch(/fired a weapon this turn/u);
    expect(refusal(s, { ...brush(), attack: { ...brush().attack, target: 'blue' } }, tw)).toMatch(/names the unit itself/u);
    expect(refusal(s, brush('LA', 3), tw)).toMatch(/no pod 3/u);
  });
});
