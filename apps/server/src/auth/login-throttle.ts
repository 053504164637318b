import { DEFAULT_LIMITS, RateLimiter, type LimitSettings } from '../http/limits';

/**
 * Slows password guessing with three counters of failed sign-ins, each over its own window:
 * - one user name from one address (a person mistyping, or one guesser on one account);
 * - one address across all names (password spraying: one password tried on many accounts);
 * - one account across all addresses (one account attacked from many). So that this last one cannot lock a
 *   person out of their own account, an address that has signed in to that account before (remembered in
 *   memory, the most recent 20,000 pairs) is not held to it.
 * The address is given already keyed (see `addressKey`: an IPv6 client counts by its /64).
 */
export type LoginRefusal = {
  readonly seconds: number;
  readonly reason: 'account-and-address' | 'address' | 'account';
  readonly limit: number;
  readonly windowSeconds: number;
};

export class LoginThrottle {
  private readonly pair: RateLimiter;
  private readonly address: RateLimiter;
  private readonly account: RateLimiter;
  private readonly known = new Map<string, true>();

  constructor(limits: LimitSettings['login'] = DEFAULT_LIMITS.login, now: () => number = Date.now) {
    this.pair = new RateLimiter(limits.perAccountAndAddress, now);
    this.address = new RateLimiter(limits.perAddress, now);
    this.account = new RateLimiter(limits.perAccount, now);
  }

  private static name(username: string): string {
    return username.trim().toLowerCase();
  }

  private static pairKey(username: string, address: string): string {
    return `${LoginThrottle.name(username)}\u0000${address}`;
  }

  /** Why and for how long a sign-in to `username` from `address` must wait; null when it may go ahead. */
  refusal(username: string, address: string): LoginRefusal | null {
    const pairKey = LoginThrottle.pairKey(username, address);
    const checks: [RateLimiter, string, LoginRefusal['reason']][] = [
      [this.pair, pairKey, 'account-and-address'],
      [this.address, address, 'address'],
      ...(this.known.has(pairKey) ? [] : [[this.account, LoginThrottle.name(username), 'account'] as [RateLimiter, string, LoginRefusal['reason']]]),
    ];
    for (const [limiter, key, reason] of checks) {
      const seconds = limiter.retryAfter(key);
      if (seconds > 0) return { seconds, reason, limit: limiter.window.limit, windowSeconds: limiter.window.windowSeconds };
    }
    return null;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(username: string, address: string): number {
    return this.refusal(username, address)?.seconds ?? 0;
  }

  failed(username: string, address: string): void {
    this.pair.hit(LoginThrottle.pairKey(username, address));
    this.address.hit(address);
    this.account.hit(LoginThrottle.name(username));
  }

  /** A right password: this name and address start afresh, and the address is known for the account from now on. */
  succeeded(username: string, address: string): void {
    const key = LoginThrottle.pairKey(username, address);
    this.pair.forget(key);
    this.known.delete(key);
    this.known.set(key, true);
    if (this.known.size > 20_000) this.known.delete(this.known.keys().next().value!);
  }
}
