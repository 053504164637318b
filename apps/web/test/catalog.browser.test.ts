import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('unit browser in Chromium', () => {
  const h = useBrowser();

  it('searches as you type, filters, and draws the unit card like a record sheet', async () => {
    const { page, url } = h();
    // The server reads all unit files on first use; warm it so the page is timed on its own work.
    expect((await page.request.get(url('/api/catalog/stats'), { timeout: 120_000 })).ok()).toBe(true);
    await page.goto(url('/units'));
    await page.getByRole('searchbox', { name: 'Find units' }).fill('Atlas AS7');
    await expect.poll(() => page.getByRole('link', { name: /Atlas AS7-D\b/ }).count()).toBeGreaterThan(0);
    await page.getByLabel('Min tons').fill('100');
    await page.getByLabel('Jump').selectOption('false');
    await expect.poll(async () => Number((await page.getByTestId('result-count').textContent())?.split(' ')[0])).toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /^Atlas AS7-D\b/ })
      .first()
      .click();
    const card = page.getByRole('article', { name: 'Record sheet: Atlas AS7-D' });
    await expect.poll(() => card.getByTestId('unit-bv').textContent()).toBe('BV 1,897');
    expect(await card.getByTestId('unit-movement').textContent()).toBe('Walk 3 / Run 5 / Jump 0');
    expect(await card.locator('[data-location="CT"] text.armor').textContent()).toBe('47');
    expect(await card.locator('[data-location="CT"] text.rear').textContent()).toBe('R 14');
    expect(await card.getByRole('row', { name: /Medium Laser/ }).count()).toBeGreaterThan(0);
    expect(await card.getByTestId('unit-heat').textContent()).toMatch(/20 single heat sinks, dissipate 20/);
    const bv = page.getByRole('region', { name: 'Battle Value breakdown' });
    expect(await bv.getByRole('row', { name: /Explosive equipment penalty/ }).count()).toBe(1);
    if (h().errors.length) console.log('page errors:', h().errors);
    expect(h().errors).toEqual([]);
    await h().screenshot('catalog-atlas');
  });
});
