// The port `marshal serve` opens before it loads the server (docs/adr/0050): Node's own HTTP server, with nothing but
// Node's modules behind it, so it listens a fraction of a second after the process starts. Until the real server
// (Fastify and everything it serves) is built and adopts the port, it answers GET /api/health ("ready": false) and
// the built web app's files, and holds every other request for the real server. Nothing it answers depends on who
// asks or carries any data: the health of a server still starting, and the same static files for everyone.
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { MarshalError } from '@marshal/core/errors';
import { ENGINE_VERSION } from '@marshal/core/version';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FrontDoorOptions {
  readonly port: number;
  readonly host: string;
  /** The built web app, served while the server loads (pages get its index.html). */
  readonly webRoot?: string;
  readonly mode: 'local' | 'shared';
  /** How long a request held for the real server waits before a 503 `starting` (default 20 s, as for the database). */
  readonly holdMs?: number;
}

export interface FrontDoor {
  /** The listening server; the real server answers on it once it has adopted it (`ServerOptions.listeningOn`). */
  readonly server: Server;
  /** Where it listens, as Fastify's `listen` says it: `http://127.0.0.1:8080`. */
  readonly address: string;
  /** Every request from now on, and each one held, goes to `handler`. */
  adopt(handler: RequestHandler): void;
  /** The real server could not be built: the requests held, and any later, are answered 503 naming why. */
  fail(reason: string): void;
  close(): Promise<void>;
}

/** Types of the files a Vite build holds. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
/** Same as the real server: a path with a file extension names a file, never the app's index.html. */
const FILE = /\.[a-z0-9]+$/i;
const STARTING_RETRY_AFTER_S = 3;

/** Listen on `port` at once; throws MarshalError `listen` when the address is taken or refused. */
export async function openFrontDoor(options: FrontDoorOptions): Promise<FrontDoor> {
  const holdMs = options.holdMs ?? 20_000;
  const root = options.webRoot ? resolve(options.webRoot) : undefined;
  let handler: RequestHandler | undefined;
  let failure: string | undefined;
  const held = new Set<{ request: IncomingMessage; response: ServerResponse; timer: NodeJS.Timeout }>();

  const starting = (response: ServerResponse, message: string) => {
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(STARTING_RETRY_AFTER_S) });
    response.end(JSON.stringify({ error: 'starting', message }));
  };
  const refuse = (response: ServerResponse) =>
    starting(response, failure ? `the server could not start: ${failure}` : 'the server has just started and is still loading; try again in a few seconds');

  const server = createServer((request, response) => {
    if (handler) return handler(request, response);
    if (failure !== undefined) return refuse(response);
    if (answerWhileLoading(request, response, root, options.mode)) return;
    const entry = { request, response, timer: setTimeout(() => (held.delete(entry), refuse(response)), holdMs) };
    held.add(entry);
    response.once('close', () => (clearTimeout(entry.timer), held.delete(entry)));
  });
  // Fastify's defaults for the servers it makes itself (keep idle connections 72 s; no limit on a request's time).
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  await new Promise<void>((done, fail) => {
    server.once('error', (e) => fail(new MarshalError('listen', `cannot listen on ${options.host}:${options.port}: ${e.message}`)));
    server.listen({ port: options.port, host: options.host }, () => done());
  });
  const where = server.address() as AddressInfo;
  const address = `http://${where.family === 'IPv6' ? `[${where.address}]` : where.address}:${where.port}`;
  return {
    server,
    address,
    adopt(h) {
      handler = h;
      for (const entry of held) {
        clearTimeout(entry.timer);
        h(entry.request, entry.response);
      }
      held.clear();
    },
    fail(reason) {
      failure = reason;
      for (const entry of held) {
        clearTimeout(entry.timer);
        refuse(entry.response);
      }
      held.clear();
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Health (not ready yet) and the web app's files; false when the request is for the real server. */
function answerWhileLoading(request: IncomingMessage, response: ServerResponse, root: string | undefined, mode: 'local' | 'shared'): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?')[0]!;
  if (path === '/api/health') {
    const demo = { state: 'off', done: 0, total: 0 };
    const body = JSON.stringify({ status: 'ok', ready: false, database: 'pglite', migrations: 0, engine: ENGINE_VERSION, mode, demo });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
  if (!root || path.startsWith('/api')) return false;
  let name: string;
  try {
    name = decodeURIComponent(path);
  } catch {
    return false;
  }
  const file = FILE.test(name) ? resolve(join(root, name)) : join(root, 'index.html');
  if (!file.startsWith(root + sep)) return false;
  const type = TYPES[extname(file).toLowerCase()];
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!type || !stat?.isFile()) return false;
  const immutable = file.startsWith(join(root, 'assets') + sep);
  response.writeHead(200, {
    'content-type': type,
    'content-length': stat.size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}
