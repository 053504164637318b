// The web app's delivery on a slow phone connection (issue 22): part of `npm run bench` (or `npm run bench -- web`).
// Builds apps/web, serves it from a fresh Marshal server, and opens the start page in Debian Chromium with the
// DevTools "Slow 4G" network and a 4× slower CPU, first visit (empty cache), several times. Prints the median
// first paint / first contentful paint against the 2.5 s budget, and the first page's gzipped JS against 150 KB.
// Printed only: timings depend on the machine, so no test asserts them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FIRST_PAGE_JS_BUDGET, firstPageJs, kb } from './first-page';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = '/usr/bin/chromium';
/** Chrome DevTools' "Slow 4G" preset: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 } as const;
export const CPU_SLOWDOWN = 4;
export const FIRST_PAINT_BUDGET_MS = 2500;
const RUNS = 3;

interface Visit {
  readonly firstPaint: number;
  readonly firstContentfulPaint: number;
  /** When the start page's own heading was in the document (React has rendered the page). */
  readonly headingShown: number;
  readonly largestContentfulPaint: number;
  readonly transferred: number;
  readonly requests: number;
}

export async function runWebDelivery(): Promise<void> {
  console.log('\nWeb delivery: the start page, first visit, DevTools "Slow 4G" network and 4× CPU slowdown (Debian Chromium).');
  if (!existsSync(CHROMIUM)) return void console.log(`  skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  const work = mkdtempSync(join(tmpdir(), 'marshal-bench-web-'));
  try {
    const dist = join(work, 'dist');
    const { build } = await import('vite');
    await build({
      root: join(ROOT, 'apps/web'),
      configFile: join(ROOT, 'apps/web/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dist, emptyOutDir: true },
    });
    const js = firstPageJs(dist);
    const verdict = js.gzipBytes <= FIRST_PAGE_JS_BUDGET ? 'within' : 'OVER';
    console.log(
      `  first-page JS: ${kb(js.gzipBytes)} gzipped (${kb(js.bytes)} raw) in ${js.files.length} files: ${verdict} the ${kb(FIRST_PAGE_JS_BUDGET)} budget`,
    );
    for (const f of js.files) console.log(`    ${f.name.padEnd(36)} ${kb(f.gzipBytes).padStart(10)} gzipped`);
    const visits = await visitStartPage(dist, join(work, 'db'));
    const median = (pick: (v: Visit) => number) => visits.map(pick).sort((a, b) => a - b)[Math.floor(visits.length / 2)]!;
    const fcp = median((v) => v.firstContentfulPaint);
    console.log(
      `  first paint ${ms(median((v) => v.firstPaint))}, first contentful paint ${ms(fcp)} (median of ${visits.length}): ` +
        `${fcp <= FIRST_PAINT_BUDGET_MS ? 'within' : 'OVER'} the ${ms(FIRST_PAINT_BUDGET_MS)} budget`,
    );
    console.log(
      `  start page rendered by the app ${ms(median((v) => v.headingShown))}, largest contentful paint ${ms(median((v) => v.largestContentfulPaint))} (medians)`,
    );
    console.log(`  transferred ${kb(median((v) => v.transferred))} over ${median((v) => v.requests)} requests (headers and bodies, as sent)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const ms = (n: number): string => `${(n / 1000).toFixed(2)} s`;

/** Runs in the page before its scripts (a string: the browser gets it as written): note when the start page's <h1> appears. */
const WATCH_HEADING = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return;
    window.headingShown = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/** Paint timings in the page (a string, evaluated there): first paint, first contentful paint, the last largest contentful paint, heading shown. */
const READ_PAINTS = `(async () => {
  const out = Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime]));
  const lcp = await new Promise((done) => {
    new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => done(undefined), 1000);
  });
  if (lcp !== undefined) out['largest-contentful-paint'] = lcp;
  if (window.headingShown !== undefined) out['heading-shown'] = window.headingShown;
  return out;
})()`;

async function visitStartPage(webRoot: string, dataDir: string): Promise<Visit[]> {
  const { createServer } = await import('@marshal/server');
  const { chromium } = await import('playwright-core');
  const server = await createServer({ database: { dataDir }, webRoot, logger: false });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        let transferred = 0;
        let requests = 0;
        cdp.on('Network.loadingFinished', (e) => {
          transferred += e.encodedDataLength;
          requests++;
        });
        await page.addInitScript({ content: WATCH_HEADING });
        await page.goto(baseUrl, { waitUntil: 'load', timeout: 60_000 });
        await page.getByRole('heading', { name: 'Marshal', level: 1 }).waitFor({ timeout: 60_000 });
        const paints = (await page.evaluate(READ_PAINTS)) as Record<string, number>;
        const firstContentfulPaint = paints['first-contentful-paint'];
        if (firstContentfulPaint === undefined) throw new Error('Chromium reported no first-contentful-paint for the start page');
        visits.push({
          firstPaint: paints['first-paint'] ?? firstContentfulPaint,
          firstContentfulPaint,
          headingShown: paints['heading-shown'] ?? NaN,
          largestContentfulPaint: paints['largest-contentful-paint'] ?? NaN,
          transferred,
          requests,
        });
      } finally {
        await context.close();
      }
    }
    return visits;
  } finally {
    await browser.close();
    await server.close();
  }
}
