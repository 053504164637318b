import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowser } from './harness';
import { PHONE } from './phone';

/** Pairs of the plot's words whose boxes overlap, and words that reach outside the plot. */
const clashes = (plot: Locator): Promise<string[]> =>
  plot.evaluate((svg) => {
    const outer = svg.getBoundingClientRect();
    const words = [...svg.querySelectorAll('text')].map((el) => ({ text: el.textContent ?? '', box: el.getBoundingClientRect() }));
    const found: string[] = [];
    for (const [i, a] of words.entries()) {
      if (a.box.left < outer.left - 1 || a.box.right > outer.right + 1) found.push(`“${a.text}” reaches outside the plot`);
      for (const b of words.slice(i + 1)) {
        const apart = a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top;
        if (!apart) found.push(`“${a.text}” overlaps “${b.text}”`);
      }
    }
    return found;
  });

describe('the simulator’s odds plot in Chromium', () => {
  const h = useBrowser();

  it('writes every bar’s name and odds clear of the others, in English and German, on a desktop and at 390 px', async () => {
    const { page, url } = h();
    await page.goto(url('/simulate'));
    const form = page.getByRole('form', { name: 'Duel simulation' });
    await expect.poll(() => form.getByRole('listitem', { name: 'Unit 1 (Wolverine WVR-6R)' }).count(), { timeout: 60_000 }).toBe(1);
    await form.getByLabel('Runs').fill('4');
    await form.getByLabel('Seed').fill('labels');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'of 4 duels' }).innerText(), { timeout: 120_000 }).toMatch(/4 of 4 duels done/);
    const plot = page.getByRole('region', { name: 'Simulation results' }).getByRole('img', { name: /Odds over 4 duels/ });
    expect(await plot.locator('[data-bar]').count()).toBe(6);
    expect(await clashes(plot)).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const plotDe = page.getByRole('region', { name: 'Ergebnisse der Simulation' }).getByRole('img');
    await expect.poll(() => plotDe.locator('text').allTextContents()).toContain('Beide vernichtet');
    expect(await plotDe.locator('text').allTextContents()).toContain('Unentschieden');
    expect(await clashes(plotDe)).toEqual([]);
    await h().screenshot('simulate-labels-de');

    await page.setViewportSize({ width: PHONE, height: 844 });
    await expect.poll(async () => (await plotDe.boundingBox())!.width).toBeLessThan(PHONE);
    expect(await clashes(plotDe)).toEqual([]);
    // Drawn at its own size, not shrunk with the plot: a phone reads the names at the size a desktop does.
    const size = await plotDe
      .locator('text')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(size).toBeGreaterThan(10);
    await h().screenshot('simulate-labels-de-phone');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect.poll(() => plot.locator('text').allTextContents()).toContain('Both destroyed');
    expect(await clashes(plot)).toEqual([]);
    expect(h().errors).toEqual([]);
  }, 240_000);
});
