import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, ScriptedDice, formatSource, isRejection } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { FCS, artemisModifier } from '../rules/artemis';
import { fileMunition } from '../rules/munitions';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { bundledUnit } from '../test/bundled';
import type { BattleState } from './state';
import { battleModule } from './module';
import { ECM, fileDuel } from './test/setup';
import { withDecoy } from './test/pods';
import { play } from './test/play';
import { artemisGuided } from './artemis';

const tw = combatRuleset([]).rules;
const ARCHER = 'mechs/Tukayyid/Archer ARC-5CS.mtf'; // four LRM 15, each with an Artemis IV; Artemis-capable rounds
const COUGAR = 'mechs/XTRs/Clans/Cougar-XR.mtf'; // two Clan LRM 15, each with an Artemis V; Artemis V-capable rounds

const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8');
const duel = (file: string, blueGear: Parameters<typeof fileDuel>[1]['blueGear'] = []) => fileDuel(bundledUnit(read, file) as never, { rules: tw, blueGear });
const lrm = (s: BattleState) => s.units.red!.weapons.findIndex((w) => /LRM/u.test(w.equipmentId));

/** Blue (and Green, when there) hold fire; Red fires `weapon` at Blue. Dice faces need not all be used. */
function volley(s: BattleState, weapon: number, faces: number[]) {
  let t = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
  if (t.units.green) t = play(t, { type: 'fire', unit: 'green', attacks: [] }, [], tw).state;
  const r = battleModule.resolve(t, battleModule.parseCommand({ type: 'fire', unit: 'red', attacks: [{ weapon, target: 'blue' }] }), {
    dice: new RecordingDice(new ScriptedDice([...faces, ...Array<number>(60).fill(3)])),
    rules: tw,
  });
  if (isRejection(r)) throw new Error(r.reason);
  const resolved = r.find((e) => e.type === 'fireResolved');
  if (resolved?.type !== 'fireResolved') throw new Error('no fire resolved');
  return { reports: resolved.reports, events: r, state: r.reduce(battleModule.apply, t) };
}

const cluster = (r: { report: unknown }) => (r.report as WeaponAttackReport).cluster!;

