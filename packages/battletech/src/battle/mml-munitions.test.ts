import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { bundledUnit } from '../test/bundled';
import { munitionChoices } from './munitions';
import type { BattleState } from './state';
import { fileDuel } from './test/setup';
import { play } from './test/play';

const tw = combatRuleset([]).rules;
const THUNDERBOLT = 'mechs/Dossiers/Salazar Tsakalotos/Thunderbolt TDR-10M Salazar.mtf'; // one MML 5; an LRM bin, then an SRM bin
const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8');
const unit = () => bundledUnit(read, THUNDERBOLT) as never;
const mml = (s: BattleState) => s.units.red!.weapons.findIndex((w) => /MML/u.test(w.equipmentId));
const binOf = (s: BattleState, kind: 'LRM' | 'SRM') => s.units.red!.ammo.findIndex((b) => b.equipmentId.endsWith(kind));
/** The index of the Thunderbolt's LRM or SRM bin (the order its file lists them). */
const plain = fileDuel(unit(), { rules: tw });
const LRM_BIN = String(binOf(plain, 'LRM'));
const SRM_BIN = String(binOf(plain, 'SRM'));

/** Blue holds fire; Red fires its MML from bin `from` at Blue (range 4) with exactly these dice. */
function volley(s: BattleState, faces: number[], from: number) {
  const t = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
  const r = play(t, { type: 'fire', unit: 'red', attacks: [{ weapon: mml(s), target: 'blue', bin: from }] }, faces, tw);
  const resolved = r.events.find((e) => e.type === 'fireResolved');
  if (resolved?.type !== 'fireResolved') throw new Error('no fire resolved');
  return { report: resolved.reports[0]!.report as WeaponAttackReport, state: r.state };
}

describe('special munitions in MML bins, chosen before the battle (ADR 0056 session 12)', () => {
  it('an MML bin offers the munitions of its rounds\u2019 mode: LRM-mode ones for the LRM bin, inferno only for the SRM bin', () => {
    expect(munitionChoices('IS Ammo MML-7 LRM').map((m) => m.id)).toEqual(['narc-capable', 'artemis-capable', 'artemis-v-capable']);
    expect(munitionChoices('IS Ammo MML-7 SRM').map((m) => m.id)).toEqual(['inferno', 'narc-capable', 'artemis-capable', 'artemis-v-capable']);
    expect(munitionChoices('IS Ammo MML-3 SRM').map((m) => m.id)).toContain('inferno');
    // The plain launchers are unchanged: inferno stays an SRM 2/4/6 round, never an LRM one.
    expect(munitionChoices('IS Ammo SRM-4').map((m) => m.id)).toContain('inferno');
    expect(munitionChoices('IS Ammo LRM-15').map((m) => m.id)).not.toContain('inferno');
  });

  it('the set-up loads a munition into an MML bin of the right mode and refuses inferno in the LRM bin', () => {
    const s = fileDuel(unit(), { rules: tw, munitions: { [SRM_BIN]: 'inferno', [LRM_BIN]: 'narc-capable' } });
    expect(s.units.red!.ammo[Number(SRM_BIN)]).toMatchObject({ munition: 'inferno', shots: plain.units.red!.ammo[Number(SRM_BIN)]!.shots });
    expect(s.units.red!.ammo[Number(LRM_BIN)]!.munition).toBe('narc-capable');
    expect(() => fileDuel(unit(), { rules: tw, munitions: { [LRM_BIN]: 'inferno' } })).toThrow(
      new RegExp(`bin ${LRM_BIN} \\(IS Ammo MML-5 LRM\\) feeds no weapon that fires Inferno SRM`, 'u'),
    );
  });

  it('inferno rounds from the SRM bin fire in SRM mode: no damage to the \u2019Mech, 2 heat for each missile that hits', () => {
    const s = fileDuel(unit(), { rules: tw, munitions: { [SRM_BIN]: 'inferno' } });
    const before = s.units.blue!;
    // to-hit 6+6; cluster 3+4 = 7 on the MML 5 column: 3 missiles hit.
    const { report, state } = volley(s, [6, 6, 3, 4], Number(SRM_BIN));
    expect(report.toHit.modifiers.find((m) => m.id === 'mml-mode')?.label).toMatch(/SRM rounds/u);
    expect(report.cluster).toMatchObject({ roll: 7, hits: 3 });
    expect(report.hits).toEqual([]);
    expect(report.targetHeat).toBe(6);
    expect(state.units.blue!.heat).toBe(before.heat + 6);
    expect(state.units.blue!.locations).toEqual(before.locations);
    expect(state.units.red!.ammo[Number(SRM_BIN)]!.shots).toBe(s.units.red!.ammo[Number(SRM_BIN)]!.shots - 1);
  });
});
