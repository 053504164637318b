import type { DaCommand, DaEvent, DaState } from '@marshal/dark-age';
import { type GameView, useGame } from '../../use-game';

export type DaGameView = GameView<DaState, DaCommand, DaEvent>;

/** A Fire for Effect game over the games API (the shared game hook, typed for this module). */
export const useDaGame = (id: string) => useGame<DaState, DaCommand, DaEvent>(id);
