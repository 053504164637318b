import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { MarshalError } from '@marshal/core/errors';
import { checkDataDirFree } from '@marshal/loaders/data-dir-lock';
import { defaultDataDir } from '@marshal/loaders/paths';
import type { MarshalServer } from '@marshal/server';
import { openFrontDoor } from '../lib/front-door';

/**
 * `marshal serve`: the API and the web app on one port, over PGlite or PostgreSQL (DATABASE_URL). On PGlite the port is
 * opened first, before the server's code is even loaded (`@marshal/server` is imported afterwards), so health and the
 * pages answer at once while the rest loads (lib/front-door.ts, docs/adr/0050); PostgreSQL is reached before listening.
 */

const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

interface ServeOptions {
  port: string;
  host: string;
  demo?: boolean;
  shared?: boolean;
  dataDir?: string;
  webRoot: string;
  verbose?: boolean;
  allowOrigin: string[];
  allowHost: string[];
  trustProxy?: string | boolean;
}

const collect = (value: string, previous: string[]): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
];

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new MarshalError('bad-port', `--port must be a whole number from 0 to 65535, not "${text}"`, { field: 'port' });
  return port;
}

export async function serve(options: ServeOptions): Promise<MarshalServer> {
  const port = parsePort(options.port);
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const webRoot = existsSync(options.webRoot) ? options.webRoot : undefined;
  const mode = options.shared ? 'shared' : 'local';
  const dataDir = options.dataDir ?? defaultDataDir();
  if (!url) checkDataDirFree(resolve(dataDir));
  const front = url ? null : await openFrontDoor({ port, host: options.host, mode, ...(webRoot ? { webRoot } : {}) });
  if (front) announce(front.address, options, `embedded PGlite in ${resolve(dataDir)}`);
  const { createServer } = await import('@marshal/server');
  const server = await createServer({
    database: url ? { url } : { dataDir },
    mode,
    demo: options.demo ? 'background' : false,
    logger: options.verbose ?? false,
    catalog: 'background',
    startup: 'listen-first',
    allowedOrigins: options.allowOrigin,
    // The name given to --host is one the server serves (0.0.0.0 and :: mean every interface's address). Shared mode
    // checks host names only when --allow-host is given.
    allowedHosts: options.allowHost.length || !options.shared ? [...options.allowHost, options.host] : [],
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(webRoot ? { webRoot } : {}),
    ...(front ? { listeningOn: front } : {}),
  }).catch(async (e: unknown) => {
    front?.fail((e as Error).message);
    await front?.close();
    throw e;
  });
  if (!front) {
    let address: string;
    try {
      address = await server.app.listen({ port, host: options.host });
    } catch (e) {
      await server.close();
      throw new MarshalError('listen', `cannot listen on ${options.host}:${port}: ${(e as Error).message}`);
    }
    announce(address, options, `PostgreSQL at ${server.database.location}`);
  }
  server.databaseOpened().then(
    () => undefined,
    async (e: unknown) => {
      console.error(`marshal: cannot open the database in ${server.database.location}: ${(e as Error).message}`);
      await server.close().catch(() => undefined);
      process.exit(1);
    },
  );
  if (options.demo) {
    console.log('Demo content is being added in the background (GET /api/health shows how far it is).');
    void server.demoSeeded().then(() => console.log(`Demo content: ${server.demoStatus().state}.`));
  }
  const local = ['127.0.0.1', 'localhost', '::1'].includes(options.host);
  if (!options.shared && !local)
    console.log(`Warning: local mode on ${options.host} lets anyone who can reach this address act as the organiser; add --shared to require sign-in.`);
  if (options.shared) console.log('Shared mode: the first account registered (POST /api/auth/register or the web app) becomes the organiser.');
  if (!webRoot) console.log(`The web app is not built (${options.webRoot} is missing); run \`npm run build:web\` or \`npm start\`.`);
  const stop = async () => {
    await server.close();
    await front?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

function announce(address: string, options: ServeOptions, where: string): void {
  console.log(
    `Marshal is running on ${address.replace('127.0.0.1', 'localhost')} (${options.shared ? 'shared: sign-in required' : 'local: no sign-in'}; ${where})`,
  );
  console.log(`API docs: ${address}/api/docs`);
}

export function serveCommand(program: Command): void {
  program
    .command('serve')
    .description('Serve the Marshal API (docs at /api/docs) and web app. Uses PostgreSQL when DATABASE_URL is set, else embedded PGlite.')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <host>', 'address to bind (0.0.0.0 to let others at the table connect)', '127.0.0.1')
    .option('--demo', 'add demo content (idempotent)')
    .option('--shared', 'shared mode: accounts and roles, sign-in required (default: local, no sign-in)')
    .option('--data-dir <dir>', 'PGlite data directory (default ./.marshal or MARSHAL_DATA_DIR)')
    .option('--web-root <dir>', 'built web app to serve', defaultWebRoot)
    .option('--verbose', 'log every request')
    .option(
      '--allow-origin <origin>',
      'another origin whose pages may change things here, e.g. https://marshal.example.org behind a proxy (repeatable)',
      collect,
      [],
    )
    .option('--allow-host <name>', 'another host name to answer to in local mode besides localhost, 127.0.0.1, [::1] and --host (repeatable)', collect, [])
    .option(
      '--trust-proxy [proxies]',
      'take the client address from X-Forwarded-For (all proxies, or a comma-separated list of proxy addresses/CIDRs), for per-address limits behind a reverse proxy',
    )
    .addHelpText(
      'after',
      '\nEnvironment:\n  DATABASE_URL       postgres://user:password@host:5432/db (PostgreSQL instead of PGlite)\n  MARSHAL_DATA_DIR   default PGlite data directory',
    )
    .action(async (options: ServeOptions) => {
      await serve(options);
    });
}
