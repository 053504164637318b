import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt: a random salt per password, the cost parameters stored with the hash
 * (`scrypt$N$r$p$salt$hash`, base64url), a timing-safe compare, and at most a few hashes computed at once
 * (each holds 128 × N × r bytes: 128 MiB at the OWASP cost).
 */

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** The OWASP Password Storage Cheat Sheet's scrypt setting: N = 2^17 (128 MiB), r = 8, p = 1. */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** Stored hashes asking for more than this are refused rather than computed (a damaged or planted row). */
const MAX_N = 2 ** 20;

/** A counting semaphore: at most `size` holders at once, the rest wait in arrival order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private size: number) {}

  resize(size: number): void {
    this.size = Math.max(1, size);
    while (this.active < this.size && this.waiting.length) {
      this.active++;
      this.waiting.shift()!();
    }
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Shared by every server in the process: the memory it bounds is the process's. */
export const hashing = new Semaphore(2);

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const maxmem = 128 * cost.N * cost.r * 2 + 1024 * 1024;
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, { N: cost.N, r: cost.r, p: cost.p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The cost a stored hash was made with, or null when it is not one of ours. */
export function storedCost(stored: string): ScryptCost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const whole = (n: number) => Number.isInteger(n) && n >= 1;
  if (!whole(N) || !whole(r) || !whole(p) || N < 2 || (N & (N - 1)) !== 0 || N > MAX_N || r > 32 || p > 16) return null;
  return { N, r, p };
}

/** True when a stored hash was made at a lower cost than `cost` in any parameter (or is not ours), so it should be made again. */
export function needsRehash(stored: string, cost: ScryptCost = OWASP_SCRYPT): boolean {
  const had = storedCost(stored);
  return !had || had.N < cost.N || had.r < cost.r || had.p < cost.p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = storedCost(stored);
  if (!cost) return false;
  const [, , , , salt, hash] = stored.split('$') as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
