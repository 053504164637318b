import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { MUNITIONS } from '../rules/munitions';
import { NEMESIS_DRAWS, nemesisGuidance } from '../rules/nemesis';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { fireAll, firedStory, withDecoy } from './test/pods';
import { bundledUnit } from '../test/bundled';
import { fileDuel } from './test/setup';

const tw = combatRuleset([]).rules;
const KOSHI = 'mechs/3050U/Koshi (Mist Lynx) E.mtf'; // ATM 6 in the left arm, standard ATM rounds
const KINTARO = 'mechs/3050U/Kintaro KTO-21.mtf'; // SRM 6s with Narc-capable rounds in the file

const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8');
const decoyDuel = (file: string) => withDecoy(fileDuel(bundledUnit(read, file) as never, { rules: tw }), tw);
const weaponIndex = (s: ReturnType<typeof decoyDuel>, id: RegExp) => s.units.red!.weapons.findIndex((w) => id.test(w.equipmentId));

describe('which missiles an iNarc Nemesis pod draws (Total Warfare, Improved Narc › Nemesis Pods, p. 141)', () => {
  it('ATMs fired past a side-mate carrying a Nemesis pod attack it first (MegaMek isNemesisConfusable: ATM standard rounds)', () => {
    const s = decoyDuel(KOSHI);
    const atm = weaponIndex(s, /ATM6/u);
    expect(atm).toBeGreaterThanOrEqual(0);
    const { reports, state } = fireAll(s, atm, [6, 6, 3, 4, 3, 4, 3, 3, 4, 4, 2, 3], tw);
    expect(reports[0]).toMatchObject({ attacker: 'red', target: 'green', nemesis: { aimedAt: 'blue', missiles: 'ATM' } });
    expect(JSON.stringify(reports[0]!.nemesis!.source)).toMatch(/Nemesis Pods.*141/u);
    expect(state.units.blue!.locations).toEqual(s.units.blue!.locations);
    expect(state.units.green!.locations).not.toEqual(s.units.green!.locations);
  });

  it("the decoy's to-hit ruling says why it is attacked (a +0 line with the Nemesis source); a miss goes on to the target", () => {
    const s = decoyDuel(KINTARO);
    const srm = weaponIndex(s, /SRM6|SRM 6/u);
    const { reports } = fireAll(s, srm, [1, 1, 6, 6, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4], tw);
    const tried = reports[0]!.report as WeaponAttackReport;
    const line = tried.toHit.modifiers.find((m) => m.id === 'nemesis-decoy');
    expect(line).toMatchObject({ value: 0 });
    expect(line!.label).toMatch(/Narc-capable missiles drawn by the iNarc Nemesis pod \(fired at Blue\)/u);
    expect(JSON.stringify(line!.source)).toMatch(/Nemesis Pods.*141/u);
    expect(reports[1]).toMatchObject({ target: 'blue' });
    expect((reports[1]!.report as WeaponAttackReport).toHit.modifiers.some((m) => m.id === 'nemesis-decoy')).toBe(false);
  });

  it('the ATM shot narrated as drawn to the decoy', () => {
    const s = decoyDuel(KOSHI);
    const { events, state } = fireAll(s, weaponIndex(s, /ATM6/u), [6, 6, 3, 4, 3, 4, 3, 3, 4, 4, 2, 3], tw);
    const story = firedStory(state, events);
    expect(story[0]).toMatch(/ATM 6 is drawn to Green by its iNarc Nemesis pod \(fired at Blue\)/u);
  });

  it('the rule as data: Narc-capable LRM/SRM, ATM, Artemis-guided rounds; ATM and Artemis not when fired indirectly; others never', () => {
    const narc = MUNITIONS['narc-capable'];
    expect(nemesisGuidance({ weaponName: 'SRM 6', munition: narc })).toBe('narc-capable');
    expect(nemesisGuidance({ weaponName: 'SRM 6' })).toBeNull();
    expect(nemesisGuidance({ weaponName: 'ATM 9' })).toBe('atm');
    expect(nemesisGuidance({ weaponName: 'ATM 9', indirect: true })).toBeNull();
    expect(nemesisGuidance({ weaponName: 'LRM 15', artemis: true })).toBe('artemis');
    expect(nemesisGuidance({ weaponName: 'LRM 15', artemis: true, indirect: true })).toBeNull();
    expect(nemesisGuidance({ weaponName: 'Medium Laser' })).toBeNull();
    expect(nemesisGuidance({ weaponName: 'Streak SRM 6' })).toBeNull();
    expect(nemesisGuidance({ weaponName: 'iATM 9' })).toBeNull();
    expect(Object.values(NEMESIS_DRAWS).every((d) => /Nemesis Pods/u.test(JSON.stringify(d.source)))).toBe(true);
  });
});
