import type { z } from 'zod';
import { type Roll, RecordingDice, ScriptedDice, isRejection } from '@marshal/core';
import type { CombatRules } from '../../options/rules';
import { type BattleEvent, battleModule } from '../module';
import type { battleCommandSchema } from '../schema';

type CommandInput = z.input<typeof battleCommandSchema>;
import type { BattleState } from '../state';

/** Scripted battle tests: play one command with exactly these die faces (every face must be used) and fold its events. */
export function play(
  s: BattleState,
  command: CommandInput,
  faces: readonly number[],
  rules: CombatRules,
): { state: BattleState; events: readonly BattleEvent[]; rolls: readonly Roll[] } {
  const source = new ScriptedDice(faces);
  const dice = new RecordingDice(source);
  const r = battleModule.resolve(s, battleModule.parseCommand(command), { dice, rules });
  if (isRejection(r)) throw new Error(`${command.type} refused: ${r.reason}`);
  if (source.remaining)
    throw new Error(`${command.type} left ${source.remaining} scripted dice unused (rolled: ${dice.rolls.map((x) => x.purpose).join('; ')})`);
  return { state: r.reduce(battleModule.apply, s), events: r, rolls: dice.rolls };
}

/** The rejection reason of a command, or null when it is accepted. */
export function refusal(s: BattleState, command: CommandInput, rules: CombatRules): string | null {
  const r = battleModule.resolve(s, battleModule.parseCommand(command), { dice: new RecordingDice(new ScriptedDice([])), rules });
  return isRejection(r) ? r.reason : null;
}
