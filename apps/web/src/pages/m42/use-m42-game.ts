import { type M42Command, type M42Event, type M42State, m42Module } from '@marshal/m42';
import { type GameView, useGame } from '../../use-game';

export type M42GameView = GameView<M42State, M42Command, M42Event>;

/**
 * An M42 battle over the games API (the shared game hook, typed for this module). With dice rolled at the table it goes
 * on offline: commands are played in the page, kept and sent in order when the server is back (ADR 0047).
 */
export const useM42Game = (id: string) => useGame<M42State, M42Command, M42Event>(id, undefined, m42Module);
