import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpeningDatabase } from '../db/connect';

/** How long an API request that needs the database waits for it while the server starts, before a 503. */
export const STARTUP_WAIT_MS = 20_000;
/** Seconds a client is asked to wait before retrying a request answered 503 while the server starts. */
export const STARTUP_RETRY_AFTER_S = 3;

/** API paths answered while the database is still being opened: health (it says so) and the docs. */
const ANSWERED_WHILE_OPENING = /^\/api\/(?:health|docs|openapi\.json)(?:[/?]|$)/;

/** True for requests answered at once during start-up, before the database is open (no session is looked up for them). */
export function answeredWhileOpening(url: string): boolean {
  return !url.startsWith('/api/') || ANSWERED_WHILE_OPENING.test(url);
}

/**
 * Hold API requests until the database is open (`startup: 'listen-first'`): each waits up to `waitMs` for it, then is
 * answered 503 `starting` with `Retry-After`, saying why; a database that could not be opened is named in the 503.
 * Pages, health and the docs are answered at once.
 */
export function holdUntilOpen(opening: OpeningDatabase, waitMs: number = STARTUP_WAIT_MS) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (opening.isOpen() || answeredWhileOpening(request.url)) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waiting'>((done) => {
      timer = setTimeout(() => done('waiting'), waitMs);
      timer.unref();
    });
    const outcome = await Promise.race([
      opening.opened.then(
        () => 'open' as const,
        (e: unknown) => e as Error,
      ),
      waited,
    ]);
    clearTimeout(timer);
    if (outcome === 'open') return;
    const message =
      outcome === 'waiting'
        ? 'the server has just started and is still opening its database (a new data directory is created and migrated once); try again in a few seconds'
        : `the server could not open its database: ${outcome.message}`;
    await reply.code(503).header('retry-after', String(STARTUP_RETRY_AFTER_S)).send({ error: 'starting', message });
  };
}
