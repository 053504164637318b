import { DEFAULT_LIMITS, type LimitSettings, type Limiter, type Limiters, memoryLimiters } from '../http/limits';

/**
 * Slows password guessing with three counters of failed sign-ins, each over its own window:
 * - one user name from one address (a person mistyping, or one guesser on one account);
 * - one address across all names (password spraying: one password tried on many accounts);
 * - one account across all addresses (one account attacked from many). So that this last one cannot lock a
 *   person out of their own account, an address that has signed in to that account in the last 90 days is not
 *   held to it.
 * The counters live where the server's limiters keep them (memory, or the database shared by several servers).
 * The address is given already keyed (see `addressKey`: an IPv6 client counts by its /64).
 */
export type LoginRefusal = {
  readonly seconds: number;
  readonly reason: 'account-and-address' | 'address' | 'account';
  readonly limit: number;
  readonly windowSeconds: number;
};

/** How long an address that signed in to an account is remembered as that person's. */
const KNOWN_FOR = { limit: 1, windowSeconds: 90 * 24 * 60 * 60 };

export class LoginThrottle {
  private readonly pair: Limiter;
  private readonly address: Limiter;
  private readonly account: Limiter;
  private readonly known: Limiter;

  constructor(limits: LimitSettings['login'] = DEFAULT_LIMITS.login, limiters: Limiters = memoryLimiters(Date.now)) {
    this.pair = limiters('login name and address', limits.perAccountAndAddress);
    this.address = limiters('login address', limits.perAddress);
    this.account = limiters('login account', limits.perAccount);
    this.known = limiters('login known address', KNOWN_FOR);
  }

  private static name(username: string): string {
    return username.trim().toLowerCase();
  }

  private static pairKey(username: string, address: string): string {
    return JSON.stringify([LoginThrottle.name(username), address]);
  }

  /** Why and for how long a sign-in to `username` from `address` must wait; null when it may go ahead. */
  async refusal(username: string, address: string): Promise<LoginRefusal | null> {
    const pairKey = LoginThrottle.pairKey(username, address);
    const known = (await this.known.retryAfter(pairKey)) > 0;
    const checks: [Limiter, string, LoginRefusal['reason']][] = [
      [this.pair, pairKey, 'account-and-address'],
      [this.address, address, 'address'],
      ...(known ? [] : [[this.account, LoginThrottle.name(username), 'account'] as [Limiter, string, LoginRefusal['reason']]]),
    ];
    for (const [limiter, key, reason] of checks) {
      const seconds = await limiter.retryAfter(key);
      if (seconds > 0) return { seconds, reason, limit: limiter.window.limit, windowSeconds: limiter.window.windowSeconds };
    }
    return null;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async retryAfter(username: string, address: string): Promise<number> {
    return (await this.refusal(username, address))?.seconds ?? 0;
  }

  async failed(username: string, address: string): Promise<void> {
    await this.pair.hit(LoginThrottle.pairKey(username, address));
    await this.address.hit(address);
    await this.account.hit(LoginThrottle.name(username));
  }

  /** A right password: this name and address start afresh, and the address is known for the account from now on. */
  async succeeded(username: string, address: string): Promise<void> {
    const key = LoginThrottle.pairKey(username, address);
    await this.pair.forget(key);
    await this.known.forget(key);
    await this.known.hit(key);
  }
}
