import {
  type AnyGameModule,
  DiceNeeded,
  type DiceSource,
  MarshalError,
  PhysicalDice,
  type Roll,
  SeededDice,
  formatSource,
  playCommand,
  startGame,
} from '@marshal/core';

export type PlayOnceResult =
  | { readonly status: 'done'; readonly events: readonly { type: string }[]; readonly rolls: readonly Roll[]; readonly state: unknown }
  | { readonly status: 'dice-needed'; readonly diceNeeded: { count: number; sides: number; purpose: string; index: number } };

/**
 * Resolve one command on a state sent by the client, nothing stored: seeded dice, or physical dice given roll by
 * roll (answered with `dice-needed` until every roll is in). A rule's refusal is a MarshalError with its source.
 */
export function playOnce(
  module: AnyGameModule,
  input: { setup: unknown; ruleset: readonly string[]; command: unknown; seed?: string; dice?: readonly (readonly number[])[] },
): PlayOnceResult {
  const game = startGame(module, {
    setup: input.setup,
    ruleset: input.ruleset,
    dice: input.seed ? { kind: 'seeded', seed: input.seed } : { kind: 'physical' },
  });
  const source: DiceSource = input.seed ? SeededDice.fromSeed(input.seed) : new PhysicalDice(input.dice ?? []);
  try {
    const r = playCommand(game, input.command, source);
    if (!r.ok)
      throw new MarshalError(
        'rejected',
        r.rejection.reason,
        r.rejection.field ? { field: r.rejection.field } : {},
        r.rejection.source ? { source: formatSource(r.rejection.source) } : {},
      );
    return { status: 'done', events: r.events, rolls: r.rolls, state: r.game.state };
  } catch (e) {
    if (e instanceof DiceNeeded) return { status: 'dice-needed', diceNeeded: { ...e.request, index: e.index } };
    throw e;
  }
}
