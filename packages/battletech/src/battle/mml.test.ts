import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RecordingDice, ScriptedDice, formatSource, isRejection } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { bundledUnit } from '../test/bundled';
import { botShots } from '../bot/bot-munitions';
import { bestRange } from '../bot/bot';
import { fireOptionFrom, fireOptions } from './fire';
import { binChoices } from './munitions';
import { battleModule } from './module';
import type { BattleState } from './state';
import { fileDuel } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;
const THUNDERBOLT = 'mechs/Dossiers/Salazar Tsakalotos/Thunderbolt TDR-10M Salazar.mtf'; // one MML 5; an LRM bin, then an SRM bin
const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8');
const HIGHLANDER = 'mechs/XTRs/Comstar/Highlander HGN-641-X-2.mtf'; // two MML 7, each with an Artemis IV; Artemis-capable LRM and SRM bins
const duel = (file = THUNDERBOLT) => fileDuel(bundledUnit(read, file) as never, { rules: tw }); // Red at 0810 facing Blue at 0806: range 4
const mml = (s: BattleState) => s.units.red!.weapons.findIndex((w) => /MML/u.test(w.equipmentId));
const bin = (s: BattleState, kind: 'LRM' | 'SRM') => s.units.red!.ammo.findIndex((b) => b.equipmentId.endsWith(kind));
/** Red at 0815 and Blue at 0804: range 11, beyond SRM range. */
const far = (s: BattleState): BattleState => ({
  ...s,
  positions: { ...s.positions, red: { ...s.positions.red!, hex: '0815' }, blue: { ...s.positions.blue!, hex: '0804' } },
});

/** Blue holds fire; Red fires its MML (from `from` when given) at Blue with these dice first, then threes. */
function volley(s: BattleState, faces: number[], from?: number) {
  const t = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
  const attack = { weapon: mml(s), target: 'blue', ...(from !== undefined ? { bin: from } : {}) };
  const r = battleModule.resolve(t, battleModule.parseCommand({ type: 'fire', unit: 'red', attacks: [attack] }), {
    dice: new RecordingDice(new ScriptedDice([...faces, ...Array<number>(40).fill(3)])),
    rules: tw,
  });
  if (isRejection(r)) throw new Error(r.reason);
  const resolved = r.find((e) => e.type === 'fireResolved');
  if (resolved?.type !== 'fireResolved') throw new Error('no fire resolved');
  return { report: resolved.reports[0]!.report as WeaponAttackReport, state: r.reduce(battleModule.apply, t) };
}

