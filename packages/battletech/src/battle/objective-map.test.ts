import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { lineOfSight } from '../map/los';
import { vehicleUnit } from '../test/fixtures';
import { battleModule } from './module';
import { fireOptions, losUnit } from './fire';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';
import { play } from './test/play';

const rules = combatRuleset(['solaris-vii']).rules;

/** Red at 0812 facing north, Blue (a 'Mech, or a tank) at 0808, an objective building (Sabotage: level 1) at `at`. */
function battle(at: string, tank = false): BattleState {
  const setup = duelSetup();
  const units = setup.units.map((u) =>
    u.id === 'red' ? { ...u, hex: '0812', facing: 0 } : { ...u, hex: '0808', ...(tank ? { unit: vehicleUnit(50) as never } : {}) },
  );
  return battleModule.init(battleModule.parseSetup({ ...setup, units, buildings: [{ id: 'plant', hex: at, cf: 88, label: 'Water plant' }] }), rules);
}

describe('objective buildings block movement and stand on the map for line of sight (Mechwarriors of Fortune, Sabotage)', () => {
  it("a unit's move stops before a standing building's hex, with the reason", () => {
    const s = { ...battle('0810'), phase: 'movement' as const, moveQueue: ['red', 'blue'] };
    const r = play(s, { type: 'move', unit: 'red', orders: 'F F F' }, [], rules);
    const moved = r.events[0] as unknown as { report: { to: { hex: string }; stopped?: { reason: string } } };
    expect(moved.report.to.hex).toBe('0811');
    expect(moved.report.stopped?.reason).toBe('Red may not enter 0810: Water plant stands there (an objective building blocks movement)');
  });

  it("a standing building beside the target gives a 'Mech partial cover and blocks the line to a tank; once destroyed it is rubble", () => {
    const s = { ...battle('0809'), phase: 'fire' as const };
    const laser = fireOptions(s, 'red', 'blue', rules).find((o) => o.profile.name === 'Medium Laser')!.toHit;
    expect(laser.modifiers.map((m) => m.id)).toContain('partial-cover-horizontal');
    const tank = { ...battle('0809', true), phase: 'fire' as const };
    expect(lineOfSight(tank.map, losUnit(tank, 'red'), losUnit(tank, 'blue')).blocked).toBe(true);
    expect(fireOptions(tank, 'red', 'blue', rules)).toEqual([]);
    const down = battleModule.apply(s, {
      type: 'fireResolved',
      reports: [],
      psrs: [],
      units: {},
      positions: {},
      buildings: { plant: { remaining: 0, destroyed: true } },
    });
    expect(down.map.hexes.find((_h, i) => i === 8 * down.map.width + 7)!.terrain).toMatchObject({ rubble: { level: 1 } });
    const after = fireOptions({ ...down, phase: 'fire' }, 'red', 'blue', rules).find((o) => o.profile.name === 'Medium Laser')!.toHit;
    expect(after.modifiers.map((m) => m.id)).not.toContain('partial-cover-horizontal');
  });
});
