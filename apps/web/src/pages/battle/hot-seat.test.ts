import { describe, expect, it } from 'vitest';
import { nextAtDevice, passCandidate } from './hot-seat';

describe('hot seat hand-overs', () => {
  it('keeps the device with the side holding it while that side still owes choices; otherwise the first side that owes', () => {
    expect(nextAtDevice(['a', 'b'], 'b')).toBe('b');
    expect(nextAtDevice(['a'], 'b')).toBe('a');
    expect(nextAtDevice(['a', 'b'], null)).toBe('a');
    expect(nextAtDevice([], 'a')).toBeNull();
  });

  it("passes by itself for the side at the device in a hot seat, and for the person's own side against the bot", () => {
    expect(passCandidate('b', ['a', 'b'], true, false)).toBe('b');
    // against the bot: the one side this browser plays, as in a hot seat (it used to wait for a click)
    expect(passCandidate(null, ['a'], false, true)).toBe('a');
    expect(passCandidate(null, [], false, true)).toBeNull();
    // two browsers, one person each: each declares for itself
    expect(passCandidate(null, ['a'], false, false)).toBeNull();
  });
});
