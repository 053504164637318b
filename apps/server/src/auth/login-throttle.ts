/** Slows password guessing: after too many failed sign-ins for a name from one address, refuse for a while. */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private key(username: string, address: string): string {
    return `${username.trim().toLowerCase()}\u0000${address}`;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(username: string, address: string): number {
    const entry = this.failures.get(this.key(username, address));
    if (!entry || entry.count < this.limit) return 0;
    const left = entry.since + this.windowMs - this.now();
    if (left <= 0) {
      this.failures.delete(this.key(username, address));
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  failed(username: string, address: string): void {
    const key = this.key(username, address);
    const entry = this.failures.get(key);
    if (!entry || entry.since + this.windowMs <= this.now()) this.failures.set(key, { count: 1, since: this.now() });
    else entry.count++;
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }

  succeeded(username: string, address: string): void {
    this.failures.delete(this.key(username, address));
  }
}
