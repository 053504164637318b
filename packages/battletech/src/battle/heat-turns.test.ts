import { RecordingDice, isRejection, scriptedDice } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { combatRuleset } from '../options/ruleset';
import { heatTurns } from './heat-turns';
import { battleModule } from './module';
import { narrateEvent } from './narrate';
import type { BattleState } from './state';
import { duelSetup } from './test/setup';

const rules = combatRuleset(['solaris-vii']).rules;

/**
 * Found walking a battle: the heat phase's lines named no unit in their dice ("needed 8, rolled 9"), a shutdown or
 * ammunition roll that was made and passed was not told at all, and nothing said what built the heat (weapons fired,
 * movement, engine hits, heat sinks).
 */
describe('the heat phase told unit by unit, with the heat built this turn', () => {
  const start = battleModule.init(battleModule.parseSetup(duelSetup()), rules);
  // Red began the turn at 12, fired 18 heat's worth and ran: 30 in, +2 movement, −10 sinks = 22.
  const hot: BattleState = {
    ...start,
    phase: 'heat',
    moved: { red: { mode: 'run', hexes: 3 } },
    units: { ...start.units, red: { ...start.units.red!, heat: 30 } },
  };
  // Shutdown avoid 8 at heat 22: 5+4 = 9 passes; ammunition avoid 4: 3+3 = 6 passes.
  const events = battleModule.resolve(hot, { type: 'heat' }, { dice: new RecordingDice(scriptedDice(5, 4, 3, 3)), rules });
  if (isRejection(events)) throw new Error(events.reason);
  const heat = events[0]!;
  const earlier = [
    {
      type: 'heatResolved',
      reports: [
        { unit: 'red', heat: 12 },
        { unit: 'blue', heat: 0 },
      ],
    },
    { type: 'fireResolved', units: { red: { heat: 30 }, blue: { heat: 0 } } },
  ];

  it('reads each unit’s heat at the start of the turn and what its fire added from the events before the heat phase', () => {
    const turns = heatTurns([...earlier, heat as never]);
    expect(turns.get(heat as never)).toEqual({ red: { start: 12, fired: 18 }, blue: { start: 0, fired: 0 } });
    expect(heatTurns([heat as never]).get(heat as never)).toEqual({ red: { start: 0, fired: 0 }, blue: { start: 0, fired: 0 } });
  });

  it('names the unit and the heat in every roll, passed or failed, and sums the turn’s heat', () => {
    const turn = heatTurns([...earlier, heat as never]).get(heat as never);
    const lines = narrateEvent(hot, heat, turn);
    expect(lines.map((l) => [l.text, ...(l.details ?? [])])).toEqual([
      ['Red at heat 22', 'Red: 12 at the start of the turn, +18 from weapons fired, +2 from movement, +0 from engine hits, −10 dissipated → heat 22'],
      ['Red avoids shutting down at heat 22', 'Red: avoid shutdown at heat 22: needed 8, rolled 9'],
      ['Red avoids an ammunition explosion at heat 22', 'Red: avoid an ammunition explosion at heat 22: needed 4, rolled 6'],
      ['Blue at heat 0', 'Blue: 0 at the start of the turn, +0 from weapons fired, +0 from movement, +0 from engine hits, −10 dissipated → heat 0'],
    ]);
    // Without the turn's events (one event told alone), the heat before the phase is worked back from the result.
    expect(narrateEvent(hot, heat)[0]!.details).toEqual(['Red: 30 before the heat phase, +2 from movement, +0 from engine hits, −10 dissipated → heat 22']);
  });

  it('a failed shutdown roll and the piloting roll it brings say whose they are', () => {
    const failed = battleModule.resolve(hot, { type: 'heat' }, { dice: new RecordingDice(scriptedDice(3, 3, 3, 3, 6, 6)), rules });
    if (isRejection(failed)) throw new Error(failed.reason);
    const lines = narrateEvent(hot, failed[0]!).map((l) => [l.text, ...(l.details ?? [])]);
    expect(lines).toContainEqual(['Red shuts down from heat', 'Red: avoid shutdown at heat 22: needed 8, rolled 6']);
    expect(lines).toContainEqual(['Red keeps its footing (reactor shut down)', 'Red: needed 8, rolled 12']);
  });
});
