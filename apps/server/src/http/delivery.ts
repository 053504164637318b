import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';

/**
 * Response compression for everything the server sends (API JSON, the OpenAPI document, index.html): brotli or gzip as the
 * browser accepts, for bodies of 1 KiB and more. Brotli at quality 5 keeps the per-request cost low; the web build's
 * assets are compressed once at build time instead (see `webCaching`). Register before the routes and @fastify/static.
 *
 * No route streams: the long poll (GET /api/streams/:id/wait) answers once with a small JSON body when the record moves or
 * the wait ends, so compressing it delays nothing. Request bodies are never decompressed (a compressed upload could
 * expand past the body limit), so clients send plain JSON.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/** Vite's hashed file names under /assets/: a name never changes content, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon): always revalidated (ETag), so a new build shows at the next load. */
export const REVALIDATE = 'no-cache';

/** @fastify/static options for the web build: precompressed .br/.gz siblings and the cache policy above. */
export function webCaching(root: string) {
  const assets = `${root}/assets/`.replace(/\\/g, '/');
  return {
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply: FastifyReply, path: string) {
      reply.header('cache-control', path.replace(/\\/g, '/').startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  };
}

/**
 * Revalidation for a view that changes only with its record: the ETag names everything the answer depends on (the
 * stream's version and, for example, the caller's seats or the clock), so a page that polls gets 304 and no body while
 * nothing moved, and the server neither builds, serialises nor compresses the view again. Private: views may differ by
 * caller. Returns true when the answer is 304 (already sent); otherwise the ETag is set on the reply.
 */
export function answeredUnchanged(request: FastifyRequest, reply: FastifyReply, dependsOn: readonly unknown[]): boolean {
  const tag = `"${createHash('sha256').update(JSON.stringify(dependsOn)).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', tag);
  const sent = request.headers['if-none-match'];
  if (!sent || !sent.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) return false;
  void reply.code(304).send();
  return true;
}
