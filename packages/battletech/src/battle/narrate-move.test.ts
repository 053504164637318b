import { describe, expect, it } from 'vitest';
import { narrateEvent } from './narrate';
import type { BattleEvent } from './module';
import type { BattleState } from './state';

/** Only what the story reads of the state: the units' names and the sides. */
const state = {
  units: { a1: { name: 'Hunchback HBK-4G' }, b1: { name: 'Centurion CN9-A' } },
  sides: [
    { id: 'a', name: 'Side A' },
    { id: 'b', name: 'Side B' },
  ],
} as unknown as BattleState;

const moved = (stopped: { index: number; order: string; reason: string } | null, mode = 'stand', hexes = 0) =>
  ({
    type: 'unitMoved',
    report: {
      unit: 'a1',
      from: { hex: '0811', facing: 3 },
      to: { hex: mode === 'stand' ? '0811' : '0812', facing: 3 },
      summary: { mode, hexes },
      mpUsed: hexes,
      stopped,
      gettingUp: [],
      rolls: [],
    },
  }) as unknown as BattleEvent;

/** Found on the battle walk: a written move that ran into the other 'Mech read "Hunchback HBK-4G stays in 0811", the reason only in the folded dice. */
describe('a move cut short says why in its story line', () => {
  it('names the reason after the move', () => {
    const [line] = narrateEvent(state, moved({ index: 0, order: 'F', reason: '0812 is occupied by Centurion CN9-A' }));
    expect(line!.text).toBe('Hunchback HBK-4G stays in 0811 (stopped: 0812 is occupied by Centurion CN9-A)');
    const [walked] = narrateEvent(state, moved({ index: 1, order: '3xF', reason: '0813 is occupied by Centurion CN9-A' }, 'walk', 1));
    expect(walked!.text).toBe('Hunchback HBK-4G walks from 0811 to 0812 (stopped: 0813 is occupied by Centurion CN9-A)');
  });
  it('leaves a move carried out as written unchanged', () => {
    expect(narrateEvent(state, moved(null, 'walk', 1))[0]!.text).toBe('Hunchback HBK-4G walks from 0811 to 0812');
  });
});
