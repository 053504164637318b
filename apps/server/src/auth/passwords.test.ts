import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, Semaphore, hashPassword, needsRehash, storedCost, verifyPassword } from './passwords';

const cheap = { N: 2 ** 12, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes at the OWASP scrypt cost by default (N = 2^17, r = 8, p = 1), the parameters stored with the hash', { timeout: 60_000 }, async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const a = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/u);
    expect(storedCost(a)).toEqual(OWASP_SCRYPT);
    expect(needsRehash(a)).toBe(false);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
  });

  it('salts each hash and verifies only the right password, at the cost stored with it', async () => {
    const a = await hashPassword('correct horse battery', cheap);
    const b = await hashPassword('correct horse battery', cheap);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$4096\$8\$1\$[\w-]+\$[\w-]+$/u);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('says a hash needs making again when any stored parameter is below the wanted cost', () => {
    const salt = 'c2FsdHNhbHRzYWx0c2FsdA';
    const key = 'a2V5a2V5a2V5a2V5a2V5a2V5';
    expect(needsRehash(`scrypt$16384$8$1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`scrypt$131072$8$1$${salt}$${key}`)).toBe(false);
    expect(needsRehash(`scrypt$131072$4$1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`scrypt$262144$8$1$${salt}$${key}`)).toBe(false);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
    // Damaged or planted rows are not computed: N not a power of two, or absurdly large.
    expect(storedCost(`scrypt$1000$8$1$${salt}$${key}`)).toBeNull();
    expect(storedCost(`scrypt$${2 ** 24}$8$1$${salt}$${key}`)).toBeNull();
  });

  it("computes at most the semaphore's number of hashes at once", async () => {
    const gate = new Semaphore(2);
    let active = 0;
    let most = 0;
    const task = async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
    };
    await Promise.all(Array.from({ length: 7 }, () => gate.run(task)));
    expect(most).toBe(2);
  });
});
