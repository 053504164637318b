import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type ClockEvent, type TableClock, applyClock, clockReading, formatClock, newTableClock, replayClock } from './table-clock';

const limits = { movementSeconds: 120, fireSeconds: 60, psrExtraSeconds: 60, maxRounds: 20 };
const T0 = 1_700_000_000_000;
const ok = (c: TableClock | string): TableClock => {
  if (typeof c === 'string') throw new Error(c);
  return c;
};
const play = (...events: [number, ClockEvent['action'], Partial<ClockEvent>?][]) =>
  replayClock(
    limits,
    events.map(([s, action, extra]) => ({ action, at: T0 + s * 1000, ...extra }) as ClockEvent),
  );

describe('table clock (Solaris VII Stable Challenge, 2.1 Time Limit)', () => {
  it('counts down two minutes of movement only while running; a stop (dice rolling) does not count', () => {
    const c = play([0, 'start'], [30, 'stop'], [100, 'start']);
    expect(clockReading(c, T0 + 100_000)).toMatchObject({ phase: 'movement', running: true, remainingMs: 90_000, expired: false });
    expect(clockReading(c, T0 + 190_000)).toMatchObject({ remainingMs: 0, overMs: 0, expired: true });
    expect(clockReading(c, T0 + 195_000)).toMatchObject({ remainingMs: 0, overMs: 5_000 });
  });
  it('movement then one minute of combat, then the next round; the times stay in the history', () => {
    const c = play([0, 'start'], [100, 'next'], [101, 'start'], [131, 'next']);
    expect(c.round).toBe(2);
    expect(c.phase).toBe('movement');
    expect(c.history).toEqual([
      { round: 1, phase: 'movement', usedMs: 100_000, limitMs: 120_000, extraMinutes: 0, timeOuts: [] },
      { round: 1, phase: 'fire', usedMs: 30_000, limitMs: 60_000, extraMinutes: 0, timeOuts: [] },
    ]);
    const f = play([0, 'next'], [1, 'start']);
    expect(clockReading(f, T0 + 31_000)).toMatchObject({ phase: 'fire', remainingMs: 30_000 });
  });
  it('gives one more minute after a failed piloting roll only once the movement time has run out', () => {
    expect(applyClock(play([0, 'start']), { action: 'extraMinute', at: T0 + 60_000 })).toMatch(/has not run out: the change is made in the time left/);
  });
  it('gives one more minute from the moment of a failed roll after the time ran out', () => {
    const c = play([0, 'start'], [130, 'extraMinute']);
    expect(c.extraMinutes).toBe(1);
    expect(clockReading(c, T0 + 130_000)).toMatchObject({ running: true, remainingMs: 60_000 });
    expect(clockReading(c, T0 + 190_000).expired).toBe(true);
    expect(applyClock(play([0, 'next'], [1, 'start']), { action: 'extraMinute', at: T0 + 90_000 })).toMatch(/changing a movement/);
  });
  it('records each player’s time-out choice once, and only after the time ran out', () => {
    const c = play([0, 'start'], [121, 'timeOut', { player: 'ann', choice: 'as-written' } as Partial<ClockEvent>]);
    expect(c.timeOuts).toEqual([{ player: 'ann', choice: 'as-written' }]);
    expect(applyClock(c, { action: 'timeOut', player: 'ann', choice: 'nothing', at: T0 + 122_000 })).toMatch(/already chosen/);
    expect(applyClock(play([0, 'start']), { action: 'timeOut', player: 'bo', choice: 'nothing', at: T0 + 10_000 })).toMatch(/has not run out/);
  });
  it('refuses a start while running, a stop while stopped, a time going backwards, and anything after the last round', () => {
    const running = play([0, 'start']);
    expect(applyClock(running, { action: 'start', at: T0 + 1 })).toMatch(/already running/);
    expect(applyClock(newTableClock(limits), { action: 'stop', at: T0 })).toMatch(/already stopped/);
    expect(applyClock(running, { action: 'stop', at: T0 - 1 })).toMatch(/before the previous/);
    let c = newTableClock({ ...limits, maxRounds: 1 });
    c = ok(applyClock(c, { action: 'next', at: T0 }));
    c = ok(applyClock(c, { action: 'next', at: T0 + 1 }));
    expect(c.finished).toBe(true);
    expect(applyClock(c, { action: 'start', at: T0 + 2 })).toMatch(/rounds are over/);
  });
  it('replay refuses an impossible event, naming it', () => {
    expect(() => play([0, 'stop'])).toThrow(/clock event 1 \(stop\): the clock is already stopped/);
  });
  it('shows minutes and seconds, rounding up', () => {
    expect(formatClock(120_000)).toBe('2:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(500)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
  });
  it('time used never goes down while a phase runs, and remaining + used-within-limit equals the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 20 }), (gaps) => {
        let c = newTableClock(limits);
        let at = T0;
        for (const g of gaps) {
          at += g;
          const next = applyClock(c, { action: c.runningSince === null ? 'start' : 'stop', at });
          c = ok(next);
          const r = clockReading(c, at);
          expect(r.remainingMs + Math.min(c.limitMs, c.usedMs)).toBe(c.limitMs);
        }
      }),
    );
  });
});
