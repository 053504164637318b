import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TextStore, storedText } from './text-store';

describe('TextStore', () => {
  it('gives back every file as readFileSync decodes it: empty, long, across blocks, malformed UTF-8 and all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-texts-'));
    const contents: (string | Buffer)[] = [
      '',
      'Atlas\nAS7-D\r\n',
      'x'.repeat(70_000),
      'é’ü\u2028'.repeat(300_000),
      Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0xff, 0xed, 0xa0, 0x80, 0xe2, 0x82]),
      ...Array.from({ length: 40 }, (_, i) => `${i}`.repeat(20_000 + i)),
    ];
    const files = contents.map((c, i) => {
      const file = join(dir, `${i}.mtf`);
      writeFileSync(file, c);
      return file;
    });
    const store = new TextStore();
    const kept = files.map((f) => store.readFile(f));
    kept.forEach((at, i) => expect(storedText(at) === readFileSync(files[i]!, 'utf8'), files[i]).toBe(true));
  });

  it('throws what reading the file throws', () => {
    expect(() => new TextStore().readFile(join(tmpdir(), 'marshal-no-such-file.mtf'))).toThrow(/ENOENT/);
  });
});
