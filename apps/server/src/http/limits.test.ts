import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, RateLimiter, addressKey, memoryLimiters, resolveLimits, take } from './limits';
import { fieldPath, findNul, jsonDepth } from './inputs';
import { networkInterfaces } from 'node:os';
import { hostName, normaliseHost, normaliseOrigin, servedHostNames } from './origin';

describe('rate limiter', () => {
  it('allows the limit within the window from the first use, then asks to wait until it ends', async () => {
    let clock = 1_000;
    const limiter = memoryLimiters(() => clock)('test', { limit: 2, windowSeconds: 10 });
    expect(await take(limiter, 'a')).toBe(0);
    clock += 4_000;
    expect(await take(limiter, 'a')).toBe(0);
    expect(await take(limiter, 'a')).toBe(6);
    expect(await take(limiter, 'b')).toBe(0);
    clock += 5_500;
    expect(await limiter.retryAfter('a')).toBe(1);
    clock += 500;
    expect(await take(limiter, 'a')).toBe(0);
  });

  it('counts costs and keeps its memory bounded', () => {
    let clock = 0;
    const limiter = new RateLimiter({ limit: 10, windowSeconds: 1 }, () => clock, 3);
    limiter.hit('a', 10);
    expect(limiter.retryAfter('a')).toBe(1);
    for (const k of ['b', 'c', 'd', 'e']) limiter.hit(k);
    expect(limiter.size).toBe(3);
    clock = 5_000;
    limiter.hit('f');
    expect(limiter.size).toBe(1);
  });

  it('keys IPv4 addresses as they are and IPv6 ones by their /64', () => {
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('completes partial settings from the defaults', () => {
    const limits = resolveLimits({
      login: { perAddress: { limit: 1, windowSeconds: 1 } },
      simulation: { perRequest: { spectator: 5 } },
      routes: { 'GET /api/x': { limit: 1, windowSeconds: 1 } },
    });
    expect(limits.login.perAccount).toEqual(DEFAULT_LIMITS.login.perAccount);
    expect(limits.login.perAddress).toEqual({ limit: 1, windowSeconds: 1 });
    expect(limits.simulation.perRequest).toEqual({ ...DEFAULT_LIMITS.simulation.perRequest, spectator: 5 });
    expect(Object.keys(limits.routes)).toContain('POST /api/simulate/duel');
    expect(Object.keys(limits.routes)).toContain('GET /api/x');
  });
});

describe('input checks', () => {
  it('measures JSON depth without recursion, ignoring brackets in strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}').depth).toBe(4);
    expect(jsonDepth('{"a":"[[[[\\"[["}').depth).toBe(1);
    expect(jsonDepth('['.repeat(1_000_000), 64)).toEqual({ depth: 65, tooDeepAt: 64 });
  });

  it('finds the first NUL in strings and keys, naming its path', () => {
    expect(findNul({ a: [1, 'x', { b: 'y\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findNul({ a: ['ok'] })).toBeNull();
    expect(fieldPath(['units', 3, 'name'])).toBe('units[3].name');
    expect(fieldPath(['odd key', 0])).toBe('["odd key"][0]');
  });
});

describe('host and origin names', () => {
  it('normalises hosts and origins for comparison', () => {
    expect(normaliseHost('LocalHost:80')).toBe('localhost');
    expect(normaliseHost('example.org:443')).toBe('example.org');
    expect(normaliseHost('example.org:8080')).toBe('example.org:8080');
    expect(hostName('[::1]:8080')).toBe('[::1]');
    expect(hostName('Marshal.LAN.:8080')).toBe('marshal.lan');
    expect(normaliseOrigin('https://Example.org:443/path')).toBe('https://example.org');
    expect(normaliseOrigin('file:///etc/passwd')).toBeNull();
    expect(normaliseOrigin('null')).toBeNull();
  });

  it('serves the loopback names, the bound address (each interface when bound to all) and the configured names', () => {
    const bound = servedHostNames(['192.168.1.5'], ['Marshal.LAN', '::1']);
    expect([...bound].sort()).toEqual(['127.0.0.1', '192.168.1.5', '[::1]', 'localhost', 'marshal.lan']);
    const all = servedHostNames(['0.0.0.0'], []);
    const v4 = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4');
    if (v4) expect(all.has(v4.address)).toBe(true);
    expect(all.has('0.0.0.0')).toBe(false);
  });
});
