import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

describe('duel simulator in Chromium', () => {
  const h = useBrowser();

  it("runs a small simulation from the home page: progress, a plot with intervals, and the API's own numbers", async () => {
    const { page, url, server } = h();
    await page.goto(url('/'));
    await page.locator('.cards').getByRole('link', { name: 'Simulate' }).click();
    await expect.poll(() => page.url()).toMatch(/\/simulate$/);
    const form = page.getByRole('form', { name: 'Duel simulation' });
    const sideA = form.getByRole('region', { name: 'Side A force' });
    const sideB = form.getByRole('region', { name: 'Side B force' });
    await expect.poll(() => sideB.getByRole('listitem', { name: 'Unit 1 (Wolverine WVR-6R)' }).count()).toBe(1);
    await sideB.getByRole('button', { name: 'Remove Unit 1 (Wolverine WVR-6R)' }).click();
    const find = sideB.getByRole('search', { name: 'Find Side B' });
    await find.getByLabel('Find a unit by name').fill('Wolverine WVR-6R');
    await find.getByRole('button', { name: 'Add Wolverine WVR-6R', exact: true }).click();
    expect(await find.getByRole('button', { name: 'Add Wolverine WVR-6R', exact: true }).isDisabled()).toBe(true);
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) gunnery').fill('');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    expect(await form.getByRole('alert').innerText()).toMatch(/Side A, Hunchback HBK-4G: Gunnery is empty/);
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) gunnery').fill('3');
    await sideA.getByLabel('Unit 1 (Hunchback HBK-4G) piloting').fill('4');
    await form.getByLabel('Runs').fill('3');
    await form.getByLabel('Seed').fill('browser-test');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'of 3 duels' }).innerText(), { timeout: 120_000 }).toMatch(/3 of 3 duels done/);

    const results = page.getByRole('region', { name: 'Simulation results' });
    await expect.poll(() => results.locator('h2').innerText()).toMatch(/^3 duels, seed “browser-test”/);
    const plot = results.getByRole('img', { name: /Odds over 3 duels with 95% confidence intervals/ });
    expect(await plot.locator('[data-bar]').count()).toBe(6);
    expect(await plot.locator('line.whisker').count()).toBe(18);

    const api = (
      await server.app.inject({
        method: 'POST',
        url: '/api/simulate/duel',
        payload: {
          a: 'Hunchback HBK-4G',
          aSkills: { gunnery: 3, piloting: 4 },
          b: 'Wolverine WVR-6R',
          bSkills: { gunnery: 4, piloting: 5 },
          runs: 3,
          seed: 'browser-test',
        },
      })
    ).json();
    for (const k of ['a-wins', 'b-wins', 'draw', 'mutual-destruction', 'a-crippled', 'b-crippled']) {
      const row = results.locator(`tr[data-outcome="${k}"]`);
      expect(await row.locator('td').last().innerText()).toBe(`${api.odds[k].count}/3`);
      expect(Number(await plot.locator(`[data-bar="${k}"]`).getAttribute('data-p'))).toBeCloseTo(api.odds[k].p, 12);
    }
    expect(await results.locator('h2').innerText()).toContain(`mean ${api.meanRounds.toFixed(1)} rounds`);
    await h().screenshot('simulate-duel');
    expect(h().errors).toEqual([]);
  }, 180_000);
});
