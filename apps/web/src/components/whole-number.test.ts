import { describe, expect, it } from 'vitest';
import { FormErrors, parseOptionalWholeNumber, parseWholeNumber } from './whole-number';

describe('whole numbers typed into a form', () => {
  it('accepts whole numbers in range, with spaces around them', () => {
    expect(parseWholeNumber(' 7 ', 'Walk MP', 0, 30)).toEqual({ ok: true, value: 7 });
    expect(parseWholeNumber('-3', 'Modifier', -3, 3)).toEqual({ ok: true, value: -3 });
  });

  it('refuses 1e20, -5, empty, decimals and huge digit strings, naming the field, never coercing', () => {
    expect(parseWholeNumber('1e20', 'Walk MP', 0, 30)).toEqual({ ok: false, error: 'Walk MP must be a whole number from 0 to 30, not 1e20' });
    expect(parseWholeNumber('-5', 'Walk MP', 0, 30)).toEqual({ ok: false, error: 'Walk MP must be a whole number from 0 to 30, not -5' });
    expect(parseWholeNumber('', 'Walk MP', 0, 30)).toEqual({ ok: false, error: 'Walk MP is empty: enter a whole number from 0 to 30' });
    expect(parseWholeNumber('2.5', 'Tons', 1, 200).ok).toBe(false);
    expect(parseWholeNumber('100000000000000000000', 'Value', 0, 1_000_000).ok).toBe(false);
    expect(parseWholeNumber('31', 'Walk MP', 0, 30).ok).toBe(false);
  });

  it('reads an empty optional field as not given, but still refuses bad text', () => {
    expect(parseOptionalWholeNumber('', 'Budget', 0, 10)).toEqual({ ok: true, value: undefined });
    expect(parseOptionalWholeNumber('-5', 'Budget', 0, 10).ok).toBe(false);
  });

  it('collects the first error per field', () => {
    const e = new FormErrors();
    expect(e.whole('a', 'x', 'A', 0, 3)).toBe(0);
    e.add('a', 'second');
    e.text('b', ' ', 'B');
    expect(e.byKey).toEqual({ a: 'A must be a whole number from 0 to 3, not "x"', b: 'B is empty' });
    expect(e.count).toBe(2);
  });
});
