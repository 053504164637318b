import { MarshalError } from '../errors';

/** A dice expression such as 2d6, 3D6+4 or 1d6-1. */
export interface DiceSpec {
  readonly count: number;
  readonly sides: number;
  readonly modifier: number;
}

const PATTERN = /^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/;
export const MAX_DICE = 100;
export const MAX_SIDES = 1000;

export function parseDice(text: string): DiceSpec {
  const m = PATTERN.exec(text);
  if (!m) throw new MarshalError('dice-notation', `"${text}" is not dice notation; write NdM±K, e.g. 2d6 or 1d6-1`);
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  const modifier = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
  if (count < 1 || count > MAX_DICE) throw new MarshalError('dice-notation', `"${text}": the number of dice must be 1–${MAX_DICE}`);
  if (sides < 2 || sides > MAX_SIDES) throw new MarshalError('dice-notation', `"${text}": dice must have 2–${MAX_SIDES} sides`);
  return { count, sides, modifier };
}

export function formatDice(spec: DiceSpec): string {
  const mod = spec.modifier === 0 ? '' : spec.modifier > 0 ? `+${spec.modifier}` : `${spec.modifier}`;
  return `${spec.count}d${spec.sides}${mod}`;
}

export const toSpec = (dice: string | DiceSpec): DiceSpec => (typeof dice === 'string' ? readNotation(dice).spec : dice);

/** Notation read before (a handful of texts, "2d6" above all): its spec and the notation written back. */
const readBefore = new Map<string, { readonly spec: DiceSpec; readonly notation: string }>();

/** Dice as a spec and as notation written the one way (`formatDice`); text is read once (bad text is not kept). */
export function readNotation(dice: string | DiceSpec): { readonly spec: DiceSpec; readonly notation: string } {
  if (typeof dice !== 'string') return { spec: dice, notation: formatDice(dice) };
  let hit = readBefore.get(dice);
  if (!hit) {
    const spec = parseDice(dice);
    hit = { spec, notation: formatDice(spec) };
    if (readBefore.size >= 1_000) readBefore.clear();
    readBefore.set(dice, hit);
  }
  return hit;
}

export function diceRange(spec: DiceSpec): { min: number; max: number } {
  return { min: spec.count + spec.modifier, max: spec.count * spec.sides + spec.modifier };
}
