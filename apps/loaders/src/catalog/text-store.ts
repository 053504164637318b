/**
 * The unit files' texts as the catalog keeps them until each is parsed: UTF-8 in large buffers outside the JavaScript
 * heap, so the garbage collector neither copies nor marks them (kept as strings, the 12 MB of texts survived every
 * scavenge while the catalog was built and cost more than a fifth of its time; ADR 0046 session 11). A text is written
 * once and read back, equal to the string written, when its unit is first parsed.
 */

/** Bytes a block holds; a text that might not fit the rest of one starts a new one (a longer text gets its own). */
const BLOCK = 1 << 20;

/** Where one text lies. */
export interface StoredText {
  readonly block: Buffer;
  readonly start: number;
  readonly end: number;
}

export class TextStore {
  private block = Buffer.allocUnsafeSlow(0);
  private used = 0;

  /** Keeps `text`; UTF-8 takes at most three bytes a UTF-16 unit, so `3 × length` bytes always suffice. */
  add(text: string): StoredText {
    const most = text.length * 3;
    if (most > this.block.length - this.used) {
      this.block = Buffer.allocUnsafeSlow(Math.max(BLOCK, most));
      this.used = 0;
    }
    const start = this.used;
    this.used += this.block.write(text, start, 'utf8');
    return { block: this.block, start, end: this.used };
  }
}

/** The text kept at `at`, the very string that was added (UTF-8 decoding undoes UTF-8 encoding of a well-formed string). */
export const storedText = (at: StoredText): string => at.block.toString('utf8', at.start, at.end);
