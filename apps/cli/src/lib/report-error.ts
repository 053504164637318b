// What the CLI prints when a command fails: a person's mistake in one line with its place, never a stack trace unless asked.
import { MarshalError, PARSER_BUG } from '@marshal/core';

/** Exit codes: 2 for input Marshal refused (a MarshalError), 70 (sysexits' "internal software error") for a bug; 1 stays "the answer is no". */
export const EXIT_INPUT = 2;
export const EXIT_BUG = 70;

export interface ReportOptions {
  /** Print the stack of an unexpected error (`--verbose` or `MARSHAL_DEBUG=1`). */
  readonly verbose: boolean;
  readonly write: (line: string) => void;
}

const HINT = 'this is a bug in Marshal; please report it with the command you ran (add --verbose or set MARSHAL_DEBUG=1 to see the stack trace)';

/** Print one error and return the exit code. */
export function reportError(error: unknown, o: ReportOptions): number {
  if (error instanceof MarshalError && error.code !== PARSER_BUG) {
    o.write(`marshal: ${printable(error.message)}`);
    return EXIT_INPUT;
  }
  const e = error instanceof Error ? error : new Error(String(error));
  o.write(`marshal: unexpected error: ${e.name}: ${oneLine(e.message)}`);
  o.write(`marshal: ${HINT}`);
  if (o.verbose && e.stack) o.write(e.stack);
  return EXIT_BUG;
}

/** Control characters from a file (a carriage return, an escape sequence) shown as "?" so they cannot rewrite the terminal. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const printable = (text: string): string => text.replace(CONTROL, '?');

/** A message on one line (a file's text inside it could hold line breaks), at most 500 characters. */
const oneLine = (text: string): string => {
  const flat = printable(text.replace(/\s*[\r\n]+\s*/g, ' '));
  return flat.length > 500 ? `${flat.slice(0, 500)}…` : flat;
};

/** `--verbose` anywhere, or MARSHAL_DEBUG=1; `--verbose` is taken out of the arguments except for `serve`, which has its own. */
export function debugFlags(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): { verbose: boolean; argv: string[] } {
  const verbose = argv.includes('--verbose') || env.MARSHAL_DEBUG === '1';
  const isServe = argv[2] === 'serve';
  return { verbose, argv: isServe ? [...argv] : argv.filter((a) => a !== '--verbose') };
}
