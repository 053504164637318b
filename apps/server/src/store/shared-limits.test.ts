import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../auth/login-throttle';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { limitCounts } from '../db/schema';
import { take } from '../http/limits';
import { dropSchema } from '../testing';
import { sharedLimiters } from './shared-limits';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('abuse limits shared by servers on one PostgreSQL', () => {
  const schema = `marshal_limits_${randomBytes(5).toString('hex')}`;
  let one: OpenDatabase;
  let two: OpenDatabase;
  let clock = 1_000_000;
  beforeAll(async () => {
    one = await openDatabase({ url: url!, schema });
    two = await openDatabase({ url: url!, schema });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await dropSchema(url!, schema);
  });

  it('counts uses made on either server against one window, and starts afresh when it ends', async () => {
    const window = { limit: 3, windowSeconds: 10 };
    const a = sharedLimiters(one.db, () => clock)('route POST /api/x', window);
    const b = sharedLimiters(two.db, () => clock)('route POST /api/x', window);
    const other = sharedLimiters(two.db, () => clock)('route POST /api/y', window);
    expect(await take(a, 'address 10.0.0.1')).toBe(0);
    expect(await take(b, 'address 10.0.0.1')).toBe(0);
    clock += 4_000;
    expect(await take(a, 'address 10.0.0.1')).toBe(0);
    expect(await take(b, 'address 10.0.0.1'), 'the fourth use, on the second server, waits for the first use’s window').toBe(6);
    expect(await take(other, 'address 10.0.0.1'), 'another limit counts apart').toBe(0);
    expect(await take(b, 'address 10.0.0.2')).toBe(0);
    clock += 6_000;
    expect(await take(a, 'address 10.0.0.1')).toBe(0);
    expect(await b.retryAfter('address 10.0.0.1')).toBe(0);
  });

  it('loses no use when many are counted at once', async () => {
    const limiters = [sharedLimiters(one.db, () => clock), sharedLimiters(two.db, () => clock)];
    const window = { limit: 1000, windowSeconds: 60 };
    await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2]!('burst', window).hit('k')));
    expect(await countOf(one, 'burst|k')).toBe(40);
  });

  it('refuses a guesser who spreads failed sign-ins over two servers', async () => {
    const limits = {
      perAccountAndAddress: { limit: 4, windowSeconds: 900 },
      perAddress: { limit: 100, windowSeconds: 900 },
      perAccount: { limit: 100, windowSeconds: 900 },
    };
    const first = new LoginThrottle(
      limits,
      sharedLimiters(one.db, () => clock),
    );
    const second = new LoginThrottle(
      limits,
      sharedLimiters(two.db, () => clock),
    );
    for (let i = 0; i < 2; i++) {
      await first.failed('ada', '10.0.0.7');
      await second.failed('ada', '10.0.0.7');
    }
    expect(await first.refusal('ada', '10.0.0.7')).toMatchObject({ reason: 'account-and-address', limit: 4 });
    expect(await second.refusal('Ada', '10.0.0.7')).toMatchObject({ reason: 'account-and-address', seconds: 900 });
    await first.succeeded('ada', '10.0.0.7');
    expect(await second.refusal('ada', '10.0.0.7'), 'a right password on one server clears the count on both').toBeNull();
  });
});

async function countOf(db: OpenDatabase, key: string): Promise<number> {
  const [row] = await db.db.select({ count: limitCounts.count }).from(limitCounts).where(eq(limitCounts.key, key));
  return row?.count ?? 0;
}
