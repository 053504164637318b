import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Role } from '../routes/index';
import type { Accounts, User } from './accounts';

/** Who is calling: the session user, the local organiser (local mode, no session) or nobody. */

export const SESSION_COOKIE = 'marshal_session';

export const LOCAL_USER: User = { id: 'local', username: 'local', displayName: 'Local organiser', role: 'organiser' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller; null in shared mode without a session. In local mode without a session, the local organiser. */
    user: User | null;
    /** The session token the caller presented, if any. */
    sessionToken: string | null;
  }
}

export type ServerMode = 'local' | 'shared';

export function sessionToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/** onRequest hook: attach the caller to the request. */
export function identify(accounts: Accounts, mode: ServerMode) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = sessionToken(request);
    request.sessionToken = token;
    const user = token ? await accounts.userForToken(token) : null;
    request.user = user ?? (mode === 'local' ? LOCAL_USER : null);
  };
}

/** The role guard route modules use: 401 without a caller, 403 with the wrong role. */
export function requireRole(...roles: Role[]): preHandlerHookHandler {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.code(401).send({ error: 'unauthenticated', message: 'sign in first' });
    if (roles.length && !roles.includes(request.user.role))
      return reply.code(403).send({ error: 'forbidden', message: `this needs the role ${roles.join(' or ')}; you are ${request.user.role}` });
  };
  return Object.assign(guard, { roles });
}

/** The roles a route's guard admits, or null when the route has no role guard. */
export function guardedRoles(preHandler: unknown): readonly Role[] | null {
  const guard = [preHandler].flat().find((h) => typeof h === 'function' && Array.isArray((h as { roles?: unknown }).roles));
  return guard ? (guard as { roles: Role[] }).roles : null;
}
