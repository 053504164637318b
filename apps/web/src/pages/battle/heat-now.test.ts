import { describe, expect, it } from 'vitest';
import { battleModule, combatRuleset } from '@marshal/battletech';
import { duelSetup } from '@marshal/battletech/testing';
import { heatAfterLastPhase, sheetHeat } from './heat-now';

const rules = combatRuleset(['solaris-vii']).rules;
const start = battleModule.init(battleModule.parseSetup(duelSetup()), rules);

/** Found walking a battle: after its weapons fired, the sheet showed their heat's effects before the heat phase had come. */
describe('the heat a record sheet shows', () => {
  it('is the last heat phase’s while this turn’s heat is being built, with the fire and movement so far apart', () => {
    const settled = heatAfterLastPhase([
      { type: 'heatResolved', reports: [{ unit: 'red', heat: 4 }] },
      { type: 'fireResolved', units: { red: { heat: 16 } } },
    ]);
    expect(settled).toEqual({ red: 4 });
    const fired = { ...start, phase: 'physical' as const, moved: { red: { mode: 'run' as const, hexes: 4 } } };
    const units = { ...start.units, red: { ...start.units.red!, heat: 16 } };
    expect(sheetHeat({ ...fired, units }, settled).red).toEqual({ applied: 4, fired: 12, movement: 2 });
    // After the heat phase (the end phase) the unit's heat is the one that applies, nothing is being built.
    expect(sheetHeat({ ...fired, phase: 'end', units }, settled).red).toEqual({ applied: 16, fired: 0, movement: 0 });
    // Before any heat phase a unit began at 0.
    expect(sheetHeat({ ...fired, units }, {}).red).toEqual({ applied: 0, fired: 16, movement: 2 });
  });
});
