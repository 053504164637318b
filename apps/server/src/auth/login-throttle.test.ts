import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('refuses after the limit for that name and address until the window has passed', () => {
    let clock = 0;
    const t = new LoginThrottle(3, 60_000, () => clock);
    for (let i = 0; i < 3; i++) {
      expect(t.retryAfter('Ada', '10.0.0.1')).toBe(0);
      t.failed('Ada', '10.0.0.1');
    }
    expect(t.retryAfter('ada', '10.0.0.1')).toBe(60);
    expect(t.retryAfter('ada', '10.0.0.2')).toBe(0);
    expect(t.retryAfter('bob', '10.0.0.1')).toBe(0);
    clock = 59_001;
    expect(t.retryAfter('ada', '10.0.0.1')).toBe(1);
    clock = 60_000;
    expect(t.retryAfter('ada', '10.0.0.1')).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const t = new LoginThrottle(2, 60_000, () => 0);
    t.failed('ada', 'a');
    t.succeeded('ada', 'a');
    t.failed('ada', 'a');
    expect(t.retryAfter('ada', 'a')).toBe(0);
  });
});
