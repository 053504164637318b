import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('offline at the table in Chromium (service worker, ADR 0039)', () => {
  const h = useBrowser();

  it('after one visit the rulings explorer and the M42 and Fire for Effect set-up pages open and work with no network', { timeout: 240_000 }, async () => {
    const { page, context, url } = h();
    await page.goto(url('/rulings'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rulings explorer');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The worker installs (precaching the shell and every page's code) and takes control of the page.
    await expect.poll(() => page.evaluate('navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)'), { timeout: 120_000 }).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rulings explorer');
      const ruling = page.locator('details.ruling').first();
      expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≥ 7\s+58\.33%/);
      await page.getByRole('button', { name: 'Add modifier' }).click();
      await page.getByLabel('Modifier 4 label').fill('Partial cover');
      await page.getByLabel('Modifier 4 value').fill('1');
      expect(await ruling.locator('summary').innerText()).toMatch(/2d6 ≥ 8\s+41\.67%/);
      // Other pages' code was never loaded online: it comes from the precache.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'M42' }).click();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('M42 Starting Phase');
      await page.goto(url('/dark-age'));
      const form = page.getByRole('form', { name: 'Start a Fire for Effect game' });
      await form.getByRole('button', { name: 'Use the river-crossing example' }).click();
      await expect.poll(() => form.getByRole('region', { name: 'Units of spirit' }).locator('li').count()).toBe(3);
      await h().screenshot('offline-fire-for-effect');
      // The API is never answered from a cache: offline a request fails rather than showing stale data.
      expect(await page.evaluate('fetch("/api/health").then(() => "answered", () => "failed")')).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });
});
