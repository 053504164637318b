import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a browser fetches before the start page can render: index.html's module script and preloads, and every chunk they import statically. */
export interface FirstPageJs {
  readonly files: readonly { readonly name: string; readonly bytes: number; readonly gzipBytes: number }[];
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** The start page's JS budget from issue 22: 150 KB gzipped. */
export const FIRST_PAGE_JS_BUDGET = 150 * 1024;

const HTML_JS = /<script[^>]+src="\/assets\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g;
/** `import … from"./x.js"`, `export … from"./x.js"` and bare `import"./x.js"`; never `import("./x.js")`, which loads later. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/** Walk a Vite build (`dist` with index.html and assets/) from index.html through static imports; sizes at gzip level 9. */
export function firstPageJs(dist: string): FirstPageJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(HTML_JS)].map((m) => (m[1] ?? m[2])!);
  const seen = new Set<string>();
  const files: { name: string; bytes: number; gzipBytes: number }[] = [];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(dist, 'assets', name));
    files.push({ name, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) queue.push(m[1]!);
  }
  return { files, bytes: sum(files.map((f) => f.bytes)), gzipBytes: sum(files.map((f) => f.gzipBytes)) };
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
