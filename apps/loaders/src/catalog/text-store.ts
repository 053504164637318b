/**
 * The unit files' texts as the catalog keeps them until each is parsed: their bytes read straight into large buffers
 * outside the JavaScript heap, so the garbage collector neither copies nor marks them (kept as strings, the 12 MB of
 * texts survived every scavenge while the catalog was built), and decoded from there, as `readFileSync(file, 'utf8')`
 * decodes them, once for the summary and again when the unit is first parsed (ADR 0046 session 11).
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** Bytes a block holds. */
const BLOCK = 1 << 20;
/** Room a read asks for at least: a unit file (at most 14 KB bundled) is read in one call and a second that finds its end. */
const ROOM = 1 << 16;

/** Where one file's bytes lie. */
export interface StoredText {
  readonly block: Buffer;
  readonly start: number;
  readonly end: number;
}

export class TextStore {
  private block = Buffer.allocUnsafeSlow(0);
  private used = 0;

  /** Reads the whole file into the store (a longer one than the room left moves to a block of its own, however long). */
  readFile(file: string): StoredText {
    const fd = openSync(file, 'r');
    let start = this.used;
    try {
      for (;;) {
        if (this.block.length - this.used < ROOM) start = this.grow(start);
        const n = readSync(fd, this.block, this.used, this.block.length - this.used, null);
        if (n === 0) break;
        this.used += n;
      }
    } finally {
      closeSync(fd);
    }
    return { block: this.block, start, end: this.used };
  }

  /** A new block with the bytes read so far of the current file at its start (and room for at least as much again). */
  private grow(start: number): number {
    const read = this.used - start;
    const next = Buffer.allocUnsafeSlow(Math.max(BLOCK, 2 * read + ROOM));
    this.block.copy(next, 0, start, this.used);
    this.block = next;
    this.used = read;
    return 0;
  }
}

/** The text kept at `at`, decoded as `readFileSync(file, 'utf8')` decodes a file (malformed bytes become U+FFFD alike). */
export const storedText = (at: StoredText): string => at.block.toString('utf8', at.start, at.end);
