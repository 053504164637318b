import { describe, expect, it } from 'vitest';
import { memoryLimiters } from '../http/limits';
import { LoginThrottle } from './login-throttle';

const limits = (pair: number, address: number, account: number) => ({
  perAccountAndAddress: { limit: pair, windowSeconds: 60 },
  perAddress: { limit: address, windowSeconds: 60 },
  perAccount: { limit: account, windowSeconds: 60 },
});

describe('login throttle', () => {
  it('refuses after the limit for that name and address until the window has passed', async () => {
    let clock = 0;
    const t = new LoginThrottle(
      limits(3, 100, 100),
      memoryLimiters(() => clock),
    );
    for (let i = 0; i < 3; i++) {
      expect(await t.retryAfter('Ada', '10.0.0.1')).toBe(0);
      await t.failed('Ada', '10.0.0.1');
    }
    expect(await t.refusal('ada', '10.0.0.1')).toEqual({ seconds: 60, reason: 'account-and-address', limit: 3, windowSeconds: 60 });
    expect(await t.retryAfter('ada', '10.0.0.2')).toBe(0);
    expect(await t.retryAfter('bob', '10.0.0.1')).toBe(0);
    clock = 59_001;
    expect(await t.retryAfter('ada', '10.0.0.1')).toBe(1);
    clock = 60_000;
    expect(await t.retryAfter('ada', '10.0.0.1')).toBe(0);
  });

  it('forgets failures after a successful sign-in', async () => {
    const t = new LoginThrottle(
      limits(2, 100, 100),
      memoryLimiters(() => 0),
    );
    await t.failed('ada', 'a');
    await t.succeeded('ada', 'a');
    await t.failed('ada', 'a');
    expect(await t.retryAfter('ada', 'a')).toBe(0);
  });

  it('limits one address spraying one password across many names', async () => {
    let clock = 0;
    const t = new LoginThrottle(
      limits(10, 5, 100),
      memoryLimiters(() => clock),
    );
    for (let i = 0; i < 5; i++) {
      expect(await t.retryAfter(`user${i}`, '10.0.0.9')).toBe(0);
      await t.failed(`user${i}`, '10.0.0.9');
    }
    expect(await t.refusal('someone-new', '10.0.0.9')).toMatchObject({ reason: 'address', limit: 5 });
    expect(await t.retryAfter('someone-new', '10.0.0.10')).toBe(0);
    clock = 60_000;
    expect(await t.retryAfter('someone-new', '10.0.0.9')).toBe(0);
  });

  it('limits one account attacked from many addresses, but not from an address that signed in to it before', async () => {
    const t = new LoginThrottle(
      limits(10, 100, 4),
      memoryLimiters(() => 0),
    );
    await t.succeeded('ada', 'home');
    for (let i = 0; i < 4; i++) await t.failed('ada', `10.0.1.${i}`);
    expect(await t.refusal('ada', '10.0.2.1')).toMatchObject({ reason: 'account', limit: 4 });
    expect(await t.retryAfter('ada', 'home')).toBe(0);
    expect(await t.retryAfter('bob', '10.0.2.1')).toBe(0);
  });
});
