/// <reference types="node" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Libraries in chunks of their own, so the start page loads React alone and a library that only some pages need
 * (zod) arrives with those pages instead of riding in the first shared chunk (docs/web.md "Delivery").
 */
const LIBRARY_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/ },
];

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|map)$/;

/**
 * Write `<file>.br` and `<file>.gz` beside every built text asset at the strongest settings, once per build, so the
 * server (apps/server/src/http/delivery.ts, @fastify/static `preCompressed`) sends them without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'marshal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Put the start page's stylesheet into index.html as a <style>: a render-blocking stylesheet costs a round trip before
 * anything paints (562 ms on a slow 4G link), the inlined one about 5 KB gzipped. Lazy pages' CSS stays in files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'marshal-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

/**
 * Offline at the table (ADR 0039): a Workbox service worker precaches the shell and every page's code and styles, so
 * after one visit the pages that need no server (rulings explorer, dice and odds, the M42 and Fire for Effect set-up
 * forms, the table clock's display) open with no network; navigations fall back to the cached index.html. The API is
 * never cached: what it answers is live. The worker updates itself when a new build is deployed.
 */
const offline = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Marshal',
    short_name: 'Marshal',
    description: 'Referee, companion and simulator for BattleTech-family tabletop wargames',
    start_url: '/',
    display: 'standalone',
    background_color: '#f5f6f4',
    theme_color: '#1c2023',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
  },
});

export default defineConfig({
  plugins: [react(), precompress(), inlineEntryCss(), offline],
  build: { outDir: 'dist', emptyOutDir: true, rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_CHUNKS } } } },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The duel simulator's Web Workers (pages/simulate/duel-worker.ts) are ES modules, so they share the engine's chunks.
  worker: { format: 'es' },
});
