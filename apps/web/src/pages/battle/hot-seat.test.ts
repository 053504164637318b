import { describe, expect, it } from 'vitest';
import { nextAtDevice } from './hot-seat';

describe('hot seat hand-overs', () => {
  it('keeps the device with the side holding it while that side still owes choices; otherwise the first side that owes', () => {
    expect(nextAtDevice(['a', 'b'], 'b')).toBe('b');
    expect(nextAtDevice(['a'], 'b')).toBe('a');
    expect(nextAtDevice(['a', 'b'], null)).toBe('a');
    expect(nextAtDevice([], 'a')).toBeNull();
  });
});
