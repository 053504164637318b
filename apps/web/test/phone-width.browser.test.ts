import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

/** Issue 22 item 6: no page scrolls sideways on a 390 px phone. Walks the start page and every page in the header. */
describe('pages at a 390 px phone width', () => {
  const h = useBrowser({ viewport: { width: 390, height: 844 } });

  it('lays every page out within 390 px: the document never scrolls sideways', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/'));
    const paths = await page.locator('#main-nav a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths.length).toBeGreaterThan(10);
    const wide: string[] = [];
    for (const path of ['/', ...paths, '/battles/replay', '/no-such-page']) {
      await page.goto(url(path));
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      await expect.poll(() => page.getByText('Loading…', { exact: true }).count(), { timeout: 60_000 }).toBe(0);
      await expect.poll(() => page.locator('main h1').count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > 390) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);
});
