import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstPageJs } from './first-page';

describe('first-page JS (bench/web-delivery.ts)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'marshal-first-page-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry, its preloads and their static imports, never lazily imported pages', () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b.js">',
    );
    writeFileSync(join(dist, 'assets', 'index-a.js'), 'import{a}from"./react-b.js";import"./side-c.js";const p=()=>import("./page-d.js");');
    writeFileSync(join(dist, 'assets', 'react-b.js'), 'export const a=1;');
    writeFileSync(join(dist, 'assets', 'side-c.js'), 'export{a}from"./react-b.js";');
    writeFileSync(join(dist, 'assets', 'page-d.js'), 'x'.repeat(10_000));
    const js = firstPageJs(dist);
    expect(js.files.map((f) => f.name).sort()).toEqual(['index-a.js', 'react-b.js', 'side-c.js']);
    expect(js.bytes).toBe(js.files.reduce((a, f) => a + f.bytes, 0));
    expect(js.gzipBytes).toBeGreaterThan(0);
  });
});