describe('Artemis fire-control systems (Total Warfare, Artemis IV FCS; Tactical Operations, Artemis V)', () => {
  it('links each FCS to a launcher of its location in file order, and reads Artemis-capable rounds from the file', () => {
    const u = duel(ARCHER).units.red!;
    expect(u.fcs).toHaveLength(4);
    expect(u.fcs!.map((l) => [l.kind, l.location, u.weapons[l.weapon]!.equipmentId, u.weapons[l.weapon]!.location])).toEqual([
      ['artemis-iv', 'LT', 'LRM 15', 'LT'],
      ['artemis-iv', 'LT', 'LRM 15', 'LT'],
      ['artemis-iv', 'RT', 'LRM 15', 'RT'],
      ['artemis-iv', 'RT', 'LRM 15', 'RT'],
    ]);
    expect(new Set(u.fcs!.map((l) => l.weapon)).size).toBe(4);
    expect(u.fcs!.map((l) => l.slots)).toEqual([[6], [10], [6], [10]]);
    expect(u.ammo.every((b) => b.munition === 'artemis-capable')).toBe(true);
    const c = duel(COUGAR).units.red!;
    expect(c.fcs!.map((l) => [l.kind, l.location, l.slots])).toEqual([
      ['artemis-v', 'LT', [4, 5]],
      ['artemis-v', 'RT', [4, 5]],
    ]);
    expect(c.ammo.every((b) => b.munition === 'artemis-v-capable')).toBe(true);
    expect(fileMunition('IS Ammo LRM-15', 'Artemis-capable')).toBe('artemis-capable');
    expect(fileMunition('Clan Ammo LRM-15', '(Clan) Artemis V-capable')).toBe('artemis-v-capable');
  });

  it('+2 on the cluster roll of a linked LRM 15 firing Artemis-capable rounds, itemised with its source', () => {
    const s = duel(ARCHER);
    const { reports, events, state } = volley(s, lrm(s), [6, 6, 3, 4]);
    const c = cluster(reports[0]!);
    expect(c.roll).toBe(7);
    expect(c.modifier).toMatchObject({ value: 2, label: 'Artemis IV FCS' });
    expect(formatSource(c.modifier!.source)).toMatch(/Total Warfare.*Artemis IV/u);
    expect(c.hits).toBe(12); // LRM 15 column: 9 → 12 (7 alone → 9)
    const story = battleModule.narrate!(
      state,
      events.find((e) => e.type === 'fireResolved')!,
    ).flatMap((l) => [l.text, ...(l.details ?? [])]);
    expect(story.join('\n')).toMatch(/cluster roll 7 \+2 \(Artemis IV FCS\): 12 hit/u);
  });

  it('Artemis V: +3 with Artemis V-capable rounds (Tactical Operations)', () => {
    const s = duel(COUGAR);
    const c = cluster(volley(s, lrm(s), [6, 6, 3, 4]).reports[0]!);
    expect(c.modifier).toMatchObject({ value: 3, label: 'Artemis V FCS' });
    expect(formatSource(c.modifier!.source)).toMatch(/Tactical Operations.*283/u);
    expect(c.hits).toBe(12); // 10 → 12
  });

  it('enemy ECM covering the line of fire cancels the bonus: a +0 line says why', () => {
    const s = duel(ARCHER, [ECM]);
    const c = cluster(volley(s, lrm(s), [6, 6, 3, 4]).reports[0]!);
    expect(c.modifier).toMatchObject({ value: 0, label: 'Artemis IV FCS: no bonus (enemy ECM on the line of fire)' });
    expect(formatSource(c.modifier!.source)).toMatch(/ECM/u);
    expect(c.hits).toBe(9);
  });

  it('a critical hit on the FCS slot ends the bonus (the other launchers keep theirs)', () => {
    const s = duel(ARCHER);
    const red = s.units.red!;
    const link = red.fcs![0]!;
    const slots = red.slots[link.location]!.map((x, i) => (i === link.slots[0] ? { ...x, hit: true } : x));
    const hurt: BattleState = { ...s, units: { ...s.units, red: { ...red, slots: { ...red.slots, [link.location]: slots } } } };
    expect(cluster(volley(hurt, link.weapon, [6, 6, 3, 4]).reports[0]!).modifier).toBeUndefined();
    expect(cluster(volley(hurt, red.fcs![1]!.weapon, [6, 6, 3, 4]).reports[0]!).modifier).toMatchObject({ value: 2 });
  });

  it('no bonus with standard rounds or other special munitions (Narc-capable), nor for a launcher no FCS serves', () => {
    const s = duel(ARCHER);
    const red = s.units.red!;
    const std: BattleState = { ...s, units: { ...s.units, red: { ...red, ammo: red.ammo.map(({ munition: _, ...b }) => b) } } };
    expect(cluster(volley(std, lrm(s), [6, 6, 3, 4]).reports[0]!).modifier).toBeUndefined();
    const narc: BattleState = { ...s, units: { ...s.units, red: { ...red, ammo: red.ammo.map((b) => ({ ...b, munition: 'narc-capable' as const })) } } };
    expect(cluster(volley(narc, lrm(s), [6, 6, 3, 4]).reports[0]!).modifier).toBeUndefined();
    const unlinked: BattleState = { ...s, units: { ...s.units, red: { ...red, fcs: red.fcs!.slice(1) } } };
    expect(cluster(volley(unlinked, red.fcs![0]!.weapon, [6, 6, 3, 4]).reports[0]!).modifier).toBeUndefined();
  });

  it('the rule as data: rounds per FCS, stealth and indirect fire block it', () => {
    expect(artemisModifier({ fcs: 'artemis-iv', munition: 'artemis-capable' })).toMatchObject({ value: 2 });
    expect(artemisModifier({ fcs: 'artemis-iv-proto', munition: 'artemis-capable' })).toMatchObject({ value: 1 });
    expect(artemisModifier({ fcs: 'artemis-v', munition: 'artemis-v-capable' })).toMatchObject({ value: 3 });
    expect(artemisModifier({ fcs: 'artemis-v', munition: 'artemis-capable' })).toBeNull();
    expect(artemisModifier({ fcs: 'artemis-iv', munition: 'artemis-v-capable' })).toBeNull();
    expect(artemisModifier({ munition: 'artemis-capable' })).toBeNull();
    expect(artemisModifier({ fcs: 'artemis-iv', munition: 'artemis-capable', block: 'stealth' })).toMatchObject({ value: 0 });
    expect(artemisModifier({ fcs: 'artemis-iv', munition: 'artemis-capable', block: 'indirect' })!.label).toMatch(/indirect fire/u);
    expect(Object.values(FCS).every((f) => f.clusterBonus > 0)).toBe(true);
  });

  it('iNarc Nemesis: Artemis-guided LRMs are drawn to a side-mate carrying the pod; without working Artemis they are not', () => {
    const s = withDecoy(duel(ARCHER), tw);
    const w = lrm(s);
    expect(artemisGuided(s.units.red!, w, { id: 'artemis-capable' } as never)).toBe(true);
    const drawn = volley(s, w, [6, 6, 3, 4]).reports;
    expect(drawn[0]).toMatchObject({ target: 'green', nemesis: { aimedAt: 'blue', missiles: 'Artemis-guided missiles' } });
    const red = s.units.red!;
    const std: BattleState = { ...s, units: { ...s.units, red: { ...red, ammo: red.ammo.map(({ munition: _, ...b }) => b) } } };
    expect(volley(std, w, [6, 6, 3, 4]).reports[0]).toMatchObject({ target: 'blue' });
  });
});
