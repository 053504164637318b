import { describe, expect, it } from 'vitest';
import type { MarshalError } from './errors';
import { checkTextLimits, type TextLimits } from './text-limits';

const LIMITS: TextLimits = { maxChars: 40, maxLines: 4, maxLineLength: 10 };

/** The error's code, message, line and details, or 'ok' with the lines it returned. */
function verdict(text: string, limits: TextLimits = LIMITS): unknown {
  try {
    return { ok: checkTextLimits(text, 'f.txt', limits) };
  } catch (e) {
    const err = e as MarshalError;
    return { code: err.code, message: err.message, line: err.location.line, details: err.details };
  }
}

describe('checkTextLimits', () => {
  it('returns the text split at "\\n", each "\\r" kept, for a short text within every limit (the fast path) and a long one', () => {
    expect(verdict('a\r\nbb\n\nccc')).toEqual({ ok: ['a\r', 'bb', '', 'ccc'] });
    expect(verdict('0123456789\n0123456789\n0123456789')).toEqual({ ok: ['0123456789', '0123456789', '0123456789'] });
  });

  it('names the first line past the line limit in a text shorter than one line may be', () => {
    expect(verdict('a\nb\nc\nd\ne\nf')).toMatchObject({ code: 'input-too-large', line: 5, details: { limit: 'maxLines' } });
  });

  it('names the line holding a NUL byte in a short text', () => {
    expect(verdict('a\nb\u0000c')).toMatchObject({ code: 'input-nul', line: 2, message: expect.stringContaining('column 2') });
  });

  it('names the long line, and the line where the text passes its length, in a text longer than a line may be', () => {
    expect(verdict('short\n0123456789x\nend')).toMatchObject({ code: 'input-too-large', line: 2, details: { limit: 'maxLineLength' } });
    expect(verdict('0123456789\n0123456789\n0123456789\n0123456789')).toMatchObject({ code: 'input-too-large', line: 4, details: { limit: 'maxChars' } });
  });

  it('checks the whole-text length even when a line may be longer than the text may be', () => {
    const wide: TextLimits = { maxChars: 5, maxLines: 4, maxLineLength: 100 };
    expect(verdict('abc\ndefg', wide)).toMatchObject({ code: 'input-too-large', line: 2, details: { limit: 'maxChars' } });
    expect(verdict('abc\nd', wide)).toEqual({ ok: ['abc', 'd'] });
  });
});
