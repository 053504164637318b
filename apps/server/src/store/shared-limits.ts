import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { limitCounts } from '../db/schema';
import type { Limiters } from '../http/limits';

/** Rows swept (expired windows deleted) once in this many counts. */
const SWEEP_EVERY = 500;

/**
 * Limiters whose counters live in the database, so every server on one PostgreSQL counts the same uses: a person
 * who spreads sign-in guesses or expensive requests over several servers meets the same limit as on one. Windows are
 * fixed from a key's first use, timed on the server's clock (injectable for tests, as with the memory limiters).
 * A count is one upsert that starts a new window when the old one has ended, so racing servers never lose a use.
 */
export function sharedLimiters(db: Database, now: () => number): Limiters {
  let counted = 0;
  return (name, window) => {
    const span = window.windowSeconds * 1000;
    const keyOf = (key: string) => `${name}|${key}`;
    return {
      window,
      async retryAfter(key) {
        const at = now();
        const [row] = await db
          .select({ count: limitCounts.count, expires: limitCounts.expires })
          .from(limitCounts)
          .where(and(eq(limitCounts.key, keyOf(key)), gt(limitCounts.expires, at)));
        if (!row || row.count < window.limit) return 0;
        return Math.max(1, Math.ceil((Number(row.expires) - at) / 1000));
      },
      async hit(key, cost = 1) {
        const at = now();
        const ended = sql`${limitCounts.expires} <= ${at}`;
        await db
          .insert(limitCounts)
          .values({ key: keyOf(key), count: cost, since: at, expires: at + span })
          .onConflictDoUpdate({
            target: limitCounts.key,
            set: {
              count: sql`CASE WHEN ${ended} THEN ${cost}::integer ELSE ${limitCounts.count} + ${cost}::integer END`,
              since: sql`CASE WHEN ${ended} THEN ${at}::bigint ELSE ${limitCounts.since} END`,
              expires: sql`CASE WHEN ${ended} THEN ${at + span}::bigint ELSE ${limitCounts.expires} END`,
            },
          });
        if (++counted % SWEEP_EVERY === 0) await db.delete(limitCounts).where(lte(limitCounts.expires, at));
      },
      async forget(key) {
        await db.delete(limitCounts).where(eq(limitCounts.key, keyOf(key)));
      },
    };
  };
}
