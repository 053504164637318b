import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MarshalError } from '@marshal/core';
import { ROLES, type Accounts, type User } from '../auth/accounts';
import { LoginThrottle } from '../auth/login-throttle';
import { LOCAL_USER, SESSION_COOKIE, requireRole, type ServerMode } from '../auth/session';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import { addressKey, describeWait, take, tooMany, type LimitSettings, type Limiters } from '../http/limits';
import type { Role } from './index';

/**
 * Accounts: the first account becomes the organiser; afterwards anyone may register as a player or
 * spectator, and only an organiser may create organisers or change roles.
 */

const roleSchema = z.enum(ROLES as [Role, ...Role[]]);
const registerBody = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
  password: z.string().min(8).max(200),
  displayName: z.string().trim().min(1).max(80).optional(),
  role: roleSchema.optional(),
});
const loginBody = z.object({ username: z.string().min(1).max(40), password: z.string().min(1).max(200) });
const roleBody = z.object({ role: roleSchema });
const passwordBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword: z.string().min(8).max(200) });

const userSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, username: { type: 'string' }, displayName: { type: 'string' }, role: { type: 'string', enum: ROLES } },
  required: ['id', 'username', 'displayName', 'role'],
} as const;
const sessionSchema = {
  type: 'object',
  properties: { user: userSchema, token: { type: 'string' }, expiresAt: { type: 'string' } },
  required: ['user', 'token'],
} as const;
const tags = ['auth'];

export async function authRoutes(
  app: FastifyInstance,
  deps: { accounts: Accounts; mode: ServerMode; limits: LimitSettings; limiters: Limiters },
): Promise<void> {
  const { accounts } = deps;
  const throttle = new LoginThrottle(deps.limits.login, deps.limiters);
  const registrations = deps.limiters('registrations', deps.limits.register.perAddress);

  const openSession = async (reply: FastifyReply, user: User) => {
    const { token, expiresAt } = await accounts.startSession(user.id);
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', expires: expiresAt, secure: 'auto' });
    return { user, token, expiresAt: expiresAt.toISOString() };
  };

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account (the first becomes organiser) and sign in',
        body: jsonSchema(registerBody),
        response: { 201: sessionSchema, 403: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const body = registerBody.parse(request.body);
      const signedIn = request.user !== null && request.user.id !== LOCAL_USER.id;
      const creatingForOther = signedIn && request.user?.role === 'organiser';
      const allowOrganiser = creatingForOther || (deps.mode === 'local' && !signedIn);
      if (!creatingForOther) {
        const wait = await take(registrations, addressKey(request.ip));
        if (wait > 0) {
          const { limit, windowSeconds } = registrations.window;
          return tooMany(
            reply,
            wait,
            'too-many-registrations',
            `too many accounts registered from your address (at most ${limit} in ${describeWait(windowSeconds)})`,
            { limit, windowSeconds },
          );
        }
      }
      try {
        const user = await accounts.register(body, { allowOrganiser });
        if (creatingForOther) return reply.code(201).send({ user, token: '', expiresAt: '' });
        return reply.code(201).send(await openSession(reply, user));
      } catch (e) {
        if (e instanceof MarshalError && e.code === 'username-taken') return reply.code(409).send({ error: e.code, message: e.message });
        if (e instanceof MarshalError && e.code === 'forbidden') return reply.code(403).send({ error: e.code, message: e.message });
        throw e;
      }
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; sets an HttpOnly cookie and returns a bearer token',
        body: jsonSchema(loginBody),
        response: { 200: sessionSchema, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const body = loginBody.parse(request.body);
      const address = addressKey(request.ip);
      const refused = await throttle.refusal(body.username, address);
      if (refused) {
        const { seconds, reason, limit, windowSeconds } = refused;
        const what = { 'account-and-address': 'for this user name from your address', address: 'from your address', account: 'for this account' }[reason];
        return tooMany(reply, seconds, 'too-many-attempts', `too many failed sign-ins ${what} (at most ${limit} in ${describeWait(windowSeconds)})`, {
          reason,
          limit,
          windowSeconds,
        });
      }
      const user = await accounts.authenticate(body.username, body.password);
      if (!user) {
        await throttle.failed(body.username, address);
        return reply.code(401).send({ error: 'bad-credentials', message: 'that user name and password do not match' });
      }
      await throttle.succeeded(body.username, address);
      return openSession(reply, user);
    },
  );

  app.post('/auth/logout', { schema: { tags, summary: 'End the current session', response: { 200: anyObject } } }, async (request, reply) => {
    if (request.sessionToken) await accounts.endSession(request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The caller (in local mode without a session: the local organiser)',
        response: {
          200: {
            type: 'object',
            properties: { user: userSchema, mode: { type: 'string' }, signedIn: { type: 'boolean' } },
            required: ['user', 'mode', 'signedIn'],
          },
          401: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.code(401).send({ error: 'unauthenticated', message: 'sign in first' });
      return { user: request.user, mode: deps.mode, signedIn: request.sessionToken !== null && request.user.id !== 'local' };
    },
  );

  app.put(
    '/auth/password',
    {
      preHandler: requireRole('organiser', 'player', 'spectator'),
      schema: {
        tags,
        summary: 'Change your password (ends your other sessions)',
        body: jsonSchema(passwordBody),
        response: { 200: anyObject, 400: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const body = passwordBody.parse(request.body);
      if (!request.user || request.user.id === LOCAL_USER.id)
        return reply.code(400).send({ error: 'no-account', message: 'sign in to an account first; the local organiser has no password' });
      const ok = await accounts.changePassword(request.user.id, body.currentPassword, body.newPassword, request.sessionToken);
      if (!ok) return reply.code(403).send({ error: 'bad-credentials', message: 'the current password is not right' });
      return { ok: true };
    },
  );

  app.get(
    '/auth/users',
    { preHandler: requireRole('organiser'), schema: { tags, summary: 'List accounts (organiser)', response: { 200: { type: 'array', items: userSchema } } } },
    async () => accounts.list(),
  );

  app.put(
    '/auth/users/:id/role',
    {
      preHandler: requireRole('organiser'),
      schema: {
        tags,
        summary: "Change an account's role (organiser)",
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        body: jsonSchema(roleBody),
        response: { 200: userSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const user = await accounts.setRole(id, roleBody.parse(request.body).role);
      return user ?? reply.code(404).send({ error: 'not-found', message: `no user ${id}` });
    },
  );
}
