import { describe, expect, it } from 'vitest';
import type { BattleState } from '@marshal/battletech';
import { boardFocus } from './battle-board';

describe("what the board's first view frames", () => {
  const units = [{ hex: { col: 7, row: 1 } }, { hex: { col: 8, row: 15 } }];
  it('every unit on the board, and in deployment the zone of the side placing its units', () => {
    const deploying = {
      phase: 'deployment',
      deployment: { next: 'b', zones: { a: { name: 'North', hexes: ['0101'] }, b: { name: 'South edge', hexes: ['0117', '1617'] } } },
    } as unknown as BattleState;
    expect(boardFocus(deploying, units)).toEqual([...units.map((u) => u.hex), { col: 0, row: 16 }, { col: 15, row: 16 }]);
    expect(boardFocus({ ...deploying, phase: 'movement' } as BattleState, units)).toEqual(units.map((u) => u.hex));
  });
});
