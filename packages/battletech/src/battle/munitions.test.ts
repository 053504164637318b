import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { mechUnit } from '../test/fixtures';
import type { WeaponAttackReport } from '../rules/weapon-attacks/weapon-attack';
import { battleModule } from './module';
import { fireOptions } from './fire';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { play, refusal } from './test/play';

const tw = combatRuleset([]).rules;

/** Red: an AC/10 (weapon 0, bin 0) and an SRM 4 (weapon 1, bin 1); Blue: the same, both 50 t. */
const gunner = (name: string) =>
  mechUnit({
    tonnage: 50,
    name,
    equipment: [
      { equipmentId: 'AC/10', fileName: 'AC/10', location: 'RT', rearMounted: false, slots: [0] },
      { equipmentId: 'SRM 4', fileName: 'SRM 4', location: 'LT', rearMounted: false, slots: [0] },
    ],
    ammo: [
      { equipmentId: 'IS Ammo AC/10', location: 'RT', tons: 1, shots: 10 },
      { equipmentId: 'IS Ammo SRM-4', location: 'LT', tons: 1, shots: 25 },
    ],
  });

function duel(munitions: Record<string, string> | undefined, blueMoved?: { mode: 'walk' | 'run'; hexes: number }): BattleState {
  const base = duelSetup();
  const units = base.units.map((u) => ({
    ...u,
    unit: gunner(u.id === 'red' ? 'Red' : 'Blue') as never,
    ...(u.id === 'red' ? { hex: '0810', ...(munitions ? { munitions } : {}) } : { hex: '0805' }),
  }));
  const s = battleModule.init(battleModule.parseSetup({ ...base, units }), tw);
  return { ...s, phase: 'fire', moved: blueMoved ? { blue: blueMoved } : {} };
}

const acRuling = (s: BattleState) => fireOptions(s, 'red', 'blue', tw).find((o) => o.weapon === 0)!.toHit;
const munitionMod = (s: BattleState) => acRuling(s).modifiers.find((m) => m.id === 'munition');

/** Blue holds its fire, then Red fires `weapon` at Blue with these dice; Red's shot report. */
function shoot(s: BattleState, weapon: number, faces: number[]): { report: WeaponAttackReport; state: BattleState } {
  const held = play(s, { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
  const r = play(held, { type: 'fire', unit: 'red', attacks: [{ weapon, target: 'blue' }] }, faces, tw);
  const resolved = r.events.find((e) => e.type === 'fireResolved')!;
  if (resolved.type !== 'fireResolved') throw new Error('no fire resolved');
  return { report: resolved.reports[0]!.report as WeaponAttackReport, state: r.state };
}

describe('special munitions chosen in the roster and used in the battle', () => {
  it('a precision bin holds half the shots; precision offsets only the target movement modifier (−2 at most)', () => {
    const standard = duel(undefined).units.red!.ammo[0]!.shots;
    expect(standard).toBeGreaterThan(1);
    expect(duel({ '0': 'precision' }).units.red!.ammo[0]).toMatchObject({ munition: 'precision', shots: Math.floor(standard / 2) });
    expect(munitionMod(duel({ '0': 'precision' }))).toBeUndefined();
    expect(munitionMod(duel({ '0': 'precision' }, { mode: 'walk', hexes: 3 }))!.value).toBe(-1);
    const fast = munitionMod(duel({ '0': 'precision' }, { mode: 'run', hexes: 7 }))!;
    expect(fast.value).toBe(-2);
    expect(JSON.stringify(fast.source)).toContain('Precision');
    expect(munitionMod(duel(undefined, { mode: 'run', hexes: 7 }))).toBeUndefined();
    // 7 hexes: +3 for movement, 2 of it offset; 3 hexes: +1, all offset.
    expect(acRuling(duel({ '0': 'precision' }, { mode: 'run', hexes: 7 })).target).toBe(acRuling(duel(undefined)).target + 1);
    expect(acRuling(duel({ '0': 'precision' }, { mode: 'walk', hexes: 3 })).target).toBe(acRuling(duel(undefined)).target);
  });

  it('a munition the bin cannot take is refused, naming the bin', () => {
    expect(() => duel({ '1': 'precision' })).toThrow(/bin 1 .*feeds no weapon that fires Precision/u);
    expect(() => duel({ '0': 'inferno' })).toThrow(/bin 0/u);
    expect(() => duel({ '5': 'inferno' })).toThrow(/no ammunition bin 5/u);
  });

  it('armour-piercing: a hit that damages no structure still checks for a critical hit, AC/10 at −2', () => {
    // to-hit 6+6, location 3+4 (centre torso), critical check 4+5 −2 = 7: no critical (8 would be one).
    const ap = shoot(duel({ '0': 'armor-piercing' }), 0, [6, 6, 3, 4, 4, 5]).report;
    expect(ap.hits).toHaveLength(1);
    expect(ap.hits[0]!.criticals).toMatchObject([{ roll: 9, modifier: -2, effects: [] }]);
    // 6+6 −2 = 10: critical hits through the armour.
    const through = shoot(duel({ '0': 'armor-piercing' }), 0, [6, 6, 3, 4, 6, 6, 1, 1, 1, 2]).report;
    expect(through.hits[0]!.criticals[0]!.effects.length).toBeGreaterThan(0);
    const plain = shoot(duel(undefined), 0, [6, 6, 3, 4]).report;
    expect(plain.hits[0]!.criticals).toEqual([]);
  });

  it('inferno SRMs do no damage to a \u2019Mech but add 2 heat for each missile that hits', () => {
    // to-hit 6+6, cluster roll 6+6: all 4 missiles hit.
    const { report, state } = shoot(duel({ '1': 'inferno' }), 1, [6, 6, 6, 6]);
    expect(report.hits).toEqual([]);
    expect(report.targetHeat).toBe(8);
    expect(state.units.blue!.heat).toBe(8);
    const plain = shoot(duel(undefined), 1, [6, 6, 6, 6, 3, 4, 3, 4, 3, 4, 3, 4]).report;
    expect(plain.hits).toHaveLength(4);
    expect(plain.targetHeat).toBe(0);
  });

  it('the fire command is still checked as before (a munition does not open fire on a unit out of sight)', () => {
    expect(refusal(duel({ '0': 'precision' }), { type: 'fire', unit: 'red', attacks: [{ weapon: 0, target: 'nobody' }] }, tw)).toContain('nobody');
  });
});