describe('multi-missile launchers in both modes (TechManual, MML; ADR 0056 session 11)', () => {
  it('the LRM and SRM bins both feed the MML, as two kinds of round', () => {
    const s = duel();
    const u = s.units.red!;
    const p = fireOptions(s, 'red', 'blue', tw).find((o) => o.weapon === mml(s))!.profile;
    expect(binChoices(u, p).map((c) => [u.ammo[c.bin]!.equipmentId, c.mml])).toEqual([
      ['IS Ammo MML-5 LRM', 'LRM'],
      ['IS Ammo MML-5 SRM', 'SRM'],
    ]);
  });

  it('LRM rounds (the first bin): LRM range brackets with the minimum range, 1 damage a missile in 5-point groups', () => {
    const s = duel();
    const o = fireOptions(s, 'red', 'blue', tw).find((x) => x.weapon === mml(s))!;
    expect(o.profile).toMatchObject({ name: 'MML 5', mml: 'LRM', ranges: { min: 6, short: 7, medium: 14, long: 21 } });
    const line = o.toHit.modifiers.find((m) => m.id === 'mml-mode')!;
    expect(line).toMatchObject({ value: 0, label: 'MML 5 firing LRM rounds (LRM ranges 7/14/21, minimum 6)' });
    expect(formatSource(line.source)).toMatch(/TechManual.*229/u);
    expect(o.toHit.modifiers.find((m) => m.id === 'minimum-range')?.value).toBe(3);
    const { report, state } = volley(s, [6, 6, 3, 4]);
    expect(report.cluster).toMatchObject({ roll: 7, hits: 3 });
    expect(report.hits.map((h) => h.damage)).toEqual([3]);
    expect(state.units.red!.ammo[bin(s, 'LRM')]!.shots).toBe(s.units.red!.ammo[bin(s, 'LRM')]!.shots - 1);
    expect(state.units.red!.ammo[bin(s, 'SRM')]!.shots).toBe(s.units.red!.ammo[bin(s, 'SRM')]!.shots);
  });

  it('SRM rounds chosen for the shot: SRM range brackets, 2 damage a missile, each its own hit, from the SRM bin', () => {
    const s = duel();
    const o = fireOptionFrom(s, 'red', 'blue', mml(s), bin(s, 'SRM'), tw)!;
    expect(o.profile).toMatchObject({ mml: 'SRM', ranges: { min: 0, short: 3, medium: 6, long: 9 }, cluster: { size: 5, damagePerMissile: 2 } });
    expect(o.toHit.modifiers.find((m) => m.id === 'mml-mode')?.label).toBe('MML 5 firing SRM rounds (SRM ranges 3/6/9)');
    expect(o.toHit.modifiers.some((m) => m.id === 'minimum-range')).toBe(false);
    const { report, state } = volley(s, [6, 6, 3, 4], bin(s, 'SRM'));
    expect(report.cluster).toMatchObject({ roll: 7, hits: 3 });
    expect(report.hits.map((h) => h.damage)).toEqual([2, 2, 2]);
    expect(report.toHit.modifiers.find((m) => m.id === 'mml-mode')?.label).toMatch(/SRM rounds/u);
    expect(state.units.red!.ammo[bin(s, 'SRM')]!.shots).toBe(s.units.red!.ammo[bin(s, 'SRM')]!.shots - 1);
    expect(state.units.red!.ammo[bin(s, 'LRM')]!.shots).toBe(s.units.red!.ammo[bin(s, 'LRM')]!.shots);
  });

  it('at range 11, beyond SRM range, only the LRM rounds can fire: an SRM bin declared there is refused; with SRM rounds first, LRM rounds are offered', () => {
    const distant = far(duel());
    expect(fireOptions(distant, 'red', 'blue', tw).find((o) => o.weapon === mml(distant))?.profile.mml).toBe('LRM');
    const t = play(distant, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
    expect(refusal(t, { type: 'fire', unit: 'red', attacks: [{ weapon: mml(distant), target: 'blue', bin: bin(distant, 'SRM') }] }, tw)).toMatch(
      /bin \d+ cannot reach blue/u,
    );
    const srmFirst = { ...distant, units: { ...distant.units, red: { ...distant.units.red!, ammo: [...distant.units.red!.ammo].reverse() } } };
    const o = fireOptions(srmFirst, 'red', 'blue', tw).find((x) => x.weapon === mml(srmFirst))!;
    expect(o).toMatchObject({ bin: bin(srmFirst, 'LRM'), profile: { mml: 'LRM' } });
    expect(volley(srmFirst, [6, 6, 3, 4]).report.cluster).toMatchObject({ hits: 3 });
  });

  it('the bot picks the mode per shot: SRM rounds at range 4 (no minimum-range penalty, twice the damage a missile)', () => {
    const s = duel();
    const shots = botShots(s, 'red', 'blue', fireOptions(s, 'red', 'blue', tw), tw, 0);
    expect(shots.find((x) => x.weapon === mml(s))).toMatchObject({ bin: bin(s, 'SRM'), profile: { mml: 'SRM' } });
    const distant = far(s);
    const longShots = botShots(distant, 'red', 'blue', fireOptions(distant, 'red', 'blue', tw), tw, 0);
    expect(longShots.find((x) => x.weapon === mml(distant))?.profile.mml).toBe('LRM');
    const onlyMml = { ...s.units.red!, weapons: [s.units.red!.weapons[mml(s)]!] };
    expect(bestRange(onlyMml)).toBe(7); // the short band of its next rounds (LRM), not the launcher's empty table row
  });

  it('an MML served by an Artemis IV gets +2 in either mode with Artemis-capable rounds', () => {
    const s = duel(HIGHLANDER);
    const { report } = volley(s, [6, 6, 3, 4], bin(s, 'SRM'));
    expect(report.cluster).toMatchObject({ roll: 7, hits: 6, modifier: { value: 2, label: 'Artemis IV FCS' } }); // 7-column: 9 → 6 (7 alone → 4)
    expect(report.hits.map((h) => h.damage)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(
      volley(
        s,
        [6, 6, 3, 4],
        s.units.red!.ammo.findIndex((b) => b.equipmentId.endsWith('LRM')),
      ).report.cluster,
    ).toMatchObject({
      hits: 6,
      modifier: { value: 2 },
    });
  });
});
