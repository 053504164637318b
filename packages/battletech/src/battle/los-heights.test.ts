import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlk } from '@marshal/catalog';
import { combatRuleset } from '../options/ruleset';
import { fireOptions, losUnit } from './fire';
import { sight } from './memo';
import { battleModule } from './module';
import type { BattleSetup } from './schema';
import { duelist } from './test/setup';

const rules = combatRuleset([]).rules;
const PACKRAT = 'vehicles/3039u/Packrat LRPV PKR-T5 (SRM2).blk';
const packrat = () => parseBlk(readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', PACKRAT), 'utf8'), PACKRAT) as never;
/** A level 1 hill in 0809, right in front of whatever stands in 0810, on the line to 0803. */
const BOARD = ['size 16 17', 'hex 0809 1 "" ""', 'end'].join('\n');

const start = (south: 'vehicle' | 'mech') => {
  const setup: BattleSetup = {
    title: 'LOS heights',
    map: { boards: [{ name: 'test', text: BOARD, rotated: false }] },
    movement: 'alternating',
    timers: null,
    roundLimit: null,
    sides: [
      { id: 'a', homeEdge: 'south' },
      { id: 'b', homeEdge: 'north' },
    ],
    units: [
      { id: 'low', side: 'a', unit: south === 'vehicle' ? packrat() : (duelist('Red') as never), gunnery: 4, piloting: 5, hex: '0810', facing: 0 },
      { id: 'mech', side: 'b', unit: duelist('Blue') as never, gunnery: 4, piloting: 5, hex: '0803', facing: 3 },
    ],
  };
  return battleModule.init(battleModule.parseSetup(setup), rules);
};

describe('line of sight by unit height in the turn loop', () => {
  it("a vehicle is one level tall: the hill in front of it hides it; a 'Mech there (two levels) looks over it with partial cover", () => {
    const v = start('vehicle');
    expect(losUnit(v, 'low').height).toBe(0);
    expect(sight(v.map, losUnit(v, 'mech'), losUnit(v, 'low')).blocked).toBe(true);
    expect(fireOptions(v, 'mech', 'low', rules)).toEqual([]);
    expect(fireOptions(start('mech'), 'mech', 'low', rules).length).toBeGreaterThan(0);
    const m = start('mech');
    expect(losUnit(m, 'low').height).toBe(1);
    const los = sight(m.map, losUnit(m, 'mech'), losUnit(m, 'low'));
    expect(los.blocked).toBe(false);
    expect(los.partialCover).not.toBeNull();
  });
  it("a prone 'Mech is as low as a vehicle", () => {
    const m = start('mech');
    const prone = { ...m, units: { ...m.units, low: { ...m.units.low!, prone: true } } };
    expect(sight(prone.map, losUnit(prone, 'mech'), losUnit(prone, 'low')).blocked).toBe(true);
  });
});
