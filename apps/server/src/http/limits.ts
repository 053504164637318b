import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../routes/index';

/**
 * Abuse limits: counters per client address and per account with an injectable clock, and the settings
 * every limit is read from (`ServerOptions.limits`; defaults below, documented in docs/security.md).
 */

/** At most `limit` uses (or failures) in `windowSeconds`, counted from the first one. */
export interface Window {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface SimulationBudget {
  /** Most runs × round limit one request may play, by role (the range [from, to) counts, not the whole `runs`). */
  readonly perRequest: Readonly<Record<Role, number>>;
  /** Simulation requests one caller may have queued or running at once, by role. */
  readonly concurrentPerCaller: Readonly<Record<Role, number>>;
  /** Requests waiting in the queue across all callers before new ones are refused. */
  readonly queueLength: number;
}

export interface LimitSettings {
  /** Failed sign-ins: for one user name from one address, from one address across names (spraying), for one account across addresses. */
  readonly login: { readonly perAccountAndAddress: Window; readonly perAddress: Window; readonly perAccount: Window };
  /** Self-registrations from one address (an organiser creating accounts while signed in is not counted). */
  readonly register: { readonly perAddress: Window };
  /** Expensive routes, `METHOD /api/path` as registered: each limited per address and, for signed-in callers, per account. */
  readonly routes: Readonly<Record<string, Window>>;
  readonly simulation: SimulationBudget;
  /** Password hashes computed at once (each scrypt at the OWASP cost holds 128 MiB while it runs). */
  readonly passwordHashesAtOnce: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  login: {
    perAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
    perAddress: { limit: 30, windowSeconds: 15 * 60 },
    perAccount: { limit: 50, windowSeconds: 15 * 60 },
  },
  register: { perAddress: { limit: 20, windowSeconds: 60 * 60 } },
  routes: {
    'POST /api/simulate/duel': { limit: 300, windowSeconds: 60 },
    'POST /api/simulate/duel/setup': { limit: 300, windowSeconds: 60 },
    'POST /api/simulate/matrix': { limit: 300, windowSeconds: 60 },
    'GET /api/catalog/units': { limit: 240, windowSeconds: 60 },
    'POST /api/missions/battle': { limit: 20, windowSeconds: 60 },
    'POST /api/missions/briefing': { limit: 60, windowSeconds: 60 },
    'POST /api/battles/setup': { limit: 60, windowSeconds: 60 },
    'POST /api/forces/import': { limit: 60, windowSeconds: 60 },
  },
  simulation: {
    perRequest: { organiser: 200_000, player: 100_000, spectator: 25_000 },
    concurrentPerCaller: { organiser: 4, player: 2, spectator: 1 },
    queueLength: 100,
  },
  passwordHashesAtOnce: 2,
};

/** Settings given in part (`ServerOptions.limits`) completed from the defaults; `routes` entries are merged by key. */
export type LimitOverrides = {
  readonly login?: Partial<LimitSettings['login']>;
  readonly register?: Partial<LimitSettings['register']>;
  readonly routes?: Readonly<Record<string, Window>>;
  readonly simulation?: {
    readonly perRequest?: Partial<Record<Role, number>>;
    readonly concurrentPerCaller?: Partial<Record<Role, number>>;
    readonly queueLength?: number;
  };
  readonly passwordHashesAtOnce?: number;
};

export function resolveLimits(given: LimitOverrides = {}): LimitSettings {
  const d = DEFAULT_LIMITS;
  return {
    login: { ...d.login, ...given.login },
    register: { ...d.register, ...given.register },
    routes: { ...d.routes, ...given.routes },
    simulation: {
      perRequest: { ...d.simulation.perRequest, ...given.simulation?.perRequest },
      concurrentPerCaller: { ...d.simulation.concurrentPerCaller, ...given.simulation?.concurrentPerCaller },
      queueLength: given.simulation?.queueLength ?? d.simulation.queueLength,
    },
    passwordHashesAtOnce: given.passwordHashesAtOnce ?? d.passwordHashesAtOnce,
  };
}

/**
 * Fixed-window counters by key: a key may be used `limit` times in `windowSeconds` from its first use. Memory is
 * bounded: past `maxKeys` keys, expired windows are dropped first, then the oldest.
 */
export class RateLimiter {
  private readonly entries = new Map<string, { count: number; since: number }>();

