import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENGINE_VERSION, MarshalError } from '@marshal/core';
import { Accounts } from './auth/accounts';
import { hashing, type ScryptCost } from './auth/passwords';
import { guardedRoles, identify, requireRole, type ServerMode } from './auth/session';
import { catalogLoading, catalogReady } from '@marshal/loaders';
import { alreadyOpen, openDatabase, openDatabaseInBackground, type DatabaseOptions, type OpenDatabase, type OpeningDatabase } from './db/connect';
import { type DemoSeeder, demoSeeders, runDemoSeeders } from './demo/index';
import { BackgroundDemo, type DemoProgress } from './demo/background';
import { installCompression, webCaching } from './http/delivery';
import { installErrorHandler } from './http/errors';
import { installStrictValidation } from './http/validation';
import { answeredWhileOpening, holdUntilOpen } from './http/starting';
import { DEFAULT_BODY_LIMIT, checkParamsAndQuery, installBodyParsing } from './http/inputs';
import { memoryLimiters, resolveLimits, routeLimits, type LimitOverrides } from './http/limits';
import { sharedLimiters } from './store/shared-limits';
import { crossSiteGuard, normaliseOrigin, servedHostNames } from './http/origin';
import { authRoutes } from './routes/auth';
import { gamesRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { routeModules, type ServerContext } from './routes/index';
import { streamRoutes } from './routes/streams';
import { WRITE_ROUTES, isWriteMethod } from './routes/effects';
import { DrizzleRecordStore } from './store/drizzle-store';
import { ForceStore } from './store/force-store';
import { WatchedStore } from './store/watched-store';
import type { RecordStore } from './store/types';

export interface ServerOptions {
  /** `url` → PostgreSQL; otherwise PGlite in `dataDir` (default `./.marshal/` or `MARSHAL_DATA_DIR`). */
  readonly database?: DatabaseOptions;
  /** Directory of the built web app (apps/web/dist), served with an SPA fallback to index.html. */
  readonly webRoot?: string;
  /** 'local' (default): callers without a session act as the local organiser. 'shared': sign-in required. */
  readonly mode?: ServerMode;
  /**
   * Seed demo content (idempotent). `true`: before `createServer` returns (tests). 'background': once the server
   * listens, so it answers at once; `/api/health` reports the progress and `demoSeeded` settles when it ends.
   */
  readonly demo?: boolean | 'background';
  /** The demo content's seeders (default: every area's, `demo/index.ts`); tests pass slow or gated ones. */
  readonly demoSeeders?: readonly DemoSeeder[];
  readonly logger?: boolean;
  /** The wall clock for phase deadlines (default: the system clock); tests pass their own. */
  readonly now?: () => Date;
  /**
   * 'background': start reading the unit catalog as soon as the server listens; API requests that arrive before it is
   * ready wait for that same load. 'on-demand' (default, used by tests): the first request that needs it loads it.
   */
  readonly catalog?: 'background' | 'on-demand';
  /**
   * 'listen-first' (`marshal serve`): the embedded PGlite database is opened (on a new data directory: initdb, then
   * the migrations) once the server listens, so it listens at once: `/api/health` answers with
   * `ready: false` and pages are served while it opens; other API requests wait for it (up to `startupWaitMs`, then
   * 503 `starting` with Retry-After). 'ready' (default): the database is open before `createServer` returns.
   * PostgreSQL is always opened first.
   */
  readonly startup?: 'ready' | 'listen-first';
  /** With `startup: 'listen-first'`: how long an API request waits for the database before a 503 (default 20 s). */
  readonly startupWaitMs?: number;
  /**
   * Origins besides the server's own whose pages may send state-changing requests (POST, PUT, PATCH, DELETE),
   * e.g. `https://marshal.example.org` behind a proxy that rewrites the Host header. CLI: `--allow-origin`.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * Host names a local-mode server answers to besides localhost, 127.0.0.1, [::1] and the address it listens on
   * (every interface's address when bound to 0.0.0.0 or ::). In shared mode, when given, the only names answered
   * besides those. CLI: `--allow-host` (and `--host`).
   */
  readonly allowedHosts?: readonly string[];
  /** Take the client address from X-Forwarded-For (Fastify's `trustProxy`: true, or comma-separated addresses/CIDRs of the proxies). CLI: `--trust-proxy`. */
  readonly trustProxy?: boolean | string;
  /** Largest request body in bytes (default 1 MiB); larger → 413. */
  readonly bodyLimit?: number;
  /** Abuse limits over `DEFAULT_LIMITS` (apps/server/src/http/limits.ts; see docs/security.md). Counted on the `now` clock. */
  readonly limits?: LimitOverrides;
  /** The scrypt cost for new password hashes (default OWASP's N=2^17, r=8, p=1). Test servers use a cheaper one. */
  readonly passwordCost?: ScryptCost;
  /**
   * A port already open (`marshal serve` opens it before loading this code and answers health and pages meanwhile;
   * apps/cli/src/lib/front-door.ts): the server answers on it from the end of `createServer` (`adopt`), and what it
   * does once listening (host names, the catalog, the database and the demo) starts then; `app.listen` is not called.
   * The caller closes that port.
   */
  readonly listeningOn?: ListeningPort;
}

/** A listening HTTP server whose requests go to `adopt`'s handler once the Marshal server is built. */
export interface ListeningPort {
  readonly server: Server;
  adopt(handler: (request: IncomingMessage, response: ServerResponse) => void): void;
}

export interface MarshalServer {
  readonly app: FastifyInstance;
  readonly store: RecordStore;
  readonly database: OpenDatabase;
  /** API routes registered without a JSON schema (they would be missing from /api/docs); should be empty. */
  readonly routesWithoutSchema: readonly string[];
  /** API routes without a `requireRole` guard, apart from health, docs, sign-in and routes declared `config: { public: true }`. */
  readonly routesWithoutRoleCheck: readonly string[];
  /** State-changing API routes missing from the effects table (routes/effects.ts); should be empty. */
  readonly routesWithoutEffect: readonly string[];
  /** Settles when the database is open and migrated (at once unless `startup: 'listen-first'`); rejects when it cannot be. */
  databaseOpened(): Promise<void>;
  /** Settles when background demo seeding ends (at once when there is none). */
  demoSeeded(): Promise<void>;
  /** Where background demo seeding stands. */
  demoStatus(): DemoProgress;
  close(): Promise<void>;
}

/** Build the Marshal HTTP server: database and migrations, auth, OpenAPI docs, the API and the web app. */
export async function createServer(options: ServerOptions = {}): Promise<MarshalServer> {
  let listening!: () => void;
  const listened = new Promise<void>((done) => (listening = done));
  const opening = await openingDatabase(options, listened);
  const { database } = opening;
  const announceIn = database.changes.shared ? database.schemaName : undefined;
  const store = new WatchedStore(new DrizzleRecordStore(database.db, undefined, announceIn), database.changes);
  const accounts = new Accounts(database.db, options.passwordCost);
  const mode = options.mode ?? 'local';
  const limits = resolveLimits(options.limits);
  hashing.resize(limits.passwordHashesAtOnce);
  const now = options.now ?? (() => new Date());
  const millis = () => now().getTime();
  // Several servers may share a PostgreSQL database: their abuse limits count in it. PGlite has one server.
  const limiters = database.changes.shared ? sharedLimiters(database.db, millis) : memoryLimiters(millis);
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const port = options.listeningOn;
  const app = Fastify({
    ...(port ? { serverFactory: (h: typeof handler & {}) => ((handler = h), port.server) } : {}),
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Longer than MAX_PARAM_LENGTH, so an over-long id gets checkParamsAndQuery's 400 naming it rather than the router's bare 414.
    routerOptions: { maxParamLength: 1000 },
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });
  const { routesWithoutSchema, routesWithoutRoleCheck, routesWithoutEffect } = auditRoutes(app);
  const seeders = options.demoSeeders ?? demoSeeders;
  const demo = new BackgroundDemo(seeders);
  let demoSeeded: Promise<void> = Promise.resolve();
  try {
    const allowedOrigins = (options.allowedOrigins ?? []).map((o) => {
      const origin = normaliseOrigin(o);
      if (!origin) throw new MarshalError('bad-origin', `"${o}" is not an origin such as https://marshal.example.org`, { field: 'allowedOrigins' });
      return origin;
    });
    const allowedHosts = options.allowedHosts ?? [];
    let hostNames = servedHostNames([], allowedHosts);
    // What starts once the server listens (Fastify's onListen, or at the end here on a port already open).
    const atListen: (() => void)[] = [];
    atListen.push(() => {
      hostNames = servedHostNames(
        app.addresses().map((a) => (typeof a === 'string' ? a : a.address)),
        allowedHosts,
      );
    }, listening);
    if (!port) app.addHook('onListen', async () => atListen.forEach((start) => start()));
    app.decorate('marshalLimits', limits);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    installBodyParsing(app);
    await app.register(cookie);
    await installCompression(app);
    await registerDocs(app);
    installErrorHandler(app, options.bodyLimit ?? DEFAULT_BODY_LIMIT);
    app.addHook('onRequest', crossSiteGuard({ checkHosts: mode === 'local' || allowedHosts.length > 0, hostNames: () => hostNames, allowedOrigins }));
    installStrictValidation(app);
    const who = identify(accounts, mode);
    if (!opening.isOpen()) app.addHook('onRequest', holdUntilOpen(opening, options.startupWaitMs));
    app.addHook('onRequest', async (request) => {
      if (opening.isOpen() || !answeredWhileOpening(request.url)) await who(request);
    });
    app.addHook('onRequest', routeLimits(limits.routes, limiters));
    app.addHook('preValidation', checkParamsAndQuery);
    app.addHook('preClose', async () => store.stopWaiting());
    if (options.catalog === 'background') startCatalogOnListen(app, atListen);
    if (options.demo === 'background')
      atListen.push(() => {
        const seed = () => demo.start({ store }, (message) => app.log.error(message));
        demoSeeded = opening.opened.then(seed, () => undefined);
      });
    const ctx = { store, requireRole, now, forces: new ForceStore(database.db) } satisfies ServerContext;
    await app.register(
      async (api) => {
        await api.register(async (s) => healthRoutes(s, { opening, mode, demo: () => demo.status }));
        await api.register(async (s) => authRoutes(s, { accounts, mode, limits, limiters }));
        await api.register(async (s) => gamesRoutes(s, ctx));
        await api.register(async (s) => streamRoutes(s, ctx));
        for (const module of routeModules) await api.register(async (s) => module(s, ctx));
      },
      { prefix: '/api' },
    );
    await serveWeb(app, options.webRoot);
    await app.ready();
    if (port && handler) {
      port.adopt(handler);
      atListen.forEach((start) => start());
    }
    if (options.demo === true) await opening.opened.then(() => runDemoSeeders(seeders, { store }));
    if (routesWithoutSchema.length) app.log.warn(`routes without a JSON schema: ${routesWithoutSchema.join(', ')}`);
    if (routesWithoutRoleCheck.length) app.log.warn(`routes without a role check: ${routesWithoutRoleCheck.join(', ')}`);
    if (routesWithoutEffect.length) app.log.warn(`write routes missing from routes/effects.ts: ${routesWithoutEffect.join(', ')}`);
  } catch (e) {
    await app.close().catch(() => undefined);
    await database.close();
    throw e;
  }
  return {
    app,
    store,
    database,
    routesWithoutSchema,
    routesWithoutRoleCheck,
    routesWithoutEffect,
    databaseOpened: () => opening.opened,
    demoSeeded: () => demoSeeded,
    demoStatus: () => demo.status,
    async close() {
      await demo.stop();
      await app.close();
      await database.close();
    },
  };
}

/** The database as `startup` asks: open before the server is built, or opened in the background once it listens (PGlite only). */
async function openingDatabase(options: ServerOptions, listened: Promise<void>): Promise<OpeningDatabase> {
  if (options.startup === 'listen-first') return openDatabaseInBackground(options.database, listened);
  return alreadyOpen(await openDatabase(options.database));
}

/** Routes that never read the unit catalog, so they answer at once while it loads. */
const WITHOUT_CATALOG = /^\/api\/(health|auth\/|docs|openapi\.json)/;

/** Read the catalog in the background once listening; until it is ready, API requests wait for it (one shared load). */
function startCatalogOnListen(app: FastifyInstance, atListen: (() => void)[]): void {
  atListen.push(() => {
    catalogReady().catch((e: unknown) => app.log.error(`unit catalog: ${(e as Error).message}`));
  });
  app.addHook('onRequest', async (request) => {
    if (catalogLoading() && request.url.startsWith('/api/') && !WITHOUT_CATALOG.test(request.url)) await catalogReady();
  });
}

const PUBLIC_ROUTES = new Set(['/api/health', '/api/openapi.json', '/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/auth/me']);

/** Check every API route as it is added: a schema (for the docs) and a role guard (shown in the docs). */
function auditRoutes(app: FastifyInstance): { routesWithoutSchema: string[]; routesWithoutRoleCheck: string[]; routesWithoutEffect: string[] } {
  const routesWithoutSchema: string[] = [];
  const routesWithoutRoleCheck: string[] = [];
  const routesWithoutEffect: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (!route.schema) routesWithoutSchema.push(name);
    for (const method of [route.method].flat())
      if (isWriteMethod(method) && !WRITE_ROUTES[`${method} ${route.url}`]) routesWithoutEffect.push(`${method} ${route.url}`);
    authenticateFirst(route);
    const roles = guardedRoles(route.onRequest);
    const declaredPublic = (route.config as { public?: unknown } | undefined)?.public === true;
    if (!roles && !declaredPublic && !PUBLIC_ROUTES.has(route.url)) routesWithoutRoleCheck.push(name);
    if (roles && route.schema) {
      const note = `Roles: ${roles.join(', ')} (in local mode, callers without a session act as the organiser).`;
      route.schema = {
        ...route.schema,
        security: [{ bearer: [] }, { cookie: [] }],
        description: route.schema.description ? `${route.schema.description}\n\n${note}` : note,
      };
    }
  });
  return { routesWithoutSchema, routesWithoutRoleCheck, routesWithoutEffect };
}

/** A route's role guard runs as soon as the request arrives, before its body is read or validated (401/403 before 400). */
function authenticateFirst(route: { preHandler?: unknown; onRequest?: unknown }): void {
  const handlers = [route.preHandler ?? []].flat();
  const guard = handlers.find((h) => guardedRoles(h) !== null);
  if (!guard) return;
  route.preHandler = handlers.filter((h) => h !== guard);
  route.onRequest = [...[route.onRequest ?? []].flat(), guard];
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Marshal API', version: ENGINE_VERSION, description: 'Referee, companion and simulator for BattleTech-family tabletop wargames.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'marshal_session' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** Paths that name a static file: never answered with the app's index.html. */
const ASSET = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm)$/i;

async function serveWeb(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const root = webRoot ? resolve(webRoot) : null;
  const hasIndex = root !== null && existsSync(resolve(root, 'index.html'));
  if (root && existsSync(root)) await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'], ...webCaching(root) });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const page = !path.startsWith('/api') && !ASSET.test(path);
    if (hasIndex && (request.method === 'GET' || request.method === 'HEAD') && page) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: 'not-found', message: `no route ${request.method} ${path}` });
  });
}
