import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { bundledUnit } from '../test/bundled';
import type { BuildingShotReport } from './buildings';
import { checkFire } from './fire-check';
import type { BattleState } from './state';
import { fileDuel } from './test/setup';
import { play } from './test/play';

const tw = combatRuleset([]).rules;
const THUNDERBOLT = 'mechs/Dossiers/Salazar Tsakalotos/Thunderbolt TDR-10M Salazar.mtf'; // one MML 5; an LRM bin, then an SRM bin
const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8');
/** Red (the Thunderbolt) at 0810 facing north; a depot at 0807, range 3: inside the LRM minimum range, SRM short range. */
const withDepot = (): BattleState => {
  const s = fileDuel(bundledUnit(read, THUNDERBOLT) as never, { rules: tw });
  return { ...s, buildings: { d: { id: 'd', hex: '0807', label: 'Depot', cf: 40, remaining: 40, destroyed: false } } };
};
const mml = (s: BattleState) => s.units.red!.weapons.findIndex((w) => /MML/u.test(w.equipmentId));
const binOf = (s: BattleState, kind: 'LRM' | 'SRM') => s.units.red!.ammo.findIndex((b) => b.equipmentId.endsWith(kind));

/** Blue holds fire; Red fires its MML at the depot (from bin `from` when given): to-hit 6+6, cluster 3+4 = 7 (3 of 5 hit). */
function shootDepot(s: BattleState, from?: number) {
  const t = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
  const attack = { weapon: mml(s), target: 'building:d', ...(from !== undefined ? { bin: from } : {}) };
  const r = play(t, { type: 'fire', unit: 'red', attacks: [attack] }, [6, 6, 3, 4], tw);
  const resolved = r.events.find((e) => e.type === 'fireResolved');
  if (resolved?.type !== 'fireResolved') throw new Error('no fire resolved');
  return { report: resolved.reports[0]!.report as BuildingShotReport, state: r.state };
}

describe('an MML fires at an objective building in the mode of the declared bin (ADR 0056 session 12)', () => {
  it('no bin: the first bin\u2019s LRM rounds, 1 a missile, with the minimum-range penalty', () => {
    const s = withDepot();
    const { report, state } = shootDepot(s);
    expect(report.toHit.modifiers.find((m) => m.id === 'mml-mode')?.label).toMatch(/LRM rounds/u);
    expect(report.toHit.modifiers.some((m) => m.id === 'minimum-range')).toBe(true);
    expect(report).toMatchObject({ cluster: { roll: 7, hits: 3 }, damage: 3, remaining: 37 });
    expect(state.units.red!.ammo[binOf(s, 'LRM')]!.shots).toBe(s.units.red!.ammo[binOf(s, 'LRM')]!.shots - 1);
  });

  it('the SRM bin declared: SRM ranges (no minimum range), 2 a missile, the round taken from the SRM bin', () => {
    const s = withDepot();
    expect(checkFire(s, 'red', [{ weapon: mml(s), target: 'building:d', bin: binOf(s, 'SRM') }], tw)).toBeNull();
    const { report, state } = shootDepot(s, binOf(s, 'SRM'));
    expect(report.toHit.modifiers.find((m) => m.id === 'mml-mode')?.label).toBe('MML 5 firing SRM rounds (SRM ranges 3/6/9)');
    expect(report.toHit.modifiers.some((m) => m.id === 'minimum-range')).toBe(false);
    expect(report).toMatchObject({ cluster: { roll: 7, hits: 3 }, damage: 6, remaining: 34 });
    expect(state.units.red!.ammo[binOf(s, 'SRM')]!.shots).toBe(s.units.red!.ammo[binOf(s, 'SRM')]!.shots - 1);
    expect(state.units.red!.ammo[binOf(s, 'LRM')]!.shots).toBe(s.units.red!.ammo[binOf(s, 'LRM')]!.shots);
  });

  it('a depot beyond SRM range refuses the SRM bin but takes the LRM one', () => {
    const s = withDepot();
    // Red back at 0812, the depot at 0801: range 11, beyond the SRM long range of 9.
    const far = { ...s, positions: { ...s.positions, red: { ...s.positions.red!, hex: '0812' } }, buildings: { d: { ...s.buildings!.d!, hex: '0801' } } };
    expect(checkFire(far, 'red', [{ weapon: mml(s), target: 'building:d', bin: binOf(s, 'SRM') }], tw)).toMatch(/cannot fire at building d/u);
    expect(checkFire(far, 'red', [{ weapon: mml(s), target: 'building:d', bin: binOf(s, 'LRM') }], tw)).toBeNull();
  });
});
