import { describe, expect, it } from 'vitest';
import { sampleRosterNames } from '@marshal/tournament';
import { useBrowser } from './harness';

describe('roster matchup matrix in Chromium', () => {
  const h = useBrowser();

  it('fills two sample Solaris rosters, plays every pairing, and shows a heat map with a legend and the table, readable at 390 px', async () => {
    const { page, url, server } = h();
    await page.goto(url('/simulate/matrix'));
    const form = page.getByRole('form', { name: 'Matrix simulation' });
    await form.getByRole('button', { name: 'Use two sample Solaris rosters' }).click();
    const sideA = form.getByRole('region', { name: 'Side A force' });
    const sideB = form.getByRole('region', { name: 'Side B force' });
    const [rosterA, rosterB] = [sampleRosterNames(0), sampleRosterNames(1)];
    await expect.poll(() => sideA.getByRole('listitem', { name: `Unit 6 (${rosterA[5]!.unit})` }).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => sideB.getByRole('listitem', { name: `Unit 6 (${rosterB[5]!.unit})` }).count(), { timeout: 60_000 }).toBe(1);
    await form.getByLabel('Duels a cell').fill('0');
    await form.getByRole('button', { name: 'Run the matrix' }).click();
    expect(await form.getByRole('alert').innerText()).toMatch(/Duels a cell must be a whole number from 1 to 1000/);
    await form.getByLabel('Duels a cell').fill('1');
    await form.getByLabel('Seed').fill('browser-matrix');
    await form.getByRole('button', { name: 'Run the matrix' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'pairings' }).innerText(), { timeout: 600_000 }).toMatch(/36 of 36 pairings done/);

    const results = page.getByRole('region', { name: 'Matrix results' });
    const heat = results.getByRole('table', { name: /Side A's win odds/ });
    expect(await heat.locator('td.heat-cell[data-cell]').count()).toBe(36);
    expect(await results.getByRole('figure', { name: /Colour legend/ }).innerText()).toMatch(/B favoured \(0%\)[\s\S]*A favoured \(100%\)/);
    expect(await results.locator('tr[data-pairing]').count()).toBe(36);

    const api = (
      await server.app.inject({
        method: 'POST',
        url: '/api/simulate/matrix',
        payload: { a: rosterA.map((m) => ({ name: m.unit })), b: rosterB.map((m) => ({ name: m.unit })), runs: 1, seed: 'browser-matrix', cells: [[2, 3]] },
      })
    ).json();
    const cell = api.cells[0];
    const pct = (x: number) => `${Math.round(100 * x)}%`;
    expect(await heat.locator('td[data-cell="2-3"] .heat-p').innerText()).toBe(pct(cell.aWins.p));
    expect(await heat.locator('td[data-cell="2-3"]').getAttribute('aria-label')).toContain(`${rosterA[2]!.unit} against ${rosterB[3]!.unit}`);
    expect(await results.locator('tr[data-pairing="2-3"] th').innerText()).toContain(`${cell.a.gunnery}/${cell.a.piloting}`);
    await h().screenshot('simulate-matrix');

    await page.setViewportSize({ width: 390, height: 844 });
    // The whole 6 × 6 heat map shows without scrolling sideways: its right edge within its scroll box's.
    await expect.poll(() => heat.evaluate((t) => t.getBoundingClientRect().right - t.parentElement!.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
    await h().screenshot('simulate-matrix-390');
    expect(h().errors).toEqual([]);
  }, 900_000);
});
