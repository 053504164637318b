/** Every text file reader checks the shape of its input first: how long, how many lines, how long a line, no NUL bytes. */
import { MarshalError, type Location } from './errors';

/** The most a text importer reads; each parser exports its own values so a server can quote them. */
export interface TextLimits {
  /** Characters in the whole text. */
  readonly maxChars: number;
  readonly maxLines: number;
  /** Characters in one line (without its line break). */
  readonly maxLineLength: number;
}

/** Where line i is, built only for an error (no closure a line or a call: under tsx, esbuild's keepNames makes each one a defineProperty). */
const where = (file: string, i: number): Location => ({ file, line: i + 1 });

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/**
 * Throws a MarshalError naming the first line that breaks a limit (or holds a NUL byte). Lines end at "\n"
 * (a "\r" before it is not counted). One `split` with a limit, then work on each short line: linear in the
 * text, and never more than `maxLines + 1` lines are cut however long the text. (A loop of `indexOf` calls over
 * the whole text can be compiled by V8 into one that costs the length of the text per call: seconds a file.)
 * Returns the lines it checked (the text split at "\n", each "\r" kept), so a reader need not split the text again.
 */
export function checkTextLimits(text: string, file: string, limits: TextLimits, code = 'input-too-large'): string[] {
  const lines = text.split('\n', limits.maxLines + 1);
  // One scan of the whole text for a NUL byte; only a text that holds one is searched line by line for it.
  const hasNul = text.indexOf('\u0000') >= 0;
  // A text no longer than one line may be and within the line limit breaks no limit: each line and the sum are at most its length.
  if (!hasNul && lines.length <= limits.maxLines && text.length <= limits.maxLineLength && text.length <= limits.maxChars) return lines;
  let chars = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (i >= limits.maxLines) throw new MarshalError(code, `more than ${plural(limits.maxLines, 'line')}`, where(file, i), { limit: 'maxLines' });
    const length = line.length - (line.charCodeAt(line.length - 1) === 13 ? 1 : 0);
    if (length > limits.maxLineLength)
      throw new MarshalError(code, `line is ${plural(length, 'character')} long; at most ${plural(limits.maxLineLength, 'character')}`, where(file, i), {
        limit: 'maxLineLength',
      });
    const nul = hasNul ? line.indexOf('\u0000') : -1;
    if (nul >= 0) throw new MarshalError('input-nul', `line holds a NUL byte (column ${nul + 1}); this is not a text file`, where(file, i));
    chars += line.length + (i > 0 ? 1 : 0);
    if (chars > limits.maxChars)
      throw new MarshalError(code, `the text is longer than ${plural(limits.maxChars, 'character')}`, where(file, i), { limit: 'maxChars' });
  }
  return lines;
}

/**
 * True when `checkTextLimits` would surely pass the text: no NUL byte, and no longer than one line may be (so no line,
 * nor the whole, nor the count of lines breaks a limit). A reader may then walk the text itself instead of its split.
 */
export function plainlyWithinLimits(text: string, limits: TextLimits): boolean {
  return text.length <= limits.maxLineLength && text.length <= limits.maxChars && text.length < limits.maxLines && text.indexOf('\u0000') < 0;
}

/** The code of a MarshalError that wraps an unexpected error inside a parser (a bug to report, never a verdict on the input). */
export const PARSER_BUG = 'parser-bug';

/**
 * A last guard around a parser: an error that is not a MarshalError becomes one naming where reading stopped,
 * so a caller (an HTTP route, the CLI) still answers with a location; the fuzzer counts these as crashes.
 */
export function asParserError(error: unknown, location: Location): MarshalError {
  if (error instanceof MarshalError) return error;
  const e = error instanceof Error ? error : new Error(String(error));
  return new MarshalError(PARSER_BUG, `could not read this input (${e.name}: ${e.message.slice(0, 200)}); please report it as a bug`, location, {
    cause: e.name,
  });
}