  constructor(
    readonly window: Window,
    private readonly now: () => number,
    private readonly maxKeys = 50_000,
  ) {}

  private live(key: string): { count: number; since: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.since + this.window.windowSeconds * 1000 <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Seconds until `key` may be used again; 0 when it may be used now. */
  retryAfter(key: string): number {
    const entry = this.live(key);
    if (!entry || entry.count < this.window.limit) return 0;
    return Math.max(1, Math.ceil((entry.since + this.window.windowSeconds * 1000 - this.now()) / 1000));
  }

  /** Count `cost` uses of `key`. */
  hit(key: string, cost = 1): void {
    const entry = this.live(key);
    if (entry) entry.count += cost;
    else {
      this.entries.set(key, { count: cost, since: this.now() });
      if (this.entries.size > this.maxKeys) this.evict();
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    const cutoff = this.now() - this.window.windowSeconds * 1000;
    for (const [key, entry] of this.entries) if (entry.since <= cutoff) this.entries.delete(key);
    while (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * A limiter whose counts may live outside this process: in memory for one server (PGlite, tests), in the database
 * when several servers share one PostgreSQL (`store/shared-limits.ts`), so a limit is the same whichever server a
 * request reaches. `name` keeps the counters of different limits apart.
 */
export interface Limiter {
  readonly window: Window;
  /** Seconds until `key` may be used again; 0 when it may be used now. */
  retryAfter(key: string): Promise<number>;
  /** Count `cost` uses of `key`. */
  hit(key: string, cost?: number): Promise<void>;
  forget(key: string): Promise<void>;
}

export type Limiters = (name: string, window: Window) => Limiter;

/** Limiters counting in this process's memory. */
export function memoryLimiters(now: () => number): Limiters {
  return (_name, window) => {
    const counts = new RateLimiter(window, now);
    return {
      window,
      retryAfter: async (key) => counts.retryAfter(key),
      hit: async (key, cost) => counts.hit(key, cost),
      forget: async (key) => counts.forget(key),
    };
  };
}

/** Check and count: 0 when allowed (and counted), else the seconds to wait (nothing counted). */
export async function take(limiter: Limiter, key: string, cost = 1): Promise<number> {
  const wait = await limiter.retryAfter(key);
  if (wait === 0) await limiter.hit(key, cost);
  return wait;
}

/**
 * The key for a client address: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 network, since one
 * subscriber commonly holds a whole /64 and could otherwise step through addresses.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
}

/** Answer 429 with Retry-After and the usual error shape. */
export function tooMany(reply: FastifyReply, seconds: number, error: string, message: string, details?: Record<string, unknown>): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({
      error,
      message: `${message}; try again in ${describeWait(seconds)}`,
      ...(details ? { details: { retryAfterSeconds: seconds, ...details } } : { details: { retryAfterSeconds: seconds } }),
    });
}

export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The account a request is signed in to, or null (nobody, or the local organiser of local mode). */
export function accountOf(request: FastifyRequest): string | null {
  return request.user && request.user.id !== 'local' && request.sessionToken ? request.user.id : null;
}

/**
 * onRequest hook (after the caller is identified) for the expensive routes named in `routes`: each has one
 * counter per address and one per account; 429 with Retry-After once either is used up.
 */
export function routeLimits(routes: Readonly<Record<string, Window>>, limiterFor: Limiters) {
  const limiters = new Map(Object.entries(routes).map(([route, window]) => [route, limiterFor(`route ${route}`, window)]));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const limiter = limiters.get(route);
    if (!limiter) return;
    const account = accountOf(request);
    const keys = [`address ${addressKey(request.ip)}`, ...(account ? [`account ${account}`] : [])];
    const wait = Math.max(...(await Promise.all(keys.map((k) => limiter.retryAfter(k)))));
    if (wait > 0) {
      const { limit, windowSeconds } = limiter.window;
      await tooMany(
        reply,
        wait,
        'rate-limited',
        `too many requests to ${route} (the limit is ${limit} in ${describeWait(windowSeconds)} per address and per account)`,
        { route, limit, windowSeconds },
      );
      return;
    }
    for (const k of keys) await limiter.hit(k);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's abuse limits (`ServerOptions.limits` over `DEFAULT_LIMITS`), for route modules that budget work. */
    marshalLimits: LimitSettings;
  }
}
