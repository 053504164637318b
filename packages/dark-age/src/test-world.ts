/** Test builders: a 36″ table with units placed from the sample templates, played through the kernel with scripted dice. */
import { type LiveGame, playCommand, scriptedDice, startGame } from '@marshal/core';
import type { DaEvent } from './commands';
import { darkAgeModule } from './module';
import { placeUnit } from './sample';
import type { DaSetupInput } from './schema';
import type { DaState } from './state';

export type UnitSpec = Parameters<typeof placeUnit>;

export function world(units: DaSetupInput['units'], extra: Partial<DaSetupInput> = {}): DaSetupInput {
  return { battlefield: { width: 36, height: 36, terrain: [] }, players: ['blue', 'red'], currentPlayer: 'blue', units, ...extra };
}

export const unit = (...args: UnitSpec) => placeUnit(...args);

export function begin(setup: DaSetupInput, ruleset: string[] = []): LiveGame {
  return startGame(darkAgeModule, { setup, ruleset, dice: { kind: 'scripted' } });
}

export type Played = { ok: true; game: LiveGame; events: DaEvent[]; state: DaState } | { ok: false; reason: string; field: string | undefined };

export function play(game: LiveGame, command: object, faces: number[] = []): Played {
  const r = playCommand(game, command, scriptedDice(...faces));
  if (!r.ok) return { ok: false, reason: r.rejection.reason, field: r.rejection.field };
  return { ok: true, game: r.game, events: r.events as DaEvent[], state: r.game.state as DaState };
}

/** Play a command that must succeed. */
export function must(game: LiveGame, command: object, faces: number[] = []): Extract<Played, { ok: true }> {
  const r = play(game, command, faces);
  if (!r.ok) throw new Error(`rejected: ${r.reason} (${r.field})`);
  return r;
}

export const find = (state: DaState, id: string) => state.units.find((u) => u.id === id)!;
