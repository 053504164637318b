import { describe, expect, it } from 'vitest';
import { stepForKey } from './replay-controls';

describe('replay keys', () => {
  it('step with the arrows without leaving the record, jump with Home and End, and ignore other keys', () => {
    expect(stepForKey('ArrowRight', 3, 10)).toBe(4);
    expect(stepForKey('ArrowRight', 10, 10)).toBe(10);
    expect(stepForKey('ArrowLeft', 0, 10)).toBe(0);
    expect(stepForKey('ArrowLeft', 3, 10)).toBe(2);
    expect(stepForKey('Home', 7, 10)).toBe(0);
    expect(stepForKey('End', 2, 10)).toBe(10);
    expect(stepForKey('a', 2, 10)).toBeNull();
  });
});
