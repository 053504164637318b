// The pool's worker when Marshal runs from its TypeScript sources (the command line and the benches, under tsx): the
// worker's whole import graph compiled once, in this thread, into one module handed to every worker as a data: URL.
// Before, each worker registered tsx and compiled the engine file by file as it started, and ran ≈ 10% slower once warm
// (tsx's module hooks stay in the path; ADR 0050, session 11 addendum). Nothing is written to disk.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';

/** The one source file of the worker's graph that reads `import.meta.url` (the data folder is found from it). */
export const LOCATED_SOURCE = fileURLToPath(new URL('../paths.ts', import.meta.url));
const WORKER_SOURCE = fileURLToPath(new URL('./duel-worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The worker compiled into one ES module (npm packages included, `node:` modules imported), its `import.meta.url` the
 * address of `paths.ts`, so the bundled data is found exactly as from the sources. Throws when a second source of
 * the graph reads `import.meta` (it would silently get that address) or esbuild is missing.
 */
export function compileSourceWorker(): { code: string; inputs: readonly string[] } {
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const here = pathToFileURL(LOCATED_SOURCE).href;
  const out = esbuild.buildSync({
    entryPoints: [WORKER_SOURCE],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(here) },
    // Packages written as CommonJS may `require` Node's own modules.
    banner: { js: `import { createRequire as __marshalRequire } from 'node:module'; const require = __marshalRequire(${JSON.stringify(here)});` },
  });
  const inputs = Object.keys(out.metafile!.inputs).map((f) => resolve(ROOT, f));
  const others = inputs.filter((f) => !f.includes('node_modules') && f !== LOCATED_SOURCE && /\bimport\.meta\b/.test(readFileSync(f, 'utf8')));
  if (others.length) throw new Error(`the simulation worker's sources read import.meta outside paths.ts: ${others.join(', ')}`);
  return { code: out.outputFiles![0]!.text, inputs };
}

let entry: URL | null | undefined;

/** The compiled worker as a data: URL (made once a process), or null when it cannot be compiled (the tsx entry is used). */
export function sourceWorkerEntry(): URL | null {
  if (entry === undefined) {
    try {
      entry = new URL(`data:text/javascript;base64,${Buffer.from(compileSourceWorker().code).toString('base64')}`);
    } catch {
      entry = null;
    }
  }
  return entry;
}
