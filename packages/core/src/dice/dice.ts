import { type DiceSpec, readNotation } from './notation';
import type { DiceSource } from './sources';

/** One roll as recorded: why, what was rolled, the faces, and the total with its modifier. */
export interface Roll {
  readonly purpose: string;
  readonly notation: string;
  readonly faces: readonly number[];
  readonly total: number;
}

/** The only way rules get dice: `ctx.dice`. Every roll is kept, in order, with its purpose. */
export interface Dice {
  roll(dice: string | DiceSpec, purpose: string): Roll;
  readonly rolls: readonly Roll[];
}

export class RecordingDice implements Dice {
  private readonly log: Roll[] = [];
  constructor(private readonly source: DiceSource) {}

  roll(dice: string | DiceSpec, purpose: string): Roll {
    const { spec, notation } = readNotation(dice);
    const faces = this.source.draw({ count: spec.count, sides: spec.sides, purpose });
    const roll: Roll = { purpose, notation, faces, total: faces.reduce((a, b) => a + b, 0) + spec.modifier };
    this.log.push(roll);
    return roll;
  }

  get rolls(): readonly Roll[] {
    return this.log;
  }
}

export const recordingDice = (source: DiceSource): RecordingDice => new RecordingDice(source);
