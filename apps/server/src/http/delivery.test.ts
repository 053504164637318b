import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarshalServer } from '../app';
import { createTestServer } from '../testing';
import { IMMUTABLE } from './delivery';

/** Compression and caching headers (docs/server.md "Delivery"): the bench (bench/web-delivery.ts) measures what they buy. */
describe('delivery headers', () => {
  let server: MarshalServer;
  let webRoot: string;
  const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i} of the built app"`).join(',')}];\n`;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'marshal-delivery-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Marshal</title><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script>');
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // One asset with the build's precompressed siblings, one without (compressed as it is sent).
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
    writeFileSync(join(webRoot, 'assets', 'page-Xy98Zw76.js'), script);
    server = await createTestServer({ webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('compresses API JSON with brotli or gzip, as the browser accepts', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await server.app.inject({ url: '/api/dark-age/units', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toContain('application/json');
      const body = JSON.parse(decode(res.rawPayload).toString('utf8')) as unknown;
      expect(body).toEqual((await server.app.inject({ url: '/api/dark-age/units' })).json());
    }
    const plain = await server.app.inject({ url: '/api/dark-age/units', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends hashed JS assets compressed (precompressed or on the fly) and immutable for a year', async () => {
    for (const name of ['index-Ab12Cd34.js', 'page-Xy98Zw76.js']) {
      const br = await server.app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);
      const gz = await server.app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html or unhashed files without revalidating, on every path that serves the app', async () => {
    for (const url of ['/', '/index.html', '/missions', '/battles/abc/replay', '/favicon.svg']) {
      const res = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing hashed asset with 404, not the app', async () => {
    const res = await server.app.inject({ url: '/assets/missing-Zz11Yy22.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
  });
});
