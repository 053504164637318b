import { networkInterfaces } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session';

/**
 * Cross-site protection (docs/adr/0019-cross-site-requests-and-abuse-limits.md):
 * - host names: in local mode the server answers only the names it serves (DNS rebinding);
 * - Origin: a state-changing request from a browser must come from the server's own origin or an allowed one;
 * - CSRF header: a state-changing request that relies on the session cookie must also carry `X-Marshal-CSRF`,
 *   a header a cross-site page cannot add without a CORS preflight the server never grants.
 * Callers that present `Authorization: Bearer` are exempt from the last two: browsers never attach it on their own.
 */

export const CSRF_HEADER = 'x-marshal-csrf';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Host names every local server answers to. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `Host` header (or an origin's host) → lower-case host name and port, with the default ports 80 and 443 dropped. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/u, '')
    .replace(/\.?:(80|443)$/u, '');
}

/** The host name of a `Host` header, without its port; IPv6 literals keep their brackets. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/u, '').replace(/\.$/u, '');
}

/** `https://Example.org:443/x` → `https://example.org`; null when it is not an http(s) origin. */
export function normaliseOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Bracket an IPv6 address as a Host header spells it. */
const asHostName = (address: string): string => (address.includes(':') && !address.startsWith('[') ? `[${address.toLowerCase()}]` : address.toLowerCase());

/**
 * The host names a server bound to `bound` serves: the loopback names, the bound address itself and, when
 * bound to every interface (0.0.0.0 or ::), each interface's address, plus the `extra` names configured.
 */
export function servedHostNames(bound: readonly string[], extra: readonly string[]): Set<string> {
  const names = new Set([...LOOPBACK_HOSTS, ...extra.map((h) => hostName(asHostName(h)))]);
  for (const address of bound) {
    if (address === '0.0.0.0' || address === '::' || address === '[::]') {
      for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) names.add(asHostName(i.address.replace(/%.*$/u, '')));
    } else names.add(hostName(asHostName(address)));
  }
  return names;
}

export interface CrossSiteOptions {
  /** 'local': host names are checked too. */
  readonly checkHosts: boolean;
  /** The names served, worked out once the server listens (see `servedHostNames`). */
  readonly hostNames: () => ReadonlySet<string>;
  /** Origins allowed besides the server's own, normalised (`https://marshal.example.org`). */
  readonly allowedOrigins: readonly string[];
}

function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ error, message });
}

/** onRequest hook: host names (local mode), then Origin and the CSRF header for state-changing requests. */
export function crossSiteGuard(options: CrossSiteOptions) {
  const allowed = new Set(options.allowedOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const host = request.headers.host ?? '';
    if (options.checkHosts) {
      const name = hostName(host);
      if (!options.hostNames().has(name)) {
        await refuse(
          reply,
          421,
          'unknown-host',
          `this Marshal server (local mode, no sign-in) does not answer to the host name "${name || '(none)'}"; open it as http://localhost or by its address, or start it with --allow-host ${name || 'NAME'}`,
        );
        return;
      }
    }
    if (!STATE_CHANGING.has(request.method)) return;
    if (/^bearer\s+\S/iu.test(request.headers.authorization ?? '')) return;

    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const from = origin !== undefined ? origin : referer !== undefined ? (normaliseOrigin(referer) ?? 'null') : null;
    if (from !== null) {
      const normal = from === 'null' ? null : normaliseOrigin(from);
      const own = normal !== null && normaliseHost(new URL(normal).host) === normaliseHost(host);
      if (!own && (normal === null || !allowed.has(normal))) {
        await refuse(
          reply,
          403,
          'cross-site',
          `a ${request.method} from the page at ${origin !== undefined ? `origin "${from}"` : `"${referer}"`} is refused: only pages served by this server${allowed.size ? ` or ${[...allowed].join(', ')}` : ''} may change things here (an operator can allow another origin with --allow-origin)`,
        );
        return;
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      await refuse(reply, 403, 'cross-site', `a cross-site ${request.method} is refused`);
      return;
    }

    if (request.cookies?.[SESSION_COOKIE] !== undefined && !request.headers[CSRF_HEADER]) {
      await refuse(
        reply,
        403,
        'csrf',
        `a ${request.method} signed in by the session cookie must carry the header X-Marshal-CSRF (the web app sends it; scripts can send "Authorization: Bearer <token>" instead)`,
      );
    }
  };
}
