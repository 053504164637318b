import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTextLimits, plainlyWithinLimits } from '@marshal/core';
import { readBlk, readSummaryBlk } from './blk-doc';
import { UNIT_FILE_LIMITS } from './limits';
import { LineCursor } from './line-cursor';
import { readDoc, readSummaryDoc } from './mtf-doc';
import { bundled, bundledFiles } from '../../test/bundled';

/** Characters that test the trimming, the line breaks and the colons (white space JavaScript knows beyond ASCII too). */
const LINE_CHARS = ['a', 'Z', ':', ' ', '\t', '\r', '\n', '\u00a0', '\ufeff', '\u2028', '\u3000', 'é', '<', '/', '>', '-', '1', '#'];
const texts = fc.array(fc.constantFrom(...LINE_CHARS), { maxLength: 60 }).map((cs) => cs.join(''));

describe('LineCursor', () => {
  it('walks the lines split("\\n") cuts, each as trim() leaves it, with the first colon of each', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const at = new LineCursor(text);
        const seen: [string, number, number][] = [];
        while (at.next()) seen.push([text.slice(at.start, at.end), at.colon() < 0 ? -1 : at.colon() - at.start, at.line]);
        expect(seen).toEqual(text.split('\n').map((l, i) => [l.trim(), l.trim().indexOf(':'), i + 1]));
      }),
      { numRuns: 500 },
    );
  });
});

/** Lines that a summary reads, or that look like it (in a location's slot list too). */
const KEY_LINES = ['Walk MP:9', 'clanname:Other', 'MASS : 35', 'chassis:Other', 'Model:X', 'Jump MP:2', 'era:3100', 'Left Arm:', 'Bare line'];

/** A bundled file with lines edited: blank lines, repeated or dropped lines, another case, white space around a line, a slot run, keys, comments and tags. */
function edited(text: string, edits: readonly (readonly [number, number])[]): string {
  const lines = text.split('\n');
  for (const [pick, kind] of edits) {
    const i = pick % (lines.length + 1);
    const line = lines[i] ?? '';
    if (kind === 0) lines.splice(i, 0, '');
    else if (kind === 1) lines.splice(i, 0, line);
    else if (kind === 2) lines.splice(i, 1);
    else if (kind === 3) lines[i] = line.toUpperCase();
    else if (kind === 4) lines[i] = `\u00a0 ${line}\t\r`;
    else if (kind === 5) lines.splice(i, 0, ...Array<string>(60).fill('-Empty-'));
    else if (kind === 6) lines[i] = line.replace(':', ' :');
    else if (kind === 7) lines.splice(i, 0, `${line.split(':')[0]}:other`);
    else if (kind === 8) lines.splice(i, 0, KEY_LINES[pick % KEY_LINES.length]!);
    else lines.splice(i, 0, '# a comment', '<Name>', 'Another', '</name>');
  }
  return lines.join('\n');
}

const edits = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 9 })), { maxLength: 6 });

/** What the full reader gives for a summary (or the error it throws): the quick scan must give the same or undefined where it throws. */
function fullOr<T>(read: () => T): T | 'throws' {
  try {
    return read();
  } catch {
    return 'throws';
  }
}

describe('the summaries’ quick scans find what the full readers find', () => {
  const mtf = bundledFiles('mechs', '.mtf').filter((_, i) => i % 97 === 0);
  const blk = [...bundledFiles('vehicles', '.blk'), ...bundledFiles('infantry', '.blk'), ...bundledFiles('battlearmor', '.blk')].filter((_, i) => i % 97 === 0);

  it('.mtf: the first line of every summary key, the first two bare lines and the line count, or undefined where readDoc throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...mtf), edits, (file, change) => {
        const text = edited(bundled(file), change);
        fc.pre(plainlyWithinLimits(text, UNIT_FILE_LIMITS));
        const full = fullOr(() => readDoc(checkTextLimits(text, file, UNIT_FILE_LIMITS), file));
        const quick = readSummaryDoc(text);
        if (full === 'throws') {
          expect(quick).toBeUndefined();
          return;
        }
        expect(quick).toBeDefined();
        for (const [key, found] of quick!.keys) expect(full.keys.get(key)).toEqual(found);
        for (const key of ['chassis', 'model', 'clanname', 'techbase', 'rules level', 'mass', 'era', 'walk mp', 'jump mp'])
          expect(quick!.keys.get(key)).toEqual(full.keys.get(key));
        expect(quick!.bare).toEqual(full.bare.slice(0, 2));
        expect(quick!.lastLine).toBe(full.lastLine);
      }),
      { numRuns: 300 },
    );
  });

  it('.blk: every summary tag as readBlk reads it, or undefined where readBlk throws', () => {
    const tags = [
      'unittype',
      'name',
      'model',
      'type',
      'year',
      'cruisemp',
      'jumpingmp',
      'motion_type',
      'squad_size',
      'squadn',
      'trooper count',
      'weightclass',
      'tonnage',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...blk), edits, (file, change) => {
        const text = edited(bundled(file), change);
        fc.pre(plainlyWithinLimits(text, UNIT_FILE_LIMITS));
        const full = fullOr(() => readBlk(checkTextLimits(text, file, UNIT_FILE_LIMITS), file));
        const quick = readSummaryBlk(text);
        if (full === 'throws') {
          expect(quick).toBeUndefined();
          return;
        }
        expect(quick).toBeDefined();
        for (const tag of tags) expect(quick!.get(tag)).toEqual(full.get(tag));
        expect(quick!.lastLine).toBe(full.lastLine);
      }),
      { numRuns: 300 },
    );
  });

  it('a key or header written with a Kelvin sign (lower case "k") is read as the full reader reads it', () => {
    const text = bundled('mechs/3039u/Atlas AS7-D.mtf').replace('Walk MP:3', 'Wal\u212a MP:4');
    expect(readSummaryDoc(text)!.keys.get('walk mp')).toEqual(readDoc(text.split('\n'), 'x.mtf').keys.get('walk mp'));
    expect(readSummaryDoc(text)!.keys.get('walk mp')!.value).toBe('4');
  });
});
