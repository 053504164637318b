import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTextLimits, plainlyWithinLimits } from '@marshal/core';
import type { Unit, UnitSummary } from '../model';
import { pickSummary } from '../model';
import { SUMMARY_TAGS, readBlk, readSummaryBlk } from './blk-doc';
import { parseBlk, summarizeBlk } from './blk';
import { UNIT_FILE_LIMITS } from './limits';
import { LineCursor } from './line-cursor';
import { SUMMARY_KEYS, readDoc, readSummaryDoc } from './mtf-doc';
import { parseMtf, summarizeMtf } from './mtf';
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

/**
 * For bundled files edited at random: the quick scan gives undefined where the full reader throws, and otherwise what
 * `same` checks; and the summary is the full unit's wherever the file parses in full (a summary never fails where it does).
 */
function agreeOnEdits<D>(
  files: readonly string[],
  full: (lines: string[], file: string) => D,
  quick: (text: string) => D | undefined,
  same: (quick: D, full: D) => void,
  summary: { summarize: (text: string, path: string) => UnitSummary; parse: (text: string, path: string) => Unit },
): void {
  fc.assert(
    fc.property(fc.constantFrom(...files), edits, (file, change) => {
      const text = edited(bundled(file), change);
      fc.pre(plainlyWithinLimits(text, UNIT_FILE_LIMITS));
      const doc = fullOr(() => full(checkTextLimits(text, file, UNIT_FILE_LIMITS), file));
      const found = quick(text);
      if (doc === 'throws') expect(found).toBeUndefined();
      else same(found!, doc);
      const unit = fullOr(() => summary.parse(text, file));
      if (unit !== 'throws') expect(summary.summarize(text, file)).toEqual(pickSummary(unit));
    }),
    { numRuns: 300 },
  );
}

describe('the summaries’ quick scans find what the full readers find', () => {
  const mtf = bundledFiles('mechs', '.mtf').filter((_, i) => i % 97 === 0);
  const blk = [...bundledFiles('vehicles', '.blk'), ...bundledFiles('infantry', '.blk'), ...bundledFiles('battlearmor', '.blk')].filter((_, i) => i % 97 === 0);

  it('.mtf: the first line of every summary key, the first two bare lines and the line count, or undefined where readDoc throws', () => {
    agreeOnEdits(
      mtf,
      readDoc,
      readSummaryDoc,
      (quick, full) => {
        for (const key of SUMMARY_KEYS) expect(quick.keys.get(key)).toEqual(full.keys.get(key));
        expect([...quick.keys.keys()].every((key) => SUMMARY_KEYS.has(key))).toBe(true);
        expect(quick.bare).toEqual(full.bare.slice(0, 2));
        expect(quick.lastLine).toBe(full.lastLine);
      },
      { summarize: summarizeMtf, parse: parseMtf },
    );
  });

  it('.blk: every summary tag as readBlk reads it, or undefined where readBlk throws', () => {
    agreeOnEdits(
      blk,
      readBlk,
      readSummaryBlk,
      (quick, full) => {
        for (const tag of SUMMARY_TAGS) expect(quick.get(tag)).toEqual(full.get(tag));
        expect(quick.lastLine).toBe(full.lastLine);
      },
      { summarize: summarizeBlk, parse: parseBlk },
    );
  });

  it('a key or header written with a Kelvin sign (lower case "k") is read as the full reader reads it', () => {
    const text = bundled('mechs/3039u/Atlas AS7-D.mtf').replace('Walk MP:3', 'Wal\u212a MP:4');
    expect(readSummaryDoc(text)!.keys.get('walk mp')).toEqual(readDoc(text.split('\n'), 'x.mtf').keys.get('walk mp'));
    expect(readSummaryDoc(text)!.keys.get('walk mp')!.value).toBe('4');
  });
});
