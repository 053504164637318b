import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sampleCampaignSetup } from '@marshal/campaign';
import { useBrowser } from './harness';

const PHONE = 390;
/** The page's own function, called inside `evaluate` (this file is type-checked without the DOM library). */
declare const getComputedStyle: (el: unknown, pseudo?: string) => { readonly content: string; readonly overflowX: string };

/** Nothing inside `region` is wider than its box (no hidden columns), and nothing reaches past the phone's right edge. */
async function fitsAcross(region: Locator): Promise<string[]> {
  return region.evaluate((root, width) => {
    const wide: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1) continue; // nothing to see: a visually hidden heading row
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') wide.push(`${el.tagName}.${el.className} scrolls`);
      if (r.right > width + 1) wide.push(`${el.tagName}.${el.className} ends at ${Math.round(r.right)}`);
    }
    return wide;
  }, PHONE);
}

const pageWidth = async (page: Page) => Number(await page.evaluate('document.documentElement.scrollWidth'));

describe('the campaign forces and the M42 task forces on a 390 px phone', () => {
  const h = useBrowser({ viewport: { width: PHONE, height: 844 } });

  it('shows every campaign unit as a card of labelled lines: nothing to scroll sideways, no internal ids', async () => {
    const { page, url, errors } = h();
    const res = await fetch(url('/api/campaigns'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: sampleCampaignSetup(), dice: 'physical' }),
    });
    const { campaign } = (await res.json()) as { campaign: { id: string } };
    await page.goto(url(`/campaigns/${campaign.id}`));
    const forces = page.getByRole('region', { name: 'Forces' });
    const jenner = forces.locator('tr[data-unit="jenner-2"]');
    await jenner.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await fitsAcross(forces)).toEqual([]);
    // Each line says what it is (the column heading moves into the card) and names things as the setup did.
    const lines = await jenner.locator('td').evaluateAll((tds) => tds.map((td) => `${getComputedStyle(td, '::before').content} ${td.textContent}`));
    expect(lines).toEqual([
      '"Side: " attacker',
      '"Group: " Recon group (reconnaissance)',
      '"Lance: " Natalie recon lance',
      '"Status: " operational',
      '"Damage carried: " 0',
    ]);
    expect(await jenner.locator('th').innerText()).toBe('Jenner JR7-D #2');
    expect(errors).toEqual([]);
  });

  it('shows every M42 unit as a card with its status, markers and die: nothing to scroll sideways', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/m42'));
    const form = page.getByRole('form', { name: 'Start an M42 battle' });
    await form.getByRole('button', { name: 'Load the example battle (Relay Station Kappa, turn 4)' }).click();
    await form.getByRole('button', { name: 'Start the battle' }).click();
    await expect.poll(() => page.url()).toMatch(/\/m42\/[^/]+$/);
    const forces = page.getByRole('region', { name: 'Task forces' });
    await forces.getByLabel('Recon Team status').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expect(await fitsAcross(forces)).toEqual([]);
    const card = forces.locator('tr', { has: page.getByLabel('Rifle Squad 2 status') });
    const labels = await card.locator('td').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
    expect(labels).toEqual(['"Status"', '"Suppression"', '"Hit-count die"']);
    expect(await forces.getByRole('group', { name: 'Turid Swarm: Turid Brood 7' }).locator('h3').innerText()).toBe(
      'Turid Swarm: Turid Brood 7 — defender · Hive Mind · started with 6 units',
    );
    expect(errors).toEqual([]);
  });
});
