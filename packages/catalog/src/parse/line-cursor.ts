/** Walks a unit file's lines without cutting them out of the text (the summaries read only a few keys of each file). */

/** What String.prototype.trim and \\s count as white space (the ASCII test first). */
export const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));

/**
 * The lines of a text as `text.split('\n')` cuts them, each trimmed as `String.prototype.trim` trims it, given as
 * positions in the text: `next()` moves to the next line, then `start`–`end` is the line without its white space at
 * either end (empty when `start === end`) and `line` its 1-based number.
 *
 * Only for a text of at most `UNIT_FILE_LIMITS.maxLineLength` characters (see `plainlyWithinLimits`): each line's end is
 * found with `indexOf`, which is fast but was once seen costing the whole text's length per call in a loop over a long
 * text (ADR 0022); bounded so, the worst case stays a few milliseconds a file.
 */
export class LineCursor {
  start = 0;
  end = 0;
  line = 0;
  private pos = 0;
  private nextColon = -1;

  constructor(readonly text: string) {}

  next(): boolean {
    const text = this.text;
    const from = this.pos;
    if (from > text.length) return false;
    let stop = text.indexOf('\n', from);
    if (stop < 0) stop = text.length;
    let a = from;
    let b = stop;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
    while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
    this.start = a;
    this.end = b;
    this.pos = stop + 1;
    this.line++;
    return true;
  }

  /**
   * The position of the current line's first ':', or -1. The next colon at or after the line's start is remembered, so
   * a line without one costs no search of its own and no character is searched twice over the whole walk.
   */
  colon(): number {
    if (this.nextColon < this.start) {
      const at = this.text.indexOf(':', this.start);
      this.nextColon = at < 0 ? Infinity : at;
    }
    return this.nextColon < this.end ? this.nextColon : -1;
  }
}
