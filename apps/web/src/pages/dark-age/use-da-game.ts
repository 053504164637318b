import { type DaCommand, type DaEvent, type DaState, darkAgeModule } from '@marshal/dark-age';
import { type GameView, useGame } from '../../use-game';

export type DaGameView = GameView<DaState, DaCommand, DaEvent>;

/**
 * A Fire for Effect game over the games API (the shared game hook, typed for this module). With dice rolled at the
 * table it goes on offline: commands are played in the page, kept and sent in order when the server is back (ADR 0047).
 */
export const useDaGame = (id: string) => useGame<DaState, DaCommand, DaEvent>(id, undefined, darkAgeModule);
