import type { BattleState } from '@marshal/battletech';
import { describe, expect, it } from 'vitest';
import { hiddenPhase, waitingSides } from './battle-model';

/** A move paused for a point-blank shot, as each seat's view has it (the moving side's view names no hidden unit). */
const paused = (waiting: string[]) =>
  ({
    phase: 'movement',
    movementMode: 'alternating',
    moveQueue: ['red', 'blue'],
    sides: [{ id: 'a' }, { id: 'b' }],
    sideOf: { red: 'a', blue: 'b' },
    pointBlank: { mover: 'red', waiting },
  }) as unknown as BattleState;

describe('a move paused for a point-blank shot', () => {
  it("waits for the hidden unit's side, also in the moving side's view, and is kept secret at a hot seat", () => {
    expect(waitingSides(paused(['blue']))).toEqual(['b']);
    expect(waitingSides(paused([]))).toEqual(['b']);
    expect(hiddenPhase(paused(['blue']))).toBe(true);
  });
});
