import { describe, expect, it } from 'vitest';
import { computeStandings, unresolvedTies } from './standings';
import { DEFAULT_TIEBREAKER_ORDER, type PlayerTally } from './tiebreakers';

const t = (id: string, o: Partial<PlayerTally> = {}): PlayerTally => ({
  id,
  name: id.toUpperCase(),
  points: 10,
  kills: 0,
  crippling: 0,
  rosterPulsePoints: 0,
  rosterPrecisionPoints: 0,
  unpainted: 0,
  coinToss: null,
  ...o,
});
const noH2h = () => undefined;
const order = (rows: { id: string }[]) => rows.map((r) => r.id).join(' ');

describe('standings and tiebreakers a–g', () => {
  it('points first', () => {
    expect(order(computeStandings([t('a', { points: 5 }), t('b', { points: 9 })], DEFAULT_TIEBREAKER_ORDER, noH2h))).toBe('b a');
  });
  it('a) kills, b) crippling, d) pulse, e) precision, f) unpainted — each decides and is named', () => {
    const cases: [Partial<PlayerTally>, Partial<PlayerTally>, string][] = [
      [{ kills: 1 }, { kills: 2 }, 'more-kills'],
      [{ crippling: 0 }, { crippling: 1 }, 'more-crippling'],
      [{ rosterPulsePoints: 9 }, { rosterPulsePoints: 4 }, 'fewer-roster-pulse-points'],
      [{ rosterPrecisionPoints: 8 }, { rosterPrecisionPoints: 0 }, 'fewer-roster-precision-points'],
      [{ unpainted: 2 }, { unpainted: 1 }, 'fewer-unpainted'],
      [{ coinToss: 1 }, { coinToss: 0 }, 'coin-toss'],
    ];
    for (const [x, y, by] of cases) {
      const rows = computeStandings([t('a', x), t('b', y)], DEFAULT_TIEBREAKER_ORDER, noH2h);
      expect(order(rows)).toBe('b a');
      expect(rows[0]!.aheadOfNextBy).toBe(by);
      expect(rows.map((r) => r.place)).toEqual([1, 2]);
    }
  });
  it('c) head-to-head between two', () => {
    const h2h = (a: string, b: string) => (a === 'a' && b === 'b' ? { own: 1, against: 4 } : a === 'b' && b === 'a' ? { own: 4, against: 1 } : undefined);
    const rows = computeStandings([t('a'), t('b')], DEFAULT_TIEBREAKER_ORDER, h2h);
    expect(order(rows)).toBe('b a');
    expect(rows[0]!.aheadOfNextBy).toBe('head-to-head');
  });
  it('c) as a group rule: only a player who beat all the others goes first; the rest are compared again', () => {
    const beat = new Set(['a>b', 'a>c', 'c>b']);
    const h2h = (x: string, y: string) => (beat.has(`${x}>${y}`) ? { own: 4, against: 1 } : beat.has(`${y}>${x}`) ? { own: 1, against: 4 } : undefined);
    const rows = computeStandings([t('b'), t('c'), t('a')], DEFAULT_TIEBREAKER_ORDER, h2h);
    expect(order(rows)).toBe('a c b');
  });
  it('c) a cycle decides nothing and falls through to d)', () => {
    const beat = new Set(['a>b', 'b>c', 'c>a']);
    const h2h = (x: string, y: string) => (beat.has(`${x}>${y}`) ? { own: 4, against: 1 } : beat.has(`${y}>${x}`) ? { own: 1, against: 4 } : undefined);
    const rows = computeStandings(
      [t('a', { rosterPulsePoints: 3 }), t('b', { rosterPulsePoints: 1 }), t('c', { rosterPulsePoints: 2 })],
      DEFAULT_TIEBREAKER_ORDER,
      h2h,
    );
    expect(order(rows)).toBe('b c a');
    expect(rows[0]!.aheadOfNextBy).toBe('fewer-roster-pulse-points');
  });
  it('unresolved ties share a place until the coin toss', () => {
    const rows = computeStandings([t('a'), t('b'), t('c', { points: 1 })], DEFAULT_TIEBREAKER_ORDER, noH2h);
    expect(rows.map((r) => r.place)).toEqual([1, 1, 3]);
    expect(unresolvedTies(rows)).toEqual([['a', 'b']]);
  });
  it('the tiebreaker list is configurable', () => {
    const rows = computeStandings([t('a', { kills: 3, unpainted: 1 }), t('b', { kills: 0, unpainted: 0 })], ['fewer-unpainted', 'more-kills'], noH2h);
    expect(order(rows)).toBe('b a');
    expect(() => computeStandings([], ['nope'], noH2h)).toThrow(/unknown tiebreaker/);
  });
});
