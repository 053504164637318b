// `npm run build:server`: bundles `marshal serve` (apps/cli/src/serve-main.ts) with the workspace packages it imports
// into one JavaScript file, dist/server/serve.mjs, so `npm start` runs it with plain `node`: nothing is compiled as the
// server starts (under tsx the whole import graph was, for many seconds on a loaded machine; docs/adr/0050).
// Packages from node_modules stay imports (PGlite finds its WebAssembly files beside its own code, Swagger UI its pages).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = join(ROOT, 'dist/server');

/** Workspace packages are inlined; every other bare import (an npm package or a node: module) stays an import. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@marshal/') ? undefined : { path: args.path, external: true }));
  },
};

/** The simulation pool's source (its worker's address is kept relative to the bundle; see `sourceLocations`). */
const POOL_SOURCE = join('apps', 'loaders', 'src', 'pool', 'duel-pool.ts');

/**
 * `import.meta.url` in a workspace source means that source file (the data folder, the migrations, the web app and the
 * simulation worker are found from it), so each is rewritten to the source's own address, relative to the bundle in
 * `outDir`: the bundle finds the same files as tsx does, wherever the checkout is.
 */
const sourceLocations = (outDir: string): Plugin => ({
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      // The simulation pool starts `./duel-worker.mjs` beside its own code: in the bundle that is the worker compiled
      // beside it (the `duel-worker` entry below), not the TypeScript source run through tsx.
      if (!text.includes('import.meta.url') || args.path.endsWith(POOL_SOURCE)) return undefined;
      const fromBundle = relative(outDir, args.path).split('\\').join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
});

/**
 * Build dist/server afresh: serve.mjs holds what opens the port (the front door, apps/cli/src/lib/front-door.ts); the
 * server itself, imported once the port is open, is split into its own chunk beside it; duel-worker.mjs is the
 * simulation pool's worker thread, compiled too (it shares the engine's chunks), so workers compile nothing as they start.
 */
export async function buildServer(outDir: string = SERVER_OUT_DIR): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: { serve: join(ROOT, 'apps/cli/src/serve-main.ts'), 'duel-worker': join(ROOT, 'apps/loaders/src/pool/duel-worker.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [npmPackagesExternal, sourceLocations(outDir)],
  });
  return join(outDir, 'serve.mjs');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const entry = await buildServer();
  console.log(`built ${relative(process.cwd(), entry)} (${pathToFileURL(entry).href})`);
}
