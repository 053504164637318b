import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { battleModule } from './module';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { play } from './test/play';

const tw = combatRuleset([]).rules;

/** Red next to Blue in the weapon attack phase, carrying `heat` from earlier turns. */
function duelAtHeat(heat: number): BattleState {
  const setup = duelSetup();
  const units = setup.units.map((u) => (u.id === 'red' ? { ...u, hex: '0809' } : { ...u, hex: '0808' }));
  const s = battleModule.init(battleModule.parseSetup({ ...setup, units }), tw);
  return { ...s, phase: 'fire', units: { ...s.units, red: { ...s.units.red!, heat } } };
}

type Shot = { report: { toHit: { target: number; modifiers: readonly { id: string; value: number }[] } } };

describe('heat and to-hit within one volley (Total Warfare, Heat)', () => {
  it('every shot of a volley uses the heat the unit had when fire was declared, not the heat its earlier shots add', () => {
    const s = play(duelAtHeat(7), { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
    // Three medium lasers (3 heat each): before the fix the second shot was at heat 10 (+1) and the third at 13 (+2).
    const attacks = [0, 1, 2].map((weapon) => ({ weapon, target: 'blue' }));
    const r = play(s, { type: 'fire', unit: 'red', attacks }, [6, 6, 3, 4, 6, 6, 3, 4, 6, 6, 3, 4], tw);
    const { reports } = r.events.find((e) => e.type === 'fireResolved') as unknown as { reports: Shot[] };
    expect(reports).toHaveLength(3);
    const targets = reports.map((x) => x.report.toHit.target);
    expect(new Set(targets).size, `to-hit numbers ${targets.join(', ')}`).toBe(1);
    for (const x of reports) expect(x.report.toHit.modifiers.find((m) => m.id === 'heat')).toBeUndefined();
    // The heat still builds up: 7 + 9 fired, cooled in the heat phase later.
    expect(r.state.units.red!.heat).toBe(16);
  });

  it('a unit already hot carries its heat modifier on every shot alike', () => {
    const s = play(duelAtHeat(8), { type: 'fire', unit: 'blue', attacks: [] }, [], tw).state;
    const attacks = [0, 1].map((weapon) => ({ weapon, target: 'blue' }));
    const r = play(s, { type: 'fire', unit: 'red', attacks }, [6, 6, 3, 4, 6, 6, 3, 4], tw);
    const { reports } = r.events.find((e) => e.type === 'fireResolved') as unknown as { reports: Shot[] };
    expect(reports.map((x) => x.report.toHit.modifiers.find((m) => m.id === 'heat')?.value)).toEqual([1, 1]);
  });
});
