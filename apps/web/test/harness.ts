/**
 * Browser-test harness: builds the web app once (cached by a hash of its sources), starts the Marshal
 * server on a free port with a throw-away PGlite database serving that build, and drives Debian
 * Chromium through playwright-core. Usage in `apps/web/test/<area>.browser.test.ts`:
 *
 *   const h = useBrowser();                       // registers beforeAll/afterAll
 *   it('…', async () => { await h().page.goto(h().url('/rulings')); … });
 *
 * or `const h = await startBrowser(); … await h.close();` for full control.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { MarshalServer } from '@marshal/server';

export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROOT = resolve(import.meta.dirname, '../../..');
const WEB = resolve(ROOT, 'apps/web');

export interface BrowserOptions {
  /** 'local' (default: no sign-in) or 'shared' (accounts and roles). */
  readonly mode?: 'local' | 'shared';
  /** Seed the demo content. */
  readonly demo?: boolean;
  /** Page size; defaults to a laptop. Use `{ width: 390, height: 844 }` for a phone. */
  readonly viewport?: { width: number; height: number };
  /** The browser's language (navigator.language, Accept-Language); default 'en-US', so pages open in English. */
  readonly locale?: string;
  /** The server's wall clock (default: the system clock), e.g. to move it along with Playwright's `page.clock`. */
  readonly now?: () => Date;
}

export interface BrowserHarness {
  /** A fresh tab on a fresh profile. */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser | null;
  /** The running server: `server.store` to put records in place before a test, `server.app.inject` for API calls. */
  readonly server: MarshalServer;
  /** e.g. http://127.0.0.1:43121 */
  readonly baseUrl: string;
  /** Absolute URL of an app path: `url('/rulings')`. */
  url(path: string): string;
  /** Uncaught page errors and console errors seen so far (assert it stays empty). */
  readonly errors: string[];
  /** Save a PNG under test-results/ and return its path (for looking at the page while developing). */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (!s.isDirectory()) return void hash.update(`${p}\u0000${s.size}\u0000${s.mtimeMs}\n`);
    for (const entry of readdirSync(p).sort()) if (entry !== 'node_modules' && entry !== 'dist') walk(join(p, entry));
  };
  walk(join(WEB, 'src'));
  walk(join(WEB, 'index.html'));
  walk(join(WEB, 'vite.config.ts'));
  for (const pkg of readdirSync(join(ROOT, 'packages'))) walk(join(ROOT, 'packages', pkg, 'src'));
  return hash.digest('hex').slice(0, 16);
}

let built: Promise<string> | null = null;

/** Build apps/web with Vite's `build()` into a temp dir; reused by every test file while the sources are unchanged. */
export function buildWeb(): Promise<string> {
  built ??= (async () => {
    const outDir = join(tmpdir(), `marshal-web-${sourceFingerprint()}`);
    if (existsSync(join(outDir, 'index.html'))) return outDir;
    const staging = `${outDir}.${process.pid}.tmp`;
    const { build } = await import('vite');
    await build({ root: WEB, configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } });
    try {
      renameSync(staging, outDir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another test file finished the same build first
    }
    removeStaleBuilds(outDir);
    return outDir;
  })();
  return built;
}

/** Builds from earlier source versions, a day old or more (younger ones may still serve a running test). */
function removeStaleBuilds(keep: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const entry of readdirSync(tmpdir())) {
    const p = join(tmpdir(), entry);
    if (!entry.startsWith('marshal-web-') || p === keep) continue;
    try {
      if (statSync(p).mtimeMs < dayAgo) rmSync(p, { recursive: true, force: true });
    } catch {
      // already gone
    }
  }
}

export function requireChromium(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(`Browser tests need Debian Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium (.ci/run does this).`);
}

/** Build, serve and open a browser; `close()` tears everything down (browser, server, temp database, profile). */
export async function startBrowser(options: BrowserOptions = {}): Promise<BrowserHarness> {
  requireChromium();
  const webRoot = await buildWeb();
  const { createServer } = await import('@marshal/server');
  const dataDir = mkdtempSync(join(tmpdir(), 'marshal-db-'));
  const profile = mkdtempSync(join(tmpdir(), 'marshal-chromium-'));
  const cleanups: (() => Promise<unknown> | unknown)[] = [
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => rmSync(profile, { recursive: true, force: true }),
  ];
  const close = async () => {
    for (const fn of cleanups.splice(0).reverse()) await Promise.resolve(fn()).catch((e: unknown) => console.error('harness teardown:', e));
  };
  try {
    const server = await createServer({
      database: { dataDir },
      webRoot,
      mode: options.mode ?? 'local',
      demo: options.demo ?? false,
      logger: false,
      ...(options.now ? { now: options.now } : {}),
    });
    cleanups.push(() => server.close());
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: options.locale ?? 'en-US',
      baseURL: baseUrl,
    });
    cleanups.push(() => context.close());
    context.setDefaultTimeout(20_000); // generous: CI machines are shared and slow; tests still fail with the locator named
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
    });
    return {
      page,
      context,
      server,
      browser: context.browser(),
      baseUrl,
      url: (path) => new URL(path, baseUrl).toString(),
      errors,
      async screenshot(name) {
        const dir = join(ROOT, 'test-results');
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        return file;
      },
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/** Register beforeAll/afterAll for a describe block or file; call the returned getter inside tests. */
export function useBrowser(options: BrowserOptions = {}): () => BrowserHarness {
  let harness: BrowserHarness | null = null;
  // Building the web app and starting the server can take minutes on a busy machine; that is set-up, not the test.
  beforeAll(async () => {
    harness = await startBrowser(options);
  }, 300_000);
  afterAll(async () => {
    await harness?.close();
    harness = null;
  });
  return () => {
    if (!harness) throw new Error('the browser harness is not running (useBrowser() must be called at the top of a describe block or file)');
    return harness;
  };
}
