import type { M42Command, M42Event, M42State } from '@marshal/m42';
import { type GameView, useGame } from '../../use-game';

export type M42GameView = GameView<M42State, M42Command, M42Event>;

/** An M42 battle over the games API (the shared game hook, typed for this module). */
export const useM42Game = (id: string) => useGame<M42State, M42Command, M42Event>(id);
